import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { solveChallenge } from 'altcha-lib/v1';
import { desc, eq } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { createAccount, createClient } from '../features/accounts/accounts.service.ts';
import type { DomainRow } from '../features/accounts/accounts.table.ts';
import { createAltchaService, deriveAltchaKey } from '../features/auth/altcha.service.ts';
import { createConfigService, type ConfigService } from '../features/config/config.service.ts';
import { mailOutbox } from '../features/mail/mail.table.ts';
import { CSRF_COOKIE, CSRF_HEADER } from '../features/sessions/cookies.ts';
import { createUser } from '../features/users/users.service.ts';
import type { UserRow } from '../features/users/users.table.ts';
import type { AppServices } from '../graphql/context.ts';
import { createEncryptor } from '../lib/encryption.ts';
import { createTinVault, deriveTinHashKey } from '../lib/tin-vault.ts';
import { createPaymentProviders } from '../features/payments/payment-providers.ts';
import type { PaymentPartner, PaymentProvider } from '../features/payments/payment-provider.ts';
import { createCapturingLogger } from './logger.ts';
import { RATE_ACTIONS } from '../features/security/rate-limits.ts';
import { DEFAULT_HTTP_SECURITY, type HttpSecuritySettings } from '../env.ts';
import {
  recordLink,
  recordSecret,
  recordSecretsIn,
  recordSecretsInBody,
} from '../../../../scripts/log-canary.mjs';

export interface GraphqlBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: ConfigService;
  services: AppServices;
  logLines: string[];
  webDist: string;
  /** A browser-like client with its own cookie jar. */
  client(): TestClient;
  close(): Promise<void>;
}

/**
 * What the log canary must never find in the logs: the secrets of a request (passwords, TINs and
 * codes in its body or query, a bearer token) as the client sends them.
 */
function recordRequestSecrets(options: InjectOptions & { url: string }): void {
  recordSecretsInBody(options.payload ?? options.body);
  const query = new URL(options.url, 'http://file1099.test').searchParams;
  if (query.size > 0) recordSecretsIn(Object.fromEntries(query));
  const authorization = (options.headers as Record<string, unknown> | undefined)?.authorization;
  if (typeof authorization === 'string') recordSecret('token', authorization.replace(/^\w+\s+/, ''));
}

/** Cookies, the CSRF header and ALTCHA answers, as the web app sends them. */
export class TestClient {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly app: FastifyInstance) {}

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(options: InjectOptions & { url: string; csrf?: boolean }) {
    const method = (options.method ?? 'GET').toUpperCase();
    // Changes carry the CSRF header unless a test says not to; a GET only when asked (sign-out).
    const sendCsrf = method === 'GET' ? options.csrf === true : options.csrf !== false;
    if (sendCsrf && !this.cookies.has(CSRF_COOKIE)) await this.request({ url: '/access/csrf' });
    recordRequestSecrets(options);
    const headers: Record<string, string> = { ...(options.headers as Record<string, string> | undefined) };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    const csrf = this.cookies.get(CSRF_COOKIE);
    if (sendCsrf && csrf) headers[CSRF_HEADER] = csrf;
    const response = await this.app.inject({ ...options, headers });
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now()))
        this.cookies.delete(cookie.name);
      else {
        this.cookies.set(cookie.name, cookie.value);
        recordSecret(cookie.name === CSRF_COOKIE ? 'csrf' : 'cookie', cookie.value);
      }
    }
    return response;
  }

  getCookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    recordSecret(name === CSRF_COOKIE ? 'csrf' : 'cookie', value);
    this.cookies.set(name, value);
  }

  async graphql(
    endpoint: '/rs/graphql' | '/access/graphql',
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{ status: number; body: GraphqlBody }> {
    const response = await this.request({
      method: 'POST',
      url: endpoint,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query, variables }),
    });
    return { status: response.statusCode, body: response.json<GraphqlBody>() };
  }

  /** Solves a real challenge from the server (the difficulty is lowered for tests). */
  async solveAltcha(): Promise<string> {
    const challenge = (await this.request({ url: '/access/altcha' })).json<{
      algorithm: string;
      challenge: string;
      salt: string;
      signature: string;
      maxnumber?: number;
    }>();
    const solution = await solveChallenge(
      challenge.challenge,
      challenge.salt,
      challenge.algorithm,
      challenge.maxnumber,
    ).promise;
    if (!solution) throw new Error('ALTCHA challenge not solved');
    return Buffer.from(
      JSON.stringify({
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number: solution.number,
        salt: challenge.salt,
        signature: challenge.signature,
      }),
    ).toString('base64');
  }

  async login(email: string, password: string, options: { remoteAddress?: string } = {}) {
    const altcha = await this.solveAltcha();
    return this.request({
      ...options,
      method: 'POST',
      url: '/access/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: email, password, altcha }).toString(),
    });
  }

  /** The spec's `GET /access/logout`, with the CSRF header as the web app sends it. */
  async logout() {
    return this.request({ url: '/access/logout', csrf: true });
  }

  async selectAccount(domainId: number) {
    return this.request({ method: 'POST', url: `/rs/api/sessions/tokens/${domainId}/` });
  }

  /** Signs in and selects the account; fails the test when either step does not succeed. */
  async signInTo(email: string, password: string, domainId: number): Promise<this> {
    const login = await this.login(email, password);
    if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
    const selected = await this.selectAccount(domainId);
    if (selected.statusCode !== 200) throw new Error(`select account failed: ${selected.body}`);
    return this;
  }
}

export const TEST_PASSWORD = 'correct horse battery staple';

/** Suites sign in far more often than a person; the security suite turns the real limits back on. */
const RELAXED_RATE_LIMITS = JSON.stringify(
  Object.fromEntries(
    RATE_ACTIONS.map((action) => [
      action,
      { ip: { max: 100_000, windowSeconds: 60 }, account: { max: 100_000, windowSeconds: 60 } },
    ]),
  ),
);

export async function createTestUser(
  database: Database,
  email: string,
  options: { superAdmin?: boolean; confirmed?: boolean; firstName?: string } = {},
): Promise<UserRow> {
  return createUser(database.db, {
    email,
    password: TEST_PASSWORD,
    firstName: options.firstName ?? 'Test',
    lastName: 'User',
    isEmailConfirmed: options.confirmed ?? true,
    isSuperAdmin: options.superAdmin ?? false,
  });
}

/** Two unrelated businesses, a firm with a client, and a super admin: the cast of the access tests. */
export interface Cast {
  acme: { user: UserRow; domain: DomainRow };
  globex: { user: UserRow; domain: DomainRow };
  firm: { user: UserRow; domain: DomainRow; client: DomainRow };
  otherFirm: { user: UserRow; domain: DomainRow; client: DomainRow };
  admin: { user: UserRow; domain: DomainRow };
}

export async function createCast(database: Database, prefix = ''): Promise<Cast> {
  const make = async (email: string, name: string, type: 'A' | 'B' | 'C', superAdmin = false) => {
    const user = await createTestUser(database, `${prefix}${email}`, { superAdmin });
    const domain = await createAccount(database.db, { userId: user.id, name, domainType: type });
    return { user, domain };
  };
  const acme = await make('owner@acme.test', 'Acme Supplies', 'B');
  const globex = await make('owner@globex.test', 'Globex Corp', 'B');
  const firmBase = await make('cpa@firm.test', 'Ledger & Co CPAs', 'A');
  const firmClient = await createClient(database.db, {
    firmDomainId: firmBase.domain.id,
    domainType: 'B',
    name: 'Client Bakery',
  });
  const otherBase = await make('cpa@other.test', 'Other Firm', 'A');
  const otherClient = await createClient(database.db, {
    firmDomainId: otherBase.domain.id,
    domainType: 'B',
    name: 'Other Client',
  });
  const admin = await make('admin@file1099.test', 'File1099 Ops', 'B', true);
  return {
    acme,
    globex,
    firm: { ...firmBase, client: firmClient },
    otherFirm: { ...otherBase, client: otherClient },
    admin,
  };
}

/** The newest message to an address and the query of its first link. */
export async function readLatestMail(
  database: Database,
  to: string,
): Promise<{ subject: string; link: URL } | undefined> {
  const [mail] = await database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to.toLowerCase()))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  for (const link of mail?.links ?? []) recordLink(link);
  const first = mail?.links[0];
  return mail && first ? { subject: mail.subject, link: new URL(first) } : undefined;
}

/** The real app on a test database (real sessions, cookies, CSRF and ALTCHA) with a fake built web app. */
export async function createTestApp(
  database: Database,
  options: {
    envOverrides?: Record<string, string>;
    http?: HttpSecuritySettings;
    appUrl?: string;
    /** How often the config cache looks for another server's changes (default 5 s). */
    configSyncMs?: number;
    /** Share one key between apps, as servers behind one load balancer do. */
    key?: Buffer;
    /** Payment providers in place of the built-in test provider (a fake Square, a provider that times out). */
    paymentProviders?: Partial<Record<PaymentPartner, PaymentProvider>>;
  } = {},
): Promise<TestApp> {
  recordSecret('password', TEST_PASSWORD);
  const { log, lines } = createCapturingLogger();
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'file1099-web-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><meta property="csp-nonce" nonce="__CSP_NONCE__"><title>File1099</title><div id="root"></div>',
  );
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'app-123.js'), 'console.log("app")');
  const key = options.key ?? randomBytes(32);
  const encryptor = createEncryptor(key);
  const config = await createConfigService(database.db, {
    envOverrides: {
      ALTCHA_MAXNUMBER: '50',
      SECURITY_RATELIMITS: RELAXED_RATE_LIMITS,
      ...options.envOverrides,
    },
    encryptor,
    syncIntervalMs: options.configSyncMs,
  });
  const services: AppServices = {
    altcha: createAltchaService(database.db, {
      hmacKey: deriveAltchaKey(key),
      getMaxNumber: () => config.getNumber('altcha.maxNumber'),
    }),
    encryptor,
    tinVault: createTinVault(encryptor, deriveTinHashKey(key)),
    appUrl: options.appUrl ?? 'http://file1099.test',
    mailFrom: 'File1099 <no-reply@file1099.test>',
    payments: createPaymentProviders(
      {
        partners: [
          'test',
          ...(Object.keys(options.paymentProviders ?? {}) as PaymentPartner[]).filter((p) => p !== 'test'),
        ],
        square: null,
        paypal: null,
      },
      options.paymentProviders,
    ),
  };
  const app = await buildApp({
    database,
    config,
    log,
    buildInfo: { version: '9.9.9', build: 1234, buildTime: '2026-11-21T00:00:00.000Z', commit: 'abc123' },
    webDist,
    services,
    http: options.http ?? DEFAULT_HTTP_SECURITY,
  });
  return {
    app,
    database,
    config,
    services,
    logLines: lines,
    webDist,
    client: () => new TestClient(app),
    async close() {
      await app.close();
      fs.rmSync(webDist, { recursive: true, force: true });
    },
  };
}
