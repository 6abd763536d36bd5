import { returnFromForms, payeeFromForms, payerFromForms, type EfilePayer } from '@file1099/efile';
import { FORM_TYPE_LABELS, isFormType, pickAddress } from '@file1099/forms';
import type { Statement } from '@file1099/pdf';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TinVault } from '../../lib/tin-vault.ts';
import { findFilingsByIds } from '../filings/filings.queries.ts';
import type { FilingRow } from '../filings/filings.table.ts';
import { getOrCreatePayer, toPayerCheckInput } from '../payers/payers.service.ts';
import type { PayeeRow } from '../payees/payees.table.ts';

export interface FilingStatement {
  filing: FilingRow;
  statement: Statement;
  /** '1099-NEC 2025 Maria Gonzalez 42' for file names. */
  title: string;
}

function payeeInput(payee: PayeeRow, tin: string) {
  return {
    entityType: payee.entityType,
    businessName: payee.businessName,
    firstName: payee.firstName,
    middleName: payee.middleName,
    lastName: payee.lastName,
    dba: payee.dba,
    tinType: payee.tinType,
    tin,
    emailAddress: payee.emailAddress,
    address: pickAddress(payee),
  };
}

/** The account's payer as the PDF package takes it, its TIN revealed (the payer's is never truncated). */
export async function loadPayer(db: Db, tinVault: TinVault, domainId: number): Promise<EfilePayer> {
  const payerRow = await getOrCreatePayer(db, domainId);
  try {
    const payer = payerFromForms(toPayerCheckInput(payerRow, tinVault.reveal(payerRow.tinCiphertext)));
    payer.phone = payerRow.phoneNumber || undefined;
    return payer;
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'its data is incomplete';
    throw new AppError(
      'BAD_USER_INPUT',
      `The payer cannot be printed: ${reason} Complete the payer page first.`,
    );
  }
}

/**
 * The account's filings by id, as statements for the PDF package: the payer of the account and each
 * filing's payee with their TINs revealed (the PDF truncates the payee's on recipient copies). Ids of
 * other accounts are not found, exactly like missing ones. The e-file mapping (`returnFromForms`) is
 * the one way from app data to form data.
 */
export async function loadFilingStatements(
  db: Db,
  tinVault: TinVault,
  domainId: number,
  ids: readonly number[],
): Promise<FilingStatement[]> {
  const rows = await findFilingsByIds(db, domainId, ids);
  if (rows.length === 0) return [];
  const payer = await loadPayer(db, tinVault, domainId);
  return rows.map(({ filing, payee }) => {
    try {
      const input = payeeInput(payee, tinVault.reveal(payee.tinCiphertext));
      const ret = returnFromForms({
        filingType: filing.filingType,
        filingYear: filing.filingYear,
        correctionType: filing.correctionType,
        payee: input,
        filingData: filing.filingData,
      });
      const party = payeeFromForms(input);
      if (payee.middleName) party.middleName = payee.middleName;
      if (payee.dba && party.entityType === 'Business') party.businessName2 = payee.dba;
      ret.payee = party;
      const label = isFormType(filing.filingType) ? FORM_TYPE_LABELS[filing.filingType] : filing.filingType;
      return {
        filing,
        statement: { payer, ret },
        title: `${label} ${filing.filingYear} ${filing.payeeName} ${filing.id}`,
      };
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'its data is incomplete';
      throw new AppError(
        'BAD_USER_INPUT',
        `Filing ${filing.id} (${filing.payeeName}) cannot be printed: ${reason}`,
      );
    }
  });
}
