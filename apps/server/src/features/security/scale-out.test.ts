import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import {
  createCast,
  createTestApp,
  TEST_PASSWORD,
  TestClient,
  type Cast,
  type TestApp,
} from '../../test/app-harness.ts';
import { openSharedPostgres } from '../../test/databases.ts';
import { enqueueJob, findJob } from '../jobs/jobs.queue.ts';
import { createWorker } from '../jobs/jobs.worker.ts';
import { CSRF_COOKIE, SESSION_COOKIE } from '../sessions/cookies.ts';

const SESSION_QUERY = '{ sessionData { email domainId } }';

// Two server processes behind a load balancer, each with its own pool, on one PostgreSQL database:
// nothing a user depends on may live in one process's memory.
describe('two servers on one PostgreSQL database [postgres]', () => {
  let databases: Database[] | undefined;
  let a: TestApp;
  let b: TestApp;
  let cast: Cast;
  beforeAll(async () => {
    databases = await openSharedPostgres(2);
    if (!databases) return;
    const [first, second] = databases as [Database, Database];
    const key = randomBytes(32);
    const envOverrides = {
      SECURITY_RATELIMITS: JSON.stringify({ signIn: { ip: { max: 4, windowSeconds: 900 } } }),
    };
    a = await createTestApp(first, { key, envOverrides, configSyncMs: 0 });
    b = await createTestApp(second, { key, envOverrides, configSyncMs: 0 });
    cast = await createCast(first);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const database of databases ?? []) await database.close();
  });

  /** The same browser (one cookie jar) sent to the other server by the load balancer. */
  function sameBrowserOn(app: TestApp, from: TestClient): TestClient {
    const client = new TestClient(app.app);
    for (const name of [SESSION_COOKIE, CSRF_COOKIE]) {
      const value = from.getCookie(name);
      if (value) client.setCookie(name, value);
    }
    return client;
  }

  it('serves a session made on one server from the other, CSRF binding included', async (context) => {
    if (!databases) return context.skip();
    const onA = a.client();
    await onA.signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
    const onB = sameBrowserOn(b, onA);
    const read = await onB.graphql('/access/graphql', SESSION_QUERY);
    expect(read.body.data?.sessionData).toEqual({
      email: cast.acme.user.email,
      domainId: cast.acme.domain.id,
    });
    // Signing out on B ends the session on A too.
    expect((await onB.logout()).statusCode).toBe(200);
    const afterwards = await onA.graphql('/access/graphql', SESSION_QUERY);
    expect(afterwards.body.data?.sessionData).toBeNull();
  });

  it('counts one rate limit across both servers', async (context) => {
    if (!databases) return context.skip();
    const from = { remoteAddress: '192.0.2.77' };
    const clientA = a.client();
    const clientB = b.client();
    expect((await clientA.login('x@example.test', 'wrong', from)).statusCode).toBe(401);
    expect((await clientB.login('x@example.test', 'wrong', from)).statusCode).toBe(401);
    expect((await clientA.login('x@example.test', 'wrong', from)).statusCode).toBe(401);
    expect((await clientB.login('x@example.test', 'wrong', from)).statusCode).toBe(401);
    expect((await clientA.login('x@example.test', 'wrong', from)).statusCode).toBe(429);
    expect((await clientB.login('x@example.test', 'wrong', from)).statusCode).toBe(429);
  });

  it('refuses an anti-robot answer replayed on the other server', async (context) => {
    if (!databases) return context.skip();
    const clientA = a.client();
    const altcha = await clientA.solveAltcha();
    const form = new URLSearchParams({ username: cast.globex.user.email, password: TEST_PASSWORD, altcha });
    const post = (client: TestClient) =>
      client.request({
        method: 'POST',
        url: '/access/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form.toString(),
      });
    expect((await post(clientA)).statusCode).toBe(200);
    const replay = await post(b.client());
    expect(replay.statusCode).not.toBe(200);
    expect(replay.json<{ message: string }>().message).toBe(
      'The anti-robot check did not pass. Please try again.',
    );
  });

  it('takes every job exactly once with a worker on each server', async (context) => {
    if (!databases) return context.skip();
    const [first, second] = databases as [Database, Database];
    const runs: { id: number; worker: string }[] = [];
    const handler = (name: string) => async (_payload: unknown, job: { job: { id: number } }) => {
      runs.push({ id: job.job.id, worker: name });
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { by: name };
    };
    const log = pino({ level: 'silent' });
    const ids: number[] = [];
    for (let index = 0; index < 40; index += 1)
      ids.push((await enqueueJob(first.db, 'scale-out-test', { index })).id);
    const workers = [
      createWorker({ db: first.db, log, handlers: new Map([['scale-out-test', handler('a')]]) }),
      createWorker({ db: second.db, log, handlers: new Map([['scale-out-test', handler('b')]]) }),
    ];
    const done = await Promise.all(workers.map((worker) => worker.drain()));
    expect(done.reduce((sum, count) => sum + count, 0)).toBe(40);
    expect(runs.map((run) => run.id).sort((x, y) => x - y)).toEqual(ids);
    expect(new Set(runs.map((run) => run.worker)).size).toBe(2);
    for (const id of ids) expect((await findJob(second.db, id))?.status).toBe('succeeded');
  });

  it('serves a config change made on one server from the other', async (context) => {
    if (!databases) return context.skip();
    expect(b.config.getBoolean('features.vendorPortal')).toBe(true);
    await a.config.createProperty(
      { name: 'features.vendorPortal', value: 'false', type: 'BOOLEAN' },
      cast.admin.user.email,
    );
    const config = await b.client().request({ url: '/rs/config/public' });
    expect(config.statusCode).toBeLessThan(500);
    expect(b.config.getBoolean('features.vendorPortal')).toBe(false);
  });
});
