import {
  formatAddressLine,
  getDisplayName,
  maskTin,
  maskTinLast4,
  isTinType,
  normalizeTinType,
  pickAddress,
  type PayeeRecord,
} from '@file1099/forms';
import type { PayeeSaveInput } from '../payees/payees.service.ts';
import type { PayeeRow } from '../payees/payees.table.ts';
import type { PayeeComparisonRow } from './imports.table.ts';

/**
 * 'Overwrite' on an existing payee takes only what the file carries. A blank cell, or a column the
 * file lacks, keeps the stored value (e-mail, DBA, phone). Values that belong together go as a group,
 * so a payee never mixes two records: the payee type and names always come from the row (a row
 * without the names its type needs is refused at upload); the address is the file's whole address
 * when the row has any part of it, else the stored one; the phone extension goes with the phone. A
 * TIN type the file leaves out (read as NA) keeps the stored type. What the payee record holds beyond
 * the file — TIN-match result, 1099 vendor flag, partner link — is kept.
 */
export function mergePayeeFromFile(existing: PayeeRow, file: PayeeRecord): PayeeSaveInput {
  const fileAddress = Object.values(file.address).some((value) => value !== null);
  const address = fileAddress ? file.address : pickAddress(existing);
  return {
    id: existing.id,
    entityType: file.entityType,
    businessName: file.businessName,
    firstName: file.firstName,
    middleName: file.middleName,
    lastName: file.lastName,
    dba: file.dba ?? existing.dba,
    tinType: file.tinType === 'NA' && isTinType(existing.tinType) ? existing.tinType : file.tinType,
    tin: file.tin,
    emailAddress: file.emailAddress ?? existing.emailAddress,
    phoneNumber: file.phoneNumber ?? existing.phoneNumber,
    phoneExt: file.phoneNumber === null ? existing.phoneExt : file.phoneExt,
    address,
  };
}

function formatPhone(phone: string | null, ext: string | null): string {
  if (!phone) return '';
  return ext ? `${phone} ext. ${ext}` : phone;
}

/**
 * The existing payee and the file's row, field by field, for the question before 'Overwrite': `file`
 * is null where the file carries nothing, so the stored value stays. TINs are masked.
 */
export function comparePayeeWithFile(existing: PayeeRow, file: PayeeRecord): PayeeComparisonRow[] {
  const merged = mergePayeeFromFile(existing, file);
  const hasAddress = Object.values(file.address).some((value) => value !== null);
  return [
    { label: 'Payee type', existing: existing.entityType, file: file.entityType },
    { label: 'Name', existing: existing.displayName, file: getDisplayName(file) },
    { label: 'Doing business as', existing: existing.dba, file: file.dba },
    {
      label: 'TIN',
      existing: maskTinLast4(existing.tinLast4, existing.tinType),
      file: maskTin(file.tin, normalizeTinType(merged.tinType)),
    },
    { label: 'TIN type', existing: existing.tinType, file: file.tinType === 'NA' ? null : file.tinType },
    {
      label: 'Address',
      existing: formatAddressLine(existing),
      file: hasAddress ? formatAddressLine(file.address) : null,
    },
    { label: 'E-mail', existing: existing.emailAddress, file: file.emailAddress },
    {
      label: 'Phone',
      existing: formatPhone(existing.phoneNumber, existing.phoneExt),
      file: file.phoneNumber === null ? null : formatPhone(file.phoneNumber, file.phoneExt),
    },
  ];
}
