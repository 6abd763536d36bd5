import {
  getFormTypeLabel,
  getPersonNameParts,
  isPersonNamed,
  type BoxValue,
  type FormType,
} from '@file1099/forms';
import type { EfileParty, EfilePayer, EfileReturn } from '../model.ts';
import type { IrisTaxYear } from '../iris/elements.ts';
import { formatCents } from '../numbers.ts';
import { getCountryCode } from '../iris/parties.ts';
import { checkIrisReturn } from '../iris/write-checks.ts';
import { keepDigits } from '../text.ts';
import { COMMON_HEADERS, FORM_COLUMNS, type CsvValue } from './columns.ts';

/** Reference irs-iris.md §9.3: the portal takes at most 100 forms per submission. */
export const MAX_CSV_ROWS = 100;

export interface IrisCsvInput {
  taxYear: IrisTaxYear;
  formType: FormType;
  payer: EfilePayer;
  returns: Iterable<EfileReturn>;
}

export interface IrisCsvFile {
  fileName: string;
  rowCount: number;
  text: string;
}

/** RFC 4180: quote a field holding a comma, quote or line break. */
export function quoteCsvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A person (individual, or owner-named SSN payee) with the parts every writer uses; the DBA on line 2. */
function getPartyColumns(party: EfileParty): string[] {
  const business = !isPersonNamed(party);
  const name = business ? null : getPersonNameParts(party);
  return [
    party.tinType === 'EIN' ? 'EIN' : 'SSN',
    keepDigits(party.tin),
    business ? 'Business' : 'Individual',
    business ? (party.businessName ?? '') : '',
    business ? (party.businessName2 ?? '') : party.businessName || (party.businessName2 ?? ''),
    name?.firstName ?? '',
    name?.middleName ?? '',
    name?.lastName ?? '',
    name?.suffix ?? '',
    getCountryCode(party.address) || 'US',
    party.address.line1,
    party.address.line2 ?? '',
    party.address.city,
    getCountryCode(party.address) ? (party.address.province ?? '') : (party.address.state ?? ''),
    party.address.postalCode ?? '',
  ];
}

function formatBox(value: BoxValue): string {
  if (typeof value === 'number') return formatCents(value);
  if (typeof value === 'boolean') return value ? 'X' : '';
  return value ?? '';
}

function getValue(spec: CsvValue, ret: EfileReturn, combinedFederalState: boolean): string {
  const data = ret.filingData;
  switch (spec.kind) {
    case 'box':
      return formatBox(data[spec.box]);
    case 'check':
      return data[spec.box] === true ? 'X' : '';
    case 'cfsf':
      return combinedFederalState ? 'X' : '';
    case 'blank':
      return '';
    case 'state': {
      if (spec.index === 2) return '';
      const values: Record<typeof spec.field, BoxValue> = {
        code: data.state1Code,
        tax: data.state1TaxWithheld,
        id: data.state1EIN,
        income: data.state1Income,
        local: ret.localTaxWithheldCents,
        special: ret.specialDataEntries,
      };
      return formatBox(values[spec.field]);
    }
  }
}

/**
 * Portal CSV files for one payer and form: the template's header row, then one row per return, at
 * most 100 rows per file (reference irs-iris.md §9). The portal turns the rows into IRIS records, so
 * an amount must fit USDecimalAmountNNType as in the XML: throws IrisWriteError otherwise.
 */
export function writeIrisCsvFiles(input: IrisCsvInput, combinedFederalState = false): IrisCsvFile[] {
  const columns = FORM_COLUMNS[input.taxYear][input.formType];
  const header = [...COMMON_HEADERS, ...columns.map(([title]) => title)].map(quoteCsvField).join(',');
  const label = getFormTypeLabel(input.formType);
  const payerColumns = [
    ...getPartyColumns(input.payer),
    'Business',
    keepDigits(input.payer.phone),
    input.payer.email ?? '',
  ];
  const files: IrisCsvFile[] = [];
  let rows: string[] = [];
  const flush = (): void => {
    if (rows.length === 0) return;
    const part = String(files.length + 1).padStart(2, '0');
    files.push({
      fileName: `${label}_${input.taxYear}_${keepDigits(input.payer.tin).slice(-4)}_part${part}.csv`,
      rowCount: rows.length,
      text: `${[header, ...rows].join('\r\n')}\r\n`,
    });
    rows = [];
  };
  for (const ret of input.returns) {
    checkIrisReturn(ret, 'IRIS portal CSV');
    const cells = [
      label,
      String(input.taxYear),
      ...payerColumns,
      ...getPartyColumns(ret.payee),
      ret.officeCode ?? '',
      String(ret.filingData.payeeAccountNumber ?? ''),
      ...columns.map(([, spec]) => getValue(spec, ret, combinedFederalState)),
    ];
    rows.push(cells.map(quoteCsvField).join(','));
    if (rows.length === MAX_CSV_ROWS) flush();
  }
  flush();
  return files;
}
