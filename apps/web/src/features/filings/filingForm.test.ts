// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  BOX_AMOUNT_REQUIRED_MESSAGE,
  FILING_MESSAGES,
  MONEY_MESSAGES,
  getFormDefinition,
  type FormDefinition,
} from '@file1099/forms';
import {
  checkFilingForm,
  createFilingSchema,
  toBoxInputs,
  toFilingData,
  type FilingFormContext,
  type FilingFormValues,
} from './filingForm.ts';

const ORIGINAL: FilingFormContext = { filingYear: 2025, correctionType: 'Original', originalFilingId: null };
const PAYEE = { id: 1, displayName: 'Jo Doe', tin: '***-**-6789' };

function definition(formType: Parameters<typeof getFormDefinition>[0], year = 2025): FormDefinition {
  const found = getFormDefinition(formType, year);
  if (!found) throw new Error('missing form');
  return found;
}

function issues(values: FilingFormValues, context = ORIGINAL): Record<string, string> {
  const result = createFilingSchema(context).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('money conversion', () => {
  it('turns dollars into integer cents with the form package, leaving blanks out', () => {
    const { filingData, problems } = toFilingData(definition('Type_1099_NEC'), {
      nonEmployeeComp: '1,234.5',
      federalTaxWithheld: '$0.29',
      goldenParachutePayment: '',
      directSalesIndicator: true,
      state1Code: 'CA',
      payeeAccountNumber: ' A-1 ',
    });
    expect(problems).toEqual([]);
    expect(filingData).toEqual({
      nonEmployeeComp: 123450,
      federalTaxWithheld: 29,
      directSalesIndicator: true,
      state1Code: 'CA',
      payeeAccountNumber: 'A-1',
    });
  });

  it('reports amounts with more than 2 decimals or below zero on their box', () => {
    const { problems } = toFilingData(definition('Type_1099_NEC'), {
      nonEmployeeComp: '10.005',
      federalTaxWithheld: '-5',
    });
    expect(problems.map((problem) => [problem.path, problem.message])).toEqual([
      ['filingData.nonEmployeeComp', MONEY_MESSAGES.tooManyDecimals],
      ['filingData.federalTaxWithheld', MONEY_MESSAGES.negative],
    ]);
  });

  it('drops fields the form lacks that year and shows cents back as dollars', () => {
    const { filingData } = toFilingData(definition('Type_1099_INT'), {
      interestIncome: '5',
      state1Income: '7',
    });
    expect(filingData).toEqual({ interestIncome: 500 });
    expect(toBoxInputs({ rents: 123450, directSalesIndicator: true, state1Code: 'NY' })).toEqual({
      rents: '1234.50',
      directSalesIndicator: true,
      state1Code: 'NY',
    });
  });
});

describe('filing form checks (form package rules)', () => {
  it("needs a form type and a payee, and 'At least one box amount is required'", () => {
    expect(issues({ filingType: '', payee: null, boxes: {} })).toEqual({
      payee: FILING_MESSAGES.payeeRequired,
      filingType: FILING_MESSAGES.formTypeRequired,
    });
    expect(issues({ filingType: 'Type_1099_NEC', payee: PAYEE, boxes: { nonEmployeeComp: '0' } })).toEqual({
      'summary.boxes': BOX_AMOUNT_REQUIRED_MESSAGE,
    });
  });

  it('accepts a true direct sales indicator alone, and a First correction with every amount zero', () => {
    expect(
      issues({ filingType: 'Type_1099_NEC', payee: PAYEE, boxes: { directSalesIndicator: true } }),
    ).toEqual({});
    const correction: FilingFormContext = { filingYear: 2025, correctionType: 'First', originalFilingId: 9 };
    expect(issues({ filingType: 'Type_1099_MISC', payee: PAYEE, boxes: { rents: '0' } }, correction)).toEqual(
      {},
    );
  });

  it('shows a money problem once, on its box', () => {
    expect(
      issues({ filingType: 'Type_1099_MISC', payee: PAYEE, boxes: { rents: 'abc', royalties: '20' } }),
    ).toEqual({
      'boxes.rents': MONEY_MESSAGES.invalid,
    });
  });

  it('reads inputs of fields not shown yet (undefined) as blank', () => {
    expect(
      issues({ filingType: 'Type_1099_MISC', payee: PAYEE, boxes: { rents: undefined, royalties: '20' } }),
    ).toEqual({});
  });

  it('refuses a form the catalogue lacks for the year', () => {
    expect(
      issues({ filingType: 'Type_1099_NEC', payee: PAYEE, boxes: {} }, { ...ORIGINAL, filingYear: 2019 }),
    ).toEqual({
      filingType: FILING_MESSAGES.formYearUnsupported('1099-NEC', 2019),
    });
  });

  it('keeps warnings such as the reporting threshold apart from errors', () => {
    const result = checkFilingForm(
      { filingType: 'Type_1099_NEC', payee: PAYEE, boxes: { nonEmployeeComp: '100' } },
      ORIGINAL,
    );
    expect(result.errors).toEqual([]);
    expect(result.warnings.map((warning) => warning.message)).toEqual([FILING_MESSAGES.belowThreshold]);
  });
});
