import { solveChallenge } from 'altcha-lib/v1';
import type { APIRequestContext, Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { recordSecret, recordSecretsIn } from '../../scripts/log-canary.mjs';
import { launchBrowser, openPage, recordContextCookies, startApp, type RunningApp } from './harness.ts';

/**
 * Setting up through the real API in the browser context's cookie jar, so a test starts signed in
 * and clicks only what it is about.
 */
async function getCsrfToken(context: BrowserContext, baseURL: string): Promise<string> {
  const existing = (await context.cookies(baseURL)).find((cookie) => cookie.name === 'f1099_csrf');
  if (existing) return existing.value;
  const response = await context.request.get(`${baseURL}/access/csrf`);
  return ((await response.json()) as { csrfToken: string }).csrfToken;
}

export async function solveAltcha(request: APIRequestContext, baseURL: string): Promise<string> {
  const challenge = (await (await request.get(`${baseURL}/access/altcha`)).json()) as {
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber?: number;
  };
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

export async function graphqlAsBrowser(
  context: BrowserContext,
  baseURL: string,
  endpoint: '/rs/graphql' | '/access/graphql',
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data?: Record<string, unknown>; errors?: { message: string }[] }> {
  recordSecretsIn(variables);
  const csrf = await getCsrfToken(context, baseURL);
  const response = await context.request.post(`${baseURL}${endpoint}`, {
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
    data: { query, variables },
  });
  await recordContextCookies(context);
  return (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
}

export interface SignUpInput {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  accountName: string;
  accountType?: 'A' | 'B' | 'C';
}

/** What the API helpers need of a running app: its address and the mail it sent. */
export interface AppUnderTest {
  url: string;
  mailLinks(to: string): string[];
  /** The server's output so far, shown when an expected mail does not come. */
  output?(): string;
}

/** The newest link to `path` in the mail sent to an address, waiting up to 20 s for it. */
export async function waitForMailLink(app: AppUnderTest, to: string, path: string): Promise<URL> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const link = app
      .mailLinks(to)
      .map((candidate) => new URL(candidate))
      .filter((candidate) => candidate.pathname === path)
      .at(-1);
    if (link) return link;
    if (Date.now() > deadline)
      throw new Error(`no ${path} mail for ${to}:\n${app.output?.().slice(-2000) ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A new user and account, signed in in this browser context: signs up, confirms the address through
 * the e-mailed link (sign-up starts no session), then signs in.
 */
export async function signUpViaApi(
  context: BrowserContext,
  app: AppUnderTest,
  input: SignUpInput,
): Promise<void> {
  recordSecret('password', input.password);
  const altcha = await solveAltcha(context.request, app.url);
  const result = await graphqlAsBrowser(
    context,
    app.url,
    '/access/graphql',
    'mutation($e: String!, $p: String!, $f: String!, $l: String!, $n: String!, $t: DomainType!, $a: String!) { signup(email: $e, password: $p, firstName: $f, lastName: $l, accountName: $n, accountType: $t, altcha: $a) }',
    {
      e: input.email,
      p: input.password,
      f: input.firstName ?? 'Test',
      l: input.lastName ?? 'User',
      n: input.accountName,
      t: input.accountType ?? 'B',
      a: altcha,
    },
  );
  if (result.errors) throw new Error(`sign-up failed: ${result.errors.map((e) => e.message).join('; ')}`);
  const link = await waitForMailLink(app, input.email.toLowerCase(), '/confirmemail');
  const confirmed = await graphqlAsBrowser(
    context,
    app.url,
    '/access/graphql',
    'mutation($e: String!, $c: String!) { confirmEmail(email: $e, code: $c) }',
    { e: link.searchParams.get('email') ?? '', c: link.searchParams.get('code') ?? '' },
  );
  if (confirmed.errors)
    throw new Error(`confirmation failed: ${confirmed.errors.map((e) => e.message).join('; ')}`);
  await signInViaApi(context, app.url, input.email, input.password);
}

export async function signInViaApi(
  context: BrowserContext,
  baseURL: string,
  email: string,
  password: string,
): Promise<void> {
  recordSecret('password', password);
  const csrf = await getCsrfToken(context, baseURL);
  const altcha = await solveAltcha(context.request, baseURL);
  const response = await context.request.post(`${baseURL}/access/login`, {
    headers: { 'x-csrf-token': csrf },
    form: { username: email, password, altcha },
  });
  await recordContextCookies(context);
  if (!response.ok()) throw new Error(`sign-in failed: ${await response.text()}`);
}

/** An accounting firm's new client, added through the REST path the Clients page uses. */
export async function addClientViaApi(context: BrowserContext, url: string, name: string): Promise<void> {
  const cookie = (await context.cookies(url)).find((entry) => entry.name === 'f1099_csrf');
  const csrf =
    cookie?.value ??
    ((await (await context.request.get(`${url}/access/csrf`)).json()) as { csrfToken: string }).csrfToken;
  const response = await context.request.post(`${url}/rs/api/clients/`, {
    headers: { 'x-csrf-token': csrf },
    data: { domainType: 'B', name, firstName: '', lastName: '' },
  });
  if (!response.ok()) throw new Error(`adding a client failed: ${await response.text()}`);
}

/** An app with a super admin, a browser, and the super admin's signed-in context, for one test file. */
export interface AppWithSuperAdmin {
  app: RunningApp;
  browser: Browser;
  admin: BrowserContext;
  stop(): Promise<void>;
}

/**
 * Starts the app (ALTCHA kept cheap) with this super admin and signs them in through the API; `env`
 * adds settings (CONFIG_* properties).
 */
export async function startAppWithSuperAdmin(
  superAdmin: { email: string; password: string },
  env: Record<string, string> = {},
): Promise<AppWithSuperAdmin> {
  const app = await startApp({ superAdmin, env: { CONFIG_ALTCHA_MAXNUMBER: '1000', ...env } });
  const browser = await launchBrowser();
  const admin = (await openPage(browser, app.url)).context;
  await signInViaApi(admin, app.url, superAdmin.email, superAdmin.password);
  return {
    app,
    browser,
    admin,
    async stop() {
      await browser.close();
      await app.stop();
    },
  };
}

/**
 * The app with a signed-in super admin for the tests of one `describe`: started before its tests and
 * stopped after them. Read its parts inside the tests (`suite.app.url`), once it has started.
 */
export function useAppWithSuperAdmin(
  superAdmin: { email: string; password: string },
  /** Settings known only when the suite starts (read in its beforeAll, after earlier hooks). */
  env: () => Record<string, string> = () => ({}),
): AppWithSuperAdmin {
  let started: AppWithSuperAdmin | undefined;
  const get = (): AppWithSuperAdmin => {
    if (!started) throw new Error('The app has not started yet: read it inside a test');
    return started;
  };
  beforeAll(async () => {
    started = await startAppWithSuperAdmin(superAdmin, env());
  });
  afterAll(async () => {
    await started?.stop();
  });
  return {
    get app() {
      return get().app;
    },
    get browser() {
      return get().browser;
    },
    get admin() {
      return get().admin;
    },
    stop: async () => {
      await started?.stop();
    },
  };
}

/** A GraphQL call as the browser's session that must succeed: its data, or the errors thrown. */
export async function graphqlOrThrow(
  context: BrowserContext,
  baseURL: string,
  query: string,
  variables: Record<string, unknown> = {},
  endpoint: '/rs/graphql' | '/access/graphql' = '/rs/graphql',
): Promise<Record<string, unknown>> {
  const result = await graphqlAsBrowser(context, baseURL, endpoint, query, variables);
  if (result.errors || !result.data) throw new Error((result.errors ?? []).map((e) => e.message).join('; '));
  return result.data;
}

/**
 * Promo funds (in cents, as addPromoCredits takes them) added by the super admin to the account the user's session is in, so the
 * user can pay; returns that account's id.
 */
export async function addPromoFundsViaApi(
  admin: BrowserContext,
  user: BrowserContext,
  baseURL: string,
  cents: number,
): Promise<number> {
  const session = await graphqlOrThrow(
    user,
    baseURL,
    'query { sessionData { domainId } }',
    {},
    '/access/graphql',
  );
  const domainId = Number((session.sessionData as { domainId: number }).domainId);
  await graphqlOrThrow(
    admin,
    baseURL,
    'mutation($d: Int!, $c: Int!) { addPromoCredits(credits: $c, description: "e2e", domainId: $d) { id } }',
    { d: domainId, c: cents },
  );
  return domainId;
}

/** A US address the checks accept, for payers and payees made through the API. */
export const TEST_ADDRESS = {
  line1: '100 Market St',
  city: 'Springfield',
  state: 'IL',
  country: 'US',
  postalCode: '62701',
} as const;

/** Completes the signed-in account's payer (a business with an EIN, phone and address) through the API. */
export async function completePayerViaApi(
  context: BrowserContext,
  baseURL: string,
  businessName: string,
): Promise<void> {
  const payer = (await graphqlOrThrow(context, baseURL, 'query { payer { id } }')).payer as { id: number };
  await graphqlOrThrow(
    context,
    baseURL,
    'mutation($id: Int, $name: String, $a: AddressInput) { updatePayer(id: $id, payerType: Business, businessName: $name, tinType: EIN, tin: "123456789", phoneNumber: "2175550100", address: $a) { id } }',
    { id: payer.id, name: businessName, a: TEST_ADDRESS },
  );
}
