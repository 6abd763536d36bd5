import { z } from 'zod';
import {
  formatCentsAsDecimal,
  getFormDefinition,
  isFormType,
  parseMoneyToCents,
  validateFiling,
  type BoxDefinition,
  type CorrectionType,
  type FilingData,
  type FormDefinition,
  type Problem,
} from '@file1099/forms';
import { addProblemIssues } from '../party/problems.ts';
import type { PickedPayee } from '../payees/PayeePicker.tsx';
import type { Filing } from './filings.api.ts';

/** Spec part 2 §8. */
export const FILING_FORM_MESSAGES = {
  saved: 'Saved Filing Successfully',
  saveFailed: 'Failed to save Filing',
  unexpected: 'Unexpected error',
} as const;

/** Box inputs as typed: money as dollars text, checkboxes as booleans, everything else as text. */
export type BoxInputs = Record<string, string | boolean | undefined>;

export interface FilingFormValues {
  filingType: string;
  payee: PickedPayee | null;
  boxes: BoxInputs;
  /**
   * Never filled: where problems of the whole filing show ('At least one box amount is required',
   * the correction link). Not `root`, which react-hook-form clears before deciding a submit is valid.
   */
  summary?: { boxes?: string; correction?: string };
}

/** What the form knows besides its fields: the year and, for a correction, what it corrects. */
export interface FilingFormContext {
  filingYear: number;
  correctionType: CorrectionType;
  originalFilingId: number | null;
}

/** Every field of the form in that year: boxes, then state withholding, then other info. */
export function getFormFields(definition: FormDefinition): BoxDefinition[] {
  return [...definition.boxes, ...definition.stateFields, ...definition.extraFields];
}

/** The stored filing data as inputs: cents back to dollars ('1234.50'). */
export function toBoxInputs(filingData: FilingData): BoxInputs {
  const inputs: BoxInputs = {};
  for (const [name, value] of Object.entries(filingData)) {
    if (typeof value === 'number') inputs[name] = formatCentsAsDecimal(value);
    else if (typeof value === 'boolean' || typeof value === 'string') inputs[name] = value;
  }
  return inputs;
}

export function toFilingFormValues(filing: Filing | null, defaultFormType = ''): FilingFormValues {
  if (!filing) return { filingType: defaultFormType, payee: null, boxes: {} };
  return {
    filingType: filing.filingType,
    payee: filing.payee
      ? { id: filing.payee.id, displayName: filing.payee.displayName, tin: filing.payee.tin }
      : null,
    boxes: toBoxInputs(filing.filingData),
  };
}

/**
 * The inputs as `filingData` for the form and year: dollars become integer cents through the form
 * package's parseMoneyToCents; blanks and unchecked boxes are left out. Amounts that do not parse
 * come back as problems on their box.
 */
export function toFilingData(
  definition: FormDefinition,
  inputs: BoxInputs,
): { filingData: Record<string, string | number | boolean>; problems: Problem[] } {
  const filingData: Record<string, string | number | boolean> = {};
  const problems: Problem[] = [];
  for (const field of getFormFields(definition)) {
    const input = inputs[field.name];
    if (field.type === 'boolean') {
      if (input === true) filingData[field.name] = true;
      continue;
    }
    const text = typeof input === 'string' ? input.trim() : '';
    if (text === '') continue;
    if (field.type !== 'money') {
      filingData[field.name] = text;
      continue;
    }
    const parsed = parseMoneyToCents(text);
    if (!parsed.ok)
      problems.push({
        code: `MONEY_${parsed.code}`,
        path: `filingData.${field.name}`,
        message: parsed.message,
      });
    else if (parsed.cents !== null) filingData[field.name] = parsed.cents;
  }
  return { filingData, problems };
}

/** Where a problem of the form package shows on the form. */
export function getFilingFieldPath(problemPath: string): string | null {
  if (problemPath.startsWith('filingData.')) return `boxes.${problemPath.slice('filingData.'.length)}`;
  if (problemPath === 'filingData') return 'summary.boxes';
  if (problemPath === 'filingType' || problemPath === 'filingYear') return 'filingType';
  if (problemPath === 'payee') return 'payee';
  // The payee's own problems (no TIN yet, no address) do not stop a draft: the grid lists them.
  if (problemPath.startsWith('payee.')) return null;
  return 'summary.correction';
}

/** A filing's problems as the form package finds them, for the inputs as they are now. */
export function checkFilingForm(
  values: FilingFormValues,
  context: FilingFormContext,
): { errors: Problem[]; warnings: Problem[]; filingData: Record<string, string | number | boolean> } {
  const definition = isFormType(values.filingType)
    ? getFormDefinition(values.filingType, context.filingYear)
    : null;
  const converted = definition ? toFilingData(definition, values.boxes) : { filingData: {}, problems: [] };
  const result = validateFiling({
    filingType: values.filingType,
    filingYear: context.filingYear,
    correctionType: context.correctionType,
    originalFilingId: context.originalFilingId,
    // The payee's own problems are the grid's; here only whether one is chosen counts.
    payee: values.payee ? {} : null,
    filingData: converted.filingData,
  });
  const failedAmounts = new Set(converted.problems.map((problem) => problem.path));
  const isPayeeOwn = (problem: Problem) => problem.path.startsWith('payee.');
  return {
    errors: [
      ...converted.problems,
      ...result.errors.filter((problem) => !failedAmounts.has(problem.path) && !isPayeeOwn(problem)),
    ],
    warnings: result.warnings.filter((problem) => !isPayeeOwn(problem)),
    filingData: converted.filingData,
  };
}

/**
 * The Add/Edit Filing form's checks: the form package's `validateFiling` on the converted data
 * (form and year, payee chosen, value types, 'At least one box amount is required'), as the server's
 * `addEditFiling` runs them.
 */
export function createFilingSchema(context: FilingFormContext) {
  return z
    .object({
      filingType: z.string(),
      payee: z.object({ id: z.number(), displayName: z.string(), tin: z.string() }).nullable(),
      // Inputs of fields not shown yet are undefined; toFilingData reads only what is there.
      boxes: z.record(z.string(), z.union([z.string(), z.boolean(), z.undefined()])),
    })
    .superRefine((values, issues) => {
      addProblemIssues(issues, checkFilingForm(values, context).errors, getFilingFieldPath);
    });
}
