import { recordEntityChange } from '../audit/record-changes.ts';
import { pickAddress, readAddressInput, type AddressInput } from '../../lib/address.ts';
import { eq, inArray } from 'drizzle-orm';
import { resolveTinInput, validatePayer, validatePayerSave, type ValidationResult } from '@file1099/forms';
import { text } from '@file1099/shared';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { invalidInputError } from '../../lib/field-messages.ts';
import type { TinVault } from '../../lib/tin-vault.ts';
import { findDomainById } from '../accounts/accounts.service.ts';
import { payers, type CustomAttribute, type PayerRow, type PayerType } from './payers.table.ts';

export const PAYER_MESSAGES = {
  notFound: 'Payer not found',
  saveFailed: 'Failed to save payer info',
} as const;

export interface PayerInput {
  payerType: string;
  businessName?: string | null;
  dba?: string | null;
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  tinType: string;
  /** A new TIN, or the masked one shown (with asterisks) to keep the stored TIN. */
  tin?: string | null;
  emailAddress?: string | null;
  phoneNumber?: string | null;
  phoneExt?: string | null;
  address?: AddressInput | null;
  customAttributes?: CustomAttribute[] | null;
}

/** The account's payer, created from the account on first use. */
export async function getOrCreatePayer(db: Db, domainId: number): Promise<PayerRow> {
  const [existing] = await db.select().from(payers).where(eq(payers.domainId, domainId));
  if (existing) return existing;
  const domain = await findDomainById(db, domainId);
  if (!domain) throw new AppError('NOT_FOUND', PAYER_MESSAGES.notFound);
  const isPerson = domain.domainType === 'C';
  await db
    .insert(payers)
    .values({
      domainId,
      payerType: isPerson ? 'Individual' : 'Business',
      businessName: isPerson ? '' : domain.name,
      tinType: isPerson ? 'SSN' : 'EIN',
    })
    .onConflictDoNothing();
  const [created] = await db.select().from(payers).where(eq(payers.domainId, domainId));
  if (!created) throw new AppError('NOT_FOUND', PAYER_MESSAGES.notFound);
  return created;
}

/** The payers of several accounts in one statement; an account without one gets it created. */
export async function getOrCreatePayers(db: Db, domainIds: readonly number[]): Promise<PayerRow[]> {
  const unique = [...new Set(domainIds)];
  if (unique.length === 0) return [];
  const found = await db.select().from(payers).where(inArray(payers.domainId, unique));
  const byDomain = new Map(found.map((payer) => [payer.domainId, payer]));
  for (const domainId of unique) {
    if (!byDomain.has(domainId)) byDomain.set(domainId, await getOrCreatePayer(db, domainId));
  }
  return unique.map((domainId) => byDomain.get(domainId) as PayerRow);
}

export function toPayerCheckInput(payer: PayerRow, plainTin: string) {
  return {
    payerType: payer.payerType,
    businessName: payer.businessName,
    firstName: payer.firstName,
    lastName: payer.lastName,
    tinType: payer.tinType,
    tin: plainTin,
    emailAddress: payer.emailAddress,
    phoneNumber: payer.phoneNumber,
    address: pickAddress(payer),
  };
}

export async function updatePayer(
  db: Db,
  vault: TinVault,
  domainId: number,
  input: PayerInput,
  actor = 'system',
  source?: string,
): Promise<PayerRow> {
  const current = await getOrCreatePayer(db, domainId);
  const storedTin = vault.reveal(current.tinCiphertext);
  const tin = resolveTinInput(input.tin, storedTin);
  const payerType = input.payerType as PayerType;
  const address = readAddressInput(input.address);
  const customAttributes = (input.customAttributes ?? []).map((a) => ({ key: a.key.trim(), value: a.value }));
  // Checks the payer type too (Business or Individual), so a row past this has a valid one.
  const blocking = validatePayerSave(
    { ...input, payerType, tin, address, customAttributes },
    storedTin,
  ).errors;
  if (blocking.length > 0)
    throw invalidInputError(blocking, {
      fallback: PAYER_MESSAGES.saveFailed,
      developerMessage: PAYER_MESSAGES.saveFailed,
    });
  const isBusiness = payerType === 'Business';
  const [updated] = await db
    .update(payers)
    .set({
      payerType,
      businessName: isBusiness ? text(input.businessName) : '',
      dba: text(input.dba),
      firstName: isBusiness ? '' : text(input.firstName),
      middleName: isBusiness ? '' : text(input.middleName),
      lastName: isBusiness ? '' : text(input.lastName),
      ...address,
      emailAddress: text(input.emailAddress).toLowerCase(),
      phoneNumber: text(input.phoneNumber),
      phoneExt: text(input.phoneExt),
      tinType: input.tinType,
      ...vault.seal(tin),
      customAttributes,
      updatedAt: new Date(),
    })
    .where(eq(payers.id, current.id))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND', PAYER_MESSAGES.notFound);
  const label = updated.businessName || `${updated.firstName} ${updated.lastName}`.trim();
  await recordEntityChange(db, {
    actor,
    domainId,
    entityType: 'payer',
    entityId: updated.id,
    action: 'update',
    label,
    before: current,
    after: updated,
    ...(source ? { source } : {}),
  });
  return updated;
}

/** `validatePayer(payerId, filingYear)`: what must be fixed before this payer can file. */
export async function checkPayer(
  db: Db,
  vault: TinVault,
  domainId: number,
  payerId: number,
  taxYear: number,
): Promise<ValidationResult> {
  const payer = await getOrCreatePayer(db, domainId);
  if (payer.id !== payerId) throw new AppError('NOT_FOUND', PAYER_MESSAGES.notFound);
  return validatePayer(toPayerCheckInput(payer, vault.reveal(payer.tinCiphertext)), taxYear);
}
