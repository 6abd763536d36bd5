import { randomBytes } from 'node:crypto';
import { FaultPlan, answerPartnerControl, deliver } from '../lib/control.ts';
import { createBooks, type Books, type BooksOptions } from '../lib/books.ts';
import { sendJson, startHttpFake, type FakeRequest, type RunningHttpFake } from '../lib/http-fake.ts';
import { createZohoEntities, zohoId, type ZohoCollections, type ZohoObject } from './entities.ts';

/**
 * A local fake of Zoho Books (shared/reference/accounting-integrations.md §5 and §8.5), accounts server
 * and API on one host: the authorise page (`/oauth/v2/auth`: consents at once, redirects with code,
 * state, `location=us` and `accounts-server`), the token endpoint (`/oauth/v2/token`, parameters in the
 * form or the query; single-use codes; the refresh token does not rotate and lives until revoked; a bad
 * code or a revoked refresh token answers HTTP 200 `{"error":"invalid_code"}`; `api_domain` names this
 * host), `/oauth/v2/token/revoke`, and `/books/v3/` organizations, contacts (`contact_type=vendor`),
 * chartofaccounts, bills, vendorpayments and expenses (lists and details), each but the organisations
 * needing `organization_id`, paged by `page` / `per_page` (200 at most) with
 * `page_context.has_more_page`. Calls authenticate with `Authorization: Zoho-oauthtoken …`; an expired
 * token answers 401 code 57. Controls under /__fake/ as the QuickBooks fake's.
 */
export interface ZohoFakeOptions {
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
  /** Lifetime of an access token, seconds (Zoho: 3600). */
  accessTokenSeconds?: number;
}

export interface ZohoFakeOrganization {
  organizationId: string;
  name: string;
  books: Books;
  collections: ZohoCollections;
}

export interface RunningZohoFake extends RunningHttpFake {
  books: Books;
  faults: FaultPlan;
  /** The organisation with the seeded books (the default one), then an empty one (the other way round with `seededSecond`). */
  organizations: ZohoFakeOrganization[];
  clientId: string;
  clientSecret: string;
}

interface TokenState {
  codes: Map<string, string>;
  access: Map<string, number>;
  refresh: Set<string>;
  denyNext: boolean;
}

const token = (prefix: string): string => `1000.${prefix}${randomBytes(16).toString('hex')}`;
const MAX_PER_PAGE = 200;

function issueAccess(state: TokenState, lifetimeSeconds: number, apiDomain: string) {
  const accessToken = token('a');
  state.access.set(accessToken, Date.now() + lifetimeSeconds * 1000);
  return {
    access_token: accessToken,
    api_domain: apiDomain,
    token_type: 'Bearer',
    expires_in: lifetimeSeconds,
  };
}

function handleToken(
  request: FakeRequest,
  state: TokenState,
  settings: { clientId: string; clientSecret: string; accessTokenSeconds: number },
  apiDomain: string,
) {
  const form = new URLSearchParams(request.body);
  for (const [key, value] of request.query) if (!form.has(key)) form.set(key, value);
  if (form.get('client_id') !== settings.clientId || form.get('client_secret') !== settings.clientSecret)
    return { error: 'invalid_client' };
  if (form.get('grant_type') === 'authorization_code') {
    const code = form.get('code') ?? '';
    const redirectUri = state.codes.get(code);
    state.codes.delete(code);
    if (redirectUri === undefined || redirectUri !== form.get('redirect_uri'))
      return { error: 'invalid_code' };
    const refreshToken = token('r');
    state.refresh.add(refreshToken);
    return { ...issueAccess(state, settings.accessTokenSeconds, apiDomain), refresh_token: refreshToken };
  }
  if (form.get('grant_type') === 'refresh_token') {
    if (!state.refresh.has(form.get('refresh_token') ?? '')) return { error: 'invalid_code' };
    return issueAccess(state, settings.accessTokenSeconds, apiDomain);
  }
  return { error: 'unsupported_grant_type' };
}

const ok = (body: Record<string, unknown>) => ({ code: 0, message: 'success', ...body });

function page(rows: ZohoObject[], name: string, query: URLSearchParams) {
  const perPage = Math.min(
    MAX_PER_PAGE,
    Math.max(1, Number(query.get('per_page') ?? MAX_PER_PAGE) || MAX_PER_PAGE),
  );
  const number = Math.max(1, Number(query.get('page') ?? '1') || 1);
  return ok({
    [name]: rows.slice((number - 1) * perPage, number * perPage),
    page_context: {
      page: number,
      per_page: perPage,
      has_more_page: number * perPage < rows.length,
      report_name: name,
      applied_filter: query.get('filter_by') ?? 'Status.All',
      sort_column: 'created_time',
      sort_order: 'D',
    },
  });
}

function inRange(rows: ZohoObject[], query: URLSearchParams): ZohoObject[] {
  const start = query.get('date_start');
  const end = query.get('date_end');
  return rows.filter((row) => (!start || String(row.date) >= start) && (!end || String(row.date) <= end));
}

/** The answer to one Books API call of an organisation, or undefined for an unknown path. */
function booksAnswer(collections: ZohoCollections, path: string, query: URLSearchParams) {
  const [name = '', id] = path.split('/');
  const detail = (map: Map<string, ZohoObject>, key: string) => {
    const found = id === undefined ? undefined : map.get(id);
    return found
      ? { status: 200, body: ok({ [key]: found }) }
      : { status: 404, body: { code: 1002, message: `The ${key} does not exist.` } };
  };
  if (name === 'contacts' && id) return detail(collections.contactDetails, 'contact');
  if (name === 'bills' && id) return detail(collections.billDetails, 'bill');
  if (name === 'vendorpayments' && id) return detail(collections.vendorpaymentDetails, 'vendorpayment');
  if (id) return undefined;
  if (name === 'contacts') {
    const type = query.get('contact_type');
    return {
      status: 200,
      body: page(
        collections.contacts.filter((row) => !type || row.contact_type === type),
        'contacts',
        query,
      ),
    };
  }
  if (name === 'chartofaccounts') {
    const activeOnly = query.get('filter_by') === 'AccountType.Active';
    return {
      status: 200,
      body: page(
        collections.chartofaccounts.filter((row) => !activeOnly || row.is_active === true),
        'chartofaccounts',
        query,
      ),
    };
  }
  if (name === 'bills') return { status: 200, body: page(inRange(collections.bills, query), 'bills', query) };
  if (name === 'vendorpayments')
    return { status: 200, body: page(inRange(collections.vendorpayments, query), 'vendorpayments', query) };
  if (name === 'expenses')
    return { status: 200, body: page(inRange(collections.expenses, query), 'expenses', query) };
  return undefined;
}

export async function startFake(options: ZohoFakeOptions = {}): Promise<RunningZohoFake> {
  const settings = {
    clientId: options.clientId ?? '1000.ZOHOFAKECLIENT',
    clientSecret: options.clientSecret ?? 'zoho-fake-secret',
    accessTokenSeconds: options.accessTokenSeconds ?? 3600,
  };
  const books = options.books ?? createBooks(options.booksOptions);
  const empty: Books = {
    ...books,
    company: { ...books.company, name: 'Harbor Lights Bakery', legalName: 'Harbor Lights Bakery Inc.' },
    vendors: [],
    bills: [],
    credits: [],
    billPayments: [],
    purchases: [],
  };
  const organizations: ZohoFakeOrganization[] = (options.seededSecond ? [empty, books] : [books, empty]).map(
    (item, index) => ({
      organizationId: `7700000${index + 1}`,
      name: item.company.name,
      books: item,
      collections: createZohoEntities(item),
    }),
  );
  const faults = new FaultPlan();
  const state: TokenState = { codes: new Map(), access: new Map(), refresh: new Set(), denyNext: false };
  const http = await startHttpFake(
    async (request, response) => {
      options.log?.(`${request.method} ${request.path}`);
      if (answerPartnerControl(request, response, { requests: () => http.requests, faults, tokens: state }))
        return;
      if (request.method === 'GET' && request.path === '/oauth/v2/auth') {
        const redirect = new URL(request.query.get('redirect_uri') ?? '');
        redirect.searchParams.set('state', request.query.get('state') ?? '');
        if (state.denyNext || request.query.get('client_id') !== settings.clientId) {
          state.denyNext = false;
          redirect.searchParams.set('error', 'access_denied');
        } else {
          const code = token('c');
          state.codes.set(code, request.query.get('redirect_uri') ?? '');
          redirect.searchParams.set('code', code);
          redirect.searchParams.set('location', 'us');
          redirect.searchParams.set('accounts-server', http.url);
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
            ? {
                code: 44,
                message: 'You have made too many requests continuously. Please try again after some time.',
              }
            : { code: 1, message: 'fake failure' },
          failure === 429 ? { 'retry-after': '1' } : {},
        );
      if (request.method === 'POST' && request.path === '/oauth/v2/token')
        return deliver(faults, response, 200, handleToken(request, state, settings, http.url));
      if (request.method === 'POST' && request.path === '/oauth/v2/token/revoke') {
        state.refresh.delete(request.query.get('token') ?? '');
        return deliver(faults, response, 200, { status: 'success' });
      }
      const prefix = '/books/v3/';
      if (!request.path.startsWith(prefix))
        return sendJson(response, 404, { code: 5, message: 'Invalid URL Passed' });
      const header = request.headers.authorization ?? '';
      if (!header.startsWith('Zoho-oauthtoken '))
        return deliver(faults, response, 401, {
          code: 14,
          message: 'The authentication value you entered is invalid.',
        });
      const expiry = state.access.get(header.slice('Zoho-oauthtoken '.length));
      if (expiry === undefined || expiry < Date.now())
        return deliver(faults, response, 401, {
          code: 57,
          message: 'You are not authorized to perform this operation',
        });
      const scripted = faults.takeScripted(request.path);
      if (scripted) return deliver(faults, response, scripted.status, scripted.body, scripted.headers ?? {});
      const path = request.path.slice(prefix.length);
      if (path === 'organizations')
        return deliver(
          faults,
          response,
          200,
          ok({
            organizations: organizations.map((organization, index) => ({
              organization_id: organization.organizationId,
              name: organization.name,
              contact_name: 'Hana Walsh',
              email: organization.books.company.email,
              is_default_org: index === 0,
              currency_code: organization.books.company.currency,
              country: 'U.S.A',
            })),
          }),
        );
      const organization = organizations.find(
        (item) => item.organizationId === request.query.get('organization_id'),
      );
      if (!organization)
        return deliver(faults, response, 400, {
          code: 6041,
          message: 'This user is not associated with this organization.',
        });
      if (path === `organizations/${organization.organizationId}`) {
        const { company } = organization.books;
        return deliver(
          faults,
          response,
          200,
          ok({
            organization: {
              organization_id: organization.organizationId,
              name: company.name,
              contact_name: 'Hana Walsh',
              email: company.email,
              phone: company.phone,
              currency_code: company.currency,
              address: {
                street_address1: company.address.line1,
                street_address2: '',
                city: company.address.city,
                state: company.address.state,
                zip: company.address.postalCode,
                country: 'U.S.A',
              },
            },
          }),
        );
      }
      const answer = booksAnswer(organization.collections, path, request.query);
      if (!answer) return sendJson(response, 404, { code: 5, message: 'Invalid URL Passed' });
      return deliver(faults, response, answer.status, answer.body);
    },
    { port: options.port },
  );
  return {
    ...http,
    books,
    faults,
    organizations,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
  };
}

export { zohoId };
