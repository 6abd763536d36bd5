import { createHash, randomBytes } from 'node:crypto';
import { FaultPlan, answerPartnerControl, deliver } from '../lib/control.ts';
import { createBooks, type Books, type BooksOptions } from '../lib/books.ts';
import { sendJson, startHttpFake, type FakeRequest, type RunningHttpFake } from '../lib/http-fake.ts';
import { bqeIds, createBqeEntities, type BqeCollections, type BqeObject } from './entities.ts';

/**
 * A local fake of BQE CORE (shared/reference/accounting-integrations.md §6 and §8.6): the identity
 * server (`/idp/connect/authorize` consents at once and redirects with code and state, PKCE S256
 * checked; `/idp/connect/token` issues tokens with `endpoint` = this host's `/api/`, single-use codes,
 * rotating refresh tokens (the old one dies on use); `/idp/connect/revocation`), and the API under
 * `/api/`: company, vendor, account, bill (and `bill/{id}`), check, creditcard — bare JSON arrays paged
 * by `page=<n>,<size>` (an empty array past the end), `where=date>='…' and date<='…'`, `expand=
 * accountSplits` for the bills' splits. An unknown or expired token answers 401; controls under
 * /__fake/ as the other partner fakes' (`permissions` makes the next API call a 409 MsgPermissions).
 */
export interface BqeFakeOptions {
  port?: number;
  log?: (line: string) => void;
  clientId?: string;
  clientSecret?: string;
  books?: Books;
  booksOptions?: BooksOptions;
  /** Lifetime of an access token, seconds (BQE: about an hour). */
  accessTokenSeconds?: number;
}

export interface RunningBqeFake extends RunningHttpFake {
  books: Books;
  faults: FaultPlan;
  collections: BqeCollections;
  clientId: string;
  clientSecret: string;
}

interface Grant {
  redirectUri: string;
  challenge: string | null;
}

const token = (prefix: string): string => `${prefix}${randomBytes(20).toString('base64url')}`;

function pageOf(rows: BqeObject[], query: URLSearchParams): BqeObject[] {
  const [number = '1', size = '100'] = (query.get('page') ?? '1,100').split(',');
  const pageNumber = Math.max(1, Number(number) || 1);
  const pageSize = Math.min(1000, Math.max(1, Number(size) || 100));
  return rows.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
}

/** `date>='YYYY-MM-DD' and date<='YYYY-MM-DD'` (either part), or null when it cannot be read. */
function dateRange(where: string | null): { from: string; to: string } | null {
  if (where === null || where.trim() === '') return { from: '', to: '9999' };
  const range = { from: '', to: '9999' };
  for (const part of where.split(/\s+and\s+/i)) {
    const match = /^\s*date\s*(>=|<=)\s*'(\d{4}-\d{2}-\d{2})'\s*$/.exec(part);
    if (!match) return null;
    if (match[1] === '>=') range.from = match[2] ?? '';
    else range.to = match[2] ?? '9999';
  }
  return range;
}

function apiAnswer(collections: BqeCollections, books: Books, path: string, query: URLSearchParams) {
  const expand = (query.get('expand') ?? '').split(',');
  const bill = (row: BqeObject) =>
    expand.includes('accountSplits') ? row : { ...row, accountSplits: undefined };
  if (path === 'company')
    return {
      status: 200,
      body: {
        id: 'f0000000-0000-4000-8000-000000000001',
        name: books.company.legalName,
        email: books.company.email,
        phone: books.company.phone,
        currency: books.company.currency,
        address: {
          street: books.company.address.line1,
          city: books.company.address.city,
          state: books.company.address.state,
          zip: books.company.address.postalCode,
          country: 'United States',
        },
      },
    };
  if (path === 'vendor') return { status: 200, body: pageOf(collections.vendors, query) };
  if (path === 'account') return { status: 200, body: pageOf(collections.accounts, query) };
  const one = /^bill\/([^/]+)$/.exec(path);
  if (one) {
    const found = collections.bills.find((row) => row.id === one[1]);
    return found
      ? { status: 200, body: bill(found) }
      : { status: 404, body: { Key: 'NotFound', Message: 'The bill was not found.' } };
  }
  const dated: Record<string, BqeObject[]> = {
    bill: collections.bills,
    check: collections.checks,
    creditcard: collections.charges,
  };
  const rows = dated[path];
  if (!rows) return undefined;
  const range = dateRange(query.get('where'));
  if (!range)
    return { status: 400, body: { Key: 'InvalidWhere', Message: 'The where clause is not valid.' } };
  const selected = rows.filter((row) => String(row.date) >= range.from && String(row.date) <= range.to);
  return { status: 200, body: pageOf(selected, query).map((row) => (path === 'bill' ? bill(row) : row)) };
}

export async function startFake(options: BqeFakeOptions = {}): Promise<RunningBqeFake> {
  const settings = {
    clientId: options.clientId ?? 'bqe-fake-client-7Hq2',
    clientSecret: options.clientSecret ?? 'Bq3-fake-secret-Zk81',
    accessTokenSeconds: options.accessTokenSeconds ?? 3600,
  };
  const books = options.books ?? createBooks(options.booksOptions);
  const collections = createBqeEntities(books);
  const faults = new FaultPlan();
  const codes = new Map<string, Grant>();
  const access = new Map<string, number>();
  const refresh = new Set<string>();
  const state = { denyNext: false, access: { clear: () => access.clear() }, permissions: false };
  const http = await startHttpFake(
    async (request: FakeRequest, response) => {
      options.log?.(`${request.method} ${request.path}`);
      if (request.method === 'POST' && request.path === '/__fake/permissions') {
        state.permissions = true;
        return sendJson(response, 200, { ok: true });
      }
      if (answerPartnerControl(request, response, { requests: () => http.requests, faults, tokens: state }))
        return;
      if (request.method === 'GET' && request.path === '/idp/connect/authorize') {
        const redirect = new URL(request.query.get('redirect_uri') ?? '');
        redirect.searchParams.set('state', request.query.get('state') ?? '');
        if (state.denyNext || request.query.get('client_id') !== settings.clientId) {
          state.denyNext = false;
          redirect.searchParams.set('error', 'access_denied');
        } else {
          const code = token('bqc_');
          codes.set(code, {
            redirectUri: request.query.get('redirect_uri') ?? '',
            challenge: request.query.get('code_challenge'),
          });
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
          { Key: failure === 429 ? 'TooManyRequests' : 'ServerError', Message: 'fake failure' },
          failure === 429 ? { 'retry-after': '1' } : {},
        );
      if (request.method === 'POST' && request.path === '/idp/connect/token') {
        const form = new URLSearchParams(request.body);
        if (
          form.get('client_id') !== settings.clientId ||
          form.get('client_secret') !== settings.clientSecret
        )
          return deliver(faults, response, 401, { error: 'invalid_client' });
        const issue = () => {
          const accessToken = token('bqa_');
          const refreshToken = token('bqr_');
          access.set(accessToken, Date.now() + settings.accessTokenSeconds * 1000);
          refresh.add(refreshToken);
          return {
            access_token: accessToken,
            refresh_token: refreshToken,
            expires_in: settings.accessTokenSeconds,
            token_type: 'Bearer',
            id_token: token('bqi_'),
            scope: 'read:core offline_access openid',
            endpoint: `${http.url}/api/`,
          };
        };
        if (form.get('grant_type') === 'authorization_code') {
          const grant = codes.get(form.get('code') ?? '');
          codes.delete(form.get('code') ?? '');
          const verifier = form.get('code_verifier') ?? '';
          const challenge = createHash('sha256').update(verifier).digest('base64url');
          if (
            !grant ||
            grant.redirectUri !== form.get('redirect_uri') ||
            (grant.challenge !== null && grant.challenge !== challenge)
          )
            return deliver(faults, response, 400, { error: 'invalid_grant' });
          return deliver(faults, response, 200, issue());
        }
        if (form.get('grant_type') === 'refresh_token') {
          const old = form.get('refresh_token') ?? '';
          if (!refresh.delete(old)) return deliver(faults, response, 400, { error: 'invalid_grant' });
          return deliver(faults, response, 200, issue());
        }
        return deliver(faults, response, 400, { error: 'unsupported_grant_type' });
      }
      if (request.method === 'POST' && request.path === '/idp/connect/revocation') {
        refresh.delete(new URLSearchParams(request.body).get('token') ?? '');
        return deliver(faults, response, 200, {});
      }
      if (!request.path.startsWith('/api/'))
        return sendJson(response, 404, { Key: 'NotFound', Message: 'Not found.' });
      const header = request.headers.authorization ?? '';
      const expiry = access.get(header.replace(/^Bearer /, ''));
      if (!header.startsWith('Bearer ') || expiry === undefined || expiry < Date.now())
        return deliver(faults, response, 401, {
          Key: 'Unauthorized',
          Message: 'Authorization has been denied.',
        });
      if (state.permissions) {
        state.permissions = false;
        return deliver(faults, response, 409, {
          Key: 'MsgPermissions',
          Message: 'You do not have permission.',
        });
      }
      const scripted = faults.takeScripted(request.path);
      if (scripted) return deliver(faults, response, scripted.status, scripted.body, scripted.headers ?? {});
      const answer =
        request.method === 'GET'
          ? apiAnswer(collections, books, request.path.slice('/api/'.length), request.query)
          : undefined;
      if (!answer) return sendJson(response, 404, { Key: 'NotFound', Message: 'Not found.' });
      return deliver(faults, response, answer.status, answer.body);
    },
    { port: options.port },
  );
  return {
    ...http,
    books,
    faults,
    collections,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
  };
}

export { bqeIds };
