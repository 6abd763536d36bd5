import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as a fake saw it, kept so tests can assert on what a client sent. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface RunningHttpFake {
  /** Base URL, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  port: number;
  /** Every request received, oldest first. */
  requests: FakeRequest[];
  close(): Promise<void>;
}

export type FakeHandler = (
  request: FakeRequest,
  response: http.ServerResponse,
  raw: http.IncomingMessage,
) => void | Promise<void>;

/**
 * Largest request body a fake reads: above the IRS's 100 MB IRIS transmission limit with room for the
 * multipart envelope, so the fake IRIS takes every file the product may send.
 */
const MAX_BODY_BYTES = 128 * 1024 * 1024;

export function readBody(raw: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    raw.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('request body too large for a fake'));
        raw.destroy();
        return;
      }
      chunks.push(chunk);
    });
    raw.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    raw.on('error', reject);
  });
}

export function sendJson(
  response: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

/**
 * Starts an HTTP server on 127.0.0.1 (port 0 picks a free one) that records every request and hands it
 * to `handler`. An error in the handler answers 500 with the message, so a broken fake is loud.
 */
export async function startHttpFake(
  handler: FakeHandler,
  options: { port?: number } = {},
): Promise<RunningHttpFake> {
  const requests: FakeRequest[] = [];
  const server = http.createServer((raw, response) => {
    void (async () => {
      try {
        const url = new URL(raw.url ?? '/', 'http://fake.local');
        const request: FakeRequest = {
          method: raw.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers: raw.headers,
          body: await readBody(raw),
        };
        requests.push(request);
        await handler(request, response, raw);
      } catch (error) {
        if (!response.headersSent)
          sendJson(response, 500, { fakeError: error instanceof Error ? error.message : String(error) });
        else response.destroy();
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
