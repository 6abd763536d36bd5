import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createEncryptor } from '../../lib/encryption.ts';
import { createTinVault, deriveTinHashKey } from '../../lib/tin-vault.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { memberships } from '../accounts/accounts.table.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { createUser } from '../users/users.service.ts';
import { users } from '../users/users.table.ts';
import {
  ACK_MAIL_JOB_KIND,
  createAcknowledgementMailJobHandler,
  plainReason,
} from './acknowledgement-mail.ts';
import { processAgencyResponse } from './acknowledgement.ts';
import { generateAgencyTransmissions } from './agency-generate.ts';
import { listTransmissionRecords, updateAgencyTransmission } from './agency.service.ts';
import { readTransmitterSettings } from './transmission-file.ts';
import { makeAcknowledgementXml, submitNecFilings } from './transmissions.fixtures.ts';
import { agencyTransmissions } from './transmissions.table.ts';

const key = randomBytes(32);
const encryptor = createEncryptor(key);
const vault = createTinVault(encryptor, deriveTinHashKey(key));
const services = { encryptor, tinVault: vault, transmitter: readTransmitterSettings(null) };
const IN_SEASON = new Date('2026-01-15T18:00:00Z');
const MAIL = { appUrl: 'https://app.file1099.test', mailFrom: 'noreply@file1099.test' };

it('tells the reasons in plain words and hides anything shaped like a TIN', () => {
  expect(
    plainReason([
      { code: 'F1099-500-01', message: 'Recipient TIN 27-1234567 does not match.', elementPath: '/TIN' },
      { code: 'F1099-500-01', message: 'Recipient TIN 27-1234567 does not match.', elementPath: '/TIN' },
      { code: 'X', message: 'SSN 123456789 and 123-45-6789 are wrong.', elementPath: '' },
    ]),
  ).toBe('Recipient TIN [number hidden] does not match. SSN [number hidden] and [number hidden] are wrong.');
  expect(plainReason([])).toBe('The IRS gave no reason.');
});

describeEachDatabase('the acknowledgement e-mail', (kind) => {
  let database: Database;
  let n = 0;

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });

  /** An account whose paid NEC filings went through submitFilings and the efile.federal job. */
  async function submitted(payeeCount: number, options: { name?: string } = {}) {
    n += 1;
    return submitNecFilings(database, vault, {
      email: `ack${n}@example.test`,
      payeeCount,
      now: IN_SEASON,
      ...options,
    });
  }

  async function addMember(domainId: number, email: string, disabled = false) {
    const user = await createUser(database.db, {
      email,
      password: 'correct horse battery staple',
      firstName: 'Col',
      lastName: 'League',
    });
    if (disabled) await database.db.update(users).set({ isDisabled: true }).where(eq(users.id, user.id));
    await database.db.insert(memberships).values({ domainId, userId: user.id, role: 'Member' });
  }

  /** Runs the queued efile.ack-mail jobs as the worker would; returns the messages written. */
  async function runMailJobs() {
    const handler = createAcknowledgementMailJobHandler(MAIL);
    const queued = await database.db.select().from(jobs).where(eq(jobs.kind, ACK_MAIL_JOB_KIND));
    for (const job of queued) {
      await handler(job.payload, { db: database.db } as never);
      await database.db.delete(jobs).where(eq(jobs.id, job.id));
    }
    return queued.length;
  }

  const mails = () =>
    database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'acknowledgement'))
      .orderBy(asc(mailOutbox.id));

  it('mails each account its own counts and reasons once, after Process Response', async () => {
    const a = await submitted(3);
    const b = await submitted(1, { name: 'Second Payer Inc' });
    await addMember(a.domain.id, 'colleague@example.test');
    await addMember(a.domain.id, 'gone@example.test', true);
    const [id = 0] = (await generateAgencyTransmissions(database.db, services, IN_SEASON)).transmissionIds;
    const [row] = await database.db.select().from(agencyTransmissions).where(eq(agencyTransmissions.id, id));
    const records = await listTransmissionRecords(database.db, [id]);
    const submissionOf = (filingId = 0) => records.find((r) => r.filingId === filingId)?.submissionId ?? 0;
    const ack = makeAcknowledgementXml({
      utid: row?.uniqueTransmissionId ?? '',
      receiptId: '2026-12345678901-abcdef123',
      status: 'Partially Accepted',
      submissions: [
        {
          submissionId: submissionOf(a.ids[0]),
          status: 'Accepted with Errors',
          records: [
            { recordId: 2, errors: [{ code: 'F1', message: 'Recipient TIN mismatch.', path: '/TIN' }] },
            {
              recordId: 3,
              errors: [{ code: 'F2', message: 'Recipient TIN 27-1234567 is not valid.', path: '/TIN' }],
            },
          ],
        },
        {
          submissionId: submissionOf(b.ids[0]),
          status: 'Rejected',
          records: [
            { recordId: 1, errors: [{ code: 'S9', message: 'Issuer TIN invalid.', path: '/IssuerTIN' }] },
          ],
        },
      ],
    });
    expect(await mails()).toHaveLength(0);
    await processAgencyResponse(database.db, id, ack);
    expect(await mails()).toHaveLength(0);
    expect(await runMailJobs()).toBe(1);

    const written = await mails();
    expect(written.map((m) => m.toAddress).sort()).toEqual(
      ['ack1@example.test', 'ack2@example.test', 'colleague@example.test'].sort(),
    );
    const toA = written.filter((m) => m.toAddress !== 'ack2@example.test');
    expect(new Set(toA.map((m) => m.textBody)).size).toBe(1);
    const textA = toA[0]?.textBody ?? '';
    expect(toA[0]?.subject).toBe(`The IRS accepted the filings of Account of ack1@example.test`);
    expect(textA).toContain('1 filing Accepted, 2 filings Accepted with errors, 0 filings Rejected.');
    expect(textA).toContain('Form 1099-NEC for Vendor 2: Recipient TIN mismatch.');
    expect(textA).toContain('Recipient TIN [number hidden] is not valid.');
    expect(toA[0]?.links).toEqual(['https://app.file1099.test/file1099/filings']);

    const toB = written.find((m) => m.toAddress === 'ack2@example.test');
    expect(toB?.subject).toBe('The IRS rejected 1 filing of Account of ack2@example.test');
    expect(toB?.textBody).toContain('0 filings Accepted, 0 filings Accepted with errors, 1 filing Rejected.');
    expect(toB?.textBody).toContain('Form 1099-NEC for Vendor 1: Issuer TIN invalid.');
    expect(toB?.textBody).not.toContain('Recipient TIN mismatch');
    for (const mail of written)
      for (const tin of ['27-1234567', '271234567', '12-3456789', '123456789']) {
        expect(mail.textBody).not.toContain(tin);
        expect(mail.htmlBody).not.toContain(tin);
      }

    // The job again (a crash before it was marked done): no second message.
    await database.db.insert(jobs).values({ kind: ACK_MAIL_JOB_KIND, payload: { transmissionId: id } });
    await runMailJobs();
    expect(await mails()).toHaveLength(3);
  });

  it('mails after Mark as Rejected too, with the operator reason', async () => {
    const c = await submitted(2);
    const before = (await mails()).length;
    const [id = 0] = (await generateAgencyTransmissions(database.db, services, IN_SEASON)).transmissionIds;
    await updateAgencyTransmission(database.db, {
      transmissionId: id,
      transmissionStatus: 'Sent_To_Agency',
      ackNumber: 'ACK-1',
    });
    expect(await runMailJobs()).toBe(0);
    await updateAgencyTransmission(database.db, {
      transmissionId: id,
      transmissionStatus: 'Response_Received',
      isRejected: true,
      filingResponses: [{ recordId: '1|2', messages: ['Payee name and TIN do not match'] }],
    });
    expect(await runMailJobs()).toBe(1);
    const written = (await mails()).slice(before);
    expect(written.map((m) => m.toAddress)).toEqual([c.user.email]);
    expect(written[0]?.textBody).toContain(
      '1 filing Accepted, 0 filings Accepted with errors, 1 filing Rejected.',
    );
    expect(written[0]?.textBody).toContain('Form 1099-NEC for Vendor 2: Payee name and TIN do not match');
  });
});
