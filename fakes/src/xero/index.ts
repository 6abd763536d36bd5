import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { FaultPlan, answerPartnerControl, deliver } from '../lib/control.ts';
import { createBooks, type Books, type BooksOptions } from '../lib/books.ts';
import { sendJson, startHttpFake, type FakeRequest, type RunningHttpFake } from '../lib/http-fake.ts';
import { createXeroEntities, parseWhere, xeroDate, xeroGuid, type XeroCollections } from './entities.ts';

/**
 * A local fake of Xero (shared/reference/accounting-integrations.md §2 and §8.2) on one host: the
 * authorise page (`/identity/connect/authorize`: consents at once, redirects with code and state; PKCE
 * S256 taken), the token endpoint (`/connect/token`: HTTP Basic client authentication, or the client
 * id alone with a PKCE verifier; single-use codes; rotating refresh tokens, an old one answers 400
 * invalid_grant; a refresh token only with `offline_access`), `/connect/revocation`, `/connections`
 * (two organisations: the seeded books and an empty demo company; `DELETE` disconnects one) and
 * `/api.xro/2.0/` Organisation, Contacts, ContactGroups, Accounts, Invoices, CreditNotes, Payments and
 * BankTransactions with `where`, `IDs`, `Statuses`, `includeArchived`, `page` and `pageSize`.
 * Every API call needs `xero-tenant-id` of a connected organisation (403 otherwise); an expired token
 * answers 401 with Xero's problem body. Controls under /__fake/ as the QuickBooks fake's.
 */
export interface XeroFakeOptions {
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
  /** Lifetime of an access token, seconds (Xero: 1800). */
  accessTokenSeconds?: number;
}

export interface XeroFakeTenant {
  tenantId: string;
  tenantName: string;
  collections: XeroCollections;
  books: Books;
}

export interface RunningXeroFake extends RunningHttpFake {
  books: Books;
  faults: FaultPlan;
  /** The organisation with the seeded books, then the empty demo company (the other way round with `seededSecond`). */
  tenants: XeroFakeTenant[];
  clientId: string;
  clientSecret: string;
}

interface Grant {
  pkce: boolean;
  offline: boolean;
  authEventId: string;
}

interface TokenState {
  codes: Map<string, Grant & { redirectUri: string; challenge: string }>;
  access: Map<string, { expiresAt: number; authEventId: string }>;
  refresh: Map<string, Grant>;
  connected: Set<string>;
  lastAuthEventId: string;
  denyNext: boolean;
}

const token = (prefix: string): string => `${prefix}-${randomBytes(18).toString('base64url')}`;
const PAGE_SIZE = 100;
const MAX_PAGE_SIZE = 1000;
const ID_KEYS: Record<keyof XeroCollections, string> = {
  Contacts: 'ContactID',
  ContactGroups: 'ContactGroupID',
  Accounts: 'AccountID',
  Invoices: 'InvoiceID',
  CreditNotes: 'CreditNoteID',
  Payments: 'PaymentID',
  BankTransactions: 'BankTransactionID',
};
const PAGED = new Set(['Contacts', 'Invoices', 'CreditNotes', 'Payments', 'BankTransactions']);

function emptyBooks(books: Books): Books {
  return {
    ...books,
    company: { ...books.company, name: 'Demo Company (US)', legalName: 'Demo Company (US)' },
    vendors: [],
    bills: [],
    credits: [],
    billPayments: [],
    purchases: [],
  };
}

function problem(status: number, title: string, detail: string) {
  return { Type: null, Title: title, Status: status, Detail: detail, Instance: randomUUID(), Extensions: {} };
}

function issueTokens(state: TokenState, grant: Grant, lifetimeSeconds: number) {
  const accessToken = token('xero-at');
  state.access.set(accessToken, {
    expiresAt: Date.now() + lifetimeSeconds * 1000,
    authEventId: grant.authEventId,
  });
  const refreshToken = grant.offline ? token('xero-rt') : undefined;
  if (refreshToken) state.refresh.set(refreshToken, grant);
  return {
    access_token: accessToken,
    expires_in: lifetimeSeconds,
    token_type: 'Bearer',
    ...(refreshToken ? { refresh_token: refreshToken } : {}),
    scope: grant.offline ? 'offline_access accounting.settings.read' : 'accounting.settings.read',
  };
}

function handleToken(
  request: FakeRequest,
  state: TokenState,
  settings: { clientId: string; clientSecret: string; accessTokenSeconds: number },
) {
  const form = new URLSearchParams(request.body);
  const basic = request.headers.authorization;
  const expected = `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64')}`;
  const confidential = basic === expected;
  if (basic !== undefined && !confidential) return { status: 400, body: { error: 'invalid_client' } };
  if (!confidential && form.get('client_id') !== settings.clientId)
    return { status: 400, body: { error: 'invalid_client' } };
  if (form.get('grant_type') === 'authorization_code') {
    const key = form.get('code') ?? '';
    const code = state.codes.get(key);
    state.codes.delete(key);
    if (!code || code.redirectUri !== form.get('redirect_uri'))
      return { status: 400, body: { error: 'invalid_grant' } };
    const verifier = form.get('code_verifier') ?? '';
    if (code.challenge && createHash('sha256').update(verifier).digest('base64url') !== code.challenge)
      return { status: 400, body: { error: 'invalid_grant' } };
    // Without a secret only a PKCE grant may be exchanged.
    if (!confidential && !code.pkce) return { status: 400, body: { error: 'invalid_client' } };
    return { status: 200, body: issueTokens(state, code, settings.accessTokenSeconds) };
  }
  if (form.get('grant_type') === 'refresh_token') {
    const refresh = form.get('refresh_token') ?? '';
    const grant = state.refresh.get(refresh);
    if (!grant || (!confidential && !grant.pkce)) return { status: 400, body: { error: 'invalid_grant' } };
    state.refresh.delete(refresh);
    return { status: 200, body: issueTokens(state, grant, settings.accessTokenSeconds) };
  }
  return { status: 400, body: { error: 'unsupported_grant_type' } };
}

function listAnswer(tenant: XeroFakeTenant, name: keyof XeroCollections, id: string, query: URLSearchParams) {
  let rows = tenant.collections[name];
  if (id) rows = rows.filter((row) => row[ID_KEYS[name]] === id);
  const where = query.get('where');
  if (where) {
    const test = parseWhere(where);
    if (typeof test === 'string')
      return { status: 400, body: { ErrorNumber: 16, Type: 'QueryParseException', Message: test } };
    rows = rows.filter(test);
  }
  const ids = query.get('IDs');
  if (ids) {
    const wanted = new Set(ids.split(',').map((value) => value.trim().toLowerCase()));
    rows = rows.filter((row) => wanted.has(String(row[ID_KEYS[name]]).toLowerCase()));
  }
  const statuses = query.get('Statuses');
  if (statuses) rows = rows.filter((row) => statuses.split(',').includes(String(row.Status)));
  if (name === 'Contacts' && query.get('includeArchived') !== 'true' && !id)
    rows = rows.filter((row) => row.ContactStatus !== 'ARCHIVED');
  const page = Number(query.get('page') ?? '0');
  const envelope = {
    Id: randomUUID(),
    Status: 'OK',
    ProviderName: 'File1099 fake',
    DateTimeUTC: xeroDate(new Date().toISOString().slice(0, 10)),
  };
  // Xero leaves the line items out of invoice lists unless a page is asked for.
  const detailed = page > 0 || id !== '';
  const shaped = (list: typeof rows) =>
    name === 'Invoices' && !detailed ? list.map(({ LineItems: _lines, ...rest }) => rest) : list;
  if (!PAGED.has(name) || page <= 0) return { status: 200, body: { ...envelope, [name]: shaped(rows) } };
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, Number(query.get('pageSize') ?? PAGE_SIZE) || PAGE_SIZE));
  return {
    status: 200,
    body: {
      ...envelope,
      pagination: { page, pageSize: size, pageCount: Math.ceil(rows.length / size), itemCount: rows.length },
      [name]: shaped(rows.slice((page - 1) * size, page * size)),
    },
  };
}

function organisation(tenant: XeroFakeTenant) {
  const { company } = tenant.books;
  return {
    Id: randomUUID(),
    Status: 'OK',
    Organisations: [
      {
        OrganisationID: tenant.tenantId,
        Name: company.name,
        LegalName: company.legalName,
        Version: 'US',
        CountryCode: 'US',
        BaseCurrency: company.currency,
        OrganisationType: 'COMPANY',
        Addresses: [
          {
            AddressType: 'POBOX',
            AddressLine1: company.address.line1,
            City: company.address.city,
            Region: company.address.state,
            PostalCode: company.address.postalCode,
            Country: company.address.country,
          },
        ],
        Phones: [{ PhoneType: 'OFFICE', PhoneNumber: company.phone }],
      },
    ],
  };
}

export async function startFake(options: XeroFakeOptions = {}): Promise<RunningXeroFake> {
  const settings = {
    clientId: options.clientId ?? 'XEROFAKECLIENT0000000000000000000',
    clientSecret: options.clientSecret ?? 'xero-fake-secret',
    accessTokenSeconds: options.accessTokenSeconds ?? 1800,
  };
  const books = options.books ?? createBooks(options.booksOptions);
  const tenants: XeroFakeTenant[] = (
    options.seededSecond ? [emptyBooks(books), books] : [books, emptyBooks(books)]
  ).map((tenantBooks, index) => ({
    tenantId: xeroGuid('organisation', String(index + 1)),
    tenantName: tenantBooks.company.name,
    books: tenantBooks,
    collections: createXeroEntities(tenantBooks),
  }));
  const faults = new FaultPlan();
  const state: TokenState = {
    codes: new Map(),
    access: new Map(),
    refresh: new Map(),
    connected: new Set(),
    lastAuthEventId: '',
    denyNext: false,
  };
  const connectionId = (tenantId: string) => `c${tenantId.slice(1)}`;
  const http = await startHttpFake(
    async (request, response) => {
      options.log?.(`${request.method} ${request.path}`);
      if (answerPartnerControl(request, response, { requests: () => http.requests, faults, tokens: state }))
        return;
      if (request.method === 'GET' && request.path === '/identity/connect/authorize') {
        const redirect = new URL(request.query.get('redirect_uri') ?? '');
        redirect.searchParams.set('state', request.query.get('state') ?? '');
        const scope = (request.query.get('scope') ?? '').split(' ');
        if (
          state.denyNext ||
          request.query.get('client_id') !== settings.clientId ||
          request.query.get('response_type') !== 'code'
        ) {
          state.denyNext = false;
          redirect.searchParams.set('error', 'access_denied');
        } else {
          const code = token('xero-code');
          const challenge = request.query.get('code_challenge') ?? '';
          const authEventId = randomUUID();
          state.codes.set(code, {
            redirectUri: request.query.get('redirect_uri') ?? '',
            challenge: request.query.get('code_challenge_method') === 'S256' ? challenge : '',
            pkce: challenge !== '',
            offline: scope.includes('offline_access'),
            authEventId,
          });
          state.lastAuthEventId = authEventId;
          for (const tenant of tenants) state.connected.add(tenant.tenantId);
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
          failure === 429
            ? problem(429, 'Too Many Requests', 'Rate limit exceeded')
            : { fault: 'fake failure' },
          failure === 429 ? { 'retry-after': '1', 'x-rate-limit-problem': 'minute' } : {},
        );
      if (request.method === 'POST' && request.path === '/connect/token') {
        const answer = handleToken(request, state, settings);
        return deliver(faults, response, answer.status, answer.body);
      }
      if (request.method === 'POST' && request.path === '/connect/revocation') {
        const revoked = new URLSearchParams(request.body).get('token') ?? '';
        if (state.refresh.delete(revoked)) state.connected.clear();
        return deliver(faults, response, 200, {});
      }
      const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      const access = state.access.get(bearer);
      if (!access || access.expiresAt < Date.now())
        return deliver(
          faults,
          response,
          401,
          problem(401, 'Unauthorized', `TokenExpired: token expired at ${new Date().toISOString()}`),
        );
      if (request.path === '/connections' && request.method === 'GET') {
        const authEventId = request.query.get('authEventId');
        return deliver(
          faults,
          response,
          200,
          tenants
            .filter((tenant) => state.connected.has(tenant.tenantId))
            .map((tenant) => ({
              id: connectionId(tenant.tenantId),
              authEventId: state.lastAuthEventId,
              tenantId: tenant.tenantId,
              tenantType: 'ORGANISATION',
              tenantName: tenant.tenantName,
              createdDateUtc: new Date().toISOString(),
              updatedDateUtc: new Date().toISOString(),
            }))
            .filter((connection) => !authEventId || connection.authEventId === authEventId),
        );
      }
      if (request.path.startsWith('/connections/') && request.method === 'DELETE') {
        const tenant = tenants.find(
          (item) => connectionId(item.tenantId) === request.path.slice('/connections/'.length),
        );
        if (!tenant || !state.connected.delete(tenant.tenantId))
          return sendJson(response, 404, problem(404, 'Not Found', 'No such connection'));
        response.writeHead(204);
        response.end();
        return;
      }
      const prefix = '/api.xro/2.0/';
      if (!request.path.startsWith(prefix)) return sendJson(response, 404, { fakeError: 'no such path' });
      const tenant = tenants.find((item) => item.tenantId === request.headers['xero-tenant-id']);
      if (!tenant || !state.connected.has(tenant.tenantId))
        return deliver(faults, response, 403, problem(403, 'Forbidden', 'AuthenticationUnsuccessful'));
      const scripted = faults.takeScripted(request.path);
      if (scripted) return deliver(faults, response, scripted.status, scripted.body, scripted.headers ?? {});
      const limits = {
        'x-daylimit-remaining': '4990',
        'x-minlimit-remaining': '59',
        'x-appminlimit-remaining': '9999',
      };
      const [name = '', id = ''] = request.path.slice(prefix.length).split('/');
      if (request.method === 'GET' && name === 'Organisation')
        return deliver(faults, response, 200, organisation(tenant), limits);
      if (request.method === 'GET' && name in ID_KEYS) {
        const answer = listAnswer(tenant, name as keyof XeroCollections, id, request.query);
        return deliver(faults, response, answer.status, answer.body, limits);
      }
      return sendJson(response, 404, { fakeError: 'no such path' });
    },
    { port: options.port },
  );
  return {
    ...http,
    books,
    faults,
    tenants,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
  };
}

export { xeroGuid } from './entities.ts';
