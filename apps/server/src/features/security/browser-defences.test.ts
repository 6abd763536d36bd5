import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { DEFAULT_HTTP_SECURITY, readEnv } from '../../env.ts';
import { createCast, createTestApp, TEST_PASSWORD, type Cast, type TestApp } from '../../test/app-harness.ts';
import { openTestPglite } from '../../test/databases.ts';
import { CSRF_COOKIE, CSRF_HEADER, hashCsrfToken, SESSION_COOKIE } from '../sessions/cookies.ts';
import { sessions } from '../sessions/sessions.table.ts';

const SESSION_QUERY = JSON.stringify({ query: '{ sessionData { email } }' });
const CSRF_MESSAGE =
  'Your session has expired or the request did not come from this site. Please reload the page and try again.';

describe('browser defences', () => {
  let database: Database;
  let t: TestApp;
  let cast: Cast;
  beforeAll(async () => {
    database = await openTestPglite();
    t = await createTestApp(database);
    cast = await createCast(database);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it('answers no other origin: no CORS headers, no preflight, whatever Origin is sent', async () => {
    const client = t.client();
    await client.login(cast.acme.user.email, TEST_PASSWORD);
    const response = await client.request({
      method: 'POST',
      url: '/access/graphql',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: SESSION_QUERY,
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/rs/graphql',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses GraphQL over GET, queries included, so the CSRF header cannot be skipped', async () => {
    const client = t.client();
    await client.login(cast.acme.user.email, TEST_PASSWORD);
    for (const url of [
      `/access/graphql?query=${encodeURIComponent('{ sessionData { email } }')}`,
      `/rs/graphql?query=${encodeURIComponent('mutation { x }')}`,
    ]) {
      const response = await client.request({ url, headers: { accept: 'application/json' } });
      expect(response.statusCode).toBe(405);
      expect(response.json()).toMatchObject({ message: 'GraphQL requests must be sent with POST.' });
      expect(response.body).not.toContain(cast.acme.user.email);
    }
  });

  it('refuses a POST without the header, with a wrong one, or with a token not issued for the session', async () => {
    const client = t.client();
    await client.login(cast.acme.user.email, TEST_PASSWORD);
    const post = (headers: Record<string, string>, csrf = false) =>
      client.request({
        method: 'POST',
        url: '/access/graphql',
        headers: { 'content-type': 'application/json', ...headers },
        payload: SESSION_QUERY,
        csrf,
      });
    expect((await post({})).statusCode).toBe(403);
    expect((await post({ [CSRF_HEADER]: 'x'.repeat(32) })).json()).toMatchObject({ message: CSRF_MESSAGE });
    // A token an attacker planted in the victim's cookie jar (e.g. from a sibling subdomain), with
    // the matching header: the double submit alone would pass, the session binding does not.
    const planted = 'p'.repeat(32);
    client.setCookie(CSRF_COOKIE, planted);
    expect((await post({ [CSRF_HEADER]: planted })).statusCode).toBe(403);
    // The next page load gives the browser its session's token back, bound again.
    await client.request({ url: '/access/csrf' });
    expect(client.getCookie(CSRF_COOKIE)).not.toBe(planted);
    const fine = await post({}, true);
    expect(fine.statusCode).toBe(200);
    expect(fine.json()).toEqual({ data: { sessionData: { email: cast.acme.user.email } } });
  });

  it('replaces the CSRF token at sign-in and sign-out, and binds it to the session', async () => {
    const client = t.client();
    await client.request({ url: '/access/csrf' });
    const before = client.getCookie(CSRF_COOKIE);
    await client.login(cast.globex.user.email, TEST_PASSWORD);
    const signedIn = client.getCookie(CSRF_COOKIE);
    expect(signedIn).toBeDefined();
    expect(signedIn).not.toBe(before);
    const rows = await database.db.select().from(sessions).where(eq(sessions.userId, cast.globex.user.id));
    expect(rows.map((row) => row.csrfHash)).toContain(hashCsrfToken(signedIn ?? ''));
    await client.logout();
    expect(client.getCookie(CSRF_COOKIE)).not.toBe(signedIn);
    expect(client.getCookie(SESSION_COOKIE)).toBeUndefined();
  });

  it('signs out only with the CSRF header, so no other site can sign a user out', async () => {
    const client = t.client();
    await client.login(cast.acme.user.email, TEST_PASSWORD);
    const forged = await client.request({ url: '/access/logout' });
    expect(forged.statusCode).toBe(403);
    const stillIn = await client.graphql('/access/graphql', '{ sessionData { email } }');
    expect(stillIn.body.data?.sessionData).toEqual({ email: cast.acme.user.email });
    expect((await client.logout()).json()).toEqual({ success: true, message: 'Signed out' });
  });

  it('sends the security headers on pages, API answers and errors', async () => {
    const client = t.client();
    for (const response of [
      await client.request({ url: '/', headers: { accept: 'text/html' } }),
      await client.request({ url: '/filings', headers: { accept: 'text/html' } }),
      await client
        .graphql('/access/graphql', '{ sessionData { email } }')
        .then(() => client.request({ url: '/rs/api/nothing-here' })),
      await client.request({ method: 'POST', url: '/access/graphql', payload: '{', csrf: true }),
    ]) {
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('same-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-powered-by']).toBeUndefined();
      // Plain HTTP (development): no HSTS, which would break the next plain visit.
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('serves the page with this response’s nonce for its styles, different every time', async () => {
    const first = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    const second = await t.app.inject({ url: '/anything', headers: { accept: 'text/html' } });
    const nonceOf = (body: string) => /nonce="([^"]+)"/.exec(body)?.[1];
    const nonce = nonceOf(first.body);
    expect(nonce).toMatch(/^[a-f0-9]{16,}$/);
    expect(String(first.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
    expect(nonceOf(second.body)).not.toBe(nonce);
    expect(first.body).not.toContain('__CSP_NONCE__');
  });
});

describe('an allowlisted origin', () => {
  let database: Database;
  let t: TestApp;
  beforeAll(async () => {
    database = await openTestPglite();
    t = await createTestApp(database, {
      http: { ...DEFAULT_HTTP_SECURITY, corsOrigins: ['https://partner.example'] },
    });
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it('is answered with credentials; any other origin is not', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/rs/graphql',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const other = await t.app.inject({
      method: 'OPTIONS',
      url: '/rs/graphql',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(other.headers['access-control-allow-origin']).not.toBe('https://evil.example');
  });
});

describe('sessions behind a proxy', () => {
  let database: Database;
  let cast: Cast;
  beforeAll(async () => {
    database = await openTestPglite();
    cast = await createCast(database);
  });
  afterAll(async () => {
    await database.close();
  });

  async function signIn(t: TestApp, headers: Record<string, string>) {
    const client = t.client();
    const altcha = await client.solveAltcha();
    return client.request({
      method: 'POST',
      url: '/access/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({
        username: cast.acme.user.email,
        password: TEST_PASSWORD,
        altcha,
      }).toString(),
    });
  }

  function sessionCookie(response: Awaited<ReturnType<typeof signIn>>) {
    return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
  }

  it('makes the cookie Secure when a trusted proxy says the request was HTTPS', async () => {
    const t = await createTestApp(database, { http: { ...DEFAULT_HTTP_SECURITY, trustProxy: '127.0.0.1' } });
    try {
      const response = await signIn(t, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' });
      expect(response.statusCode).toBe(200);
      expect(sessionCookie(response)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
      expect(response.cookies.find((cookie) => cookie.name === CSRF_COOKIE)?.secure).toBe(true);
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      const plain = await signIn(t, {});
      expect(sessionCookie(plain)?.secure).toBeFalsy();
    } finally {
      await t.close();
    }
  });

  it('ignores the forwarded protocol when the proxy is not trusted', async () => {
    const t = await createTestApp(database);
    try {
      const response = await signIn(t, { 'x-forwarded-proto': 'https' });
      expect(sessionCookie(response)?.secure).toBeFalsy();
      expect(response.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('makes the cookie Secure whenever the public address is https', async () => {
    const t = await createTestApp(database, { appUrl: 'https://app.file1099.example' });
    try {
      expect(sessionCookie(await signIn(t, {}))).toMatchObject({ secure: true, httpOnly: true });
    } finally {
      await t.close();
    }
  });

  it('reads TRUST_PROXY, CORS_ORIGINS and the CSP sources, refusing nonsense', () => {
    expect(readEnv({ TRUST_PROXY: 'true' }).http.trustProxy).toBe(true);
    expect(readEnv({ TRUST_PROXY: '2' }).http.trustProxy).toBe(2);
    expect(readEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).http.trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(readEnv({}).http.trustProxy).toBe(false);
    expect(() => readEnv({ TRUST_PROXY: 'my proxy' })).toThrow(/TRUST_PROXY must be/);
    expect(readEnv({ CORS_ORIGINS: 'https://a.example https://b.example/' }).http.corsOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(() => readEnv({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS must list origins/);
    expect(readEnv({ CSP_SCRIPT_SRC: 'https://sandbox.web.squarecdn.com' }).http.csp.scriptSrc).toEqual([
      'https://sandbox.web.squarecdn.com',
    ]);
  });
});
