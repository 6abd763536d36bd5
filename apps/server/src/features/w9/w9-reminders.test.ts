import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createEncryptor } from '../../lib/encryption.ts';
import { createTinVault, deriveTinHashKey } from '../../lib/tin-vault.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { addLedgerEntry } from '../billing/ledger.ts';
import { claimNextJob } from '../jobs/jobs.queue.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { payees } from '../payees/payees.table.ts';
import { createBillingFixture } from '../submission/submission.fixtures.ts';
import {
  createW9ReminderJobHandler,
  ensureW9ReminderSweep,
  sendDueW9Reminders,
  W9_REMIND_JOB_KIND,
} from './w9-reminders.ts';
import { cancelW9Requests, createW9s, requestW9s } from './w9.service.ts';
import { w9Requests } from './w9.table.ts';

const key = randomBytes(32);
const encryptor = createEncryptor(key);
const vault = createTinVault(encryptor, deriveTinHashKey(key));
const services = { encryptor, appUrl: 'http://file1099.test', mailFrom: 'File1099 <no-reply@file1099.test>' };
const DAY = 86_400_000;
const REQUESTED = new Date('2026-01-05T18:00:00Z');

describeEachDatabase('automatic W-9 reminders', (kind) => {
  let database: Database;
  let emails: string[] = [];
  let payeeIds: number[] = [];

  const remindersTo = async (email: string) =>
    (
      await database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, 'w9Request')))
    ).length;

  beforeAll(async () => {
    database = await kind.open();
    const f = await createBillingFixture(database, vault, { email: 'remind@example.test', payeeCount: 3 });
    await addLedgerEntry(database.db, f.domain.id, {
      type: 'PromoCredit',
      amountCents: 2_000,
      description: 'test funds',
      userId: null,
    });
    payeeIds = f.payees.map((p) => p.id);
    emails = payeeIds.map((id) => `auto-${id}@example.test`);
    for (const [i, id] of payeeIds.entries())
      await database.db
        .update(payees)
        .set({ emailAddress: emails[i] ?? '' })
        .where(eq(payees.id, id));
    await createW9s(database.db, f.domain.id, payeeIds);
    await requestW9s(database.db, services, {
      domainId: f.domain.id,
      userId: f.user.id,
      payeeIds,
      now: REQUESTED,
    });
    // The second payee signed, the third request was cancelled: neither is reminded.
    await database.db
      .update(w9Requests)
      .set({ status: 'Filled' })
      .where(eq(w9Requests.payeeId, payeeIds[1] ?? 0));
    await cancelW9Requests(database.db, f.domain.id, [payeeIds[2] ?? 0]);
  });
  afterAll(async () => {
    await database.close();
  });

  it('reminds after N days, once even when two servers sweep at the same time, and never Filled or Cancelled', async () => {
    const [first, second, third] = emails;
    expect(
      await sendDueW9Reminders(database.db, services, 7, new Date(REQUESTED.getTime() + 6 * DAY)),
    ).toEqual({
      sent: 0,
      more: false,
      open: true,
    });
    const due = new Date(REQUESTED.getTime() + 7 * DAY);
    const both = await Promise.all([
      sendDueW9Reminders(database.db, services, 7, due),
      sendDueW9Reminders(database.db, services, 7, due),
    ]);
    expect(both.map((r) => r.sent).sort()).toEqual([0, 1]);
    expect(await remindersTo(first ?? '')).toBe(2);
    expect(await remindersTo(second ?? '')).toBe(1);
    expect(await remindersTo(third ?? '')).toBe(1);
    const [row] = await database.db
      .select()
      .from(w9Requests)
      .where(eq(w9Requests.payeeId, payeeIds[0] ?? 0));
    expect(row?.remindCount).toBe(1);
    expect(row?.expiresAt?.getTime()).toBe(due.getTime() + 30 * DAY);
    // The next one counts from the reminder, not the request.
    const later = await sendDueW9Reminders(database.db, services, 7, new Date(due.getTime() + 6 * DAY));
    expect(later.sent).toBe(0);
  });

  it('runs as a durable job that queues the next sweep, and stops when the setting is 0', async () => {
    await ensureW9ReminderSweep(database.db, new Date(0));
    await ensureW9ReminderSweep(database.db, new Date(0));
    const queued = await database.db.select().from(jobs).where(eq(jobs.kind, W9_REMIND_JOB_KIND));
    expect(queued).toHaveLength(1);
    const job = await claimNextJob(database.db, 'worker-a', [W9_REMIND_JOB_KIND]);
    if (!job) throw new Error('no sweep job');
    const controller = new AbortController();
    const context = {
      job,
      db: database.db,
      log: undefined as never,
      signal: controller.signal,
      reportProgress: async () => undefined,
    };
    const at = new Date(REQUESTED.getTime() + 30 * DAY);
    const handler = (days: number) =>
      createW9ReminderJobHandler({ config: { getNumber: () => days }, services, now: () => at });
    expect(await handler(7)({}, context)).toEqual({ sent: 1 });
    const next = await database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, W9_REMIND_JOB_KIND), eq(jobs.status, 'queued')));
    expect(next.map((j) => j.runAt.getTime())).toEqual([at.getTime() + 3_600_000]);
    expect(await handler(0)({}, context)).toEqual({ sent: 0, stopped: true });
    expect(await remindersTo(emails[0] ?? '')).toBe(3);
  });
});
