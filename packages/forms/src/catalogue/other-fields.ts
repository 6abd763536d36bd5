import type { BoxDefinition } from './box-types.ts';
import type { FormType, TaxYear } from './form-types.ts';

type FieldTemplate = Omit<BoxDefinition, 'boxNumber' | 'displayOrder'>;

function field(name: string, label: string, shortLabel: string, type: BoxDefinition['type']): FieldTemplate {
  return {
    name,
    label,
    shortLabel,
    type,
    countsOn1096: false,
    thresholdCents: null,
    thresholdKind: null,
    includedIn: null,
  };
}

const STATE_TEMPLATES: readonly FieldTemplate[] = [
  field('state1TaxWithheld', 'State tax withheld', 'State Tax Withheld', 'money'),
  field('state1Code', 'State', 'State', 'state'),
  field('state1EIN', "Payer's state no.", 'State ID No.', 'stateEIN'),
  field('state1Income', 'State income', 'State Income', 'money'),
];

/** Box numbers of [tax withheld, state, state no., income]; INT and OID have no state income box. */
type StateBoxNumbers = readonly [string, string, string, string?];

function getStateBoxNumbers(formType: FormType, taxYear: TaxYear): StateBoxNumbers | null {
  switch (formType) {
    case 'Type_1099_NEC':
      return ['5', '6', '6', '7'];
    case 'Type_1099_MISC':
      if (taxYear === 2020 || taxYear === 2021) return ['15', '16', '16', '17'];
      return ['16', '17', '17', '18'];
    case 'Type_1099_INT':
      return ['17', '15', '16'];
    case 'Type_1099_OID':
      return ['14', '12', '13'];
    case 'Type_1099_S':
      return null;
  }
}

/**
 * State fields (spec part 1 §3): MISC, NEC, INT and OID get them; INT and OID show only the first three
 * (their forms have no state income box); 1099-S gets none.
 */
export function getStateFields(formType: FormType, taxYear: TaxYear): BoxDefinition[] {
  const numbers = getStateBoxNumbers(formType, taxYear);
  if (!numbers) return [];
  return STATE_TEMPLATES.flatMap((template, index) => {
    const boxNumber = numbers[index];
    return boxNumber === undefined ? [] : [{ ...template, boxNumber, displayOrder: index + 1 }];
  });
}

const ACCOUNT_NUMBER = field(
  'payeeAccountNumber',
  'Account number (see instructions)',
  'Account No.',
  'text',
);
const SECOND_TIN_NOTICE = field('secondTinNotice', '2nd TIN not.', '2nd TIN Notice', 'boolean');
const FATCA = field('fatcaFilingRequirementIndicator', 'FATCA filing requirement', 'FATCA', 'boolean');
/** 1099-INT only: the unnumbered "Payer's RTN (optional)" field (IRIS PayerRoutingTransitNum). */
const PAYER_RTN = field('payerRtn', "Payer's RTN (optional)", "Payer's RTN", 'text');

/**
 * Extra fields. Every form has the account number. 1099-S shows only that: it has neither a 2nd TIN
 * notice nor FATCA (IRIS Form1099SType). 1099-NEC keeps the 2nd TIN notice in every year and has no
 * FATCA box (Copy A of the Rev. April 2025 and Rev. December 2026 forms; IRIS Form1099NECType has
 * SecondTINNoticeInd and no FATCAFilingRequirementInd). 1099-INT also has the payer's routing transit
 * number. See docs/decisions/forms.md.
 */
export function getExtraFields(formType: FormType, taxYear: TaxYear): BoxDefinition[] {
  if (formType === 'Type_1099_S') return [{ ...ACCOUNT_NUMBER, boxNumber: '', displayOrder: 1 }];
  const templates =
    formType === 'Type_1099_NEC'
      ? [ACCOUNT_NUMBER, SECOND_TIN_NOTICE]
      : formType === 'Type_1099_INT'
        ? [ACCOUNT_NUMBER, SECOND_TIN_NOTICE, FATCA, PAYER_RTN]
        : [ACCOUNT_NUMBER, SECOND_TIN_NOTICE, FATCA];
  // FATCA was numbered box 13 on 1099-MISC from 2022 until Rev. December 2026 moved it to the left column.
  const fatcaBox = formType === 'Type_1099_MISC' && taxYear >= 2022 && taxYear <= 2025 ? '13' : '';
  return templates.map((template, index) => ({
    ...template,
    boxNumber: template === FATCA ? fatcaBox : '',
    displayOrder: index + 1,
  }));
}
