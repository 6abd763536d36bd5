import type { RunningIrisFake } from '@file1099/fakes/iris';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { createCapturingLogger } from '../../test/logger.ts';
import { enqueueJob } from '../jobs/jobs.queue.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { createWorker } from '../jobs/jobs.worker.ts';
import type { IrisA2aClient } from './iris-a2a.client.ts';
import { IRIS_POLL_JOB_KIND } from './iris-a2a.job.ts';
import {
  createIrisSubmitJobHandler,
  IRIS_SUBMIT_JOB_KIND,
  type IrisTransmissionSource,
  type StoredIrisTransmission,
} from './iris-a2a.submit-job.ts';
import { clientOf, makeKeyPair, sampleTransmission, startTestFake } from './test-support/iris.ts';

/** The transmissions feature's part, kept in memory. */
class MemorySource implements IrisTransmissionSource {
  stored = new Map<number, StoredIrisTransmission>();
  failures: string[] = [];
  load(_db: unknown, id: number) {
    return Promise.resolve(this.stored.get(id) ?? null);
  }
  markSending(_db: unknown, id: number) {
    const row = this.stored.get(id);
    if (row) row.sendingSince = new Date();
    return Promise.resolve();
  }
  recordReceipt(_db: unknown, id: number, receiptId: string | null) {
    const row = this.stored.get(id);
    if (row) row.receiptId = receiptId;
    return Promise.resolve();
  }
  reportSubmitFailure(_db: unknown, _id: number, message: string) {
    this.failures.push(message);
    return Promise.resolve();
  }
}

const keys = makeKeyPair();

describeEachDatabase('IRIS submission job', (kind) => {
  let database: Database;
  let fake: RunningIrisFake;
  let client: IrisA2aClient;
  let source: MemorySource;
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
    source = new MemorySource();
  });

  async function drain(): Promise<void> {
    const handler = createIrisSubmitJobHandler({ source, getClient: () => client });
    const { log } = createCapturingLogger();
    await createWorker({
      db: database.db,
      log,
      handlers: new Map([[IRIS_SUBMIT_JOB_KIND, handler]]),
    }).drain();
  }

  async function queue(id: number, sendingSince: Date | null = null): Promise<StoredIrisTransmission> {
    const transmission = { ...sampleTransmission(), receiptId: null, sendingSince };
    source.stored.set(id, transmission);
    await enqueueJob(database.db, IRIS_SUBMIT_JOB_KIND, { transmissionId: id, environment: 'ats' });
    return transmission;
  }

  async function pollPayloads() {
    return (await database.db.select().from(jobs).where(eq(jobs.kind, IRIS_POLL_JOB_KIND))).map(
      (job) => job.payload,
    );
  }

  it('uploads once, records the Receipt ID and queues the first poll', async () => {
    const sent = await queue(1);
    await drain();
    expect(fake.intake.uploads).toEqual([{ uniqueTransmissionId: sent.utid, receiptId: sent.receiptId }]);
    expect(sent.sendingSince).not.toBeNull();
    expect(await pollPayloads()).toEqual([
      expect.objectContaining({ transmissionId: 1, utid: sent.utid, receiptId: sent.receiptId, poll: 0 }),
    ]);
  });

  it('finds an upload whose answer was lost by its UTID, and does not send it again', async () => {
    await fetch(`${fake.url}/__fake/timeout-after-upload`, { method: 'POST', body: '{"count":1}' });
    const sent = await queue(2);
    await drain();
    expect(fake.intake.uploads).toHaveLength(1);
    expect(sent.receiptId).toBe(fake.intake.uploads[0]?.receiptId);
  });

  it('after a server killed between the upload and its answer, looks first and never resends', async () => {
    const { xml, utid } = sampleTransmission();
    const receiptId = await client.submit(xml);
    source.stored.set(3, { xml, utid, receiptId: null, sendingSince: new Date() });
    await enqueueJob(database.db, IRIS_SUBMIT_JOB_KIND, { transmissionId: 3, environment: 'ats' });
    await drain();
    expect(fake.intake.uploads).toHaveLength(1);
    expect(source.stored.get(3)?.receiptId).toBe(receiptId);
  });

  it('retries an upload IRIS never got, and reports a refused token for good', async () => {
    await fetch(`${fake.url}/__fake/fail-next`, { method: 'POST', body: '{"count":1,"status":503}' });
    const sent = await queue(4);
    await drain();
    expect(fake.intake.uploads).toHaveLength(0);
    await database.db.update(jobs).set({ runAt: new Date() });
    await drain();
    expect(fake.intake.uploads).toEqual([{ uniqueTransmissionId: sent.utid, receiptId: sent.receiptId }]);

    client = clientOf(fake, makeKeyPair().privateKeyPem);
    await queue(5);
    await drain();
    client = clientOf(fake, keys.privateKeyPem);
    expect(source.failures).toEqual([expect.stringContaining('IRIS refused the access token')]);
    expect(fake.intake.uploads).toHaveLength(1);
  });
});
