import { and, eq, inArray } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import {
  createCast,
  createTestApp,
  readLatestMail,
  TEST_PASSWORD,
  type Cast,
  type TestApp,
  type TestClient,
} from '../../test/app-harness.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { createCapturingLogger } from '../../test/logger.ts';
import { filings, type FilingRow } from '../filings/filings.table.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { createWorker } from '../jobs/jobs.worker.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { savePayee } from '../payees/payees.service.ts';
import type { PayeeRow } from '../payees/payees.table.ts';
import { payers } from '../payers/payers.table.ts';
import { LOB_SEND_JOB_KIND } from '../print/print-lob.queue.ts';
import { createDraftFilings } from '../submission/submission.fixtures.ts';
import { recordRefusedDeliveryMail } from './delivery-bounce.ts';
import { createEmailDeliveryJobHandler } from './delivery.job.ts';
import { DELIVERY_MESSAGES, MAX_TIN_TRIES, statementExpiry } from './delivery.rules.ts';
import {
  EMAIL_DELIVERY_JOB_KIND,
  enqueueEmailDelivery,
  releaseAcceptedDeliveries,
} from './delivery.service.ts';
import { emailConsents, emailDeliveries } from './delivery.table.ts';

async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join('\n');
}

const UA = 'Mozilla/5.0 (consent test)';

describe('statementExpiry', () => {
  it('keeps a statement online through October 15 of the following year (Pacific)', () => {
    expect(statementExpiry(2025).toISOString()).toBe('2026-10-16T07:00:00.000Z');
  });
});

describeEachDatabase('e-mail delivery with consent', (kind) => {
  let database: Database;
  let t: TestApp;
  let cast: Cast;
  let admin: TestClient;
  let acme: TestClient;
  let recipients: PayeeRow[];
  let counter = 0;

  const drain = () =>
    createWorker({
      db: database.db,
      log: createCapturingLogger().log,
      handlers: new Map([[EMAIL_DELIVERY_JOB_KIND, createEmailDeliveryJobHandler(t.services)]]),
    }).drain();

  /** A submitted filing with paid e-mail delivery (and print when asked), for a new payee. */
  async function submitted(options: { fed?: boolean; print?: boolean; email?: string | null } = {}) {
    counter += 1;
    const payee = await savePayee(database.db, t.services.tinVault, cast.acme.domain.id, {
      entityType: 'Individual',
      firstName: `Robin${counter}`,
      lastName: 'Recipient',
      tinType: 'SSN',
      tin: `587-65-${String(4000 + counter)}`,
      emailAddress: options.email === null ? '' : (options.email ?? `robin${counter}@example.test`),
      address: { line1: `${counter} Oak Ave`, city: 'Madison', state: 'WI', postalCode: '53703' },
    });
    const [draft] = await createDraftFilings(
      database,
      cast.acme.domain.id,
      [payee],
      {
        fed: options.fed ?? true,
        email: true,
        print: options.print ?? false,
      },
      2026,
    );
    if (!draft) throw new Error('no filing');
    const [filing] = await database.db
      .update(filings)
      .set({
        status: 'Submitted',
        emailSub: { selected: true, isPaid: true, emailTrackingId: null },
        printSub: {
          selected: options.print ?? false,
          isPaid: options.print ?? false,
          printCopyTrackingId: null,
        },
      })
      .where(eq(filings.id, draft.id))
      .returning();
    if (!filing) throw new Error('no filing');
    await enqueueEmailDelivery(database.db, cast.acme.domain.id, [filing.id]);
    recipients.push(payee);
    return { payee, filing };
  }

  const reload = async (id: number): Promise<FilingRow> => {
    const [row] = await database.db.select().from(filings).where(eq(filings.id, id));
    if (!row) throw new Error('gone');
    return row;
  };

  const tokenOf = (link: URL) => link.searchParams.get('id') ?? '';

  /** Follows the invitation: reads the code out of the sample PDF and consents. */
  async function consent(email: string) {
    const mail = await readLatestMail(database, email);
    if (!mail) throw new Error('no invitation');
    const token = tokenOf(mail.link);
    const client = t.client();
    const sample = await client.request({ url: `/rs/api/delivery/consent/${token}/sample` });
    const code = /Your code: (\w+)/.exec(await pdfText(sample.rawPayload))?.[1] ?? '';
    const accepted = await client.request({
      method: 'POST',
      url: `/rs/api/delivery/consent/${token}/accept`,
      headers: { 'user-agent': UA },
      payload: { code: code.toLowerCase() },
    });
    return { token, accepted, client };
  }

  beforeAll(async () => {
    database = await kind.open();
    t = await createTestApp(database);
    cast = await createCast(database, 'dlv-');
    recipients = [];
    admin = await t.client().signInTo(cast.admin.user.email, TEST_PASSWORD, cast.admin.domain.id);
    acme = await t.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
    await database.db.insert(payers).values({
      domainId: cast.acme.domain.id,
      payerType: 'Business',
      businessName: 'Acme Supplies',
      tinType: 'EIN',
      ...t.services.tinVault.seal('12-3456789'),
      line1: '100 Main St',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62704',
      emailAddress: 'payer@acme.test',
    });
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it('invites, records consent with time, IP and user agent, waits for the IRS, then e-mails a notice; Copy B downloads', async () => {
    const { payee, filing } = await submitted();
    await drain();
    expect((await reload(filing.id)).emailStatus).toBe('Submitted');
    const invitation = await readLatestMail(database, payee.emailAddress);
    expect(invitation?.link.pathname).toBe('/emailconsent');
    const token = tokenOf(invitation?.link ?? new URL('http://x'));
    const page = await t.client().request({ url: `/rs/api/delivery/consent/${token}` });
    const view = page.json<{ payerName: string; disclosures: { title: string }[] }>();
    expect(view.payerName).toBe('Acme Supplies');
    expect(view.disclosures.map((d) => d.title)).toEqual(
      expect.arrayContaining(['Paper unless you agree', 'How to withdraw', 'What you need']),
    );
    const wrong = await t.client().request({
      method: 'POST',
      url: `/rs/api/delivery/consent/${token}/accept`,
      payload: { code: 'ZZZZZ' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: DELIVERY_MESSAGES.wrongCode });

    const { accepted } = await consent(payee.emailAddress);
    expect(accepted.json()).toEqual({ status: 'Consented' });
    const [record] = await database.db
      .select()
      .from(emailConsents)
      .where(eq(emailConsents.payeeId, payee.id));
    expect(record).toMatchObject({ status: 'Consented', consentUserAgent: UA, codeCiphertext: null });
    expect(record?.consentedAt).toBeInstanceOf(Date);
    expect(record?.consentIp).toBeTruthy();

    await drain();
    expect((await reload(filing.id)).emailStatus).toBe('WaitingOnEfile');
    await database.db.update(filings).set({ status: 'Accepted' }).where(eq(filings.id, filing.id));
    await releaseAcceptedDeliveries(database.db, [filing.id]);
    expect((await reload(filing.id)).emailStatus).toBe('Queued');
    await drain();
    const after = await reload(filing.id);
    expect(after.emailStatus).toBe('Emailed');
    expect(after.emailStatusDate).toBeInstanceOf(Date);

    const [notice] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, payee.emailAddress), eq(mailOutbox.template, 'deliveryNotice')));
    expect(notice?.subject).toBe('IMPORTANT TAX RETURN DOCUMENT AVAILABLE');
    expect(`${notice?.textBody}${notice?.htmlBody}`).not.toContain(payee.tinLast4);
    expect(notice?.textBody).not.toMatch(/%PDF/);
    const link = new URL(notice?.links[0] ?? '');
    expect(link.pathname).toBe('/statement');

    const statement = await t.client().request({ url: `/rs/api/delivery/statement/${tokenOf(link)}` });
    expect(statement.json()).toMatchObject({
      payerName: 'Acme Supplies',
      formLabel: '1099-NEC',
      filingYear: 2026,
    });
    expect(statement.body).not.toContain(payee.emailAddress);
    const file = await t.client().request({
      method: 'POST',
      url: `/rs/api/delivery/statement/${tokenOf(link)}/file`,
      payload: { tinLast4: payee.tinLast4 },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(file.rawPayload);
    expect(text).toContain('Copy B');
    expect(text).toContain(`***-**-${payee.tinLast4}`);
    expect(text).not.toContain(`587-65-${payee.tinLast4}`);
    expect(text).toContain('Acme Supplies');
    expect(text).toContain(payee.displayName);
    for (const other of recipients.filter((r) => r.id !== payee.id))
      expect(text).not.toContain(other.displayName);
  });

  it('locks the download after five wrong TIN suffixes, the state in the database', async () => {
    const { payee, filing } = await submitted({ fed: false });
    await drain();
    await consent(payee.emailAddress);
    await drain();
    expect((await reload(filing.id)).emailStatus).toBe('Emailed');
    const link = (await readLatestMail(database, payee.emailAddress))?.link ?? new URL('http://x');
    const url = `/rs/api/delivery/statement/${tokenOf(link)}/file`;
    const client = t.client();
    const wrong = payee.tinLast4 === '0000' ? '1111' : '0000';
    for (let n = 1; n < MAX_TIN_TRIES; n++) {
      const answer = await client.request({ method: 'POST', url, payload: { tinLast4: wrong } });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ message: DELIVERY_MESSAGES.wrongTin(MAX_TIN_TRIES - n) });
    }
    const fifth = await client.request({ method: 'POST', url, payload: { tinLast4: wrong } });
    expect(fifth.statusCode).toBe(429);
    const right = await client.request({ method: 'POST', url, payload: { tinLast4: payee.tinLast4 } });
    expect(right.statusCode).toBe(429);
    const [row] = await database.db
      .select()
      .from(emailDeliveries)
      .where(eq(emailDeliveries.filingId, filing.id));
    expect(row?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
    await database.db
      .update(emailDeliveries)
      .set({ lockedUntil: new Date(Date.now() - 1_000) })
      .where(eq(emailDeliveries.filingId, filing.id));
    const later = await client.request({ method: 'POST', url, payload: { tinLast4: payee.tinLast4 } });
    expect(later.statusCode).toBe(200);
  });

  it('refuses a reused or expired consent link and an expired statement link', async () => {
    const { payee, filing } = await submitted({ fed: false });
    await drain();
    const { token } = await consent(payee.emailAddress);
    const reused = await t.client().request({ url: `/rs/api/delivery/consent/${token}` });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ message: DELIVERY_MESSAGES.linkUsed });
    const again = await t.client().request({
      method: 'POST',
      url: `/rs/api/delivery/consent/${token}/accept`,
      payload: { code: 'ABCDE' },
    });
    expect(again.statusCode).toBe(409);

    const second = await submitted({ fed: false });
    await drain();
    await database.db
      .update(emailConsents)
      .set({ tokenExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(emailConsents.payeeId, second.payee.id));
    const expiredToken = tokenOf(
      (await readLatestMail(database, second.payee.emailAddress))?.link ?? new URL('http://x'),
    );
    const expired = await t.client().request({ url: `/rs/api/delivery/consent/${expiredToken}` });
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject({ message: DELIVERY_MESSAGES.linkInvalid });

    await drain();
    const link = (await readLatestMail(database, payee.emailAddress))?.link ?? new URL('http://x');
    await database.db
      .update(emailDeliveries)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(emailDeliveries.filingId, filing.id));
    const gone = await t.client().request({ url: `/rs/api/delivery/statement/${tokenOf(link)}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: DELIVERY_MESSAGES.statementGone('October 15, 2027') });
    const guessed = await t.client().request({ url: `/rs/api/delivery/statement/${'A'.repeat(43)}` });
    expect(guessed.statusCode).toBe(404);
  });

  it('a mail server refusing the address bounces the copy: the notice, or the invitation', async () => {
    const latestMail = async (to: string, template: string) => {
      const rows = await database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.template, template)));
      const mail = rows.at(-1);
      if (!mail) throw new Error(`no ${template} to ${to}`);
      return mail;
    };
    // A notice refused after consent: that filing bounces and, with print paid, goes to print.
    const notified = await submitted({ fed: false, print: true });
    await drain();
    await consent(notified.payee.emailAddress);
    await drain();
    expect((await reload(notified.filing.id)).emailStatus).toBe('Emailed');
    const notice = await latestMail(notified.payee.emailAddress, 'deliveryNotice');
    expect(await recordRefusedDeliveryMail(database.db, t.services, notice)).toBe(1);
    const bounced = await reload(notified.filing.id);
    expect(bounced).toMatchObject({ emailStatus: 'Bounced', printStatus: 'Queued' });
    expect(bounced.emailStatusDesc).toContain('mail server refused');
    // A refused invitation: the filing waiting for that consent bounces; the payer is told.
    const invited = await submitted({ fed: false });
    await drain();
    expect((await reload(invited.filing.id)).emailStatus).toBe('Submitted');
    const invitation = await latestMail(invited.payee.emailAddress, 'deliveryConsent');
    expect(await recordRefusedDeliveryMail(database.db, t.services, invitation)).toBe(1);
    const told = await reload(invited.filing.id);
    expect(told.emailStatus).toBe('Bounced');
    expect(told.emailStatusDesc).toContain('The payer was told');
    // Once bounced, a second refusal changes nothing; other mail is not delivery's.
    expect(await recordRefusedDeliveryMail(database.db, t.services, invitation)).toBe(0);
    expect(
      await recordRefusedDeliveryMail(database.db, t.services, { ...invitation, template: 'testMessage' }),
    ).toBe(0);
  });

  it('a bounce falls back to print when print was paid, and tells the payer otherwise', async () => {
    const withPrint = await submitted({ fed: false, print: true });
    const emailOnly = await submitted({ fed: false });
    await drain();
    await consent(withPrint.payee.emailAddress);
    await consent(emailOnly.payee.emailAddress);
    await drain();
    const ids = [withPrint.filing.id, emailOnly.filing.id];
    const bounced = await admin.graphql(
      '/rs/graphql',
      'mutation($ids: [Int!]!) { updateEmailRequests(filingIds: $ids, emailStatus: Bounced) }',
      { ids },
    );
    expect(bounced.body).toEqual({ data: { updateEmailRequests: true } });
    const printed = await reload(withPrint.filing.id);
    expect(printed).toMatchObject({ emailStatus: 'Bounced', printStatus: 'Queued' });
    expect(printed.printStatusDesc).toContain('bounced');
    // The print-and-mail provider is asked to send it (a no-op for the in-house mail room).
    const sends = await database.db.select().from(jobs).where(eq(jobs.kind, LOB_SEND_JOB_KIND));
    expect(sends.map((job) => job.payload)).toContainEqual({ filingIds: [withPrint.filing.id] });
    expect(sends.map((job) => job.payload)).not.toContainEqual({ filingIds: [emailOnly.filing.id] });
    const told = await reload(emailOnly.filing.id);
    expect(told.emailStatus).toBe('Bounced');
    expect(told.emailStatusDesc).toContain('The payer was told');
    const payerMails = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, 'payer@acme.test'), eq(mailOutbox.template, 'deliveryFallback')));
    expect(payerMails.map((mail) => mail.subject)).toContain(
      `Recipient copy not delivered by e-mail: ${emailOnly.payee.displayName}`,
    );

    const listed = await admin.graphql(
      '/rs/graphql',
      'query { emailRequests(emailStatus: Bounced, filingYear: 2026) { filingId payeeName printStatus } }',
    );
    const rows = (listed.body.data?.emailRequests ?? []) as { filingId: number }[];
    // Also the copies an earlier test bounced through a refused address.
    expect(rows.map((r) => r.filingId)).toEqual(expect.arrayContaining(ids));
    const refused = await acme.graphql(
      '/rs/graphql',
      'query { emailRequests(emailStatus: Bounced, filingYear: 2026) { filingId } }',
    );
    expect(refused.body.errors?.length).toBeGreaterThan(0);

    const resent = await acme.graphql(
      '/rs/graphql',
      'mutation($id: Int!) { send1099Form(filingId: $id) { id emailStatus } }',
      { id: emailOnly.filing.id },
    );
    expect(resent.body.data).toEqual({ send1099Form: { id: emailOnly.filing.id, emailStatus: 'Emailed' } });
  });

  it('declining, a withdrawal or a missing address send the copy to paper', async () => {
    const declining = await submitted({ fed: true, print: true });
    const noAddress = await submitted({ fed: false, email: null });
    await drain();
    expect((await reload(noAddress.filing.id)).emailStatus).toBe('Errored');
    const token = tokenOf(
      (await readLatestMail(database, declining.payee.emailAddress))?.link ?? new URL('http://x'),
    );
    const declined = await t
      .client()
      .request({ method: 'POST', url: `/rs/api/delivery/consent/${token}/decline` });
    expect(declined.json()).toEqual({ status: 'Declined' });
    expect(await reload(declining.filing.id)).toMatchObject({
      emailStatus: 'Cancelled',
      printStatus: 'WaitingOnEfile',
    });

    const withdrawing = await submitted({ fed: false });
    await drain();
    await consent(withdrawing.payee.emailAddress);
    await drain();
    const link =
      (await readLatestMail(database, withdrawing.payee.emailAddress))?.link ?? new URL('http://x');
    const later = await submitted({ fed: true });
    await database.db
      .update(filings)
      .set({ payeeId: withdrawing.payee.id })
      .where(eq(filings.id, later.filing.id));
    await drain();
    expect((await reload(later.filing.id)).emailStatus).toBe('WaitingOnEfile');
    const withdrawn = await t.client().request({
      method: 'POST',
      url: `/rs/api/delivery/statement/${tokenOf(link)}/withdraw`,
      headers: { 'user-agent': UA },
    });
    expect(withdrawn.json()).toEqual({ status: 'Withdrawn' });
    expect((await reload(withdrawing.filing.id)).emailStatus).toBe('Emailed');
    expect((await reload(later.filing.id)).emailStatus).toBe('Cancelled');
    const [record] = await database.db
      .select()
      .from(emailConsents)
      .where(inArray(emailConsents.payeeId, [withdrawing.payee.id]));
    expect(record).toMatchObject({ status: 'Withdrawn', withdrawUserAgent: UA });
  });
});
