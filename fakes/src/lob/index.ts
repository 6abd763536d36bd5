import { FaultPlan, applyFaultControl, deliver, readControlBody } from '../lib/control.ts';
import { sendJson, startHttpFake, type FakeRequest, type RunningHttpFake } from '../lib/http-fake.ts';
import { LobState, lobError, signWebhook } from './letters.ts';

/**
 * A local fake of Lob's letters API (POST /v1/letters, GET /v1/letters/<id>) with basic auth (the API
 * key as user), Idempotency-Key and Lob's address checks, and of its signed tracking webhooks.
 * Control endpoints (POST, JSON body) under /__fake/: `reset`, `fail-next`, `drop-next`,
 * `next-response` (lib/control.ts), and `events` {letterId, type, eventId?, url?, timestamp?,
 * badSignature?}: sends one signed event (Lob-Signature = hex HMAC-SHA256 of `timestamp.body` with the
 * webhook secret, Lob-Signature-Timestamp) to the webhook URL and answers what the receiver said.
 * GET `requests` and `letters` list what the fake saw and made.
 */
export interface LobFakeOptions {
  port?: number;
  log?: (line: string) => void;
  /** The API key to expect; any non-empty key is taken when absent. */
  apiKey?: string;
  /** Where `events` sends webhooks when the control call names no url. */
  webhookUrl?: string;
  /** The secret webhooks are signed with. */
  webhookSecret?: string;
}

export interface RunningLobFake extends RunningHttpFake {
  state: LobState;
  faults: FaultPlan;
}

function apiKeyOf(request: FakeRequest): string {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return '';
  const decoded = Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8');
  return decoded.split(':')[0] ?? '';
}

async function sendEvent(
  state: LobState,
  options: LobFakeOptions,
  body: Record<string, unknown>,
): Promise<{ status: number; body: unknown }> {
  const letter = state.letters.get(String(body.letterId ?? ''));
  if (!letter) return { status: 404, body: { fakeError: 'no such letter' } };
  const url = typeof body.url === 'string' ? body.url : options.webhookUrl;
  if (!url) return { status: 400, body: { fakeError: 'no webhook url' } };
  const event = state.eventBody(
    letter,
    String(body.type ?? 'letter.mailed'),
    typeof body.eventId === 'string' ? body.eventId : undefined,
  );
  const timestamp = typeof body.timestamp === 'string' ? body.timestamp : String(Date.now());
  const secret = body.badSignature === true ? 'not-the-secret' : (options.webhookSecret ?? '');
  const answer = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'lob-signature': signWebhook(secret, timestamp, event.text),
      'lob-signature-timestamp': timestamp,
    },
    body: event.text,
  });
  const text = await answer.text();
  let received: unknown = text;
  try {
    received = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return { status: 200, body: { eventId: event.id, status: answer.status, response: received } };
}

export async function startFake(options: LobFakeOptions = {}): Promise<RunningLobFake> {
  const state = new LobState();
  const faults = new FaultPlan();
  let requests: FakeRequest[] = [];
  const http = await startHttpFake(
    async (request, response) => {
      options.log?.(`${request.method} ${request.path}`);
      if (request.path.startsWith('/__fake/')) {
        const name = request.path.slice('/__fake/'.length);
        if (request.method === 'GET' && name === 'requests')
          return sendJson(response, 200, {
            requests: requests.map(({ method, path, headers }) => ({
              method,
              path,
              idempotencyKey: headers['idempotency-key'] ?? null,
            })),
          });
        if (request.method === 'GET' && name === 'letters')
          return sendJson(response, 200, { letters: [...state.letters.values()] });
        if (request.method !== 'POST') return sendJson(response, 404, { fakeError: `no control ${name}` });
        const body = readControlBody(request);
        if (name === 'events') {
          const answer = await sendEvent(state, options, body);
          return sendJson(response, answer.status, answer.body);
        }
        if (name === 'reset') state.reset();
        if (!applyFaultControl(faults, name, body))
          return sendJson(response, 404, { fakeError: `no control ${name}` });
        return sendJson(response, 200, { ok: true });
      }
      const key = apiKeyOf(request);
      if (!key || (options.apiKey !== undefined && key !== options.apiKey)) {
        const denied = lobError(
          401,
          'Your API key is not valid. Please sign up on lob.com to get a valid api key.',
          'unauthorized',
        );
        return sendJson(response, denied.status, denied.body);
      }
      const failure = faults.takeFailure();
      if (failure !== undefined)
        return sendJson(
          response,
          failure,
          lobError(failure, 'Service unavailable.', 'service_unavailable').body,
        );
      const scripted = faults.takeScripted(request.path);
      if (scripted) return deliver(faults, response, scripted.status, scripted.body, scripted.headers);
      if (request.method === 'POST' && request.path === '/v1/letters') {
        const answer = await state.createLetter(request);
        return deliver(faults, response, answer.status, answer.body);
      }
      const one = /^\/v1\/letters\/([^/]+)$/.exec(request.path);
      const letter = one?.[1] ? state.letters.get(one[1]) : undefined;
      if (request.method === 'GET' && letter) return sendJson(response, 200, letter);
      const missing = lobError(404, 'letter not found', 'not_found');
      return sendJson(response, missing.status, missing.body);
    },
    { port: options.port ?? 0 },
  );
  requests = http.requests;
  return { ...http, state, faults };
}
