import { randomBytes } from 'node:crypto';
import { buildSchema, graphql } from 'graphql';
import { FaultPlan, answerPartnerControl, deliver } from '../lib/control.ts';
import { waveTransactionsCsv } from './csv-export.ts';
import { addYearEndBill } from './wave-books.ts';
import { createBooks, type Books, type BooksAccount, type BooksOptions } from '../lib/books.ts';
import { sendJson, startHttpFake, type FakeRequest, type RunningHttpFake } from '../lib/http-fake.ts';

/**
 * A local fake of Wave (shared/reference/accounting-integrations.md §7 and §8.7): `/oauth2/authorize/`
 * consents at once and redirects with code and state; `/oauth2/token/` issues tokens (single-use
 * codes, rotating refresh tokens); `/graphql/public` answers GraphQL with a schema of the public API's
 * parts the product reads: user, businesses, business(id){ address, vendors, accounts } with
 * `page`/`pageSize` connections. Like the real API it has no transactions, bills or payments: asking
 * for them is a GraphQL validation error. Ids are base64 global ids (`QnVzaW5lc3M6…`). An unknown or
 * expired token answers 401 UNAUTHENTICATED; controls under /__fake/ as the other partner fakes'.
 */
export interface WaveFakeOptions {
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
  accessTokenSeconds?: number;
}

export interface RunningWaveFake extends RunningHttpFake {
  books: Books;
  faults: FaultPlan;
  /** The business with the seeded books, then a personal one with none (the other way round with `seededSecond`). */
  businesses: { id: string; name: string; books: Books }[];
  clientId: string;
  clientSecret: string;
}

export const waveId = (type: string, id: string): string => Buffer.from(`${type}:${id}`).toString('base64');

const SCHEMA = buildSchema(`
  type Query {
    user: User
    businesses(page: Int = 1, pageSize: Int = 10): BusinessConnection
    business(id: ID!): Business
  }
  type User { id: ID! defaultEmail: String firstName: String lastName: String }
  type PageInfo { currentPage: Int totalPages: Int totalCount: Int }
  type BusinessConnection { pageInfo: PageInfo! edges: [BusinessEdge!]! }
  type BusinessEdge { node: Business! }
  type Currency { code: String! }
  type Province { code: String name: String }
  type Country { code: String name: String }
  type Address { addressLine1: String addressLine2: String city: String province: Province country: Country postalCode: String }
  type Business {
    id: ID!
    name: String!
    isPersonal: Boolean!
    isClassicAccounting: Boolean!
    isArchived: Boolean!
    organizationalType: String
    currency: Currency!
    address: Address
    phone: String
    vendors(page: Int = 1, pageSize: Int = 20): VendorConnection
    accounts(page: Int = 1, pageSize: Int = 20, types: [String!], isArchived: Boolean): AccountConnection
  }
  type VendorConnection { pageInfo: PageInfo! edges: [VendorEdge!]! }
  type VendorEdge { node: Vendor! }
  type Vendor {
    id: ID! name: String! firstName: String lastName: String displayId: String email: String
    address: Address currency: Currency isArchived: Boolean createdAt: String modifiedAt: String
  }
  type AccountConnection { pageInfo: PageInfo! edges: [AccountEdge!]! }
  type AccountEdge { node: Account! }
  type AccountType { name: String! value: String! }
  type AccountSubtype { name: String! value: String! }
  type Account {
    id: ID! classicId: String name: String! description: String displayId: String
    type: AccountType! subtype: AccountSubtype! isArchived: Boolean! currency: Currency
  }
`);

const TYPES: Record<BooksAccount['type'], [string, string]> = {
  Expense: ['EXPENSE', 'EXPENSE'],
  'Cost of Goods Sold': ['EXPENSE', 'COST_OF_GOODS_SOLD'],
  'Other Expense': ['EXPENSE', 'EXPENSE'],
  Bank: ['ASSET', 'CASH_AND_BANK'],
  'Credit Card': ['LIABILITY', 'CREDIT_CARD'],
  Income: ['INCOME', 'INCOME'],
};

function connection<T>(rows: T[], page: number, pageSize: number) {
  const size = Math.max(1, Math.min(100, pageSize));
  return {
    pageInfo: {
      currentPage: page,
      totalPages: Math.max(1, Math.ceil(rows.length / size)),
      totalCount: rows.length,
    },
    edges: rows.slice((page - 1) * size, page * size).map((node) => ({ node })),
  };
}

function businessNode(id: string, books: Books, personal: boolean) {
  const usd = { code: books.company.currency };
  const address = (line1: string, city: string, state: string, postalCode: string) => ({
    addressLine1: line1,
    addressLine2: '',
    city,
    province: { code: `US-${state}`, name: state },
    country: { code: 'US', name: 'United States' },
    postalCode,
  });
  const { company } = books;
  return {
    id,
    name: company.legalName,
    isPersonal: personal,
    isClassicAccounting: false,
    isArchived: false,
    organizationalType: 'LLC',
    currency: usd,
    phone: company.phone,
    address: address(
      company.address.line1,
      company.address.city,
      company.address.state,
      company.address.postalCode,
    ),
    vendors: ({ page = 1, pageSize = 20 }: { page?: number; pageSize?: number }) =>
      connection(
        books.vendors.map((vendor) => ({
          id: waveId('Vendor', vendor.id),
          name: vendor.displayName,
          firstName: vendor.givenName,
          lastName: vendor.familyName,
          displayId: vendor.companyName || vendor.displayName,
          email: vendor.email,
          address: address(
            vendor.address.line1,
            vendor.address.city,
            vendor.address.state,
            vendor.address.postalCode,
          ),
          currency: usd,
          isArchived: !vendor.active,
          createdAt: '2026-01-02T14:00:00Z',
          modifiedAt: '2026-01-02T14:00:00Z',
        })),
        page,
        pageSize,
      ),
    accounts: ({
      page = 1,
      pageSize = 20,
      types,
      isArchived,
    }: {
      page?: number;
      pageSize?: number;
      types?: string[];
      isArchived?: boolean;
    }) =>
      connection(
        books.accounts
          .map((account) => {
            const [type, subtype] = TYPES[account.type];
            return {
              id: waveId('Account', account.id),
              classicId: account.id,
              name: account.name,
              description: '',
              displayId: account.id,
              type: { name: type.toLowerCase(), value: type },
              subtype: { name: subtype.toLowerCase(), value: subtype },
              isArchived: !account.active,
              currency: usd,
            };
          })
          .filter(
            (account) =>
              (!types || types.includes(account.type.value)) &&
              (isArchived === undefined || account.isArchived === isArchived),
          ),
        page,
        pageSize,
      ),
  };
}

export async function startFake(options: WaveFakeOptions = {}): Promise<RunningWaveFake> {
  const settings = {
    clientId: options.clientId ?? 'WaveFakeClient8Tq',
    clientSecret: options.clientSecret ?? 'Wv5-fake-secret-Lr92',
    accessTokenSeconds: options.accessTokenSeconds ?? 7200,
  };
  const books =
    options.books ?? addYearEndBill(createBooks(options.booksOptions), options.booksOptions?.year ?? 2026);
  const personal: Books = {
    ...books,
    company: { ...books.company, legalName: 'Hana Walsh (personal)' },
    vendors: [],
    bills: [],
    credits: [],
    billPayments: [],
    purchases: [],
  };
  const listed = options.seededSecond ? [personal, books] : [books, personal];
  const businesses = listed.map((item, index) => ({
    id: waveId('Business', `7c0e4a2e-1b5d-4c1a-9a51-00000000000${index + 1}`),
    name: item.company.legalName,
    books: item,
  }));
  const nodes = businesses.map((business) =>
    businessNode(business.id, business.books, business.books === personal),
  );
  const root = {
    user: {
      id: waveId('User', '42'),
      defaultEmail: books.company.email,
      firstName: 'Hana',
      lastName: 'Walsh',
    },
    businesses: ({ page = 1, pageSize = 10 }: { page?: number; pageSize?: number }) =>
      connection(nodes, page, pageSize),
    business: ({ id }: { id: string }) => nodes.find((node) => node.id === id) ?? null,
  };
  const faults = new FaultPlan();
  const codes = new Map<string, string>();
  const access = new Map<string, number>();
  const refresh = new Set<string>();
  const tokens = { denyNext: false, access: { clear: () => access.clear() } };
  const http = await startHttpFake(
    async (request: FakeRequest, response) => {
      options.log?.(`${request.method} ${request.path}`);
      if (request.method === 'GET' && request.path === '/__fake/export/transactions.csv') {
        // What the user downloads from Wave's Transactions export, for one business and year.
        const business = businesses.find((item) => item.id === request.query.get('businessId'));
        if (!business) return deliver(faults, response, 404, { error: 'unknown business' });
        const year = Number(request.query.get('year') ?? new Date().getUTCFullYear());
        response.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
        response.end(waveTransactionsCsv(business.books, { year }));
        return;
      }
      if (answerPartnerControl(request, response, { requests: () => http.requests, faults, tokens })) return;
      if (request.method === 'GET' && request.path === '/oauth2/authorize/') {
        const redirect = new URL(request.query.get('redirect_uri') ?? '');
        redirect.searchParams.set('state', request.query.get('state') ?? '');
        if (tokens.denyNext || request.query.get('client_id') !== settings.clientId) {
          tokens.denyNext = false;
          redirect.searchParams.set('error', 'access_denied');
        } else {
          const code = `wvc_${randomBytes(16).toString('base64url')}`;
          codes.set(code, request.query.get('redirect_uri') ?? '');
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
          { errors: [{ message: 'fake failure' }] },
          failure === 429 ? { 'retry-after': '1' } : {},
        );
      if (request.method === 'POST' && request.path === '/oauth2/token/') {
        const form = new URLSearchParams(request.body);
        if (
          form.get('client_id') !== settings.clientId ||
          form.get('client_secret') !== settings.clientSecret
        )
          return deliver(faults, response, 401, { error: 'invalid_client' });
        const issue = () => {
          const accessToken = `wva_${randomBytes(20).toString('base64url')}`;
          const refreshToken = `wvr_${randomBytes(20).toString('base64url')}`;
          access.set(accessToken, Date.now() + settings.accessTokenSeconds * 1000);
          refresh.add(refreshToken);
          return {
            access_token: accessToken,
            token_type: 'Bearer',
            expires_in: settings.accessTokenSeconds,
            refresh_token: refreshToken,
            scope: 'business:read vendor:read account:read user:read',
            userId: waveId('User', '42'),
            businessId: businesses[0]?.id,
          };
        };
        if (form.get('grant_type') === 'authorization_code') {
          const redirectUri = codes.get(form.get('code') ?? '');
          codes.delete(form.get('code') ?? '');
          if (redirectUri === undefined || redirectUri !== form.get('redirect_uri'))
            return deliver(faults, response, 400, { error: 'invalid_grant' });
          return deliver(faults, response, 200, issue());
        }
        if (form.get('grant_type') === 'refresh_token') {
          if (!refresh.delete(form.get('refresh_token') ?? ''))
            return deliver(faults, response, 400, { error: 'invalid_grant' });
          return deliver(faults, response, 200, issue());
        }
        return deliver(faults, response, 400, { error: 'unsupported_grant_type' });
      }
      if (request.method !== 'POST' || request.path !== '/graphql/public')
        return sendJson(response, 404, { errors: [{ message: 'Not found' }] });
      const header = request.headers.authorization ?? '';
      const expiry = access.get(header.replace(/^Bearer /, ''));
      if (!header.startsWith('Bearer ') || expiry === undefined || expiry < Date.now())
        return deliver(faults, response, 401, {
          errors: [{ message: 'Not authenticated.', extensions: { code: 'UNAUTHENTICATED' } }],
        });
      const scripted = faults.takeScripted(request.path);
      if (scripted) return deliver(faults, response, scripted.status, scripted.body, scripted.headers ?? {});
      const body = JSON.parse(request.body || '{}') as {
        query?: string;
        variables?: Record<string, unknown>;
      };
      const result = await graphql({
        schema: SCHEMA,
        source: body.query ?? '',
        rootValue: root,
        variableValues: body.variables ?? {},
      });
      const errors = result.errors?.map((error) => ({
        message: error.message,
        extensions: {
          code: result.data === undefined ? 'GRAPHQL_VALIDATION_FAILED' : 'INTERNAL_SERVER_ERROR',
        },
      }));
      return deliver(faults, response, 200, {
        ...(result.data !== undefined ? { data: result.data } : {}),
        ...(errors ? { errors } : {}),
      });
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

export { waveTransactionsCsv, waveBillNumber, WAVE_EXPORT_COLUMNS, WAVE_PAYABLE } from './csv-export.ts';
export { readWaveExportPayments, type WaveExportPayment } from './export-payments.ts';
