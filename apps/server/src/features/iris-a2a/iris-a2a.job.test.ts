import type { IrisTransmissionResult } from '@file1099/efile';
import type { RunningIrisFake } from '@file1099/fakes/iris';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { createCapturingLogger } from '../../test/logger.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { createWorker } from '../jobs/jobs.worker.ts';
import type { IrisA2aClient } from './iris-a2a.client.ts';
import {
  createIrisPollJobHandler,
  enqueueIrisPoll,
  IRIS_POLL_JOB_KIND,
  pollDelayMs,
  DEFAULT_POLL_SCHEDULE,
  type AcknowledgementSink,
} from './iris-a2a.job.ts';
import { clientOf, makeKeyPair, sampleTransmission, startTestFake } from './test-support/iris.ts';

/** The sink the transmissions feature provides; here it records what it is given. */
class RecordingSink implements AcknowledgementSink {
  applied: { transmissionId: number; ack: IrisTransmissionResult }[] = [];
  failures: { transmissionId: number; message: string }[] = [];
  applyAcknowledgement(_db: unknown, transmissionId: number, ack: IrisTransmissionResult): Promise<void> {
    this.applied.push({ transmissionId, ack });
    return Promise.resolve();
  }
  reportPollFailure(_db: unknown, transmissionId: number, message: string): Promise<void> {
    this.failures.push({ transmissionId, message });
    return Promise.resolve();
  }
}

const keys = makeKeyPair();
const NO_WAIT = { ...DEFAULT_POLL_SCHEDULE, firstDelayMs: 0, maxDelayMs: 0 };

it('waits a minute, then twice as long each poll, at most 30 minutes', () => {
  expect([0, 1, 2, 5, 6, 40].map((poll) => pollDelayMs(DEFAULT_POLL_SCHEDULE, poll) / 60_000)).toEqual([
    1, 2, 4, 30, 30, 30,
  ]);
});

describeEachDatabase('IRIS acknowledgement polling', (kind) => {
  let database: Database;
  let fake: RunningIrisFake;
  let client: IrisA2aClient;
  let sink: RecordingSink;
  let configured = true;
  beforeAll(async () => {
    database = await kind.open();
    fake = await startTestFake(keys.publicKeyPem);
    client = clientOf(fake, keys.privateKeyPem);
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(jobs);
    await fetch(`${fake.url}/__fake/reset`, { method: 'POST' });
    sink = new RecordingSink();
    configured = true;
  });

  async function control(name: string, body: unknown = {}): Promise<void> {
    await fetch(`${fake.url}/__fake/${name}`, { method: 'POST', body: JSON.stringify(body) });
  }

  async function drain(): Promise<void> {
    const handler = createIrisPollJobHandler({
      sink,
      getClient: () => (configured ? client : null),
      schedule: NO_WAIT,
    });
    const { log } = createCapturingLogger();
    await createWorker({ db: database.db, log, handlers: new Map([[IRIS_POLL_JOB_KIND, handler]]) }).drain();
  }

  async function pollJobs() {
    return database.db.select().from(jobs).where(eq(jobs.kind, IRIS_POLL_JOB_KIND)).orderBy(jobs.id);
  }

  async function sent(transmissionId: number, byUtid = false) {
    const { xml, utid } = sampleTransmission();
    const receiptId = await client.submit(xml);
    await enqueueIrisPoll(
      database.db,
      { transmissionId, utid, receiptId: byUtid ? null : receiptId, environment: 'ats' },
      { delayMs: 0 },
    );
    return { utid, receiptId };
  }

  it('polls with back-off while IRIS says Processing, then hands the final acknowledgement over once', async () => {
    await control('next-outcome', { processingPolls: 2 });
    const { receiptId } = await sent(7);
    await drain();
    expect(
      sink.applied.map(({ transmissionId, ack }) => [transmissionId, ack.status, ack.receiptId]),
    ).toEqual([[7, 'Accepted', receiptId]]);
    const chain = await pollJobs();
    expect(chain.map((job) => [job.status, (job.result as { status: string }).status])).toEqual([
      ['succeeded', 'Processing'],
      ['succeeded', 'Processing'],
      ['succeeded', 'Accepted'],
    ]);
    expect(chain.map((job) => (job.payload as { poll: number }).poll)).toEqual([0, 1, 2]);
  });

  it('hands over Accepted with Errors with the record errors, and Rejected', async () => {
    await control('next-outcome', { recordErrors: [{ submissionId: '1', recordId: '1', code: 'E1' }] });
    await sent(1);
    await control('next-outcome', { rejectSubmissions: ['1'] });
    await sent(2);
    await drain();
    const byId = new Map(sink.applied.map(({ transmissionId, ack }) => [transmissionId, ack]));
    expect(byId.get(1)?.status).toBe('Accepted with Errors');
    expect(byId.get(1)?.submissions[0]?.records[0]?.errors[0]?.code).toBe('E1');
    expect(byId.get(2)?.status).toBe('Rejected');
    expect(sink.failures).toEqual([]);
  });

  it('polls by UTID when no Receipt ID came back, and learns the receipt', async () => {
    const { receiptId } = await sent(3, true);
    await drain();
    expect(sink.applied[0]?.ack).toMatchObject({ status: 'Accepted', receiptId });
  });

  it('stops after repeated Not Found and tells the operator', async () => {
    await enqueueIrisPoll(
      database.db,
      {
        transmissionId: 4,
        utid: sampleTransmission().utid,
        receiptId: '2025-12345678901-abcdefghi',
        environment: 'ats',
      },
      { delayMs: 0 },
    );
    await drain();
    expect(await pollJobs()).toHaveLength(DEFAULT_POLL_SCHEDULE.notFoundLimit);
    expect(sink.failures).toEqual([
      { transmissionId: 4, message: 'IRIS has no transmission with Receipt ID 2025-12345678901-abcdefghi.' },
    ]);
    expect(sink.applied).toEqual([]);
  });

  it('refuses an acknowledgement of a transmission we did not send', async () => {
    const { receiptId } = await sent(5);
    await database.db.delete(jobs);
    await enqueueIrisPoll(
      database.db,
      { transmissionId: 5, utid: sampleTransmission().utid, receiptId, environment: 'ats' },
      { delayMs: 0 },
    );
    await drain();
    expect(sink.applied).toEqual([]);
    expect(sink.failures[0]?.message).toContain('a transmission we did not send');
  });

  it('retries a malformed acknowledgement, and applies the next good one', async () => {
    await sent(6);
    await control('malformed-next', { count: 1 });
    await drain();
    const [first] = await pollJobs();
    expect(first).toMatchObject({ status: 'queued', attempts: 1 });
    expect(first?.error).toContain('could not be read');
    await database.db.update(jobs).set({ runAt: new Date() });
    await drain();
    expect(sink.applied.map(({ ack }) => ack.status)).toEqual(['Accepted']);
  });

  it('reports a refused token and an unconfigured IRIS to the operator instead of retrying', async () => {
    await sent(8);
    await control('expire-tokens');
    await control('refuse-token', { count: 5 });
    await database.db.update(jobs).set({ maxAttempts: 1 });
    const refreshingClient = client;
    client = clientOf(fake, keys.privateKeyPem);
    await drain();
    client = refreshingClient;
    expect(sink.failures).toEqual([
      { transmissionId: 8, message: expect.stringContaining('IRIS refused the access token (HTTP 401') },
    ]);
    configured = false;
    await enqueueIrisPoll(
      database.db,
      { transmissionId: 9, utid: sampleTransmission().utid, receiptId: null, environment: 'production' },
      { delayMs: 0 },
    );
    await drain();
    expect(sink.failures.at(-1)).toEqual({
      transmissionId: 9,
      message: expect.stringContaining('IRIS A2A is not configured for production'),
    });
  });
});
