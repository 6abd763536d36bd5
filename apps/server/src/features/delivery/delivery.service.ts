import { and, eq, inArray, sql } from 'drizzle-orm';
import { FORM_TYPE_LABELS, isFormType, type EmailStatus } from '@file1099/forms';
import type { Db } from '../../db/database.ts';
import type { AppServices } from '../../graphql/context.ts';
import { createRecoveryCode, createToken, hashToken } from '../../lib/tokens.ts';
import { recordChannelStatuses, recordConsent } from '../audit/record-statuses.ts';
import { enqueueJob } from '../jobs/jobs.queue.ts';
import { sendMail } from '../mail/mail.service.ts';
import { filings, type FilingRow } from '../filings/filings.table.ts';
import { payees, type PayeeRow } from '../payees/payees.table.ts';
import { getOrCreatePayer } from '../payers/payers.service.ts';
import { queueLobSend } from '../print/print-lob.queue.ts';
import type { PayerRow } from '../payers/payers.table.ts';
import { emailConsents, emailDeliveries, type EmailConsentRow } from './delivery.table.ts';
import {
  CONSENT_LINK_DAYS,
  DISCLOSURE_VERSION,
  FALLBACK_REASONS,
  FINAL_EMAIL_STATUSES,
  isStatementReady,
  statementAvailableUntilLabel,
  statementExpiry,
} from './delivery.rules.ts';

/** The durable job that e-mails copies (queued by submission, consent and federal acceptance). */
export const EMAIL_DELIVERY_JOB_KIND = 'delivery.email';

export type DeliveryServices = Pick<AppServices, 'encryptor' | 'appUrl' | 'mailFrom'>;

export function consentLink(appUrl: string, token: string): string {
  return `${appUrl}/emailconsent?${new URLSearchParams({ id: token }).toString()}`;
}

export function statementLink(appUrl: string, token: string): string {
  return `${appUrl}/statement?${new URLSearchParams({ id: token }).toString()}`;
}

export function payerNameOf(payer: Pick<PayerRow, 'businessName' | 'firstName' | 'lastName'>): string {
  return payer.businessName || [payer.firstName, payer.lastName].filter(Boolean).join(' ') || 'Your payer';
}

export function formLabelOf(filingType: string): string {
  return isFormType(filingType) ? FORM_TYPE_LABELS[filingType] : filingType;
}

/** Sets the e-mail status, its description and date of the given filings. */
export async function setEmailStatus(
  db: Db,
  filingIds: readonly number[],
  status: EmailStatus,
  desc: string | null,
  now: Date,
  actor = 'system',
): Promise<void> {
  if (filingIds.length === 0) return;
  await recordChannelStatuses(db, 'email', filingIds, status, desc, actor);
  await db
    .update(filings)
    .set({ emailStatus: status, emailStatusDesc: desc, emailStatusDate: now, updatedAt: now })
    .where(inArray(filings.id, [...filingIds]));
}

/** Asks the delivery job to look at these filings again (after consent, acceptance or a reset). */
export async function enqueueEmailDelivery(
  db: Db,
  domainId: number,
  filingIds: readonly number[],
): Promise<void> {
  for (let index = 0; index < filingIds.length; index += 1_000)
    await enqueueJob(
      db,
      EMAIL_DELIVERY_JOB_KIND,
      { domainId, transactionId: null, filingIds: filingIds.slice(index, index + 1_000) },
      { domainId },
    );
}

/**
 * The copy goes another way (reference §G: without consent, or after a bounce or withdrawal, paper).
 * With print and mail paid, the print queue takes it (printStatus WaitingOnEfile or Queued); otherwise
 * the payer's contact address is told to furnish it on paper.
 */
export async function fallBack(
  db: Db,
  services: DeliveryServices,
  filing: FilingRow,
  payee: Pick<PayeeRow, 'displayName'>,
  status: EmailStatus,
  reason: string,
  now: Date,
  actor = 'system',
): Promise<void> {
  const printPaid = filing.printSub.selected && filing.printSub.isPaid;
  const desc = printPaid ? `${reason} A paper copy will be mailed.` : `${reason} The payer was told.`;
  await setEmailStatus(db, [filing.id], status, desc, now, actor);
  if (printPaid) {
    const untouched = !filing.printStatus || ['None', 'Submitted'].includes(filing.printStatus);
    const queued = untouched && isStatementReady(filing);
    const printStatus = untouched ? (queued ? 'Queued' : 'WaitingOnEfile') : (filing.printStatus ?? 'None');
    await recordChannelStatuses(
      db,
      'print',
      [filing.id],
      printStatus,
      `Paper copy instead of e-mail: ${reason}`,
      actor,
    );
    await db
      .update(filings)
      .set({
        ...(untouched ? { printStatus: queued ? 'Queued' : 'WaitingOnEfile' } : {}),
        printStatusDesc: `Paper copy instead of e-mail: ${reason}`,
        printStatusDate: now,
      })
      .where(eq(filings.id, filing.id));
    // A print-and-mail provider takes it from here (a no-op for the in-house mail room).
    if (queued) await queueLobSend(db, [filing.id]);
    return;
  }
  const payer = await getOrCreatePayer(db, filing.domainId);
  if (!payer.emailAddress) return;
  await sendMail(db, { from: services.mailFrom }, payer.emailAddress, 'deliveryFallback', {
    payerName: payerNameOf(payer),
    payeeName: payee.displayName,
    formLabel: formLabelOf(filing.filingType),
    year: filing.filingYear,
    reason,
  });
}

/**
 * The recipient's consent row, invited when there is none, the invitation ran out, or the address
 * changed since consenting (a new address needs a new consent). One invitation serves every filing.
 */
async function ensureInvitation(
  db: Db,
  services: DeliveryServices,
  filing: FilingRow,
  payee: PayeeRow,
  consent: EmailConsentRow | undefined,
  now: Date,
): Promise<void> {
  const live = consent?.status === 'Invited' && consent.tokenExpiresAt && consent.tokenExpiresAt > now;
  if (live && consent.emailAddress === payee.emailAddress) return;
  const token = createToken(32);
  const values = {
    status: 'Invited' as const,
    emailAddress: payee.emailAddress,
    tokenHash: hashToken(token),
    tokenExpiresAt: new Date(now.getTime() + CONSENT_LINK_DAYS * 86_400_000),
    codeCiphertext: services.encryptor.encrypt(createRecoveryCode().slice(0, 5).toUpperCase()),
    disclosureVersion: DISCLOSURE_VERSION,
    invitedAt: now,
    updatedAt: now,
  };
  await recordConsent(db, {
    actor: 'system',
    domainId: filing.domainId,
    payeeId: payee.id,
    filingId: filing.id,
    from: consent?.status ?? null,
    to: 'Invited',
    emailAddress: payee.emailAddress,
  });
  await db
    .insert(emailConsents)
    .values({ domainId: filing.domainId, payeeId: payee.id, ...values })
    .onConflictDoUpdate({ target: [emailConsents.domainId, emailConsents.payeeId], set: values });
  const payer = await getOrCreatePayer(db, filing.domainId);
  await sendMail(db, { from: services.mailFrom }, payee.emailAddress, 'deliveryConsent', {
    link: consentLink(services.appUrl, token),
    payerName: payerNameOf(payer),
    payeeName: payee.displayName,
    days: CONSENT_LINK_DAYS,
  });
}

/** Creates the statement's download link and e-mails the notice (no PDF, no TIN in the mail). */
async function sendNotice(db: Db, services: DeliveryServices, filing: FilingRow, payee: PayeeRow, now: Date) {
  const token = createToken(32);
  const payer = await getOrCreatePayer(db, filing.domainId);
  const mail = await sendMail(db, { from: services.mailFrom }, payee.emailAddress, 'deliveryNotice', {
    link: statementLink(services.appUrl, token),
    payerName: payerNameOf(payer),
    formLabel: formLabelOf(filing.filingType),
    year: filing.filingYear,
    availableUntil: statementAvailableUntilLabel(filing.filingYear),
  });
  await db.insert(emailDeliveries).values({
    filingId: filing.id,
    domainId: filing.domainId,
    payeeId: payee.id,
    tokenHash: hashToken(token),
    expiresAt: statementExpiry(filing.filingYear),
    mailId: mail.id,
    createdAt: now,
  });
  await db
    .update(filings)
    .set({
      emailSub: sql`jsonb_set(${filings.emailSub}, '{emailTrackingId}', ${JSON.stringify(String(mail.id))}::jsonb)`,
    })
    .where(eq(filings.id, filing.id));
  await setEmailStatus(db, [filing.id], 'Emailed', `Notice e-mailed to ${payee.emailAddress}`, now);
}

/**
 * One step of a filing's e-mail delivery; safe to repeat. Paid e-mail delivery only; final statuses
 * stay. No address → Errored and fallback; declined or withdrawn → Cancelled and fallback; no consent
 * yet → Submitted with an invitation out; consented but the federal filing not accepted →
 * WaitingOnEfile; else the notice goes out (Emailed).
 */
export async function deliverFiling(
  db: Db,
  services: DeliveryServices,
  filingId: number,
  now: Date = new Date(),
): Promise<EmailStatus | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ filing: filings, payee: payees })
      .from(filings)
      .innerJoin(payees, eq(payees.id, filings.payeeId))
      .where(eq(filings.id, filingId))
      .for('update', { of: filings });
    if (!row) return null;
    const { filing, payee } = row;
    const current = (filing.emailStatus ?? 'None') as EmailStatus;
    if (!filing.emailSub.selected || !filing.emailSub.isPaid || filing.status === 'Draft') return current;
    if (FINAL_EMAIL_STATUSES.includes(current)) return current;
    if (['System_Rejected', 'Agency_Rejected'].includes(filing.status)) return current;
    if (!payee.emailAddress) {
      await fallBack(tx, services, filing, payee, 'Errored', FALLBACK_REASONS.noEmail, now);
      return 'Errored';
    }
    const [consent] = await tx
      .select()
      .from(emailConsents)
      .where(and(eq(emailConsents.domainId, filing.domainId), eq(emailConsents.payeeId, payee.id)));
    if (consent?.status === 'Declined' || consent?.status === 'Withdrawn') {
      const reason = consent.status === 'Declined' ? FALLBACK_REASONS.declined : FALLBACK_REASONS.withdrawn;
      await fallBack(tx, services, filing, payee, 'Cancelled', reason, now);
      return 'Cancelled';
    }
    if (consent?.status !== 'Consented' || consent.emailAddress !== payee.emailAddress) {
      await ensureInvitation(tx, services, filing, payee, consent, now);
      if (current !== 'Submitted')
        await setEmailStatus(tx, [filing.id], 'Submitted', "Waiting for the recipient's consent", now);
      return 'Submitted';
    }
    if (!isStatementReady(filing)) {
      if (current !== 'WaitingOnEfile')
        await setEmailStatus(
          tx,
          [filing.id],
          'WaitingOnEfile',
          'Consented; waiting for the IRS to accept',
          now,
        );
      return 'WaitingOnEfile';
    }
    if (statementExpiry(filing.filingYear) <= now) {
      await setEmailStatus(tx, [filing.id], 'Errored', FALLBACK_REASONS.tooLate, now);
      return 'Errored';
    }
    await sendNotice(tx, services, filing, payee, now);
    return 'Emailed';
  });
}

/**
 * After the IRS accepted these filings: the ones whose e-mail copy waited on the federal filing go to
 * the delivery job (called by the transmissions feature when it records acceptance).
 */
export async function releaseAcceptedDeliveries(db: Db, filingIds: readonly number[]): Promise<void> {
  if (filingIds.length === 0) return;
  const rows = await db
    .select({ id: filings.id, domainId: filings.domainId })
    .from(filings)
    .where(and(inArray(filings.id, [...filingIds]), eq(filings.emailStatus, 'WaitingOnEfile')));
  const byDomain = new Map<number, number[]>();
  for (const row of rows) byDomain.set(row.domainId, [...(byDomain.get(row.domainId) ?? []), row.id]);
  for (const [domainId, ids] of byDomain) {
    await setEmailStatus(db, ids, 'Queued', 'The IRS accepted the filing; the notice is queued', new Date());
    await enqueueEmailDelivery(db, domainId, ids);
  }
}
