import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { createRecoveryCode, safeEqual } from '../../lib/tokens.ts';
import {
  pendingFilings,
  recordConsentAnswer,
  recordWithdrawal,
  type Evidence,
} from '../delivery/delivery-portal.service.ts';
import { createSamplePdf } from '../delivery/delivery-sample-pdf.ts';
import {
  DELIVERY_MESSAGES,
  DISCLOSURE_VERSION,
  getDisclosures,
  type Disclosure,
} from '../delivery/delivery.rules.ts';
import { enqueueEmailDelivery, type DeliveryServices } from '../delivery/delivery.service.ts';
import { emailConsents, type EmailConsentRow } from '../delivery/delivery.table.ts';
import { payees } from '../payees/payees.table.ts';
import { getPayerName } from '../w9/w9.service.ts';
import { CONTRACTOR_MESSAGES, connectedRelations } from './contractor.service.ts';
import type { DomainRelationRow } from './portal.table.ts';

/**
 * The contractor's e-mail delivery consent per connected payer (docs/contractor-portal.md). It is the
 * e-mail delivery feature's own consent record (`email_consents`, one per payer × payee record), so a
 * consent given here is the one delivery reads, and a withdrawal here is the statement page's
 * withdrawal. Consent follows reference §G as on the consent page: the disclosures first, then a
 * sample PDF whose code, typed back, shows the contractor can open the statements' format.
 */
export const CONSENT_MESSAGES = {
  noEmail:
    'This payer has no e-mail address for you. Send them an updated W-9 with your e-mail address first.',
  notStarted: 'Open the sample PDF first, then type the code it shows.',
} as const;

export interface ConsentStart {
  payerName: string;
  emailAddress: string;
  disclosureVersion: string;
  disclosures: Disclosure[];
}

export async function findConsentOf(
  db: Db,
  relation: DomainRelationRow,
): Promise<EmailConsentRow | undefined> {
  const [consent] = await db
    .select()
    .from(emailConsents)
    .where(
      and(
        eq(emailConsents.domainId, relation.sourceDomainId),
        eq(emailConsents.payeeId, relation.sourceSubEntityId),
      ),
    );
  return consent;
}

/** The contractor's live relation and its payee record; any other id answers 'Payer not found'. */
async function requireRelation(db: Db, contractorDomainId: number, relationId: number) {
  const relation = Number.isSafeInteger(relationId)
    ? (await connectedRelations(db, contractorDomainId)).find((r) => r.id === relationId)
    : undefined;
  if (!relation) throw new AppError('NOT_FOUND', CONTRACTOR_MESSAGES.payerNotFound);
  const [payee] = await db
    .select()
    .from(payees)
    .where(and(eq(payees.id, relation.sourceSubEntityId), eq(payees.domainId, relation.sourceDomainId)));
  if (!payee) throw new AppError('NOT_FOUND', CONTRACTOR_MESSAGES.payerNotFound);
  return { relation, payee };
}

/**
 * Starts giving consent: a fresh code for the sample PDF, sealed on the consent record (made when the
 * payer never invited), and the disclosures to read first.
 */
export async function startContractorConsent(
  db: Db,
  services: DeliveryServices,
  input: { contractorDomainId: number; relationId: number },
): Promise<ConsentStart> {
  const { relation, payee } = await requireRelation(db, input.contractorDomainId, input.relationId);
  if (!payee.emailAddress) throw new AppError('BAD_USER_INPUT', CONSENT_MESSAGES.noEmail);
  const code = services.encryptor.encrypt(createRecoveryCode().slice(0, 5).toUpperCase());
  const now = new Date();
  await db
    .insert(emailConsents)
    .values({
      domainId: relation.sourceDomainId,
      payeeId: payee.id,
      emailAddress: payee.emailAddress,
      codeCiphertext: code,
      disclosureVersion: DISCLOSURE_VERSION,
    })
    .onConflictDoUpdate({
      target: [emailConsents.domainId, emailConsents.payeeId],
      set: { codeCiphertext: code, updatedAt: now },
    });
  const payerName = await getPayerName(db, relation.sourceDomainId);
  return {
    payerName,
    emailAddress: payee.emailAddress,
    disclosureVersion: DISCLOSURE_VERSION,
    disclosures: getDisclosures(payerName),
  };
}

/** The sample PDF with the code of the consent being given (the contractor's own relation only). */
export async function contractorConsentSample(
  db: Db,
  services: DeliveryServices,
  contractorDomainId: number,
  relationId: number,
): Promise<Buffer> {
  const { relation } = await requireRelation(db, contractorDomainId, relationId);
  const consent = await findConsentOf(db, relation);
  if (!consent?.codeCiphertext) throw new AppError('NOT_FOUND', CONSENT_MESSAGES.notStarted);
  return createSamplePdf(
    services.encryptor.decrypt(consent.codeCiphertext),
    await getPayerName(db, relation.sourceDomainId),
  );
}

/**
 * Records consent when the sample's code comes back, with its evidence, for the address the payer
 * holds; any unanswered e-mailed invitation is spent. The payee's waiting copies go to delivery.
 */
export async function giveContractorConsent(
  db: Db,
  services: DeliveryServices,
  input: { contractorDomainId: number; relationId: number; code: string } & Evidence,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { relation, payee } = await requireRelation(tx, input.contractorDomainId, input.relationId);
    if (!payee.emailAddress) throw new AppError('BAD_USER_INPUT', CONSENT_MESSAGES.noEmail);
    const consent = await findConsentOf(tx, relation);
    if (!consent?.codeCiphertext) throw new AppError('BAD_USER_INPUT', CONSENT_MESSAGES.notStarted);
    const expected = services.encryptor.decrypt(consent.codeCiphertext);
    if (!safeEqual(input.code.trim().toUpperCase(), expected))
      throw new AppError('BAD_USER_INPUT', DELIVERY_MESSAGES.wrongCode);
    const now = new Date();
    await recordConsentAnswer(tx, { ...consent, emailAddress: payee.emailAddress }, 'Consented', input);
    await tx
      .update(emailConsents)
      .set({
        status: 'Consented',
        emailAddress: payee.emailAddress,
        disclosureVersion: DISCLOSURE_VERSION,
        consentedAt: now,
        consentIp: input.ip,
        consentUserAgent: input.userAgent.slice(0, 500),
        codeCiphertext: null,
        tokenHash: null,
        tokenExpiresAt: null,
        updatedAt: now,
      })
      .where(eq(emailConsents.id, consent.id));
    const waiting = await pendingFilings(tx, consent);
    await enqueueEmailDelivery(
      tx,
      consent.domainId,
      waiting.map((w) => w.filing.id),
    );
  });
}

/**
 * Withdraws consent (reference §G): copies not yet furnished fall back to paper as on the statement
 * page; e-mailed ones stay furnished. Without a consent there is nothing to withdraw.
 */
export async function withdrawContractorConsent(
  db: Db,
  services: DeliveryServices,
  input: { contractorDomainId: number; relationId: number } & Evidence,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { relation } = await requireRelation(tx, input.contractorDomainId, input.relationId);
    const consent = await findConsentOf(tx, relation);
    if (consent?.status !== 'Consented') return;
    await recordWithdrawal(tx, services, consent, input, new Date());
  });
}
