import { and, asc, eq, inArray } from 'drizzle-orm';
import { getFormTypeLabel, isFormType } from '@file1099/forms';
import type { Db } from '../../db/database.ts';
import { domains, memberships } from '../accounts/accounts.table.ts';
import { filings } from '../filings/filings.table.ts';
import { enqueueJob } from '../jobs/jobs.queue.ts';
import { JobError, type JobHandler } from '../jobs/jobs.worker.ts';
import { sendMail } from '../mail/mail.service.ts';
import type { AcknowledgementMailVars } from '../mail/mail.templates.ts';
import { users } from '../users/users.table.ts';
import { acknowledgementMails } from './acknowledgement-mail.table.ts';
import { agencyTransmissionRecords, type RecordError } from './transmissions.table.ts';

/**
 * The users' e-mail when the IRS's answer to a transmission is recorded (A2A poll, Process Response,
 * Mark as Accepted / Rejected). The answer's transaction queues `efile.ack-mail`; the job writes one
 * message per user of each account whose filings the transmission carried, with the counts and the
 * reasons in plain words (the IRS's message text; never a code's value, never a TIN), and a link to
 * the filings grid. acknowledgement_mails keeps it to once per account per acknowledgement.
 */

export const ACK_MAIL_JOB_KIND = 'efile.ack-mail';

/** Lines of reasons one message lists; the rest are counted. */
export const MAX_REASON_LINES = 20;

export interface AcknowledgementMailServices {
  appUrl: string;
  mailFrom: string;
}

/** Queue the e-mails; call it in the transaction that records the answer. */
export async function enqueueAcknowledgementMail(db: Db, transmissionId: number): Promise<void> {
  await enqueueJob(db, ACK_MAIL_JOB_KIND, { transmissionId }, { maxAttempts: 8 });
}

const TIN_LIKE = /\b\d{3}-?\d{2}-?\d{4}\b|\b\d{2}-\d{7}\b/g;

/** What the IRS said, as the user reads it: the message texts, anything shaped like a TIN hidden. */
export function plainReason(errors: readonly RecordError[]): string {
  const texts = [...new Set(errors.map((e) => e.message.trim()).filter(Boolean))];
  const text = texts.length > 0 ? texts.join(' ') : 'The IRS gave no reason.';
  return text.replace(TIN_LIKE, '[number hidden]');
}

interface AccountSummary {
  accepted: number;
  acceptedWithErrors: number;
  rejected: number;
  rejections: string[];
  warnings: string[];
}

async function summarize(db: Db, transmissionId: number): Promise<Map<number, AccountSummary>> {
  const rows = await db
    .select({
      result: agencyTransmissionRecords.result,
      errors: agencyTransmissionRecords.errors,
      domainId: filings.domainId,
      filingType: filings.filingType,
      payeeName: filings.payeeName,
    })
    .from(agencyTransmissionRecords)
    .innerJoin(filings, eq(filings.id, agencyTransmissionRecords.filingId))
    .where(eq(agencyTransmissionRecords.transmissionId, transmissionId))
    .orderBy(asc(agencyTransmissionRecords.submissionId), asc(agencyTransmissionRecords.recordId));
  const byDomain = new Map<number, AccountSummary>();
  for (const row of rows) {
    if (!row.result) continue;
    let summary = byDomain.get(row.domainId);
    if (!summary) {
      summary = { accepted: 0, acceptedWithErrors: 0, rejected: 0, rejections: [], warnings: [] };
      byDomain.set(row.domainId, summary);
    }
    const form = isFormType(row.filingType) ? getFormTypeLabel(row.filingType) : row.filingType;
    const line = `Form ${form} for ${row.payeeName || 'a recipient'}: ${plainReason(row.errors)}`;
    if (row.result === 'Rejected') {
      summary.rejected += 1;
      summary.rejections.push(line);
    } else if (row.result === 'AcceptedWithErrors') {
      summary.acceptedWithErrors += 1;
      summary.warnings.push(line);
    } else summary.accepted += 1;
  }
  return byDomain;
}

/** The e-mail addresses of an account's users (a firm client's: the firm's members too). */
async function recipientsOf(db: Db, domainId: number): Promise<{ name: string; emails: string[] }> {
  const [domain] = await db.select().from(domains).where(eq(domains.id, domainId));
  if (!domain) return { name: '', emails: [] };
  const domainIds = domain.parentDomainId ? [domainId, domain.parentDomainId] : [domainId];
  const rows = await db
    .selectDistinct({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(inArray(memberships.domainId, domainIds), eq(users.isDisabled, false)))
    .orderBy(asc(users.email))
    .limit(100);
  return { name: domain.name, emails: rows.map((r) => r.email) };
}

function toVars(
  services: AcknowledgementMailServices,
  name: string,
  s: AccountSummary,
): AcknowledgementMailVars {
  const rejections = s.rejections.slice(0, MAX_REASON_LINES);
  const warnings = s.warnings.slice(0, Math.max(0, MAX_REASON_LINES - rejections.length));
  return {
    filingsUrl: `${services.appUrl}/file1099/filings`,
    accountName: name || 'your account',
    accepted: s.accepted,
    acceptedWithErrors: s.acceptedWithErrors,
    rejected: s.rejected,
    rejections,
    warnings,
    more: s.rejections.length + s.warnings.length - rejections.length - warnings.length,
  };
}

/** Writes the messages of one acknowledgement, once per account; returns how many were written. */
export async function sendAcknowledgementMails(
  db: Db,
  services: AcknowledgementMailServices,
  transmissionId: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const summaries = await summarize(tx, transmissionId);
    let written = 0;
    for (const [domainId, summary] of summaries) {
      const claimed = await tx
        .insert(acknowledgementMails)
        .values({ transmissionId, domainId })
        .onConflictDoNothing()
        .returning({ domainId: acknowledgementMails.domainId });
      if (claimed.length === 0) continue;
      const { name, emails } = await recipientsOf(tx, domainId);
      const vars = toVars(services, name, summary);
      for (const email of emails) {
        await sendMail(tx, { from: services.mailFrom }, email, 'acknowledgement', vars);
        written += 1;
      }
    }
    return written;
  });
}

export function createAcknowledgementMailJobHandler(services: AcknowledgementMailServices): JobHandler {
  return async (payload, { db }) => {
    const transmissionId = (payload as { transmissionId?: unknown } | null)?.transmissionId;
    if (typeof transmissionId !== 'number')
      throw new JobError(`${ACK_MAIL_JOB_KIND} needs transmissionId`, { retryable: false });
    return { mails: await sendAcknowledgementMails(db, services, transmissionId) };
  };
}
