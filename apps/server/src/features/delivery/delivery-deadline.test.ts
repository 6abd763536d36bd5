import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createCast, createTestApp, type Cast, type TestApp } from '../../test/app-harness.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { createCapturingLogger } from '../../test/logger.ts';
import { filings } from '../filings/filings.table.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { createWorker } from '../jobs/jobs.worker.ts';
import { savePayee } from '../payees/payees.service.ts';
import { createDraftFilings } from '../submission/submission.fixtures.ts';
import { createEmailDeliveryJobHandler } from './delivery.job.ts';
import { EMAIL_DELIVERY_JOB_KIND, enqueueEmailDelivery } from './delivery.service.ts';
import {
  CONSENT_DEADLINE_JOB_KIND,
  consentDeadline,
  noConsentReason,
  sweepConsentDeadlines,
} from './delivery-deadline.ts';

describe('consentDeadline', () => {
  it('is the given days before the statement is due, at midnight Pacific', () => {
    const nec = { filingType: 'Type_1099_NEC', filingYear: 2026, filingData: {} };
    expect(consentDeadline(nec, 10)?.toISOString()).toBe('2027-01-22T08:00:00.000Z');
    expect(consentDeadline(nec, 0)?.toISOString()).toBe('2027-02-01T08:00:00.000Z');
    const lateMisc = {
      filingType: 'Type_1099_MISC',
      filingYear: 2026,
      filingData: { proceedsPaidToAttorney: 1 },
    };
    expect(consentDeadline(lateMisc, 10)?.toISOString()).toBe('2027-02-06T08:00:00.000Z');
    expect(consentDeadline({ ...nec, filingYear: 2010 }, 10)).toBeNull();
  });
});

describeEachDatabase('the consent deadline', (kind) => {
  let database: Database;
  let t: TestApp;
  let cast: Cast;

  beforeAll(async () => {
    database = await kind.open();
    t = await createTestApp(database);
    cast = await createCast(database, 'cdl-');
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  async function waiting(n: number, print: boolean) {
    const payee = await savePayee(database.db, t.services.tinVault, cast.acme.domain.id, {
      entityType: 'Individual',
      firstName: `Casey${n}`,
      lastName: 'Waiting',
      tinType: 'SSN',
      tin: `587-66-${String(1000 + n)}`,
      emailAddress: `casey${n}@example.test`,
      address: { line1: `${n} Elm St`, city: 'Madison', state: 'WI', postalCode: '53703' },
    });
    const [filing] = await createDraftFilings(
      database,
      cast.acme.domain.id,
      [payee],
      { fed: false, email: true, print },
      2026,
    );
    if (!filing) throw new Error('no filing');
    await database.db
      .update(filings)
      .set({
        status: 'Submitted',
        emailSub: { selected: true, isPaid: true, emailTrackingId: null },
        printSub: { selected: print, isPaid: print, printCopyTrackingId: null },
      })
      .where(eq(filings.id, filing.id));
    await enqueueEmailDelivery(database.db, cast.acme.domain.id, [filing.id]);
    return filing.id;
  }
  const reload = async (id: number) =>
    (await database.db.select().from(filings).where(eq(filings.id, id)))[0];

  it('sends a copy that still waits for consent to print, or tells the payer, once the deadline passed', async () => {
    const withPrint = await waiting(1, true);
    const emailOnly = await waiting(2, false);
    await createWorker({
      db: database.db,
      log: createCapturingLogger().log,
      handlers: new Map([[EMAIL_DELIVERY_JOB_KIND, createEmailDeliveryJobHandler(t.services)]]),
    }).drain();
    expect((await reload(withPrint))?.emailStatus).toBe('Submitted');
    // The invitation went out, so the sweep is queued.
    const sweeps = await database.db.select().from(jobs).where(eq(jobs.kind, CONSENT_DEADLINE_JOB_KIND));
    expect(sweeps.filter((job) => job.status === 'queued')).toHaveLength(1);

    const before = await sweepConsentDeadlines(database.db, t.services, 10, new Date('2027-01-22T07:59:00Z'));
    expect(before).toEqual({ fellBack: 0, waiting: true });
    expect((await reload(withPrint))?.emailStatus).toBe('Submitted');

    const after = await sweepConsentDeadlines(database.db, t.services, 10, new Date('2027-01-22T08:00:00Z'));
    expect(after).toEqual({ fellBack: 2, waiting: false });
    const printed = await reload(withPrint);
    expect(printed).toMatchObject({ emailStatus: 'Cancelled', printStatus: 'Queued' });
    expect(printed?.printStatusDesc).toContain(noConsentReason(new Date('2027-01-22T08:00:00Z')));
    const told = await reload(emailOnly);
    expect(told?.emailStatus).toBe('Cancelled');
    expect(told?.emailStatusDesc).toContain('The payer was told');
    // Nothing left to do: a second sweep changes nothing.
    expect(
      await sweepConsentDeadlines(database.db, t.services, 10, new Date('2027-01-23T00:00:00Z')),
    ).toEqual({
      fellBack: 0,
      waiting: false,
    });
  });
});
