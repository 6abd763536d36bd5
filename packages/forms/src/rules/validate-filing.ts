import type { FilingData } from '../catalogue/box-types.ts';
import { getFilingDataFieldNames, getFormDefinition } from '../catalogue/catalogue.ts';
import { getFormTypeLabel, isFormType, type FormType } from '../catalogue/form-types.ts';
import { createProblem, prefixProblems, type Problem, type ValidationResult } from '../problem.ts';
import { isCorrection, isCorrectionType } from '../statuses/corrections.ts';
import { BOX_AMOUNT_REQUIRED_MESSAGE, hasRequiredBoxAmount } from './box-amounts.ts';
import { checkFilingBoxes } from './check-boxes.ts';
import { checkIrsFormRules } from './irs-form-rules.ts';
import { isReportable } from './reportable.ts';
import { validatePayeeForFiling, type PayeeInput } from './validate-party.ts';

export const FILING_MESSAGES = {
  formTypeRequired: 'Form type is required',
  formYearUnsupported: (form: string, year: number | null | undefined) =>
    `${form} is not available for tax year ${year}`,
  payeeRequired: 'Payee is required',
  correctionTypeInvalid: 'Correction type must be Original, First or Second',
  originalFilingRequired: 'A correction needs the original filing it corrects',
  boxAmountRequired: BOX_AMOUNT_REQUIRED_MESSAGE,
  belowThreshold: 'No box reaches its reporting threshold, so this form may not need to be filed.',
  fieldNotOnForm: (field: string, form: string, year: number) =>
    `${field} is not on the ${form} for tax year ${year} and will be removed when saved.`,
  tipsWithoutTtoc: 'Enter the Treasury Tipped Occupation Code (TTOC) for the cash tips.',
  closingDateOutsideYear: (year: number) => `The date of closing is not in tax year ${year}.`,
  closingDateRequired: 'Enter the date of closing (box 1); the IRS requires it on every 1099-S',
  propertyAddressRequired:
    'Enter the address or legal description of the property (box 3); the IRS requires it on every 1099-S',
} as const;

/** A filing as the server and web app hold it; only the fields the checks read. */
export interface FilingInput {
  filingType?: string | null;
  filingYear?: number | null;
  correctionType?: string | null;
  originalFilingId?: string | number | null;
  payee?: PayeeInput | null;
  filingData?: FilingData | null;
}

function getFormWarnings(
  formType: FormType,
  filing: FilingInput,
  filingData: FilingData,
  taxYear: number,
): Problem[] {
  const formLabel = getFormTypeLabel(formType);
  const warnings: Problem[] = [];
  const allowed = new Set(getFilingDataFieldNames(formType, taxYear));
  for (const name of Object.keys(filingData)) {
    if (!allowed.has(name)) {
      warnings.push(
        createProblem(
          'FIELD_NOT_ON_FORM',
          `filingData.${name}`,
          FILING_MESSAGES.fieldNotOnForm(name, formLabel, taxYear),
        ),
      );
    }
  }
  const hasTips = typeof filingData.cashTips === 'number' && filingData.cashTips > 0;
  if (hasTips && allowed.has('cashTips') && !filingData.tippedOccupationCode1) {
    warnings.push(
      createProblem('TTOC_MISSING', 'filingData.tippedOccupationCode1', FILING_MESSAGES.tipsWithoutTtoc),
    );
  }
  const closing = filingData.dateOfClosing;
  if (typeof closing === 'string' && allowed.has('dateOfClosing') && !closing.startsWith(`${taxYear}-`)) {
    warnings.push(
      createProblem(
        'CLOSING_DATE_OUTSIDE_YEAR',
        'filingData.dateOfClosing',
        FILING_MESSAGES.closingDateOutsideYear(taxYear),
      ),
    );
  }
  // A First correction may zero every amount (the IRS two-step fix), so it is never "below threshold".
  if (
    filing.correctionType !== 'First' &&
    hasRequiredBoxAmount(formType, taxYear, filingData) &&
    !isReportable(formType, taxYear, filingData)
  ) {
    warnings.push(createProblem('BELOW_THRESHOLD', 'filingData', FILING_MESSAGES.belowThreshold));
  }
  return warnings;
}

function isBlankValue(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** IRIS Form1099SDetail requires ClosingDt and AddressOrLegalDesc (IRS-Form1099SType.xsd, TY2025). */
function checkRealEstateFields(filingData: FilingData): Problem[] {
  const problems: Problem[] = [];
  if (isBlankValue(filingData.dateOfClosing))
    problems.push(
      createProblem('CLOSING_DATE_REQUIRED', 'filingData.dateOfClosing', FILING_MESSAGES.closingDateRequired),
    );
  if (isBlankValue(filingData.address))
    problems.push(
      createProblem(
        'PROPERTY_ADDRESS_REQUIRED',
        'filingData.address',
        FILING_MESSAGES.propertyAddressRequired,
      ),
    );
  return problems;
}

/**
 * Every problem of one filing at once (the server's `validateFilings` calls this per filing): form type
 * and year, payee, correction link, box values and 'At least one box amount is required' as errors;
 * the reporting threshold, fields the form lacks and payee TIN doubts as warnings.
 */
export function validateFiling(filing: FilingInput): ValidationResult {
  const errors: Problem[] = [];
  const warnings: Problem[] = [];
  const filingData = filing.filingData ?? {};

  if (filing.payee) {
    const payee = validatePayeeForFiling(filing.payee);
    errors.push(...prefixProblems('payee', payee.errors));
    warnings.push(...prefixProblems('payee', payee.warnings));
  } else {
    errors.push(createProblem('PAYEE_REQUIRED', 'payee', FILING_MESSAGES.payeeRequired));
  }

  if (filing.correctionType && !isCorrectionType(filing.correctionType)) {
    errors.push(
      createProblem('CORRECTION_TYPE_INVALID', 'correctionType', FILING_MESSAGES.correctionTypeInvalid),
    );
  }
  const correctionType = isCorrectionType(filing.correctionType) ? filing.correctionType : null;
  const hasOriginal =
    filing.originalFilingId !== null &&
    filing.originalFilingId !== undefined &&
    filing.originalFilingId !== '';
  if (isCorrection(correctionType) && !hasOriginal) {
    errors.push(
      createProblem('ORIGINAL_FILING_REQUIRED', 'originalFilingId', FILING_MESSAGES.originalFilingRequired),
    );
  }

  const formType = filing.filingType;
  if (!isFormType(formType)) {
    errors.push(createProblem('FORM_TYPE_REQUIRED', 'filingType', FILING_MESSAGES.formTypeRequired));
    return { errors, warnings };
  }
  const definition = getFormDefinition(formType, filing.filingYear ?? Number.NaN);
  const formLabel = getFormTypeLabel(formType);
  if (!definition) {
    errors.push(
      createProblem(
        'FORM_YEAR_UNSUPPORTED',
        'filingYear',
        FILING_MESSAGES.formYearUnsupported(formLabel, filing.filingYear),
      ),
    );
    return { errors, warnings };
  }

  errors.push(...checkFilingBoxes(definition, filingData));
  errors.push(...checkIrsFormRules(formType, filingData, correctionType));
  if (formType === 'Type_1099_S') errors.push(...checkRealEstateFields(filingData));
  if (!hasRequiredBoxAmount(formType, definition.taxYear, filingData, correctionType)) {
    errors.push(createProblem('BOX_AMOUNT_REQUIRED', 'filingData', FILING_MESSAGES.boxAmountRequired));
  }
  warnings.push(...getFormWarnings(formType, filing, filingData, definition.taxYear));
  return { errors, warnings };
}

/** `validateFilings`: per filing, its id with its errors and warnings. */
export function validateFilings<T extends FilingInput & { id: string | number }>(
  filings: readonly T[],
): { id: T['id']; errors: Problem[]; warnings: Problem[] }[] {
  return filings.map((filing) => ({ id: filing.id, ...validateFiling(filing) }));
}
