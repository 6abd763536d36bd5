import type http from 'node:http';
import { sendJson, type FakeRequest } from './http-fake.ts';

/** A response a test scripted for the next matching API call. */
export interface ScriptedResponse {
  status: number;
  body: unknown;
  /** Only for requests whose path starts with this (any path when absent). */
  path?: string;
  headers?: Record<string, string>;
}

/**
 * Faults a test asks for through the `/__fake/...` control endpoints (docs/payments.md, "Fakes"):
 * scripted answers, N failures with a status, and "process the request, then drop the connection".
 * Shared by the payment fakes; every fault is used up by the requests it hits, oldest first.
 */
export class FaultPlan {
  private scripted: ScriptedResponse[] = [];
  private failures: { count: number; status: number } = { count: 0, status: 503 };
  private drops = 0;
  private delays: number[] = [];

  reset(): void {
    this.scripted = [];
    this.failures = { count: 0, status: 503 };
    this.drops = 0;
    this.delays = [];
  }

  script(response: ScriptedResponse): void {
    this.scripted.push(response);
  }

  failNext(count: number, status: number): void {
    this.failures = { count, status };
  }

  dropNext(count: number): void {
    this.drops += count;
  }

  delayNext(ms: number): void {
    this.delays.push(ms);
  }

  /** The scripted answer for this request, if one waits for it. */
  takeScripted(path: string): ScriptedResponse | undefined {
    const index = this.scripted.findIndex((entry) => !entry.path || path.startsWith(entry.path));
    if (index < 0) return undefined;
    return this.scripted.splice(index, 1)[0];
  }

  /** The status of a failure to answer with now, if one is due. */
  takeFailure(): number | undefined {
    if (this.failures.count <= 0) return undefined;
    this.failures.count -= 1;
    return this.failures.status;
  }

  /** Whether to drop this request's connection after processing it. */
  takeDrop(): boolean {
    if (this.drops <= 0) return false;
    this.drops -= 1;
    return true;
  }

  takeDelay(): number {
    return this.delays.shift() ?? 0;
  }
}

/** The JSON body of a control request, or {} when it has none. */
export function readControlBody(request: FakeRequest): Record<string, unknown> {
  if (!request.body.trim()) return {};
  const parsed: unknown = JSON.parse(request.body);
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {};
}

export function readCount(body: Record<string, unknown>, name: string, fallback: number): number {
  const value = body[name];
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback;
}

/**
 * Answers one API call, honouring a planned delay and drop: the fake has already processed the
 * request (stored the payment), and a drop destroys the socket so the client never sees the answer.
 */
/**
 * The fault controls both payment fakes share (POST /__fake/<name>): reset, next-response, fail-next,
 * drop-next and delay-next. Returns false for any other name, which the fake handles itself.
 */
export function applyFaultControl(faults: FaultPlan, name: string, body: Record<string, unknown>): boolean {
  if (name === 'reset') faults.reset();
  else if (name === 'next-response')
    faults.script({
      status: readCount(body, 'status', 200),
      body: body.body ?? {},
      ...(typeof body.path === 'string' ? { path: body.path } : {}),
    });
  else if (name === 'fail-next') faults.failNext(readCount(body, 'count', 1), readCount(body, 'status', 503));
  else if (name === 'drop-next') faults.dropNext(readCount(body, 'count', 1));
  else if (name === 'delay-next') faults.delayNext(readCount(body, 'ms', 0));
  else return false;
  return true;
}

export async function deliver(
  plan: FaultPlan,
  response: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<void> {
  const delay = plan.takeDelay();
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  if (plan.takeDrop()) {
    response.socket?.destroy();
    response.destroy();
    return;
  }
  sendJson(response, status, body, headers);
}

export function sendScript(response: http.ServerResponse, script: string): void {
  response.writeHead(200, {
    'content-type': 'text/javascript; charset=utf-8',
    'content-length': Buffer.byteLength(script),
    'cache-control': 'no-store',
    'access-control-allow-origin': '*',
  });
  response.end(script);
}

/** A short id in the provider's style: upper-case letters and digits. */
export function makeId(prefix: string, counter: number): string {
  const random = Math.random().toString(36).slice(2, 10).toUpperCase();
  return `${prefix}${counter.toString(36).toUpperCase()}${random}`;
}

/** The token state the accounting-partner fakes' controls act on. */
export interface PartnerTokenControls {
  /** The next authorisation is denied (access_denied). */
  denyNext: boolean;
  /** The access tokens issued so far: expire-tokens forgets them all, so each answers 401. */
  access: { clear(): void };
}

/**
 * The `/__fake/...` controls every accounting-partner fake shares: GET requests (what the client
 * sent), deny-next, expire-tokens and the fault plan's. Answers a control and returns true; returns
 * false for any other request.
 */
export function answerPartnerControl(
  request: FakeRequest,
  response: http.ServerResponse,
  fake: { requests: () => readonly FakeRequest[]; faults: FaultPlan; tokens: PartnerTokenControls },
): boolean {
  if (!request.path.startsWith('/__fake/')) return false;
  const name = request.path.slice('/__fake/'.length);
  if (request.method === 'GET' && name === 'requests') {
    sendJson(response, 200, { requests: fake.requests().map(({ method, path }) => ({ method, path })) });
    return true;
  }
  const body = readControlBody(request);
  if (name === 'deny-next') fake.tokens.denyNext = true;
  else if (name === 'expire-tokens') fake.tokens.access.clear();
  else if (!applyFaultControl(fake.faults, name, body)) {
    sendJson(response, 404, { fakeError: `no control ${name}` });
    return true;
  }
  sendJson(response, 200, { ok: true });
  return true;
}
