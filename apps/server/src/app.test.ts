import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from './db/database.ts';
import { enqueueJob } from './features/jobs/jobs.queue.ts';
import { sendMail } from './features/mail/mail.service.ts';
import {
  createCast,
  createTestApp,
  TEST_PASSWORD,
  type Cast,
  type TestApp,
  type TestClient,
} from './test/app-harness.ts';
import { describeEachDatabase } from './test/databases.ts';

const FORBIDDEN = 'You are not authorized. Please logout and login with right credentials';

describeEachDatabase('server', (kind) => {
  let database: Database;
  let t: TestApp;
  let cast: Cast;
  let anonymous: TestClient;
  let member: TestClient;
  let admin: TestClient;
  beforeAll(async () => {
    database = await kind.open();
    t = await createTestApp(database);
    cast = await createCast(database);
    anonymous = t.client();
    member = await t.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
    admin = await t.client().signInTo(cast.admin.user.email, TEST_PASSWORD, cast.admin.domain.id);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it('reports info and health for both services', async () => {
    for (const [prefix, service] of [
      ['/rs', 'domain'],
      ['/access', 'auth'],
    ] as const) {
      const info = await t.app.inject({ url: `${prefix}/info` });
      expect(info.json()).toEqual({
        service,
        version: '9.9.9',
        build: 1234,
        buildTime: '2026-11-21T00:00:00.000Z',
        gitCommit: 'abc123',
      });
      const health = await t.app.inject({ url: `${prefix}/health` });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({
        service,
        status: 'UP',
        database: { kind: kind.name, status: 'UP' },
      });
    }
  });

  it('serves the build version at /meta.json without caching', async () => {
    const response = await t.app.inject({ url: '/meta.json' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      version: '9.9.9',
      build: 1234,
      buildTime: '2026-11-21T00:00:00.000Z',
      commit: 'abc123',
    });
  });

  it('answers the public appConfig query on the domain endpoint', async () => {
    const { status, body } = await anonymous.graphql(
      '/rs/graphql',
      '{ appConfig { sandbox pardonPage features { vendorPortal userManagement tinMatch w9 } season { latestFilingYear defaultFilingYear selectableYears } } }',
    );
    expect(status).toBe(200);
    expect(body.data?.appConfig).toEqual({
      sandbox: false,
      pardonPage: false,
      features: { vendorPortal: true, userManagement: true, tinMatch: true, w9: true },
      season: {
        latestFilingYear: 2025,
        defaultFilingYear: 2025,
        selectableYears: [2026, 2025, 2024, 2023, 2022, 2021, 2020],
      },
    });
  });

  it('serves two separate schemas', async () => {
    expect((await anonymous.graphql('/access/graphql', '{ serviceInfo { service } }')).body.data).toEqual({
      serviceInfo: { service: 'auth' },
    });
    expect((await anonymous.graphql('/rs/graphql', '{ serviceInfo { service } }')).body.data).toEqual({
      serviceInfo: { service: 'domain' },
    });
    const wrong = await anonymous.graphql('/access/graphql', '{ appConfig { sandbox } }');
    expect(wrong.body.errors?.[0]?.message).toContain('Cannot query field "appConfig"');
  });

  it('answers 403 to a signed-out caller asking for a job', async () => {
    const { status, body } = await anonymous.graphql('/rs/graphql', '{ job(id: "1") { id } }');
    expect(status).toBe(403);
    expect(body.errors?.[0]).toMatchObject({ message: FORBIDDEN, extensions: { code: 'FORBIDDEN' } });
  });

  it("shows a job's progress to its own account and to nobody else", async () => {
    const own = await enqueueJob(database.db, 'test.import', {}, { domainId: cast.acme.domain.id });
    const other = await enqueueJob(database.db, 'test.import', {}, { domainId: 999 });
    const system = await enqueueJob(database.db, 'mail.send', {});
    const query = 'query Job($id: ID!) { job(id: $id) { id kind status progress } }';
    const mine = await member.graphql('/rs/graphql', query, { id: String(own.id) });
    expect(mine.body.data?.job).toEqual({
      id: String(own.id),
      kind: 'test.import',
      status: 'queued',
      progress: 0,
    });
    expect((await member.graphql('/rs/graphql', query, { id: String(other.id) })).body.data?.job).toBeNull();
    expect((await member.graphql('/rs/graphql', query, { id: String(system.id) })).body.data?.job).toBeNull();
    expect((await member.graphql('/rs/graphql', query, { id: 'abc' })).body.data?.job).toBeNull();
    expect(
      (await admin.graphql('/rs/graphql', query, { id: String(system.id) })).body.data?.job,
    ).toMatchObject({ kind: 'mail.send' });
  });

  it('shows the mail outbox to super admins only', async () => {
    await sendMail(database.db, { from: 'no-reply@file1099.test' }, 'someone@example.com', 'testMessage', {
      appUrl: 'http://localhost:3000',
    });
    const query = '{ outboxMessages(pageSize: 10) { totalCount messages { to subject links status } } }';
    const denied = await member.graphql('/rs/graphql', query);
    expect(denied.status).toBe(403);
    expect(denied.body.data).toBeNull();
    const allowed = await admin.graphql('/rs/graphql', query);
    expect(allowed.body.data?.outboxMessages).toMatchObject({
      totalCount: 1,
      messages: [
        {
          to: 'someone@example.com',
          subject: 'File1099 test message',
          links: ['http://localhost:3000'],
          status: 'pending',
        },
      ],
    });
    const bad = await admin.graphql('/rs/graphql', '{ outboxMessages(pageSize: 5000) { totalCount } }');
    expect(bad.body.errors?.[0]?.message).toBe('Page size must be 1-1000 and page number 0 or more');
  });

  it('manages config properties over REST for super admins only', async () => {
    const base = '/rs/api/config/properties';
    expect((await anonymous.request({ url: base })).statusCode).toBe(403);
    expect((await member.request({ url: base })).json()).toMatchObject({
      success: false,
      message: FORBIDDEN,
    });
    const denied = await member.request({
      method: 'POST',
      url: base,
      payload: { name: 'sandbox', value: 'true', type: 'BOOLEAN' },
    });
    expect(denied.statusCode).toBe(403);

    const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      admin.request({ method, url, ...(payload ? { payload } : {}) });
    const created = await call('POST', base, {
      name: 'shell.pardonPage',
      value: 'true',
      type: 'BOOLEAN',
      description: 'maintenance',
    });
    expect(created.json()).toMatchObject({
      success: true,
      data: { name: 'shell.pardonPage', value: 'true', modifiedBy: cast.admin.user.email },
    });
    expect((await anonymous.graphql('/rs/graphql', '{ appConfig { pardonPage } }')).body.data).toEqual({
      appConfig: { pardonPage: true },
    });

    const noChange = await call('PATCH', `${base}/shell.pardonPage`, {});
    expect(noChange.statusCode).toBe(400);
    expect(noChange.json()).toMatchObject({ success: false, message: 'No changes detected' });
    expect((await call('PATCH', `${base}/shell.pardonPage`, { name: 'other' })).json()).toMatchObject({
      message: 'The name of a property cannot change',
    });
    expect((await call('PATCH', `${base}/shell.pardonPage`, { value: 'sometimes' })).json()).toMatchObject({
      success: false,
      message: 'Config property "shell.pardonPage" "sometimes" is not true or false.',
      errors: { messages: { value: '"sometimes" is not true or false' } },
    });
    expect((await call('PATCH', `${base}/shell.pardonPage`, { value: 'false' })).json()).toMatchObject({
      success: true,
      data: { value: 'false', version: 2 },
    });
    expect((await call('POST', `${base}/refresh`)).json()).toEqual({
      success: true,
      message: 'Cache refreshed successfully',
    });
    // A second admin who loaded version 1 is refused and told who changed it.
    const stale = await call('PATCH', `${base}/shell.pardonPage`, { value: 'true', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      success: false,
      message: `Config property "shell.pardonPage" was changed by ${cast.admin.user.email} while you were editing it (now version 2). Refresh and make your change again.`,
    });
    // A property the server reads cannot be deleted.
    const needed = await call('DELETE', `${base}/shell.pardonPage`);
    expect(needed.statusCode).toBe(400);
    expect(needed.json()).toMatchObject({
      success: false,
      message:
        'Config property "shell.pardonPage" is used by the server and cannot be deleted. Change its value or make it inactive instead.',
    });
    // ENCRYPTED values never come back in clear.
    await call('POST', base, { name: 'ops.partnerKey', value: 'pk-zq81-secret', type: 'ENCRYPTED' });
    const listed = await admin.request({ url: base });
    expect(listed.body).not.toContain('pk-zq81');
    expect(listed.json()).toMatchObject({ success: true });
    expect(
      (listed.json() as { data: { name: string; value: string }[] }).data.find(
        (property) => property.name === 'ops.partnerKey',
      ),
    ).toMatchObject({ value: '********', isEncrypted: true });
    expect((await call('DELETE', `${base}/ops.partnerKey`)).json()).toEqual({
      success: true,
      message: 'Property deleted successfully',
    });
    expect((await call('DELETE', `${base}/ops.partnerKey`)).statusCode).toBe(404);
  });

  it('serves the web app with an SPA fallback and keeps API 404s as JSON', async () => {
    const root = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<div id="root">');
    const page = await t.app.inject({ url: '/file1099/filings?tab=1', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const asset = await t.app.inject({ url: '/assets/app-123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await t.app.inject({ url: '/rs/api/nothing-here', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    expect((await t.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('gives every request an id and echoes a safe one from the caller', async () => {
    const fresh = await t.app.inject({ url: '/rs/info' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await t.app.inject({ url: '/rs/info', headers: { 'x-request-id': 'abc-123' } });
    expect(echoed.headers['x-request-id']).toBe('abc-123');
    const unsafe = await t.app.inject({
      url: '/rs/info',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    expect(unsafe.headers['x-request-id']).not.toContain('bad');
  });

  it('refuses a huge request body with a clear message', async () => {
    const response = await member.request({
      method: 'POST',
      url: '/rs/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: `{ appConfig { sandbox } }`, pad: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
  });

  it('never writes passwords, TINs or tokens to the log', async () => {
    t.logLines.length = 0;
    await admin.request({
      method: 'POST',
      url: '/rs/api/config/properties',
      headers: { authorization: 'Bearer tok-abc' },
      payload: { name: 'x', value: 'not-json', type: 'JSON', password: 'hunter2', tin: '123456789' },
    });
    t.app.log.info(
      { password: 'hunter2', payee: { tin: '987654321' }, note: 'payee 123-45-6789 and EIN 12-3456789' },
      'diagnostic',
    );
    const all = t.logLines.join('\n');
    expect(all).toContain('diagnostic');
    for (const secret of [
      'hunter2',
      '123456789',
      '987654321',
      '123-45-6789',
      '12-3456789',
      admin.getCookie('f1099_session') ?? 'no session cookie',
      admin.getCookie('f1099_csrf') ?? 'no csrf cookie',
      'tok-abc',
    ]) {
      expect(all).not.toContain(secret);
    }
  });

  it('logs no query string or secret path segment and answers bad input without repeating it', async () => {
    t.logLines.length = 0;
    const variables = encodeURIComponent(JSON.stringify({ tin: '246813579' }));
    const query = encodeURIComponent('query($tin: String!) { payeeByTin(tin: $tin) { id } }');
    // GraphQL over GET is refused (docs/security.md), and its query string is not logged either.
    const viaGet = await member.request({ url: `/rs/graphql?query=${query}&variables=${variables}` });
    expect(viaGet.statusCode).toBe(405);
    await anonymous.request({
      url: '/confirmemail?code=conf-code-8c1f2a&email=x@y.test',
      headers: { accept: 'text/html' },
    });
    await anonymous.request({ url: '/acceptinvitation/invite-code-77ab', headers: { accept: 'text/html' } });

    // A TIN sent as a number: the answer says what is wrong and where, not the value.
    const coerced = await member.graphql(
      '/rs/graphql',
      'mutation($p: PayeeInput!) { addEditPayee(payee: $p) { id } }',
      {
        p: { entityType: 'Individual', tinType: 'SSN', tin: 135792468 },
      },
    );
    expect(coerced.body.errors?.[0]?.message).toBe(
      'Variable "$p" got an invalid value at "p.tin": String expected.',
    );
    const literal = await member.graphql('/rs/graphql', '{ payeeByTin(tin: 975318642) { id } }');
    expect(literal.body.errors?.[0]?.message).toBe('Invalid value: String expected.');
    const badJson = await member.request({
      method: 'POST',
      url: '/rs/graphql',
      headers: { 'content-type': 'application/json' },
      payload: `{"query": "${decodeURIComponent(query)}", "variables": {"tin": 864297531x}}`,
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.body).not.toContain('864297531');
    const restJson = await member.request({
      method: 'POST',
      url: '/rs/api/clients/',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "x", "tin": 753186429x}',
    });
    expect(restJson.statusCode).toBe(400);

    const answers = [
      viaGet.body,
      JSON.stringify(coerced.body),
      JSON.stringify(literal.body),
      badJson.body,
      restJson.body,
    ];
    const all = t.logLines.join('\n');
    for (const secret of [
      '246813579',
      'conf-code-8c1f2a',
      'invite-code-77ab',
      '135792468',
      '975318642',
      '864297531',
      '753186429',
    ]) {
      expect(all).not.toContain(secret);
      for (const answer of answers) expect(answer).not.toContain(secret);
    }
    const urls = t.logLines
      .map((line) => (JSON.parse(line) as { req?: { url: string } }).req?.url)
      .filter((url): url is string => url !== undefined);
    expect(urls).toEqual(
      expect.arrayContaining(['/rs/graphql', '/confirmemail', '/acceptinvitation/[redacted]']),
    );
    expect(urls.some((url) => url.includes('?'))).toBe(false);
    // Variable and literal errors are the caller's, not ours: nothing is logged as unexpected.
    expect(all).not.toContain('unexpected error');
  });
});
