import { and, eq, inArray } from 'drizzle-orm';
import { generateDocuments } from '../documents/documents.generate.ts';
import { getDocumentKit } from '../documents/documents.assets.ts';
import { loadFilingStatements } from '../documents/documents.source.ts';
import type { Db } from '../../db/database.ts';
import type { AppServices } from '../../graphql/context.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken, safeEqual } from '../../lib/tokens.ts';
import { recordConsent } from '../audit/record-statuses.ts';
import { filings } from '../filings/filings.table.ts';
import { payees } from '../payees/payees.table.ts';
import { getOrCreatePayer } from '../payers/payers.service.ts';
import { createSamplePdf } from './delivery-sample-pdf.ts';
import {
  DELIVERY_MESSAGES,
  FALLBACK_REASONS,
  getDisclosures,
  LOCK_MINUTES,
  MAX_TIN_TRIES,
  PENDING_EMAIL_STATUSES,
  statementAvailableUntilLabel,
  type Disclosure,
} from './delivery.rules.ts';
import {
  enqueueEmailDelivery,
  fallBack,
  formLabelOf,
  payerNameOf,
  type DeliveryServices,
} from './delivery.service.ts';
import {
  emailConsents,
  emailDeliveries,
  type ConsentStatus,
  type EmailConsentRow,
  type EmailDeliveryRow,
} from './delivery.table.ts';

/** Who did it, for the consent record. */
export interface Evidence {
  ip: string;
  userAgent: string;
  /** The signed-in contractor's e-mail for the audit trail; without it, the recipient's address. */
  actor?: string;
}

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** The consent page's view: the payer, the disclosures, nothing else of the account. */
export interface ConsentView {
  payerName: string;
  payeeName: string;
  disclosures: Disclosure[];
  disclosureVersion: string;
}

/** The invitation a link names; unknown, expired and already answered links are told apart only as used. */
async function findConsent(db: Db, token: string, now: Date): Promise<EmailConsentRow> {
  if (!TOKEN.test(token)) throw new AppError('NOT_FOUND', DELIVERY_MESSAGES.linkInvalid);
  const [row] = await db
    .select()
    .from(emailConsents)
    .where(eq(emailConsents.tokenHash, hashToken(token)));
  if (!row || !row.tokenExpiresAt || row.tokenExpiresAt <= now)
    throw new AppError('NOT_FOUND', DELIVERY_MESSAGES.linkInvalid);
  if (row.status !== 'Invited') throw new AppError('CONFLICT', DELIVERY_MESSAGES.linkUsed);
  return row;
}

async function names(db: Db, row: { domainId: number; payeeId: number }) {
  const payer = await getOrCreatePayer(db, row.domainId);
  const [payee] = await db.select().from(payees).where(eq(payees.id, row.payeeId));
  return { payerName: payerNameOf(payer), payeeName: payee?.displayName ?? '' };
}

export async function loadConsentPage(db: Db, token: string, now = new Date()): Promise<ConsentView> {
  const row = await findConsent(db, token, now);
  const { payerName, payeeName } = await names(db, row);
  return {
    payerName,
    payeeName,
    disclosures: getDisclosures(payerName),
    disclosureVersion: row.disclosureVersion,
  };
}

export async function consentSamplePdf(
  db: Db,
  services: DeliveryServices,
  token: string,
  now = new Date(),
): Promise<Buffer> {
  const row = await findConsent(db, token, now);
  if (!row.codeCiphertext) throw new AppError('NOT_FOUND', DELIVERY_MESSAGES.linkInvalid);
  const { payerName } = await names(db, row);
  return createSamplePdf(services.encryptor.decrypt(row.codeCiphertext), payerName);
}

/** The payee's filings whose e-mail copy waits for an answer (or the federal filing). */
export async function pendingFilings(db: Db, row: { domainId: number; payeeId: number }) {
  return db
    .select({ filing: filings, payee: payees })
    .from(filings)
    .innerJoin(payees, eq(payees.id, filings.payeeId))
    .where(
      and(
        eq(filings.domainId, row.domainId),
        eq(filings.payeeId, row.payeeId),
        inArray(filings.emailStatus, [...PENDING_EMAIL_STATUSES]),
      ),
    )
    .limit(1_000);
}

/**
 * Records consent with its evidence when the code from the sample PDF comes back; the link is then
 * spent. The payee's waiting copies go to the delivery job.
 */
export async function giveConsent(
  db: Db,
  services: DeliveryServices,
  token: string,
  input: { code: unknown } & Evidence,
  now = new Date(),
): Promise<{ status: ConsentStatus }> {
  return db.transaction(async (tx) => {
    const row = await findConsent(tx, token, now);
    const code = typeof input.code === 'string' ? input.code.trim().toUpperCase() : '';
    const expected = row.codeCiphertext ? services.encryptor.decrypt(row.codeCiphertext) : '';
    if (!expected || !safeEqual(code, expected))
      throw new AppError('BAD_USER_INPUT', DELIVERY_MESSAGES.wrongCode);
    await tx
      .update(emailConsents)
      .set({
        status: 'Consented',
        consentedAt: now,
        consentIp: input.ip,
        consentUserAgent: input.userAgent.slice(0, 500),
        codeCiphertext: null,
        updatedAt: now,
      })
      .where(eq(emailConsents.id, row.id));
    await recordConsentAnswer(tx, row, 'Consented', input);
    const waiting = await pendingFilings(tx, row);
    await enqueueEmailDelivery(
      tx,
      row.domainId,
      waiting.map((w) => w.filing.id),
    );
    return { status: 'Consented' };
  });
}

/** The recipient asks for paper instead: recorded like consent, the waiting copies fall back. */
export async function declineConsent(
  db: Db,
  services: DeliveryServices,
  token: string,
  input: Evidence,
  now = new Date(),
): Promise<{ status: ConsentStatus }> {
  return db.transaction(async (tx) => {
    const row = await findConsent(tx, token, now);
    await tx
      .update(emailConsents)
      .set({
        status: 'Declined',
        declinedAt: now,
        withdrawIp: input.ip,
        withdrawUserAgent: input.userAgent.slice(0, 500),
        codeCiphertext: null,
        updatedAt: now,
      })
      .where(eq(emailConsents.id, row.id));
    await recordConsentAnswer(tx, row, 'Declined', input);
    for (const { filing, payee } of await pendingFilings(tx, row))
      await fallBack(tx, services, filing, payee, 'Cancelled', FALLBACK_REASONS.declined, now);
    return { status: 'Declined' };
  });
}

/** The statement page's view: the form, the year, until when, and whether the download is locked. */
export interface StatementView {
  payerName: string;
  formLabel: string;
  filingYear: number;
  availableUntil: string;
  lockedMinutes: number;
  consentWithdrawn: boolean;
}

async function findDelivery(db: Db, token: string, now: Date) {
  if (!TOKEN.test(token)) throw new AppError('NOT_FOUND', DELIVERY_MESSAGES.linkInvalid);
  const [row] = await db
    .select({ delivery: emailDeliveries, filing: filings, payee: payees })
    .from(emailDeliveries)
    .innerJoin(filings, eq(filings.id, emailDeliveries.filingId))
    .innerJoin(payees, eq(payees.id, emailDeliveries.payeeId))
    .where(eq(emailDeliveries.tokenHash, hashToken(token)));
  if (!row) throw new AppError('NOT_FOUND', DELIVERY_MESSAGES.linkInvalid);
  if (row.delivery.expiresAt <= now)
    throw new AppError(
      'NOT_FOUND',
      DELIVERY_MESSAGES.statementGone(statementAvailableUntilLabel(row.filing.filingYear)),
    );
  return row;
}

function lockedMinutes(delivery: EmailDeliveryRow, now: Date): number {
  if (!delivery.lockedUntil || delivery.lockedUntil <= now) return 0;
  return Math.max(1, Math.ceil((delivery.lockedUntil.getTime() - now.getTime()) / 60_000));
}

async function consentOf(db: Db, domainId: number, payeeId: number) {
  const [consent] = await db
    .select()
    .from(emailConsents)
    .where(and(eq(emailConsents.domainId, domainId), eq(emailConsents.payeeId, payeeId)));
  return consent;
}

export async function loadStatementPage(db: Db, token: string, now = new Date()): Promise<StatementView> {
  const { delivery, filing } = await findDelivery(db, token, now);
  const payer = await getOrCreatePayer(db, filing.domainId);
  const consent = await consentOf(db, filing.domainId, filing.payeeId);
  return {
    payerName: payerNameOf(payer),
    formLabel: formLabelOf(filing.filingType),
    filingYear: filing.filingYear,
    availableUntil: statementAvailableUntilLabel(filing.filingYear),
    lockedMinutes: lockedMinutes(delivery, now),
    consentWithdrawn: consent?.status === 'Withdrawn',
  };
}

type CheckOutcome = { ok: true } | { ok: false; error: AppError };

/**
 * The identity check: the last four digits of the recipient's TIN. Wrong tries count in the database
 * (shared by every server); the fifth locks the download for LOCK_MINUTES. The count is committed
 * before the refusal goes out.
 */
async function checkTinSuffix(db: Db, token: string, tinLast4: unknown, now: Date) {
  const digits = typeof tinLast4 === 'string' ? tinLast4.trim() : '';
  if (!/^\d{4}$/.test(digits)) throw new AppError('BAD_USER_INPUT', DELIVERY_MESSAGES.tinFormat);
  const outcome = await db.transaction(
    async (tx): Promise<CheckOutcome & { filingId?: number; domainId?: number }> => {
      const { delivery, payee } = await findDelivery(tx, token, now);
      const [locked] = await tx
        .select()
        .from(emailDeliveries)
        .where(eq(emailDeliveries.id, delivery.id))
        .for('update');
      if (!locked) return { ok: false, error: new AppError('NOT_FOUND', DELIVERY_MESSAGES.linkInvalid) };
      const minutes = lockedMinutes(locked, now);
      if (minutes > 0)
        return { ok: false, error: new AppError('RATE_LIMITED', DELIVERY_MESSAGES.locked(minutes)) };
      if (payee.tinLast4.length === 4 && safeEqual(digits, payee.tinLast4)) {
        await tx
          .update(emailDeliveries)
          .set({
            failedAttempts: 0,
            lockedUntil: null,
            downloads: locked.downloads + 1,
            firstDownloadAt: locked.firstDownloadAt ?? now,
          })
          .where(eq(emailDeliveries.id, locked.id));
        return { ok: true, filingId: locked.filingId, domainId: locked.domainId };
      }
      const tries = locked.failedAttempts + 1;
      const lock = tries >= MAX_TIN_TRIES;
      await tx
        .update(emailDeliveries)
        .set({
          failedAttempts: lock ? 0 : tries,
          lockedUntil: lock ? new Date(now.getTime() + LOCK_MINUTES * 60_000) : locked.lockedUntil,
        })
        .where(eq(emailDeliveries.id, locked.id));
      return {
        ok: false,
        error: lock
          ? new AppError('RATE_LIMITED', DELIVERY_MESSAGES.locked(LOCK_MINUTES))
          : new AppError('BAD_USER_INPUT', DELIVERY_MESSAGES.wrongTin(MAX_TIN_TRIES - tries)),
      };
    },
  );
  if (!outcome.ok) throw outcome.error;
  if (outcome.filingId === undefined || outcome.domainId === undefined)
    throw new AppError('NOT_FOUND', DELIVERY_MESSAGES.linkInvalid);
  return { filingId: outcome.filingId, domainId: outcome.domainId };
}

/** Copy B (with its instructions, and Copy 2) of this one statement, once the TIN suffix matches. */
export async function downloadStatement(
  db: Db,
  services: Pick<AppServices, 'tinVault'>,
  token: string,
  tinLast4: unknown,
  now = new Date(),
): Promise<{ name: string; pdf: Buffer }> {
  const { filingId, domainId } = await checkTinSuffix(db, token, tinLast4, now);
  const chunks: Buffer[] = [];
  let title = 'statement';
  await generateDocuments({
    kit: await getDocumentKit(),
    printCopyType: 'RecipientCopy',
    combined: true,
    filingIds: [filingId],
    load: async (ids) => {
      const loaded = await loadFilingStatements(db, services.tinVault, domainId, ids);
      const first = loaded[0];
      if (first) title = `${formLabelOf(first.filing.filingType)} ${first.filing.filingYear}`;
      return loaded;
    },
    write: async (chunk) => {
      chunks.push(chunk);
    },
  });
  return { name: `${title} Copy B.pdf`, pdf: Buffer.concat(chunks) };
}

/**
 * Withdrawal from the statement page: for statements not yet furnished (reference §G); the ones
 * already e-mailed stay furnished. Waiting copies fall back to paper.
 */
export async function withdrawConsent(
  db: Db,
  services: DeliveryServices,
  token: string,
  input: Evidence,
  now = new Date(),
): Promise<{ status: ConsentStatus }> {
  return db.transaction(async (tx) => {
    const { filing } = await findDelivery(tx, token, now);
    const consent = await consentOf(tx, filing.domainId, filing.payeeId);
    if (!consent) throw new AppError('NOT_FOUND', DELIVERY_MESSAGES.linkInvalid);
    if (consent.status === 'Withdrawn') return { status: 'Withdrawn' };
    await recordWithdrawal(tx, services, consent, input, now, filing.id);
    return { status: 'Withdrawn' };
  });
}

/**
 * A consent withdrawn (form-rules §G), inside the caller's transaction: the evidence kept, the code
 * forgotten, and every copy not yet furnished by e-mail sent to its fallback (paper when paid).
 */
export async function recordWithdrawal(
  tx: Db,
  services: DeliveryServices,
  consent: EmailConsentRow,
  input: Evidence,
  now: Date,
  filingId?: number,
): Promise<void> {
  await recordConsentAnswer(tx, consent, 'Withdrawn', input, filingId);
  await tx
    .update(emailConsents)
    .set({
      status: 'Withdrawn',
      withdrawnAt: now,
      withdrawIp: input.ip,
      withdrawUserAgent: input.userAgent.slice(0, 500),
      codeCiphertext: null,
      updatedAt: now,
    })
    .where(eq(emailConsents.id, consent.id));
  for (const pending of await pendingFilings(tx, consent))
    await fallBack(tx, services, pending.filing, pending.payee, 'Cancelled', FALLBACK_REASONS.withdrawn, now);
}

/** The consent's change in the audit trail, by the contractor or else the recipient's address. */
export function recordConsentAnswer(
  tx: Db,
  consent: EmailConsentRow,
  to: ConsentStatus,
  input: Evidence,
  filingId?: number,
): Promise<void> {
  return recordConsent(tx, {
    actor: input.actor ?? consent.emailAddress,
    domainId: consent.domainId,
    payeeId: consent.payeeId,
    filingId: filingId ?? null,
    from: consent.status,
    to,
    emailAddress: consent.emailAddress,
  });
}
