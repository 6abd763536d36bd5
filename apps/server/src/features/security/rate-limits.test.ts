import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createCast, createTestApp, TEST_PASSWORD, type Cast, type TestApp } from '../../test/app-harness.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { rateLimits } from './rate-limits.table.ts';
import { validateRateRules } from './rate-limits.ts';

const LIMITS = {
  signIn: { ip: { max: 3, windowSeconds: 900 }, account: { max: 4, windowSeconds: 900 } },
  passwordReset: { ip: { max: 2, windowSeconds: 900 }, account: { max: 5, windowSeconds: 3600 } },
  codeConfirmation: { ip: { max: 50, windowSeconds: 900 }, account: { max: 2, windowSeconds: 900 } },
  templates: { ip: { max: 2, windowSeconds: 900 } },
};
const TOO_MANY = /^Too many attempts\. Please wait \d+ minutes? and try again\.$/;

describeEachDatabase('rate limits', (kind) => {
  let database: Database;
  let t: TestApp;
  let cast: Cast;
  beforeAll(async () => {
    database = await kind.open();
    t = await createTestApp(database, { envOverrides: { SECURITY_RATELIMITS: JSON.stringify(LIMITS) } });
    cast = await createCast(database);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it('limits sign-in per address with a 429, a clear message and Retry-After', async () => {
    const client = t.client();
    const from = { remoteAddress: '192.0.2.10' };
    for (let i = 0; i < 3; i += 1)
      expect((await client.login('someone@example.test', 'wrong', from)).statusCode).toBe(401);
    const limited = await client.login('someone@example.test', 'wrong', from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
    expect(limited.json<{ message: string }>().message).toMatch(TOO_MANY);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect(
      (await client.login(cast.acme.user.email, TEST_PASSWORD, { remoteAddress: '192.0.2.11' })).statusCode,
    ).toBe(200);
  });

  it('limits sign-in per account across addresses, before the password is even checked', async () => {
    const client = t.client();
    for (let i = 0; i < 4; i += 1)
      expect(
        (await client.login(cast.globex.user.email, 'wrong', { remoteAddress: `198.18.0.${i + 1}` }))
          .statusCode,
      ).toBe(401);
    const limited = await client.login(cast.globex.user.email, TEST_PASSWORD, {
      remoteAddress: '198.18.0.99',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ message: string }>().message).toMatch(TOO_MANY);
  });

  it('limits GraphQL operations (password reset) with a 429 and the same message', async () => {
    const mutation = 'mutation($e: String!, $a: String!) { requestPasswordReset(email: $e, altcha: $a) }';
    const client = t.client();
    for (let i = 0; i < 2; i += 1) {
      const answer = await client.graphql('/access/graphql', mutation, {
        e: `r${i}@example.test`,
        a: await client.solveAltcha(),
      });
      expect(answer.body.data).toEqual({ requestPasswordReset: true });
    }
    const limited = await client.graphql('/access/graphql', mutation, {
      e: 'r9@example.test',
      a: await client.solveAltcha(),
    });
    expect(limited.status).toBe(429);
    expect(limited.body.errors?.[0]?.message).toMatch(TOO_MANY);
    expect(limited.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('limits e-mailed code guesses per account', async () => {
    const mutation = 'mutation($e: String!, $c: String!) { confirmEmail(email: $e, code: $c) }';
    const client = t.client();
    for (let i = 0; i < 2; i += 1) {
      const answer = await client.graphql('/access/graphql', mutation, {
        e: cast.acme.user.email,
        c: `guess${i}`,
      });
      expect(answer.body.errors?.[0]?.message).toContain('This link is invalid');
    }
    const limited = await client.graphql('/access/graphql', mutation, {
      e: cast.acme.user.email,
      c: 'guess9',
    });
    expect(limited.status).toBe(429);
  });

  it('limits the public template downloads per address', async () => {
    const url = '/rs/api/templates/payees?filingYear=2025';
    const client = t.client();
    for (let i = 0; i < 2; i += 1)
      expect((await client.request({ url, remoteAddress: '192.0.2.50' })).statusCode).toBe(200);
    const limited = await client.request({ url, remoteAddress: '192.0.2.50' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ message: string }>().message).toMatch(TOO_MANY);
  });

  it('keeps counters in the database, keyed by hashes that hold no address or e-mail', async () => {
    const rows = await database.db.select().from(rateLimits);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.key).toMatch(/^[0-9a-f]{64}$/);
      expect(row.key).not.toContain('@');
    }
  });
});

it('refuses rate-limit settings that name unknown actions or bad numbers', () => {
  expect(validateRateRules({ signIn: { ip: { max: 5, windowSeconds: 60 } } })).toBeUndefined();
  expect(validateRateRules({ login: { ip: { max: 5, windowSeconds: 60 } } })).toMatch(
    /unknown action "login"/,
  );
  expect(validateRateRules({ signIn: { ip: { max: 0, windowSeconds: 60 } } })).toMatch(/whole numbers/);
  expect(validateRateRules([])).toBe('must be a JSON object');
});
