import { normalizeIrsText, type BoxValue, type FormType } from '@file1099/forms';
import { cleanAddressText, fitWhole } from './names.ts';
import type { TextMemo } from './text-memo.ts';

/**
 * How a form-specific B field (positions 544-748) carries a catalogue box. 'checkbox1' writes '1' for a
 * checked box, 'checkbox2' writes '2' (the second TIN notice), 'text' upper-cases and cleans, 'code'
 * keeps letters and digits (CUSIP), 'date' writes YYYYMMDD.
 */
export type TailFieldKind = 'checkbox1' | 'checkbox2' | 'text' | 'code' | 'date';

export interface TailField {
  field: string;
  box: string;
  kind: TailFieldKind;
  length: number;
  /** The field as a user knows it, in refusals. */
  label: string;
}

function tail(field: string, box: string, kind: TailFieldKind, length = 1, label = box): TailField {
  return { field, box, kind, length, label };
}

const SECOND_TIN = tail('secondTinNotice', 'secondTinNotice', 'checkbox2');
const FATCA = tail('fatcaFilingRequirementIndicator', 'fatcaFilingRequirementIndicator', 'checkbox1');
const DIRECT_SALES = tail('directSalesIndicator', 'directSalesIndicator', 'checkbox1');

/** Pub 1220 (2025), Part C, Sec. 3, positions 544-750 per form; reference irs-fire-pub1220.md §5. */
export const TAIL_FIELDS: Readonly<Record<FormType, readonly TailField[]>> = {
  Type_1099_MISC: [SECOND_TIN, DIRECT_SALES, FATCA],
  Type_1099_NEC: [SECOND_TIN, DIRECT_SALES],
  Type_1099_INT: [
    SECOND_TIN,
    tail('foreignCountryOrUSPossession', 'foreignCountry', 'text', 40, 'foreign country or U.S. possession'),
    tail('cusipNumber', 'taxExemptTaxCreditBondCusipNo', 'code', 13, 'CUSIP number'),
    FATCA,
  ],
  Type_1099_OID: [SECOND_TIN, tail('description', 'description', 'text', 39, 'description (box 7)'), FATCA],
  Type_1099_S: [
    tail('propertyOrServicesIndicator', 'willReceiveProperty', 'checkbox1'),
    tail('dateOfClosing', 'dateOfClosing', 'date', 8),
    tail('addressOrLegalDescription', 'address', 'text', 39, 'address or legal description (box 3)'),
    tail('foreignTransferor', 'isForeign', 'checkbox1'),
  ],
};

/** A tail field's text; with a memo, text seen before in the file is not cleaned again (same values). */
export function formatTailValue(spec: TailField, value: BoxValue, memo?: TextMemo): string {
  switch (spec.kind) {
    case 'checkbox1':
      return value === true ? '1' : ' ';
    case 'checkbox2':
      return value === true ? '2' : ' ';
    case 'text':
      return (memo?.addressText ?? cleanAddressText)(
        typeof value === 'string' ? value : '',
        spec.length,
        spec.label,
      );
    case 'code':
      if (memo) return memo.code(typeof value === 'string' ? value : '', spec.length, spec.label);
      return fitWhole(
        normalizeIrsText('code', typeof value === 'string' ? value : ''),
        spec.length,
        spec.label,
      );
    case 'date':
      return (typeof value === 'string' ? value : '').replace(/-/g, '');
  }
}

/** The box value a raw field holds, or undefined when the field is blank or unchecked. */
export function readTailValue(spec: TailField, raw: string): BoxValue {
  const text = raw.trim();
  if (text === '') return undefined;
  switch (spec.kind) {
    case 'checkbox1':
      return text === '1' ? true : undefined;
    case 'checkbox2':
      return text === '2' ? true : undefined;
    case 'text':
    case 'code':
      return text;
    case 'date':
      return /^\d{8}$/.test(text) ? `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}` : text;
  }
}
