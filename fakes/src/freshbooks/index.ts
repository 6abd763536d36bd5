import { randomBytes } from 'node:crypto';
import { FaultPlan, answerPartnerControl, deliver } from '../lib/control.ts';
import { createBooks, type Books, type BooksOptions } from '../lib/books.ts';
import { sendJson, startHttpFake, type FakeRequest, type RunningHttpFake } from '../lib/http-fake.ts';
import { createFreshBooksEntities, type FreshBooksCollections } from './entities.ts';

/**
 * A local fake of FreshBooks (shared/reference/accounting-integrations.md §3 and §8.3) on one host: the
 * authorise page (`/oauth/authorize`: consents at once, redirects with code and state; a redirect URI
 * with a query string is refused), the token endpoint (`/auth/oauth/token`, JSON or form, the client id
 * and secret in the body; single-use codes; single-use refresh tokens, an old one answers 400
 * invalid_grant), `/auth/oauth/revoke`, the identity (`/auth/api/v1/users/me`: two businesses, the
 * seeded books and an empty one) and the accounting lists under `/accounting/account/{account_id}/`:
 * bill_vendors, expenses/categories, bills (`include[]=lines`), bill_payments and expenses
 * (`search[date_min]` / `search[date_max]`), paged by `page` and `per_page` (at most 100). An expired
 * token answers 401 `unauthenticated`. Controls under /__fake/ as the QuickBooks fake's.
 */
export interface FreshBooksFakeOptions {
  /**
   * List the seeded books second, after the empty ones: the connection's first organisation is then
   * the empty one, and only a picker that chooses the second finds the data (the browser journeys).
   */
  seededSecond?: boolean;
  port?: number;
  log?: (line: string) => void;
  clientId?: string;
  clientSecret?: string;
  books?: Books;
  booksOptions?: BooksOptions;
  /** Lifetime of an access token, seconds (FreshBooks: 43,200). */
  accessTokenSeconds?: number;
}

export interface FreshBooksFakeBusiness {
  id: number;
  businessUuid: string;
  accountId: string;
  name: string;
  books: Books;
  collections: FreshBooksCollections;
}

export interface RunningFreshBooksFake extends RunningHttpFake {
  books: Books;
  faults: FaultPlan;
  /** The business with the seeded books, then an empty one (the other way round with `seededSecond`). */
  businesses: FreshBooksFakeBusiness[];
  clientId: string;
  clientSecret: string;
}

interface TokenState {
  codes: Map<string, string>;
  access: Map<string, number>;
  refresh: Set<string>;
  denyNext: boolean;
}

const token = (prefix: string): string => `${prefix}-${randomBytes(18).toString('base64url')}`;
const PER_PAGE = 15;
const MAX_PER_PAGE = 100;
const PATHS: Record<string, keyof FreshBooksCollections> = {
  'bill_vendors/bill_vendors': 'bill_vendors',
  'expenses/categories': 'categories',
  'bills/bills': 'bills',
  'bill_payments/bill_payments': 'bill_payments',
  'expenses/expenses': 'expenses',
};

function readForm(request: FakeRequest): URLSearchParams {
  if (!String(request.headers['content-type'] ?? '').includes('json'))
    return new URLSearchParams(request.body);
  const body = JSON.parse(request.body || '{}') as Record<string, unknown>;
  return new URLSearchParams(
    Object.entries(body).map(([key, value]): [string, string] => [key, String(value)]),
  );
}

function issueTokens(state: TokenState, lifetimeSeconds: number) {
  const accessToken = token('fb-at');
  const refreshToken = token('fb-rt');
  state.access.set(accessToken, Date.now() + lifetimeSeconds * 1000);
  state.refresh.add(refreshToken);
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    token_type: 'Bearer',
    expires_in: lifetimeSeconds,
    scope:
      'user:profile:read user:bill_vendors:read user:bills:read user:bill_payments:read user:expenses:read',
    created_at: Math.floor(Date.now() / 1000),
  };
}

const invalidGrant = {
  error: 'invalid_grant',
  error_description:
    'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.',
};

function handleToken(
  request: FakeRequest,
  state: TokenState,
  settings: { clientId: string; clientSecret: string; accessTokenSeconds: number },
) {
  const form = readForm(request);
  if (form.get('client_id') !== settings.clientId || form.get('client_secret') !== settings.clientSecret)
    return {
      status: 401,
      body: { error: 'invalid_client', error_description: 'Client authentication failed.' },
    };
  if (form.get('grant_type') === 'authorization_code') {
    const code = form.get('code') ?? '';
    const redirectUri = state.codes.get(code);
    state.codes.delete(code);
    if (redirectUri === undefined || redirectUri !== form.get('redirect_uri'))
      return { status: 400, body: invalidGrant };
    return { status: 200, body: issueTokens(state, settings.accessTokenSeconds) };
  }
  if (form.get('grant_type') === 'refresh_token') {
    if (!state.refresh.delete(form.get('refresh_token') ?? '')) return { status: 400, body: invalidGrant };
    return { status: 200, body: issueTokens(state, settings.accessTokenSeconds) };
  }
  return { status: 400, body: { error: 'unsupported_grant_type' } };
}

function listAnswer(
  collections: FreshBooksCollections,
  name: keyof FreshBooksCollections,
  query: URLSearchParams,
) {
  let rows = collections[name];
  const dateMin = query.get('search[date_min]');
  const dateMax = query.get('search[date_max]');
  if (name === 'expenses' && dateMin) rows = rows.filter((row) => String(row.date) >= dateMin);
  if (name === 'expenses' && dateMax) rows = rows.filter((row) => String(row.date) <= dateMax);
  if (name === 'bills' && !query.getAll('include[]').includes('lines'))
    rows = rows.map(({ lines: _lines, ...rest }) => rest);
  const perPage = Math.min(MAX_PER_PAGE, Math.max(1, Number(query.get('per_page') ?? PER_PAGE) || PER_PAGE));
  const page = Math.max(1, Number(query.get('page') ?? '1') || 1);
  return {
    response: {
      result: {
        [name]: rows.slice((page - 1) * perPage, page * perPage),
        page,
        pages: Math.max(1, Math.ceil(rows.length / perPage)),
        per_page: perPage,
        total: rows.length,
      },
    },
  };
}

function identity(businesses: FreshBooksFakeBusiness[]) {
  return {
    response: {
      id: 424242,
      first_name: 'Hana',
      last_name: 'Walsh',
      email: 'owner@harborlights.example',
      business_memberships: businesses.map((business, index) => ({
        id: 9000 + index,
        role: 'owner',
        business: {
          id: business.id,
          business_uuid: business.businessUuid,
          name: business.name,
          account_id: business.accountId,
          address: {
            street: business.books.company.address.line1,
            city: business.books.company.address.city,
            province: business.books.company.address.state,
            country: 'United States',
            postal_code: business.books.company.address.postalCode,
          },
          phone_number: business.books.company.phone,
          timezone: 'US/Eastern',
        },
      })),
    },
  };
}

export async function startFake(options: FreshBooksFakeOptions = {}): Promise<RunningFreshBooksFake> {
  const settings = {
    clientId: options.clientId ?? 'freshbooks-fake-client',
    clientSecret: options.clientSecret ?? 'freshbooks-fake-secret',
    accessTokenSeconds: options.accessTokenSeconds ?? 43_200,
  };
  const books = options.books ?? createBooks(options.booksOptions);
  const empty: Books = {
    ...books,
    company: { ...books.company, name: 'Harbor Lights Catering', legalName: 'Harbor Lights Catering' },
    vendors: [],
    bills: [],
    credits: [],
    billPayments: [],
    purchases: [],
  };
  const businesses: FreshBooksFakeBusiness[] = (options.seededSecond ? [empty, books] : [books, empty]).map(
    (item, index) => ({
      id: 7_700_001 + index,
      businessUuid: `6b1a0c2e-0000-4000-8000-00000000000${index + 1}`,
      accountId: ['xZ9aB', 'Qm4tR'][index] ?? 'x',
      name: item.company.name,
      books: item,
      collections: createFreshBooksEntities(item),
    }),
  );
  const faults = new FaultPlan();
  const state: TokenState = { codes: new Map(), access: new Map(), refresh: new Set(), denyNext: false };
  const http = await startHttpFake(
    async (request, response) => {
      options.log?.(`${request.method} ${request.path}`);
      if (answerPartnerControl(request, response, { requests: () => http.requests, faults, tokens: state }))
        return;
      if (request.method === 'GET' && request.path === '/oauth/authorize') {
        const redirectUri = request.query.get('redirect_uri') ?? '';
        if (redirectUri.includes('?'))
          return sendJson(response, 400, {
            error: 'invalid_request',
            error_description: 'The redirect URI may not contain a query.',
          });
        const redirect = new URL(redirectUri);
        redirect.searchParams.set('state', request.query.get('state') ?? '');
        if (state.denyNext || request.query.get('client_id') !== settings.clientId) {
          state.denyNext = false;
          redirect.searchParams.set('error', 'access_denied');
        } else {
          const code = token('fb-code');
          state.codes.set(code, redirectUri);
          redirect.searchParams.set('code', code);
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
          failure === 429 ? { errno: 429, message: 'Too many requests' } : { message: 'fake failure' },
          failure === 429 ? { 'retry-after': '1' } : {},
        );
      if (request.method === 'POST' && request.path === '/auth/oauth/token') {
        const answer = handleToken(request, state, settings);
        return deliver(faults, response, answer.status, answer.body);
      }
      if (request.method === 'POST' && request.path === '/auth/oauth/revoke') {
        state.refresh.delete(readForm(request).get('token') ?? '');
        return deliver(faults, response, 200, {});
      }
      const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      const expiry = state.access.get(bearer);
      if (expiry === undefined || expiry < Date.now())
        return deliver(faults, response, 401, {
          error: 'unauthenticated',
          error_description: 'This action requires authentication to continue.',
        });
      const scripted = faults.takeScripted(request.path);
      if (scripted) return deliver(faults, response, scripted.status, scripted.body, scripted.headers ?? {});
      if (request.method === 'GET' && request.path === '/auth/api/v1/users/me')
        return deliver(faults, response, 200, identity(businesses));
      const match = /^\/accounting\/account\/([^/]+)\/(.+)$/.exec(request.path);
      const business = businesses.find((item) => item.accountId === match?.[1]);
      const collection = PATHS[match?.[2] ?? ''];
      if (request.method !== 'GET' || !match || !collection)
        return sendJson(response, 404, { message: 'Requested resource could not be found.' });
      if (!business)
        return deliver(faults, response, 404, {
          response: {
            errors: [
              {
                errno: 1003,
                field: 'accountid',
                message: 'Account not found.',
                object: 'account',
                value: match[1],
              },
            ],
          },
        });
      return deliver(faults, response, 200, listAnswer(business.collections, collection, request.query));
    },
    { port: options.port },
  );
  return {
    ...http,
    books,
    faults,
    businesses,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
  };
}
