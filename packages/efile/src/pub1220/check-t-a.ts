import { getFormTypeLabel } from '@file1099/forms';
import { reportField, type RecordContext } from './check-fields.ts';
import { checkAddressFields, checkTin, getField } from './check-parties.ts';
import { findFormTypeByTypeOfReturn, getAmountCodeTable, type Pub1220TaxYear } from './codes.ts';
import { AMOUNT_CODES, type AmountCode } from './layout-b.ts';
import { A_LAYOUT, T_LAYOUT } from './layout-t-a.ts';
import type { FormType } from '@file1099/forms';

const VENDOR_FIELDS = [
  'vendorName',
  'vendorMailingAddress',
  'vendorCity',
  'vendorContactName',
  'vendorContactTelephone',
];

export function checkTRecord(context: RecordContext, fields: Readonly<Record<string, string>>): void {
  const tcc = fields.transmitterControlCode ?? '';
  if (tcc.trim() && !/^[A-Z0-9]{5}$/.test(tcc))
    reportField(
      context,
      getField(T_LAYOUT, 'transmitterControlCode'),
      'TCC_INVALID',
      `"${tcc}" is not a TCC: five capital letters or digits.`,
    );
  checkTin(context, getField(T_LAYOUT, 'transmitterTin'), fields.transmitterTin ?? '', false);
  if (fields.vendorIndicator === 'V') {
    for (const name of VENDOR_FIELDS) {
      const field = getField(T_LAYOUT, name);
      if ((fields[name] ?? '').trim() === '')
        reportField(
          context,
          field,
          'VENDOR_FIELD_REQUIRED',
          `${field.label} is required when the Vendor Indicator is "V".`,
        );
    }
  }
  const phone = fields.contactTelephone ?? '';
  if (phone.trim() && !/^\d+ *$/.test(phone))
    reportField(
      context,
      getField(T_LAYOUT, 'contactTelephone'),
      'PHONE_INVALID',
      `"${phone.trim()}" must be digits only, left-justified, with no hyphens or parentheses.`,
    );
  checkAddressFields(context, T_LAYOUT, fields, {
    foreign: 'foreignEntityIndicator',
    state: 'companyState',
    zip: 'companyZipCode',
  });
}

/** The form an A record declares and the amount codes it lists; null form when unknown. */
export interface AGroupInfo {
  formType: FormType | null;
  amountCodes: ReadonlySet<AmountCode>;
  combinedFederalState: boolean;
}

export function checkARecord(
  context: RecordContext,
  fields: Readonly<Record<string, string>>,
  rulesYear: Pub1220TaxYear,
): AGroupInfo {
  const typeOfReturn = fields.typeOfReturn ?? '';
  const formType = findFormTypeByTypeOfReturn(typeOfReturn);
  if (!formType && typeOfReturn.trim())
    reportField(
      context,
      getField(A_LAYOUT, 'typeOfReturn'),
      'TYPE_OF_RETURN_UNKNOWN',
      `"${typeOfReturn.trim()}" is not a type of return this file can hold: A (1099-MISC), NE (1099-NEC), 6 (1099-INT), D (1099-OID) or S (1099-S).`,
    );
  const amountCodes = checkAmountCodes(context, fields.amountCodes ?? '', formType, rulesYear);
  checkTin(context, getField(A_LAYOUT, 'payerTin'), fields.payerTin ?? '', false);
  if (fields.transferAgentIndicator === '1' && (fields.secondPayerNameLine ?? '').trim() === '')
    reportField(
      context,
      getField(A_LAYOUT, 'secondPayerNameLine'),
      'TRANSFER_AGENT_NAME_MISSING',
      'the Transfer Agent Indicator (position 133) is "1", so the second payer name line must hold the transfer or paying agent\'s name, but it is blank.',
    );
  checkAddressFields(context, A_LAYOUT, fields, {
    foreign: 'foreignEntityIndicator',
    state: 'payerState',
    zip: 'payerZipCode',
  });
  return { formType, amountCodes, combinedFederalState: fields.combinedFederalStateIndicator === '1' };
}

function checkAmountCodes(
  context: RecordContext,
  raw: string,
  formType: FormType | null,
  rulesYear: Pub1220TaxYear,
): Set<AmountCode> {
  const field = getField(A_LAYOUT, 'amountCodes');
  const text = raw.trimEnd();
  const codes = new Set<AmountCode>();
  if (text === '') return codes;
  if (/ /.test(text))
    reportField(
      context,
      field,
      'AMOUNT_CODES_INVALID',
      `"${text}" has blanks between codes; list the codes left-justified with no blanks.`,
    );
  let lastIndex = -1;
  for (const character of text.replace(/ /g, '')) {
    const index = AMOUNT_CODES.indexOf(character as AmountCode);
    if (index === -1) {
      reportField(
        context,
        field,
        'AMOUNT_CODES_INVALID',
        `"${character}" is not an amount code; codes are 1-9, A-H and J.`,
      );
      continue;
    }
    if (index <= lastIndex)
      reportField(
        context,
        field,
        'AMOUNT_CODES_ORDER',
        `"${text}" must list each code once, in ascending order, numbers before letters.`,
      );
    lastIndex = Math.max(lastIndex, index);
    codes.add(character as AmountCode);
  }
  if (formType) {
    const table = getAmountCodeTable(formType, rulesYear);
    for (const code of codes) {
      if (!table[code])
        reportField(
          context,
          field,
          'AMOUNT_CODE_NOT_FOR_FORM',
          `amount code ${code} is not used on Form ${getFormTypeLabel(formType)} for tax year ${rulesYear}; its codes are ${AMOUNT_CODES.filter((known) => table[known]).join(', ')}.`,
        );
    }
  }
  return codes;
}
