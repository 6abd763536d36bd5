import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import {
  createCast,
  createTestApp,
  createTestUser,
  readLatestMail,
  TEST_PASSWORD,
  type Cast,
  type TestApp,
  type TestClient,
} from '../../test/app-harness.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { createAccount } from '../accounts/accounts.service.ts';
import { domains } from '../accounts/accounts.table.ts';
import { sessions } from '../sessions/sessions.table.ts';
import { loginAttempts, users } from '../users/users.table.ts';

const SESSION_DATA =
  '{ sessionData { domainId domainName domainType parentDomainId parentDomainName email loginName firstName lastName userGlobalId isEmailConfirmed isSuperAdmin mfaState mfaEnabled role isAccountantInClient } }';
const FORBIDDEN = 'You are not authorized. Please logout and login with right credentials';

describeEachDatabase('sign-in and sessions', (kind) => {
  let database: Database;
  let t: TestApp;
  let cast: Cast;
  beforeAll(async () => {
    database = await kind.open();
    t = await createTestApp(database);
    cast = await createCast(database);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  async function sessionData(client: TestClient) {
    return (await client.graphql('/access/graphql', SESSION_DATA)).body.data?.sessionData as Record<
      string,
      unknown
    > | null;
  }

  it('signs up without a session, confirms the address through the e-mailed link, then signs in', async () => {
    const client = t.client();
    const altcha = await client.solveAltcha();
    const signup = await client.graphql(
      '/access/graphql',
      'mutation($e: String!, $p: String!, $a: String!) { signup(email: $e, password: $p, firstName: "Pat", lastName: "Payer", accountName: "Pat\'s Plumbing", accountType: B, altcha: $a) }',
      { e: 'Pat@Plumbing.test', p: 'a long enough password', a: altcha },
    );
    expect(signup.body).toEqual({ data: { signup: true } });
    expect(await sessionData(client)).toBeNull();
    expect((await client.login('pat@plumbing.test', 'a long enough password')).json()).toMatchObject({
      message: 'Email not verified',
    });

    const mail = await readLatestMail(database, 'pat@plumbing.test');
    expect(mail?.subject).toBe('Confirm your e-mail address for File1099');
    expect(mail?.link.pathname).toBe('/confirmemail');
    const code = mail?.link.searchParams.get('code') ?? '';
    const confirm = 'mutation($e: String!, $c: String!) { confirmEmail(email: $e, code: $c) }';
    expect(
      (await t.client().graphql('/access/graphql', confirm, { e: 'pat@plumbing.test', c: code })).body.data,
    ).toEqual({ confirmEmail: true });
    expect((await client.login('pat@plumbing.test', 'a long enough password')).statusCode).toBe(200);
    expect(await sessionData(client)).toMatchObject({
      email: 'pat@plumbing.test',
      domainType: 'B',
      domainName: "Pat's Plumbing",
      role: 'Owner',
      isEmailConfirmed: true,
    });
    const reused = await t.client().graphql('/access/graphql', confirm, { e: 'pat@plumbing.test', c: code });
    expect(reused.body.errors?.[0]?.message).toBe(
      'This link is invalid, was already used or has expired. Please ask for a new one.',
    );
  });

  it('refuses a sign-up without a solved anti-robot check', async () => {
    const mutation =
      'mutation($e: String!, $a: String!) { signup(email: $e, password: "a long enough password", firstName: "A", lastName: "B", accountName: "X", accountType: B, altcha: $a) }';
    const missing = await t.client().graphql('/access/graphql', mutation, { e: 'new@robot.test', a: '' });
    expect(missing.body.errors?.[0]?.message).toBe('The anti-robot check did not pass. Please try again.');
    const forged = await t.client().graphql('/access/graphql', mutation, {
      e: 'new@robot.test',
      a: Buffer.from(
        JSON.stringify({ algorithm: 'SHA-256', challenge: 'x', number: 1, salt: 's', signature: 'sig' }),
      ).toString('base64'),
    });
    expect(forged.body.errors?.[0]?.message).toBe('The anti-robot check did not pass. Please try again.');
    expect(await database.db.select().from(users).where(eq(users.email, 'new@robot.test'))).toEqual([]);
  });

  it('answers a sign-up for a registered address exactly as for a new one, and mails the owner', async () => {
    const mutation =
      'mutation($e: String!, $p: String!, $a: String!) { signup(email: $e, password: $p, firstName: "Eve", lastName: "Probe", accountName: "Probe LLC", accountType: B, altcha: $a) }';
    const client = t.client();
    const taken = await client.graphql('/access/graphql', mutation, {
      e: cast.acme.user.email.toUpperCase(),
      p: 'another long password',
      a: await client.solveAltcha(),
    });
    const fresh = await client.graphql('/access/graphql', mutation, {
      e: 'brand-new@probe.test',
      p: 'another long password',
      a: await client.solveAltcha(),
    });
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual(fresh.body);
    expect(taken.body).toEqual({ data: { signup: true } });
    expect(await sessionData(client)).toBeNull();
    const owner = await readLatestMail(database, cast.acme.user.email);
    expect(owner?.subject).toBe('You already have a File1099 login');
    expect(owner?.link.pathname).toBe('/login');
    // The owner's login is untouched: the old password still works, the new one does not.
    expect((await t.client().login(cast.acme.user.email, 'another long password')).statusCode).toBe(401);
    expect((await t.client().login(cast.acme.user.email, TEST_PASSWORD)).statusCode).toBe(200);
    // Input problems are told the same way for both, before the address is looked at.
    const weak = (email: string) =>
      client
        .solveAltcha()
        .then((a) => client.graphql('/access/graphql', mutation, { e: email, p: 'short', a }));
    expect((await weak(cast.acme.user.email)).body).toEqual((await weak('other-new@probe.test')).body);
  });

  it('accepts a solved challenge only once', async () => {
    const client = t.client();
    const altcha = await client.solveAltcha();
    const form = (password: string) =>
      new URLSearchParams({ username: cast.globex.user.email, password, altcha }).toString();
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    expect(
      (await client.request({ method: 'POST', url: '/access/login', headers, payload: form(TEST_PASSWORD) }))
        .statusCode,
    ).toBe(200);
    const replay = await t
      .client()
      .request({ method: 'POST', url: '/access/login', headers, payload: form(TEST_PASSWORD) });
    expect(replay.json()).toMatchObject({
      success: false,
      message: 'The anti-robot check did not pass. Please try again.',
    });
  });

  it('answers wrong credentials with the spec words and gives a new session id on every login', async () => {
    const client = t.client();
    expect((await client.login(cast.acme.user.email, 'wrong password')).json()).toMatchObject({
      success: false,
      message: 'Bad credentials',
    });
    expect((await client.login('nobody@nowhere.test', 'whatever')).json()).toMatchObject({
      message: 'Bad credentials',
    });
    const first = await client.login(cast.acme.user.email, TEST_PASSWORD);
    expect(first.json()).toMatchObject({ success: true, mfaRequired: false });
    const firstCookie = client.getCookie('f1099_session');
    await client.login(cast.acme.user.email, TEST_PASSWORD);
    const secondCookie = client.getCookie('f1099_session');
    expect(secondCookie).toBeTruthy();
    expect(secondCookie).not.toBe(firstCookie);
    const stale = t.client();
    stale.setCookie('f1099_session', firstCookie ?? '');
    expect(await sessionData(stale)).toBeNull();
    // One account: it is selected at sign-in.
    expect(await sessionData(client)).toMatchObject({
      domainId: cast.acme.domain.id,
      domainName: 'Acme Supplies',
    });
  });

  it('locks the source after 5 failures in 15 minutes, even against the right password, and not the owner elsewhere', async () => {
    const user = await createTestUser(database, 'locked@example.test');
    const stranger = t.client();
    const fromStranger = (password: string) =>
      stranger.login(user.email, password, { remoteAddress: '198.51.100.7' });
    for (let i = 0; i < 4; i += 1)
      expect((await fromStranger('nope')).json()).toMatchObject({ message: 'Bad credentials' });
    expect((await fromStranger('nope')).json()).toMatchObject({ message: 'User account is locked' });
    expect((await fromStranger(TEST_PASSWORD)).json()).toMatchObject({ message: 'User account is locked' });
    // The owner, from their own address, is not locked out by a stranger's guesses.
    expect(
      (await t.client().login(user.email, TEST_PASSWORD, { remoteAddress: '203.0.113.20' })).json(),
    ).toMatchObject({ success: true });
    // An unknown address gets the same answers, so the lock tells nothing about who is registered.
    for (let i = 0; i < 4; i += 1)
      expect(
        (await stranger.login('nobody@example.test', 'nope', { remoteAddress: '198.51.100.7' })).json(),
      ).toMatchObject({
        message: 'Bad credentials',
      });
    expect(
      (await stranger.login('nobody@example.test', 'nope', { remoteAddress: '198.51.100.7' })).json(),
    ).toMatchObject({
      message: 'User account is locked',
    });
    // Fifteen minutes later the source may try again.
    await database.db
      .update(loginAttempts)
      .set({ attemptedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(loginAttempts.email, user.email));
    expect((await fromStranger(TEST_PASSWORD)).json()).toMatchObject({ success: true });
  });

  it('tells a disabled or unconfirmed user so, only after the right password', async () => {
    const disabled = await createTestUser(database, 'disabled@example.test');
    await database.db.update(users).set({ isDisabled: true }).where(eq(users.id, disabled.id));
    expect((await t.client().login(disabled.email, TEST_PASSWORD)).json()).toMatchObject({
      message: 'User is disabled',
    });
    expect((await t.client().login(disabled.email, 'wrong')).json()).toMatchObject({
      message: 'Bad credentials',
    });
    const unconfirmed = await createTestUser(database, 'unconfirmed@example.test', { confirmed: false });
    expect((await t.client().login(unconfirmed.email, TEST_PASSWORD)).json()).toMatchObject({
      message: 'Email not verified',
    });
  });

  it('ends a session after 90 idle minutes and on sign-out, and ignores a tampered cookie', async () => {
    const client = t.client();
    await client.login(cast.globex.user.email, TEST_PASSWORD);
    expect(await sessionData(client)).not.toBeNull();
    const tampered = t.client();
    tampered.setCookie('f1099_session', `${client.getCookie('f1099_session') ?? ''}x`);
    expect(await sessionData(tampered)).toBeNull();

    await database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 91 * 60_000) })
      .where(eq(sessions.userId, cast.globex.user.id));
    expect(await sessionData(client)).toBeNull();

    await client.login(cast.globex.user.email, TEST_PASSWORD);
    expect((await client.logout()).json()).toEqual({
      success: true,
      message: 'Signed out',
    });
    expect(await sessionData(client)).toBeNull();
  });

  it('refuses a change without the CSRF token', async () => {
    const client = await t.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
    const response = await client.request({
      method: 'POST',
      url: '/access/graphql',
      csrf: false,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        query: 'mutation { createAccount(name: "Sneaky", domainType: B) { id } }',
      }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
    const rows = await database.db.select().from(domains).where(eq(domains.name, 'Sneaky'));
    expect(rows).toEqual([]);
  });

  it('resets a forgotten password once, without revealing whether an address exists', async () => {
    const user = await createTestUser(database, 'forgetful@example.test');
    const ask = async (email: string) => {
      const client = t.client();
      return client.graphql(
        '/access/graphql',
        'mutation($e: String!, $a: String!) { requestPasswordReset(email: $e, altcha: $a) }',
        { e: email, a: await client.solveAltcha() },
      );
    };
    expect((await ask('no-such-user@example.test')).body.data).toEqual({ requestPasswordReset: true });
    expect(await readLatestMail(database, 'no-such-user@example.test')).toBeUndefined();
    expect((await ask(user.email)).body.data).toEqual({ requestPasswordReset: true });
    const mail = await readLatestMail(database, user.email);
    expect(mail?.link.pathname).toBe('/resetpassword');
    const code = mail?.link.searchParams.get('code') ?? '';
    const reset =
      'mutation($e: String!, $c: String!, $p: String!) { resetPassword(email: $e, code: $c, password: $p) }';
    expect(
      (await t.client().graphql('/access/graphql', reset, { e: user.email, c: code, p: 'short' })).body
        .errors?.[0]?.message,
    ).toBe('Password must be at least 10 characters');
    expect(
      (
        await t
          .client()
          .graphql('/access/graphql', reset, { e: user.email, c: code, p: 'my new long password' })
      ).body.data,
    ).toEqual({ resetPassword: true });
    expect(
      (
        await t
          .client()
          .graphql('/access/graphql', reset, { e: user.email, c: code, p: 'another new password' })
      ).body.errors?.[0]?.message,
    ).toBe('This link is invalid, was already used or has expired. Please ask for a new one.');
    expect((await t.client().login(user.email, 'my new long password')).json()).toMatchObject({
      success: true,
    });
    expect((await t.client().login(user.email, TEST_PASSWORD)).json()).toMatchObject({
      message: 'Bad credentials',
    });
  });

  it('enrols TOTP, then asks for a code at sign-in; codes and recovery codes work once', async () => {
    const user = await createTestUser(database, 'mfa@example.test');
    const domain = await createAccount(database.db, { userId: user.id, name: 'MFA Co', domainType: 'B' });
    const client = await t.client().signInTo(user.email, TEST_PASSWORD, domain.id);
    const enrol = await client.graphql(
      '/access/graphql',
      'mutation { startMfaEnrolment { secret otpauthUri qrCodeDataUrl } }',
    );
    const enrolment = enrol.body.data?.startMfaEnrolment as {
      secret: string;
      otpauthUri: string;
      qrCodeDataUrl: string;
    };
    expect(enrolment.otpauthUri).toContain('otpauth://totp/');
    expect(enrolment.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    const wrong = await client.graphql('/access/graphql', 'mutation { confirmMfaEnrolment(code: "000000") }');
    expect(wrong.body.errors?.[0]?.message).toContain('That code is not right');
    const confirmed = await client.graphql(
      '/access/graphql',
      'mutation($c: String!) { confirmMfaEnrolment(code: $c) }',
      { c: await generate({ secret: enrolment.secret }) },
    );
    const recoveryCodes = confirmed.body.data?.confirmMfaEnrolment as string[];
    expect(recoveryCodes).toHaveLength(10);

    const next = t.client();
    expect((await next.login(user.email, TEST_PASSWORD)).json()).toMatchObject({
      success: true,
      mfaRequired: true,
    });
    expect(await sessionData(next)).toMatchObject({ mfaState: 'required', mfaEnabled: true });
    const blocked = await next.graphql('/access/graphql', '{ myAccounts { id } }');
    expect(blocked.status).toBe(403);
    expect(blocked.body.errors?.[0]?.message).toBe(FORBIDDEN);
    const verify = 'mutation($c: String!) { verifyMfa(code: $c) { mfaState } }';
    expect(
      (await next.graphql('/access/graphql', verify, { c: '123456' })).body.errors?.[0]?.message,
    ).toContain('That code is not right');
    // The code used to confirm enrolment was spent; a recovery code works once.
    expect((await next.graphql('/access/graphql', verify, { c: recoveryCodes[0] })).body.data).toEqual({
      verifyMfa: { mfaState: 'done' },
    });
    expect((await next.graphql('/access/graphql', '{ myAccounts { name } }')).body.data).toEqual({
      myAccounts: [{ name: 'MFA Co' }],
    });
    const again = t.client();
    await again.login(user.email, TEST_PASSWORD);
    expect(
      (await again.graphql('/access/graphql', verify, { c: recoveryCodes[0] })).body.errors?.[0]?.message,
    ).toContain('That code is not right');
    expect((await again.graphql('/access/graphql', '{ recoveryCodesLeft }')).status).toBe(403);
  });

  it('makes members of an account that requires MFA set it up before anything else', async () => {
    const user = await createTestUser(database, 'strict@example.test');
    const domain = await createAccount(database.db, { userId: user.id, name: 'Strict Co', domainType: 'B' });
    await database.db.update(domains).set({ requireMfa: true }).where(eq(domains.id, domain.id));
    const client = t.client();
    expect((await client.login(user.email, TEST_PASSWORD)).json()).toMatchObject({
      mfaRequired: true,
      mfaEnrolled: false,
    });
    expect((await client.graphql('/access/graphql', 'mutation { skipMfa }')).body.errors?.[0]?.message).toBe(
      'Two-step verification is required for your account.',
    );
    const enrol = await client.graphql('/access/graphql', 'mutation { startMfaEnrolment { secret } }');
    const secret = (enrol.body.data?.startMfaEnrolment as { secret: string }).secret;
    await client.graphql('/access/graphql', 'mutation($c: String!) { confirmMfaEnrolment(code: $c) }', {
      c: await generate({ secret }),
    });
    expect(await sessionData(client)).toMatchObject({ mfaState: 'done', domainName: 'Strict Co' });
  });

  it('lets a user with several accounts pick one, filtered by type', async () => {
    const user = await createTestUser(database, 'multi@example.test');
    const business = await createAccount(database.db, { userId: user.id, name: 'B Side', domainType: 'B' });
    await createAccount(database.db, { userId: user.id, name: 'A Firm', domainType: 'A' });
    const client = t.client();
    await client.login(user.email, TEST_PASSWORD);
    expect(await sessionData(client)).toMatchObject({ domainId: null });
    expect(
      (await client.graphql('/access/graphql', '{ myAccounts { name domainType role } }')).body.data
        ?.myAccounts,
    ).toEqual([
      { name: 'A Firm', domainType: 'A', role: 'Owner' },
      { name: 'B Side', domainType: 'B', role: 'Owner' },
    ]);
    expect(
      (await client.graphql('/access/graphql', '{ myAccounts(domainTypes: [A]) { name } }')).body.data
        ?.myAccounts,
    ).toEqual([{ name: 'A Firm' }]);
    const added = await client.graphql(
      '/access/graphql',
      'mutation { createAccount(name: "Side Gig", domainType: C) { name domainType role } }',
    );
    expect(added.body.data?.createAccount).toEqual({ name: 'Side Gig', domainType: 'C', role: 'Owner' });
    expect((await client.selectAccount(business.id)).json()).toMatchObject({
      success: true,
      data: { domainName: 'B Side' },
    });
    const bad = await client.graphql(
      '/access/graphql',
      'mutation { createAccount(name: "", domainType: B) { id } }',
    );
    expect(bad.body.errors?.[0]?.message).toBe('Account name is required');
    // An account type outside A, B and C is refused by the schema, before anything is written.
    const unknownType = await client.graphql(
      '/access/graphql',
      'mutation($t: DomainType!) { createAccount(name: "Z Corp", domainType: $t) { id } }',
      { t: 'Z' },
    );
    expect(unknownType.body.errors?.[0]?.message).toMatch(/^Variable "\$t" got an invalid value/);
    expect(unknownType.body.data ?? undefined).toBeUndefined();
  });

  it('lets a firm add a client, enter it and go back to the firm', async () => {
    const client = await t.client().signInTo(cast.firm.user.email, TEST_PASSWORD, cast.firm.domain.id);
    const added = await client.request({
      method: 'POST',
      url: '/rs/api/clients/',
      payload: { domainType: 'C', firstName: 'Dana', lastName: 'Doe', name: '' },
    });
    expect(added.json()).toMatchObject({
      success: true,
      data: { name: 'Dana Doe', domainType: 'C', parentDomainId: cast.firm.domain.id },
    });
    const clientId = (added.json() as { data: { id: number } }).data.id;
    const list = await client.graphql('/rs/graphql', '{ clients { totalCount clients { name } } }');
    expect(list.body.data?.clients).toEqual({
      totalCount: 2,
      clients: [{ name: 'Client Bakery' }, { name: 'Dana Doe' }],
    });

    expect((await client.selectAccount(clientId)).statusCode).toBe(200);
    expect(await sessionData(client)).toMatchObject({
      domainName: 'Dana Doe',
      parentDomainId: cast.firm.domain.id,
      parentDomainName: 'Ledger & Co CPAs',
      isAccountantInClient: true,
      role: 'Owner',
    });
    expect(
      (await client.graphql('/rs/graphql', '{ team { members { email } } }')).body.errors?.[0]?.message,
    ).toBe('Managing users is not available for this account.');
    expect(
      (
        await client.request({
          method: 'POST',
          url: '/rs/api/clients/',
          payload: { domainType: 'B', name: 'Nested' },
        })
      ).statusCode,
    ).toBe(403);

    expect((await client.selectAccount(cast.firm.domain.id)).statusCode).toBe(200);
    expect(await sessionData(client)).toMatchObject({
      domainName: 'Ledger & Co CPAs',
      isAccountantInClient: false,
    });
    const bad = await client.request({
      method: 'POST',
      url: '/rs/api/clients/',
      payload: { domainType: 'A', name: 'A firm client' },
    });
    expect(bad.json()).toMatchObject({ success: false, message: 'A client cannot be an accounting firm' });
  });

  it('lets a super admin promote another user, and nobody else', async () => {
    const target = await createTestUser(database, 'promote-me@example.test');
    const promote = 'mutation($e: String!) { setSuperAdmin(email: $e, isSuperAdmin: true) }';
    const member = await t.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
    const denied = await member.graphql('/access/graphql', promote, { e: target.email });
    expect(denied.status).toBe(403);
    const admin = await t.client().signInTo(cast.admin.user.email, TEST_PASSWORD, cast.admin.domain.id);
    expect((await admin.graphql('/access/graphql', promote, { e: target.email })).body.data).toEqual({
      setSuperAdmin: true,
    });
    const [row] = await database.db.select().from(users).where(eq(users.id, target.id));
    expect(row?.isSuperAdmin).toBe(true);
  });
});

describe('password rules', () => {
  it('are checked before anything is stored', async () => {
    const { checkNewPassword } = await import('../users/password.ts');
    expect(() => checkNewPassword('short', 'a@b.co')).toThrow('at least 10');
    expect(() => checkNewPassword('a@b.co.long.enough', 'A@B.CO.LONG.ENOUGH')).toThrow(
      'must not be your e-mail',
    );
    expect(() => checkNewPassword('x'.repeat(129), 'a@b.co')).toThrow('at most 128');
    expect(() => checkNewPassword('a fine password', 'a@b.co')).not.toThrow();
  });
});
