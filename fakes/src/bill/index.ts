import { randomBytes } from 'node:crypto';
import { FaultPlan, answerPartnerControl, deliver } from '../lib/control.ts';
import { createBooks, type Books, type BooksOptions } from '../lib/books.ts';
import { sendJson, startHttpFake, type FakeRequest, type RunningHttpFake } from '../lib/http-fake.ts';
import { billIds, createBillEntities, type BillCollections, type BillObject } from './entities.ts';

/**
 * A local fake of BILL's API (shared/reference/accounting-integrations.md §4 and §8.4): v2
 * `POST /api/v2/ListOrgs.json` (the user's organisations from username and password, errors with HTTP
 * 200 and `response_status: 1`) and v3 under `/connect/v3`: `POST login` (JSON username, password,
 * organizationId, devKey → sessionId; wrong credentials BDC_1101, wrong dev key BDC_1102), `GET
 * login/session`, `POST logout`, and `vendors`, `bills`, `bills/{id}`, `payments`,
 * `classifications/chart-of-accounts`, `organizations/{id}`, each needing the `devKey` and `sessionId`
 * headers. Sessions end after an idle time (35 minutes unless told) with 401 BDC_1109. Lists take `max`
 * (1–100), `filters=field:op:value,…` and the `page` cursor of `nextPage`; a cursor together with
 * filters is refused (400). Controls under /__fake/ as the other partner fakes' (expire-tokens ends
 * every session; fail-next 429 answers BDC_1322 with Retry-After). Two sign-ins: the owner's opens both
 * organisations (the seeded one, then an empty one); the bookkeeper's opens only the seeded one.
 */
export interface BillFakeOptions {
  port?: number;
  log?: (line: string) => void;
  devKey?: string;
  username?: string;
  password?: string;
  books?: Books;
  booksOptions?: BooksOptions;
  /** Idle time after which a session ends, seconds (BILL: 35 minutes). */
  sessionIdleSeconds?: number;
}

export interface BillFakeOrganization {
  organizationId: string;
  name: string;
  books: Books;
  collections: BillCollections;
}

export interface RunningBillFake extends RunningHttpFake {
  books: Books;
  faults: FaultPlan;
  /** The organisation with the seeded books, then an empty one. */
  organizations: BillFakeOrganization[];
  devKey: string;
  username: string;
  password: string;
  /** A second sign-in that opens only the first organisation. */
  bookkeeper: { username: string; password: string };
}

const bdcError = (code: string, message: string) => [
  { timestamp: new Date().toISOString(), code, severity: 'ERROR', category: 'API', message },
];

interface Filter {
  field: string;
  op: string;
  value: string;
}

/** `field:op:value[,field:op:value]`, values optionally in double quotes (commas inside them kept). */
export function parseFilters(text: string): Filter[] | null {
  const filters: Filter[] = [];
  const pattern = /([A-Za-z.]+):(eq|ne|gt|gte|lt|lte|in|nin|sw):("(?:[^"]*)"|[^,]*)(?:,|$)/gy;
  let match: RegExpExecArray | null;
  while (pattern.lastIndex < text.length && (match = pattern.exec(text)) !== null) {
    const [, field = '', op = '', raw = ''] = match;
    filters.push({ field, op, value: raw.replace(/^"|"$/g, '') });
  }
  return pattern.lastIndex === text.length || text === '' ? filters : null;
}

function matches(row: BillObject, filter: Filter): boolean {
  const value = String(row[filter.field] ?? '');
  switch (filter.op) {
    case 'eq':
      return value === filter.value;
    case 'ne':
      return value !== filter.value;
    case 'gt':
      return value > filter.value;
    case 'gte':
      return value >= filter.value;
    case 'lt':
      return value < filter.value;
    case 'lte':
      return value <= filter.value;
    case 'sw':
      return value.startsWith(filter.value);
    default:
      return filter.value.split(',').includes(value) === (filter.op === 'in');
  }
}

/** One page of a list: the cursor carries the filters and where the next page starts. */
function listPage(rows: BillObject[], query: URLSearchParams) {
  const max = Number(query.get('max') ?? '20');
  if (!Number.isInteger(max) || max < 1 || max > 100)
    return { status: 400, body: bdcError('BDC_1111', 'max must be between 1 and 100.') };
  const cursor = query.get('page');
  if (cursor !== null && (query.has('filters') || query.has('sort')))
    return { status: 400, body: bdcError('BDC_1111', 'page cannot be combined with filters or sort.') };
  let offset = 0;
  let filterText = query.get('filters') ?? '';
  if (cursor !== null) {
    try {
      const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
        offset: number;
        filters: string;
      };
      offset = decoded.offset;
      filterText = decoded.filters;
    } catch {
      return { status: 400, body: bdcError('BDC_1111', 'The page value is not valid.') };
    }
  }
  const filters = parseFilters(filterText);
  if (filters === null) return { status: 400, body: bdcError('BDC_1111', 'The filters are not valid.') };
  const selected = rows.filter((row) => filters.every((filter) => matches(row, filter)));
  const results = selected.slice(offset, offset + max);
  const next = offset + max < selected.length;
  const encode = (at: number) =>
    Buffer.from(JSON.stringify({ offset: at, filters: filterText })).toString('base64url');
  return {
    status: 200,
    body: {
      results,
      ...(next ? { nextPage: encode(offset + max) } : {}),
      ...(offset > 0 ? { prevPage: encode(Math.max(0, offset - max)) } : {}),
    },
  };
}

function apiAnswer(organization: BillFakeOrganization, path: string, query: URLSearchParams) {
  const { collections, books } = organization;
  if (path === 'vendors') return listPage(collections.vendors, query);
  if (path === 'bills') return listPage(collections.bills, query);
  if (path === 'payments') return listPage(collections.payments, query);
  if (path === 'classifications/chart-of-accounts') return listPage(collections.accounts, query);
  const bill = /^bills\/([^/]+)$/.exec(path);
  if (bill) {
    const found = collections.bills.find((row) => row.id === bill[1]);
    return found
      ? { status: 200, body: found }
      : { status: 404, body: bdcError('BDC_1121', 'The bill was not found.') };
  }
  if (path === `organizations/${organization.organizationId}`)
    return {
      status: 200,
      body: {
        id: organization.organizationId,
        name: books.company.legalName,
        shortName: books.company.name,
        email: books.company.email,
        phone: books.company.phone,
        address: {
          line1: books.company.address.line1,
          line2: '',
          city: books.company.address.city,
          stateOrProvince: books.company.address.state,
          zipOrPostalCode: books.company.address.postalCode,
          country: books.company.address.country,
        },
        currency: books.company.currency,
      },
    };
  return undefined;
}

export async function startFake(options: BillFakeOptions = {}): Promise<RunningBillFake> {
  const settings = {
    devKey: options.devKey ?? '01BDCFAKEDEVKEY7Q2M',
    username: options.username ?? 'owner@harborlights.example',
    password: options.password ?? 'Hl-7f3q9Vz!x2',
    idleMs: (options.sessionIdleSeconds ?? 35 * 60) * 1000,
  };
  const bookkeeper = { username: 'bookkeeper@harborlights.example', password: 'Bk-4m8Tq!z7w' };
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
  const organizations: BillFakeOrganization[] = [books, empty].map((item, index) => ({
    organizationId: `00802HLC00000${index + 1}`,
    name: item.company.legalName,
    books: item,
    collections: createBillEntities(item),
  }));
  const faults = new FaultPlan();
  const sessions = new Map<string, { organizationId: string; lastUsed: number }>();
  const tokens = { denyNext: false, access: { clear: () => sessions.clear() } };
  /** The organisations a sign-in opens, or null when the username and password are wrong. */
  const opens = (username: unknown, password: unknown): BillFakeOrganization[] | null => {
    if (username === settings.username && password === settings.password) return organizations;
    if (username === bookkeeper.username && password === bookkeeper.password)
      return organizations.slice(0, 1);
    return null;
  };
  const http = await startHttpFake(
    async (request: FakeRequest, response) => {
      options.log?.(`${request.method} ${request.path}`);
      if (answerPartnerControl(request, response, { requests: () => http.requests, faults, tokens })) return;
      const failure = faults.takeFailure();
      if (failure !== undefined)
        return deliver(
          faults,
          response,
          failure,
          failure === 429
            ? bdcError('BDC_1322', 'Max number of concurrent requests per organization reached.')
            : bdcError('BDC_1000', 'fake failure'),
          failure === 429 ? { 'retry-after': '1' } : {},
        );
      if (request.method === 'POST' && request.path === '/api/v2/ListOrgs.json') {
        const form = new URLSearchParams(request.body);
        const error = (code: string, message: string) => ({
          response_status: 1,
          response_message: 'Error',
          response_data: { error_code: code, error_message: message },
        });
        if (form.get('devKey') !== settings.devKey)
          return deliver(faults, response, 200, error('BDC_1102', 'Invalid devKey.'));
        const listed = opens(form.get('userName'), form.get('password'));
        if (!listed)
          return deliver(faults, response, 200, error('BDC_1101', 'Incorrect userName or password.'));
        return deliver(faults, response, 200, {
          response_status: 0,
          response_message: 'Success',
          response_data: listed.map((item) => ({ orgId: item.organizationId, orgName: item.name })),
        });
      }
      const prefix = '/connect/v3/';
      if (!request.path.startsWith(prefix))
        return sendJson(response, 404, bdcError('BDC_1121', 'API not supported.'));
      const path = request.path.slice(prefix.length);
      if (request.method === 'POST' && path === 'login') {
        let body: Record<string, unknown> = {};
        try {
          body = JSON.parse(request.body) as Record<string, unknown>;
        } catch {
          return deliver(faults, response, 400, bdcError('BDC_1111', 'The request body is not JSON.'));
        }
        if (body.devKey !== settings.devKey)
          return deliver(faults, response, 401, bdcError('BDC_1102', 'Invalid devKey.'));
        const allowed = opens(body.username, body.password);
        if (!allowed)
          return deliver(faults, response, 401, bdcError('BDC_1101', 'Incorrect username or password.'));
        const organization = allowed.find((item) => item.organizationId === body.organizationId);
        if (!organization)
          return deliver(faults, response, 401, bdcError('BDC_1105', 'No API access to this organization.'));
        const sessionId = `!${randomBytes(18).toString('base64url')}`;
        sessions.set(sessionId, { organizationId: organization.organizationId, lastUsed: Date.now() });
        return deliver(faults, response, 200, {
          sessionId,
          organizationId: organization.organizationId,
          userId: '00601HLC000001',
        });
      }
      if (request.headers.devkey !== settings.devKey)
        return deliver(faults, response, 401, bdcError('BDC_1102', 'Invalid devKey.'));
      const sessionId = String(request.headers.sessionid ?? '');
      const session = sessions.get(sessionId);
      if (!session || Date.now() - session.lastUsed > settings.idleMs) {
        sessions.delete(sessionId);
        return deliver(faults, response, 401, bdcError('BDC_1109', 'Session is invalid. Please log in.'));
      }
      session.lastUsed = Date.now();
      if (request.method === 'POST' && path === 'logout') {
        sessions.delete(sessionId);
        return deliver(faults, response, 200, {});
      }
      if (request.method === 'GET' && path === 'login/session')
        return deliver(faults, response, 200, {
          organizationId: session.organizationId,
          userId: '00601HLC000001',
          mfaStatus: 'NOT_TRUSTED',
        });
      const scripted = faults.takeScripted(request.path);
      if (scripted) return deliver(faults, response, scripted.status, scripted.body, scripted.headers ?? {});
      const organization = organizations.find((item) => item.organizationId === session.organizationId);
      const answer =
        request.method === 'GET' && organization ? apiAnswer(organization, path, request.query) : undefined;
      if (!answer) return sendJson(response, 404, bdcError('BDC_1121', 'API not supported.'));
      return deliver(faults, response, answer.status, answer.body);
    },
    { port: options.port },
  );
  return {
    ...http,
    books,
    faults,
    organizations,
    devKey: settings.devKey,
    username: settings.username,
    password: settings.password,
    bookkeeper,
  };
}

export { billIds };
