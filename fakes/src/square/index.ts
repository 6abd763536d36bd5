import { FaultPlan, applyFaultControl, deliver, readControlBody, sendScript } from '../lib/control.ts';
import { sendJson, startHttpFake, type FakeRequest, type RunningHttpFake } from '../lib/http-fake.ts';
import { SQUARE_BROWSER_SCRIPT } from './browser-script.ts';
import { SquareState, errorAnswer, type ApiAnswer } from './payments.ts';

/**
 * A local fake of Square's Payments and Refunds APIs (shared/reference/payments.md §8.1), for the real
 * `square` SDK pointed at it with SQUARE_BASE_URL, and of the browser SDK script at /__fake/square.js.
 * Control endpoints (POST, JSON body) under /__fake/: `reset`, `next-response` {status, body, path?},
 * `fail-next` {count, status = 503}, `drop-next` {count = 1} (process, then drop the connection),
 * `delay-next` {ms}, `refunds/<id>` {status}; GET `requests` lists what the fake saw.
 */
export interface SquareFakeOptions {
  port?: number;
  log?: (line: string) => void;
  /** The bearer token to expect; any token is taken when absent. */
  accessToken?: string;
  locationId?: string;
}

export interface RunningSquareFake extends RunningHttpFake {
  state: SquareState;
  faults: FaultPlan;
}

function route(state: SquareState, request: FakeRequest): ApiAnswer | undefined {
  const { method, path } = request;
  if (method === 'POST' && path === '/v2/payments') return state.createPayment(request.body);
  if (method === 'GET' && path === '/v2/payments') return state.listPayments(request.query);
  if (method === 'POST' && path === '/v2/payments/cancel') return state.cancelByKey(request.body);
  const payment = /^\/v2\/payments\/([^/]+)$/.exec(path);
  if (method === 'GET' && payment?.[1]) return state.getPayment(decodeURIComponent(payment[1]));
  if (method === 'POST' && path === '/v2/refunds') return state.refundPayment(request.body);
  const refund = /^\/v2\/refunds\/([^/]+)$/.exec(path);
  if (method === 'GET' && refund?.[1]) return state.getRefund(decodeURIComponent(refund[1]));
  return undefined;
}

function control(
  fake: { state: SquareState; faults: FaultPlan; requests: FakeRequest[] },
  request: FakeRequest,
) {
  const name = request.path.slice('/__fake/'.length);
  if (request.method === 'GET' && name === 'requests')
    return {
      status: 200,
      body: { requests: fake.requests.map(({ method, path, body }) => ({ method, path, body })) },
    };
  if (request.method !== 'POST') return { status: 404, body: { fakeError: `no control ${name}` } };
  const body = readControlBody(request);
  if (name.startsWith('refunds/')) {
    const found = fake.state.setRefundStatus(
      name.slice('refunds/'.length),
      String(body.status ?? 'COMPLETED'),
    );
    if (!found) return { status: 404, body: { fakeError: 'no such refund' } };
  } else if (!applyFaultControl(fake.faults, name, body))
    return { status: 404, body: { fakeError: `no control ${name}` } };
  return { status: 200, body: { ok: true } };
}

export async function startFake(options: SquareFakeOptions = {}): Promise<RunningSquareFake> {
  const state = new SquareState(options.locationId ?? 'FAKELOCATION');
  const faults = new FaultPlan();
  let requests: FakeRequest[] = [];
  const http = await startHttpFake(
    async (request, response) => {
      options.log?.(`${request.method} ${request.path}`);
      if (request.path === '/__fake/square.js') return sendScript(response, SQUARE_BROWSER_SCRIPT);
      if (request.path.startsWith('/__fake/')) {
        const answer = control({ state, faults, requests }, request);
        return sendJson(response, answer.status, answer.body);
      }
      const authorization = request.headers.authorization ?? '';
      const token = authorization.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : '';
      if (!token || (options.accessToken !== undefined && token !== options.accessToken)) {
        const denied = errorAnswer(401, [
          {
            category: 'AUTHENTICATION_ERROR',
            code: 'UNAUTHORIZED',
            detail: 'This request could not be authorized.',
          },
        ]);
        return sendJson(response, denied.status, denied.body);
      }
      if (!request.headers['square-version'])
        return sendJson(response, 400, {
          errors: [
            { category: 'INVALID_REQUEST_ERROR', code: 'BAD_REQUEST', detail: 'Square-Version missing' },
          ],
        });
      const failure = faults.takeFailure();
      if (failure === 429)
        return sendJson(
          response,
          429,
          { errors: [{ category: 'RATE_LIMIT_ERROR', code: 'RATE_LIMITED', detail: 'Rate limited.' }] },
          { 'retry-after': '1' },
        );
      if (failure !== undefined)
        return sendJson(response, failure, {
          errors: [
            {
              category: 'API_ERROR',
              code: 'SERVICE_UNAVAILABLE',
              detail: 'Service temporarily unavailable.',
            },
          ],
        });
      const scripted = faults.takeScripted(request.path);
      if (scripted) return deliver(faults, response, scripted.status, scripted.body, scripted.headers);
      const answer = route(state, request);
      if (!answer)
        return sendJson(response, 404, {
          errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND', detail: 'No such endpoint.' }],
        });
      return deliver(faults, response, answer.status, answer.body);
    },
    { port: options.port ?? 0 },
  );
  requests = http.requests;
  return { ...http, state, faults };
}
