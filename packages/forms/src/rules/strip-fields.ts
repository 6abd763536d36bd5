import type { FilingData } from '../catalogue/box-types.ts';
import { getFilingDataFieldNames } from '../catalogue/catalogue.ts';
import type { FormType } from '../catalogue/form-types.ts';

/**
 * Status and date fields the server owns; a filing save drops them (spec part 2 §3: "Status and date
 * fields are stripped before save").
 */
export const FILING_READ_ONLY_FIELDS = [
  'status',
  'statusChangeDesc',
  'statusChangeDate',
  'stateFilingStatus',
  'stateFilingStatusDesc',
  'stateFilingStatusDate',
  'printStatus',
  'printStatusDate',
  'printStatusDesc',
  'printCopyExpectedDeliveryDate',
  'emailStatus',
  'errors',
  'warnings',
] as const;

/** A copy of the filing without its read-only status and date fields. */
export function stripFilingForSave<T extends object>(
  filing: T,
): Omit<T, (typeof FILING_READ_ONLY_FIELDS)[number]> {
  const readOnly: ReadonlySet<string> = new Set(FILING_READ_ONLY_FIELDS);
  const kept = Object.entries(filing).filter(([key]) => !readOnly.has(key));
  return Object.fromEntries(kept) as Omit<T, (typeof FILING_READ_ONLY_FIELDS)[number]>;
}

/**
 * filingData with only the keys the form takes in that tax year. This removes what the form lacks, e.g.
 * state1Income on INT and OID, fatcaFilingRequirementIndicator on NEC and 1099-S, goldenParachutePayment
 * on a 2025 MISC. Returns the kept data and the names removed.
 */
export function stripFilingDataForSave(
  formType: FormType,
  taxYear: number,
  filingData: FilingData,
): { filingData: Record<string, FilingData[string]>; removed: string[] } {
  const allowed = new Set(getFilingDataFieldNames(formType, taxYear));
  const kept: Record<string, FilingData[string]> = {};
  const removed: string[] = [];
  for (const [name, value] of Object.entries(filingData)) {
    if (allowed.has(name)) kept[name] = value;
    else removed.push(name);
  }
  return { filingData: kept, removed };
}
