import { and, eq } from 'drizzle-orm';
import { validateFiling, type FilingData, type PayeeInput, type ValidationResult } from '@file1099/forms';
import type { Db } from '../../db/database.ts';
import { pickAddress } from '../../lib/address.ts';
import type { TinVault } from '../../lib/tin-vault.ts';
import type { PayeeRow } from '../payees/payees.table.ts';
import { filings, type FilingRow } from './filings.table.ts';

/**
 * What payees and filings both need of each other: a filing checked with its payee as stored, and a
 * payee's drafts checked again after the payee changed. The payee and filing services import this
 * module, never each other's service the other way round.
 */

/** What the form package checks of a payee, with the plain TIN. */
export function toPayeeCheckInput(payee: PayeeRow, plainTin: string): PayeeInput {
  return {
    entityType: payee.entityType,
    businessName: payee.businessName,
    dba: payee.dba,
    firstName: payee.firstName,
    middleName: payee.middleName,
    lastName: payee.lastName,
    tinType: payee.tinType,
    tin: plainTin,
    emailAddress: payee.emailAddress,
    tinMatchStatus: payee.tinMatchStatus,
    address: pickAddress(payee),
  };
}

/** The form package's findings for a filing with its payee as stored now. */
export function checkFiling(
  vault: TinVault,
  filing: Pick<FilingRow, 'filingType' | 'filingYear' | 'correctionType' | 'originalFilingId' | 'filingData'>,
  payee: PayeeRow,
): ValidationResult {
  return validateFiling({
    filingType: filing.filingType,
    filingYear: filing.filingYear,
    correctionType: filing.correctionType,
    originalFilingId: filing.originalFilingId,
    payee: toPayeeCheckInput(payee, vault.reveal(payee.tinCiphertext)),
    filingData: filing.filingData as FilingData,
  });
}

/**
 * Re-checks the drafts of a payee after the payee changed (its TIN, name or address): their Errors
 * column follows the payee. Run it in the transaction that saved the payee.
 */
export async function recheckPayeeDrafts(
  db: Db,
  vault: TinVault,
  domainId: number,
  payee: PayeeRow,
): Promise<void> {
  const drafts = await db
    .select()
    .from(filings)
    .where(and(eq(filings.domainId, domainId), eq(filings.payeeId, payee.id), eq(filings.status, 'Draft')));
  for (const draft of drafts) {
    const { errors, warnings } = checkFiling(vault, draft, payee);
    await db.update(filings).set({ errors, warnings }).where(eq(filings.id, draft.id));
  }
}
