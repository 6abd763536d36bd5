import { randomBytes } from 'node:crypto';
import { FaultPlan, answerPartnerControl, deliver } from '../lib/control.ts';
import { createBooks, type Books, type BooksOptions } from '../lib/books.ts';
import { sendJson, startHttpFake, type FakeRequest, type RunningHttpFake } from '../lib/http-fake.ts';
import { createQboEntities, parseQuery, type ParsedQuery, type QboEntity } from './entities.ts';

/**
 * A local fake of QuickBooks Online (shared/reference/accounting-integrations.md §1 and §8.1): the
 * OAuth 2.0 authorise page (consents at once and redirects back with code, state and realmId), the
 * token endpoint (HTTP Basic client authentication; single-use codes; rotating refresh tokens, an old
 * one answers 400 invalid_grant), revoke, companyinfo and the query endpoint over the books of
 * lib/books.ts. Expired access tokens answer 401 with QuickBooks' fault body.
 * Control endpoints (POST, JSON body) under /__fake/: `reset`, `next-response`, `fail-next`
 * {count, status} (a 429 carries Retry-After: 1), `drop-next`, `delay-next`, `deny-next` (the next
 * authorisation is refused), `expire-tokens`; GET `requests`.
 */
export interface QboFakeOptions {
  port?: number;
  log?: (line: string) => void;
  clientId?: string;
  clientSecret?: string;
  realmId?: string;
  books?: Books;
  booksOptions?: BooksOptions;
  /** Lifetime of an access token, seconds (QuickBooks: 3600). */
  accessTokenSeconds?: number;
}

export interface RunningQboFake extends RunningHttpFake {
  books: Books;
  faults: FaultPlan;
  realmId: string;
  clientId: string;
  clientSecret: string;
}

interface TokenState {
  codes: Map<string, { redirectUri: string; realmId: string }>;
  access: Map<string, number>;
  refresh: Set<string>;
  denyNext: boolean;
}

const token = (prefix: string): string => `${prefix}-${randomBytes(18).toString('base64url')}`;

function issueTokens(state: TokenState, lifetimeSeconds: number) {
  const accessToken = token('qbo-at');
  const refreshToken = token('qbo-rt');
  state.access.set(accessToken, Date.now() + lifetimeSeconds * 1000);
  state.refresh.add(refreshToken);
  return {
    token_type: 'bearer',
    access_token: accessToken,
    refresh_token: refreshToken,
    expires_in: lifetimeSeconds,
    x_refresh_token_expires_in: 8_726_400,
  };
}

function authenticationFault() {
  return {
    warnings: null,
    intuitObject: null,
    fault: {
      error: [
        {
          message: 'message=AuthenticationFailed; errorCode=003200; statusCode=401',
          detail: 'Token expired',
          code: '3200',
          element: null,
        },
      ],
      type: 'AUTHENTICATION',
    },
    time: Date.now(),
  };
}

function validationFault(message: string) {
  return {
    Fault: {
      Error: [{ Message: message, Detail: message, code: '4000', element: '' }],
      type: 'ValidationFault',
    },
    time: new Date().toISOString(),
  };
}

function handleToken(
  request: FakeRequest,
  state: TokenState,
  options: Required<Pick<QboFakeOptions, 'clientId' | 'clientSecret' | 'accessTokenSeconds'>>,
) {
  const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
  if (request.headers.authorization !== expected) return { status: 401, body: { error: 'invalid_client' } };
  const form = new URLSearchParams(request.body);
  if (form.get('grant_type') === 'authorization_code') {
    const code = state.codes.get(form.get('code') ?? '');
    if (!code || code.redirectUri !== form.get('redirect_uri'))
      return { status: 400, body: { error: 'invalid_grant' } };
    state.codes.delete(form.get('code') ?? '');
    return { status: 200, body: issueTokens(state, options.accessTokenSeconds) };
  }
  if (form.get('grant_type') === 'refresh_token') {
    const refresh = form.get('refresh_token') ?? '';
    if (!state.refresh.delete(refresh)) return { status: 400, body: { error: 'invalid_grant' } };
    return { status: 200, body: issueTokens(state, options.accessTokenSeconds) };
  }
  return { status: 400, body: { error: 'unsupported_grant_type' } };
}

/**
 * The rows a query selects. Rows are looked up by id for an `Id in (…)` condition, and the rows of the
 * last few where clauses are kept, so paging through a large result does not filter every row again
 * per page (the books do not change after the fake starts).
 */
class QueryRows {
  private readonly positions = new Map<string, Map<string, number>>();
  private readonly recent = new Map<string, QboEntity[]>();

  constructor(private readonly entities: Record<string, QboEntity[]>) {}

  select(parsed: ParsedQuery, all: QboEntity[], activeOnly: boolean): QboEntity[] {
    const key = `${parsed.entity}|${String(activeOnly)}|${parsed.where}`;
    const kept = this.recent.get(key);
    if (kept) return kept;
    const candidates = parsed.ids ? this.byIds(parsed.entity, all, parsed.ids) : all;
    const rows = candidates.filter(
      (row) => (!activeOnly || row.Active === true) && parsed.filters.every((filter) => filter(row)),
    );
    if (this.recent.size >= 8) this.recent.clear();
    this.recent.set(key, rows);
    return rows;
  }

  /** The rows with these ids, in the books' order. */
  private byIds(entity: string, all: QboEntity[], ids: readonly string[]): QboEntity[] {
    let positions = this.positions.get(entity);
    if (!positions) {
      positions = new Map((this.entities[entity] ?? []).map((row, index) => [row.Id, index]));
      this.positions.set(entity, positions);
    }
    const found = new Set<number>();
    for (const id of ids) {
      const at = positions.get(id);
      if (at !== undefined) found.add(at);
    }
    return [...found].sort((a, b) => a - b).flatMap((at) => all[at] ?? []);
  }
}

function runQuery(entities: Record<string, QboEntity[]>, rowsOf: QueryRows, text: string) {
  const parsed = parseQuery(text);
  if (typeof parsed === 'string') return { status: 400, body: validationFault(parsed) };
  const all = entities[parsed.entity];
  if (!all)
    return {
      status: 400,
      body: validationFault(`QueryValidationError: Invalid context declaration : ${parsed.entity}`),
    };
  // QuickBooks leaves inactive vendors and accounts out unless the query asks for them.
  const activeOnly =
    !/\bactive\s+in\b/i.test(text) && (parsed.entity === 'Vendor' || parsed.entity === 'Account');
  const rows = rowsOf.select(parsed, all, activeOnly);
  if (parsed.count)
    return {
      status: 200,
      body: { QueryResponse: { totalCount: rows.length }, time: new Date().toISOString() },
    };
  const page = rows.slice(parsed.start - 1, parsed.start - 1 + parsed.max);
  return {
    status: 200,
    body: {
      QueryResponse:
        page.length === 0
          ? {}
          : { [parsed.entity]: page, startPosition: parsed.start, maxResults: page.length },
      time: new Date().toISOString(),
    },
  };
}

export async function startFake(options: QboFakeOptions = {}): Promise<RunningQboFake> {
  const settings = {
    clientId: options.clientId ?? 'qbo-fake-client',
    clientSecret: options.clientSecret ?? 'qbo-fake-secret',
    accessTokenSeconds: options.accessTokenSeconds ?? 3600,
  };
  const realmId = options.realmId ?? '9130350000000001';
  const books = options.books ?? createBooks(options.booksOptions);
  const entities = createQboEntities(books);
  const rowsOf = new QueryRows(entities);
  const faults = new FaultPlan();
  const state: TokenState = { codes: new Map(), access: new Map(), refresh: new Set(), denyNext: false };
  const apiPrefix = `/v3/company/${realmId}/`;
  const http = await startHttpFake(
    async (request, response) => {
      options.log?.(`${request.method} ${request.path}`);
      if (answerPartnerControl(request, response, { requests: () => http.requests, faults, tokens: state }))
        return;
      if (request.method === 'GET' && request.path === '/connect/oauth2') {
        const redirect = new URL(request.query.get('redirect_uri') ?? '');
        redirect.searchParams.set('state', request.query.get('state') ?? '');
        if (state.denyNext || request.query.get('client_id') !== settings.clientId) {
          state.denyNext = false;
          redirect.searchParams.set('error', 'access_denied');
        } else {
          const code = token('qbo-code');
          state.codes.set(code, { redirectUri: request.query.get('redirect_uri') ?? '', realmId });
          redirect.searchParams.set('code', code);
          redirect.searchParams.set('realmId', realmId);
        }
        response.writeHead(302, { location: redirect.toString() });
        response.end();
        return;
      }
      const failure = faults.takeFailure();
      if (failure !== undefined)
        return deliver(
          faults,
          response,
          failure,
          failure === 429 ? validationFault('ThrottleExceeded') : { fault: 'fake failure' },
          failure === 429 ? { 'retry-after': '1' } : {},
        );
      if (request.method === 'POST' && request.path === '/oauth2/v1/tokens/bearer') {
        const answer = handleToken(request, state, settings);
        return deliver(faults, response, answer.status, answer.body);
      }
      if (request.method === 'POST' && request.path === '/v2/oauth2/tokens/revoke') {
        const revoked = (JSON.parse(request.body || '{}') as { token?: string }).token ?? '';
        state.refresh.delete(revoked);
        state.access.delete(revoked);
        return deliver(faults, response, 200, {});
      }
      if (!request.path.startsWith(apiPrefix)) return sendJson(response, 404, { fakeError: 'no such path' });
      const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      const expiry = state.access.get(bearer);
      if (expiry === undefined || expiry < Date.now())
        return deliver(faults, response, 401, authenticationFault());
      const scripted = faults.takeScripted(request.path);
      if (scripted) return deliver(faults, response, scripted.status, scripted.body, scripted.headers ?? {});
      const rest = request.path.slice(apiPrefix.length);
      if (request.method === 'GET' && rest === `companyinfo/${realmId}`)
        return deliver(faults, response, 200, {
          CompanyInfo: {
            Id: '1',
            CompanyName: books.company.name,
            LegalName: books.company.legalName,
            CompanyAddr: {
              Line1: books.company.address.line1,
              City: books.company.address.city,
              CountrySubDivisionCode: books.company.address.state,
              PostalCode: books.company.address.postalCode,
              Country: books.company.address.country,
            },
            PrimaryPhone: { FreeFormNumber: books.company.phone },
            CompanyEmailAddr: { Address: books.company.email },
            Country: 'US',
          },
          time: new Date().toISOString(),
        });
      if (request.method === 'GET' && rest === 'preferences')
        return deliver(faults, response, 200, {
          Preferences: { CurrencyPrefs: { HomeCurrency: { value: books.company.currency } } },
        });
      // The statement in the URL, or (POST with Content-Type application/text) as the body.
      if ((request.method === 'GET' || request.method === 'POST') && rest === 'query') {
        const statement = request.method === 'POST' ? request.body : (request.query.get('query') ?? '');
        const answer = runQuery(entities, rowsOf, statement);
        return deliver(faults, response, answer.status, answer.body, { intuit_tid: token('tid') });
      }
      return sendJson(response, 404, { fakeError: 'no such path' });
    },
    { port: options.port },
  );
  return {
    ...http,
    books,
    faults,
    realmId,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
  };
}
