import { and, desc, eq, ne } from 'drizzle-orm';
import { FORM_TYPE_LABELS, isFormType, maskTinLast4, resolveTinInput } from '@file1099/forms';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Encryptor } from '../../lib/encryption.ts';
import type { TinVault } from '../../lib/tin-vault.ts';
import { emailConsents, type ConsentStatus } from '../delivery/delivery.table.ts';
import { filings } from '../filings/filings.table.ts';
import { payees, type PayeeRow } from '../payees/payees.table.ts';
import { getPayerName } from '../w9/w9.service.ts';
import { fillW9Pdf } from '../w9/w9-pdf.ts';
import { checkForm, readForm, readSignatureImage, sha256, usDate } from '../w9/w9-portal.service.ts';
import { w9Requests, type W9RequestRow } from '../w9/w9.table.ts';
import { domainRelations, type DomainRelationRow } from './portal.table.ts';

/** The most filings the contractor's 1099 Forms table lists. */
export const MAX_ISSUED_FILINGS = 500;
/** The most payers one contractor's W-9 page lists. */
export const MAX_CONTRACTOR_PAYERS = 200;

export const CONTRACTOR_MESSAGES = {
  filingNotFound: 'Filing not found',
  payerNotFound: 'Payer not found',
  w9Sent: 'Your W-9 was sent',
} as const;

/** A filing issued to the contractor (spec part 2 §3 "filings issued to a contractor"). */
export interface IssuedFiling {
  id: number;
  payerName: string;
  payeeName: string;
  tin: string;
  filingType: string;
  filingTypeDisplay: string;
  filingYear: number;
  correctionType: string;
  status: string;
  formData: Record<string, unknown>;
}

/** The contractor's live relations: every payer that connected them, nothing else. */
export async function connectedRelations(db: Db, contractorDomainId: number): Promise<DomainRelationRow[]> {
  return db
    .select()
    .from(domainRelations)
    .where(
      and(
        eq(domainRelations.targetDomainId, contractorDomainId),
        eq(domainRelations.relationStatus, 'Connected'),
      ),
    )
    .orderBy(domainRelations.id)
    .limit(MAX_CONTRACTOR_PAYERS);
}

/**
 * filingsIssued: the filings (past Draft) of the payee records linked to the contractor's account,
 * from every payer with a live relation. Other payees of those payers never appear.
 */
export async function listFilingsIssued(db: Db, contractorDomainId: number): Promise<IssuedFiling[]> {
  const relations = await connectedRelations(db, contractorDomainId);
  const result: IssuedFiling[] = [];
  for (const relation of relations) {
    if (result.length >= MAX_ISSUED_FILINGS) break;
    const rows = await db
      .select({ filing: filings, payee: payees })
      .from(filings)
      .innerJoin(payees, eq(payees.id, filings.payeeId))
      .where(
        and(
          eq(filings.domainId, relation.sourceDomainId),
          eq(filings.payeeId, relation.sourceSubEntityId),
          ne(filings.status, 'Draft'),
        ),
      )
      .orderBy(desc(filings.filingYear), desc(filings.id))
      .limit(MAX_ISSUED_FILINGS - result.length);
    if (rows.length === 0) continue;
    const payerName = await getPayerName(db, relation.sourceDomainId);
    for (const { filing, payee } of rows)
      result.push({
        id: filing.id,
        payerName,
        payeeName: payee.displayName,
        tin: maskTinLast4(payee.tinLast4, payee.tinType),
        filingType: filing.filingType,
        filingTypeDisplay: isFormType(filing.filingType)
          ? FORM_TYPE_LABELS[filing.filingType]
          : filing.filingType,
        filingYear: filing.filingYear,
        correctionType: filing.correctionType,
        status: filing.status,
        formData: { ...filing.filingData },
      });
  }
  return result;
}

/** One issued filing the contractor may open, with the payer account it belongs to; else NOT_FOUND. */
export async function findIssuedFiling(
  db: Db,
  contractorDomainId: number,
  filingId: number,
): Promise<{ payerDomainId: number; filingId: number }> {
  const [row] = Number.isSafeInteger(filingId)
    ? await db
        .select({ payerDomainId: filings.domainId, filingId: filings.id })
        .from(filings)
        .innerJoin(
          domainRelations,
          and(
            eq(domainRelations.sourceDomainId, filings.domainId),
            eq(domainRelations.sourceSubEntityId, filings.payeeId),
          ),
        )
        .where(
          and(
            eq(filings.id, filingId),
            ne(filings.status, 'Draft'),
            eq(domainRelations.targetDomainId, contractorDomainId),
            eq(domainRelations.relationStatus, 'Connected'),
          ),
        )
    : [];
  if (!row) throw new AppError('NOT_FOUND', CONTRACTOR_MESSAGES.filingNotFound);
  return row;
}

/** What a payer holds of the contractor (spec part 2 §2 W9 Info): name, masked TIN, address, W-9 status. */
export interface ContractorPayer {
  relationId: number;
  payerName: string;
  payeeName: string;
  entityType: string;
  tinType: string;
  tin: string;
  emailAddress: string;
  address: { line1: string; line2: string; city: string; state: string; country: string; postalCode: string };
  w9Status: string | null;
  w9FilledAt: Date | null;
  /** E-mail delivery consent for the address this payer holds: Consented, Declined, Withdrawn or none. */
  emailConsent: ConsentStatus | null;
  emailConsentAt: Date | null;
}

function addressOf(payee: PayeeRow): ContractorPayer['address'] {
  return {
    line1: payee.line1,
    line2: payee.line2,
    city: payee.city,
    state: payee.state,
    country: payee.country,
    postalCode: payee.postalCode,
  };
}

async function latestW9(db: Db, relation: DomainRelationRow): Promise<W9RequestRow | undefined> {
  const [row] = await db
    .select()
    .from(w9Requests)
    .where(
      and(
        eq(w9Requests.domainId, relation.sourceDomainId),
        eq(w9Requests.payeeId, relation.sourceSubEntityId),
      ),
    )
    .orderBy(desc(w9Requests.id))
    .limit(1);
  return row;
}

/** The delivery feature's consent of this payee record, as it applies to the address the payer holds. */
async function consentOf(db: Db, relation: DomainRelationRow, payee: PayeeRow) {
  const [consent] = await db
    .select()
    .from(emailConsents)
    .where(and(eq(emailConsents.domainId, relation.sourceDomainId), eq(emailConsents.payeeId, payee.id)));
  if (!consent || consent.status === 'Invited') return { status: null, at: null };
  if (consent.status === 'Consented' && consent.emailAddress !== payee.emailAddress)
    return { status: null, at: null };
  const at =
    consent.status === 'Consented'
      ? consent.consentedAt
      : consent.status === 'Declined'
        ? consent.declinedAt
        : consent.withdrawnAt;
  return { status: consent.status, at };
}

export async function listContractorPayers(db: Db, contractorDomainId: number): Promise<ContractorPayer[]> {
  const relations = await connectedRelations(db, contractorDomainId);
  const result: ContractorPayer[] = [];
  for (const relation of relations) {
    const [payee] = await db.select().from(payees).where(eq(payees.id, relation.sourceSubEntityId));
    if (!payee || payee.domainId !== relation.sourceDomainId) continue;
    const w9 = await latestW9(db, relation);
    const consent = await consentOf(db, relation, payee);
    result.push({
      relationId: relation.id,
      payerName: await getPayerName(db, relation.sourceDomainId),
      payeeName: payee.displayName,
      entityType: payee.entityType,
      tinType: payee.tinType,
      tin: maskTinLast4(payee.tinLast4, payee.tinType),
      emailAddress: payee.emailAddress,
      address: addressOf(payee),
      w9Status: w9?.status ?? null,
      w9FilledAt: w9?.filledAt ?? null,
      emailConsent: consent.status,
      emailConsentAt: consent.at,
    });
  }
  return result;
}

/**
 * sendUpdatedW9: the contractor signs a new W-9 for one connected payer. It is checked with the W-9
 * form's rules, filled on the official form with the signature, and arrives on the payer's side as a
 * Filled W-9 request of that payee (which the payer reviews and applies, as any W-9). A masked TIN
 * sent back keeps the TIN the payer holds.
 */
export async function sendUpdatedW9(
  db: Db,
  services: { tinVault: TinVault; encryptor: Encryptor },
  input: {
    contractorDomainId: number;
    relationId: number;
    w9: Record<string, unknown>;
    signature: unknown;
    ip: string;
    userAgent: string;
  },
): Promise<ContractorPayer> {
  const relation = (await connectedRelations(db, input.contractorDomainId)).find(
    (r) => r.id === input.relationId,
  );
  if (!relation) throw new AppError('NOT_FOUND', CONTRACTOR_MESSAGES.payerNotFound);
  const [payee] = await db.select().from(payees).where(eq(payees.id, relation.sourceSubEntityId));
  if (!payee) throw new AppError('NOT_FOUND', CONTRACTOR_MESSAGES.payerNotFound);
  const form = readForm(input.w9);
  const given = typeof input.w9.tin === 'string' ? input.w9.tin.slice(0, 20) : '';
  const tin = resolveTinInput(given, services.tinVault.reveal(payee.tinCiphertext));
  checkForm(form, tin);
  const image = readSignatureImage(input.signature);
  const now = new Date();
  const payerName = await getPayerName(db, relation.sourceDomainId);
  const pdf = await fillW9Pdf({ form, tin, signature: image, signedDate: usDate(now), requester: payerName });
  const sealed = services.tinVault.seal(tin);
  const signerName =
    form.entityType === 'Individual'
      ? [form.firstName, form.lastName].filter(Boolean).join(' ')
      : form.businessName;
  await db.insert(w9Requests).values({
    domainId: relation.sourceDomainId,
    payeeId: payee.id,
    status: 'Filled',
    payerName,
    payeeEmail: form.emailAddress || payee.emailAddress,
    form,
    tinCiphertext: sealed.tinCiphertext,
    tinLast4: sealed.tinLast4,
    pdfCiphertext: services.encryptor.encrypt(Buffer.from(pdf).toString('base64')),
    signature: {
      signerName,
      signedAt: now.toISOString(),
      ip: input.ip,
      userAgent: input.userAgent.slice(0, 500),
      imageSha256: sha256(image),
      pdfSha256: sha256(pdf),
    },
    filledAt: now,
    updatedAt: now,
  });
  const [updated] = (await listContractorPayers(db, input.contractorDomainId)).filter(
    (p) => p.relationId === relation.id,
  );
  if (!updated) throw new AppError('NOT_FOUND', CONTRACTOR_MESSAGES.payerNotFound);
  return updated;
}
