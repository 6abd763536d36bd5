import type { FilingData } from '../catalogue/box-types.ts';
import type { FormType } from '../catalogue/form-types.ts';
import { createProblem, type Problem } from '../problem.ts';

/**
 * IRS IRIS business rules (TY2025 v1.2) about a single form's own boxes, told at the field so the user
 * can fix them before paying. The e-file package checks the same rules again on the written XML
 * (docs/efile.md, "IRS business rules"); each message names the IRS rule.
 */
export const IRS_FORM_RULE_MESSAGES = {
  fatcaAccount:
    'The FATCA filing requirement box is checked, so enter the account number (IRS rule SHAREDIRFORM018)',
  foreignCountry:
    'Enter the foreign country or U.S. territory for the foreign tax paid (box 7), or clear box 6 (IRS rule F1099INT004)',
  privateActivity:
    'Specified private activity bond interest (box 9) is part of tax-exempt interest (box 8), so it can not be more than box 8 (IRS rule F1099INT002_001)',
  oidDescription: 'Enter the CUSIP number or a description of the obligation (box 7) (IRS rule F1099OID002)',
  excessiveWithholding: (ruleId: string) =>
    `Federal income tax withheld is more than all the other amounts of this form together, which the IRS treats as excessive; check the amounts (IRS rule ${ruleId})`,
  intInterest:
    'Enter the interest in box 1, 2, 3 or 8: the IRS refuses a 1099-INT submission without any (IRS rule S1H012)',
  grossProceeds:
    'Enter the gross proceeds (box 2), or check box 4 if the transferor received property or services (IRS rule F1099S004_001)',
} as const;

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

function getAmount(filingData: FilingData, name: string): number {
  const value = filingData[name];
  return typeof value === 'number' ? value : 0;
}

/** F1099xxx001: federal income tax withheld 'appears excessive in relation to income amounts reported'. */
const WITHHOLDING_RULES: Partial<Record<FormType, string>> = {
  Type_1099_NEC: 'F1099NEC001',
  Type_1099_MISC: 'F1099MISC001',
  Type_1099_INT: 'F1099INT001',
  Type_1099_OID: 'F1099OID001',
};

/**
 * The IRS does not publish its measure of "excessive"; like the check on the written file, withholding
 * above the sum of the form's other amounts (state boxes aside: IRIS writes them in their own group) is.
 */
function isWithholdingExcessive(filingData: FilingData): boolean {
  const withheld = getAmount(filingData, 'federalTaxWithheld');
  if (withheld <= 0) return false;
  let others = 0;
  for (const [name, value] of Object.entries(filingData))
    if (name !== 'federalTaxWithheld' && !name.startsWith('state') && typeof value === 'number')
      others += value;
  return withheld > others;
}

/** Boxes 1, 2, 3 and 8 of a 1099-INT: IRIS wants one of their submission totals above zero (S1H012). */
const INT_INTEREST_BOXES = [
  'interestIncome',
  'earlyWithdrawalPenalty',
  'interestOnUSSavingsBonds',
  'taxExemptInterest',
] as const;

function hasAnyAmount(filingData: FilingData): boolean {
  return Object.entries(filingData).some(
    ([name, value]) => !name.startsWith('state') && typeof value === 'number' && value !== 0,
  );
}

/**
 * The problems of one form under the IRS rules above; every one is an error. A First correction that
 * zeroes every amount (the first step of the IRS two-step fix) is not asked for interest: it goes
 * with forms that report some (docs/efile.md, S1H012).
 */
export function checkIrsFormRules(
  formType: FormType,
  filingData: FilingData,
  correctionType?: string | null,
): Problem[] {
  const problems: Problem[] = [];
  if (
    formType === 'Type_1099_INT' &&
    INT_INTEREST_BOXES.every((name) => getAmount(filingData, name) <= 0) &&
    !(correctionType === 'First' && !hasAnyAmount(filingData))
  )
    problems.push(
      createProblem('INT_INTEREST_REQUIRED', 'filingData.interestIncome', IRS_FORM_RULE_MESSAGES.intInterest),
    );
  const withholdingRule = WITHHOLDING_RULES[formType];
  if (withholdingRule && isWithholdingExcessive(filingData))
    problems.push(
      createProblem(
        'WITHHOLDING_EXCESSIVE',
        'filingData.federalTaxWithheld',
        IRS_FORM_RULE_MESSAGES.excessiveWithholding(withholdingRule),
      ),
    );
  if (filingData.fatcaFilingRequirementIndicator === true && isBlank(filingData.payeeAccountNumber))
    problems.push(
      createProblem(
        'FATCA_ACCOUNT_REQUIRED',
        'filingData.payeeAccountNumber',
        IRS_FORM_RULE_MESSAGES.fatcaAccount,
      ),
    );
  if (formType === 'Type_1099_INT') {
    if (typeof filingData.foreignTaxPaid === 'number' && isBlank(filingData.foreignCountry))
      problems.push(
        createProblem(
          'FOREIGN_COUNTRY_REQUIRED',
          'filingData.foreignCountry',
          IRS_FORM_RULE_MESSAGES.foreignCountry,
        ),
      );
    if (
      getAmount(filingData, 'specifiedPrivateActivityBondInterest') >
      getAmount(filingData, 'taxExemptInterest')
    )
      problems.push(
        createProblem(
          'PRIVATE_ACTIVITY_ABOVE_TAX_EXEMPT',
          'filingData.specifiedPrivateActivityBondInterest',
          IRS_FORM_RULE_MESSAGES.privateActivity,
        ),
      );
  } else if (formType === 'Type_1099_OID' && isBlank(filingData.description)) {
    problems.push(
      createProblem(
        'OID_DESCRIPTION_REQUIRED',
        'filingData.description',
        IRS_FORM_RULE_MESSAGES.oidDescription,
      ),
    );
  } else if (
    formType === 'Type_1099_S' &&
    filingData.willReceiveProperty !== true &&
    typeof filingData.grossProceeds !== 'number'
  ) {
    problems.push(
      createProblem(
        'GROSS_PROCEEDS_REQUIRED',
        'filingData.grossProceeds',
        IRS_FORM_RULE_MESSAGES.grossProceeds,
      ),
    );
  }
  return problems;
}
