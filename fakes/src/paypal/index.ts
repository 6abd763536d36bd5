import { randomBytes } from 'node:crypto';
import { FaultPlan, applyFaultControl, deliver, readControlBody, sendScript } from '../lib/control.ts';
import { sendJson, startHttpFake, type FakeRequest, type RunningHttpFake } from '../lib/http-fake.ts';
import { PAYPAL_BROWSER_SCRIPT } from './browser-script.ts';
import { PayPalState, paypalError, type ApiAnswer } from './orders.ts';

/**
 * A local fake of PayPal's REST API (OAuth token, Orders v2, captures and refunds;
 * shared/reference/payments.md §8.2) for the real `@paypal/paypal-server-sdk` (pointed at it through
 * PAYPAL_BASE_URL, docs/payments.md), and of the JS SDK at /sdk/js. Control endpoints under /__fake/:
 * `orders/<id>/approve` {payerId?, outcome: completed | pending | declined}, `reset`,
 * `next-response` {status, body, path?}, `fail-next` {count, status = 503}, `drop-next` {count = 1},
 * `delay-next` {ms}; GET `requests`. The capture also honours PayPal's sandbox header
 * `PayPal-Mock-Response: {"mock_application_codes":"INSTRUMENT_DECLINED"}`.
 */
export interface PayPalFakeOptions {
  port?: number;
  log?: (line: string) => void;
  /** The client credentials to expect; any are taken when absent. */
  clientId?: string;
  clientSecret?: string;
}

export interface RunningPayPalFake extends RunningHttpFake {
  state: PayPalState;
  faults: FaultPlan;
  /** Access tokens handed out so far. */
  tokens: Set<string>;
}

const CORS = { 'access-control-allow-origin': '*' };

function header(request: FakeRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function issueToken(options: PayPalFakeOptions, request: FakeRequest, tokens: Set<string>): ApiAnswer {
  const basic = header(request, 'authorization') ?? '';
  const [id, secret] = Buffer.from(basic.replace(/^Basic /, ''), 'base64')
    .toString('utf8')
    .split(':');
  const expected =
    options.clientId === undefined || (id === options.clientId && secret === options.clientSecret);
  if (!basic.startsWith('Basic ') || !id || !expected)
    return {
      status: 401,
      body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
    };
  const token = `A21AA${randomBytes(24).toString('base64url')}`;
  tokens.add(token);
  return {
    status: 200,
    body: {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-FAKE',
      expires_in: 32_400,
      nonce: randomBytes(8).toString('hex'),
    },
  };
}

function route(state: PayPalState, request: FakeRequest): ApiAnswer | undefined {
  const { method, path } = request;
  const requestId = header(request, 'paypal-request-id');
  if (method === 'POST' && path === '/v2/checkout/orders')
    return state.once('create', requestId, () => state.createOrder(request.body));
  const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
  if (method === 'POST' && capture?.[1]) {
    const id = decodeURIComponent(capture[1]);
    return state.once(`capture ${id}`, requestId, () =>
      state.capture(id, header(request, 'paypal-mock-response')),
    );
  }
  const order = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path);
  if (method === 'GET' && order?.[1]) return state.getOrder(decodeURIComponent(order[1]));
  const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
  if (method === 'POST' && refund?.[1]) {
    const id = decodeURIComponent(refund[1]);
    return state.once(`refund ${id}`, requestId, () => state.refund(id, request.body));
  }
  const captured = /^\/v2\/payments\/captures\/([^/]+)$/.exec(path);
  if (method === 'GET' && captured?.[1]) return state.getCapture(decodeURIComponent(captured[1]));
  const refunded = /^\/v2\/payments\/refunds\/([^/]+)$/.exec(path);
  if (method === 'GET' && refunded?.[1]) return state.getRefund(decodeURIComponent(refunded[1]));
  return undefined;
}

function control(fake: Omit<RunningPayPalFake, 'url' | 'port' | 'close'>, request: FakeRequest): ApiAnswer {
  const name = request.path.slice('/__fake/'.length);
  if (request.method === 'GET' && name === 'requests')
    return {
      status: 200,
      body: { requests: fake.requests.map(({ method, path, body }) => ({ method, path, body })) },
    };
  if (request.method !== 'POST') return { status: 404, body: { fakeError: `no control ${name}` } };
  const body = readControlBody(request);
  const approve = /^orders\/([^/]+)\/approve$/.exec(name);
  if (approve?.[1]) {
    const outcome = String(body.outcome ?? 'completed').toUpperCase();
    const captureAs = outcome === 'PENDING' || outcome === 'DECLINED' ? outcome : 'COMPLETED';
    const payerId = typeof body.payerId === 'string' ? body.payerId : 'FAKEPAYER';
    if (!fake.state.approve(decodeURIComponent(approve[1]), payerId, captureAs))
      return { status: 404, body: { fakeError: 'no such order to approve' } };
  } else if (!applyFaultControl(fake.faults, name, body))
    return { status: 404, body: { fakeError: `no control ${name}` } };
  return { status: 200, body: { ok: true } };
}

export async function startFake(options: PayPalFakeOptions = {}): Promise<RunningPayPalFake> {
  let baseUrl = 'http://127.0.0.1';
  const state = new PayPalState(() => baseUrl);
  const faults = new FaultPlan();
  const tokens = new Set<string>();
  let requests: FakeRequest[] = [];
  const http = await startHttpFake(
    async (request, response) => {
      options.log?.(`${request.method} ${request.path}`);
      if (request.path === '/sdk/js' || request.path === '/__fake/paypal.js')
        return sendScript(response, PAYPAL_BROWSER_SCRIPT);
      if (request.path.startsWith('/__fake/')) {
        const answer = control({ state, faults, tokens, requests }, request);
        return sendJson(response, answer.status, answer.body, CORS);
      }
      if (request.method === 'POST' && request.path === '/v1/oauth2/token') {
        const answer = issueToken(options, request, tokens);
        return sendJson(response, answer.status, answer.body);
      }
      const bearer = (header(request, 'authorization') ?? '').replace(/^Bearer /, '');
      if (!tokens.has(bearer)) {
        const denied = paypalError(
          401,
          'AUTHENTICATION_FAILURE',
          'INVALID_TOKEN',
          'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
        );
        return sendJson(response, denied.status, denied.body, denied.headers);
      }
      const failure = faults.takeFailure();
      if (failure !== undefined) {
        const down = paypalError(
          failure,
          'INTERNAL_SERVER_ERROR',
          'INTERNAL_SERVICE_ERROR',
          'An internal service error has occurred.',
        );
        return sendJson(response, down.status, down.body, down.headers);
      }
      const scripted = faults.takeScripted(request.path);
      if (scripted) return deliver(faults, response, scripted.status, scripted.body, scripted.headers);
      const answer = route(state, request);
      if (!answer) {
        const missing = paypalError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'No such endpoint.');
        return sendJson(response, missing.status, missing.body, missing.headers);
      }
      return deliver(faults, response, answer.status, answer.body, answer.headers);
    },
    { port: options.port ?? 0 },
  );
  baseUrl = http.url;
  requests = http.requests;
  return { ...http, state, faults, tokens };
}
