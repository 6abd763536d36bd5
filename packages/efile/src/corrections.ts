import type { BoxValue } from '@file1099/forms';
import type { EfileReturn } from './model.ts';

/**
 * Corrections (reference form-rules.md §D, irs-fire-pub1220.md §4.3, irs-iris.md §6). A one-step
 * correction (wrong amount, code, checkbox or address) is the full corrected return marked 'G'. A wrong
 * payee TIN or name takes two steps: the original repeated exactly with every amount zero ('G'), then
 * the right return as a new original ('C' in Pub 1220; an original in IRIS).
 *
 * `previousUniqueRecordId` (ReceiptId|SubmissionId|RecordId of the last accepted version) is optional
 * here because Pub 1220 has no such field; the IRIS writer refuses a 'G' return without it
 * (IrisWriteError), so a correction is never sent to IRIS unmatched.
 */
export function createOneStepCorrection(
  corrected: EfileReturn,
  previousUniqueRecordId?: string,
): EfileReturn {
  return withPrevious({ ...corrected, correction: 'G' }, previousUniqueRecordId);
}

export function createZeroAmountCorrection(
  original: EfileReturn,
  previousUniqueRecordId?: string,
): EfileReturn {
  const filingData: Record<string, BoxValue> = {};
  for (const [name, value] of Object.entries(original.filingData))
    filingData[name] = typeof value === 'number' ? 0 : value;
  const zeroed: EfileReturn = { ...original, filingData, correction: 'G' };
  if (zeroed.localTaxWithheldCents !== undefined) zeroed.localTaxWithheldCents = 0;
  return withPrevious(zeroed, previousUniqueRecordId);
}

export function createTwoStepCorrection(
  original: EfileReturn,
  corrected: EfileReturn,
  previousUniqueRecordId?: string,
): { zeroCorrection: EfileReturn; newOriginal: EfileReturn } {
  const newOriginal: EfileReturn = { ...corrected, correction: 'C' };
  delete newOriginal.previousUniqueRecordId;
  return { zeroCorrection: createZeroAmountCorrection(original, previousUniqueRecordId), newOriginal };
}

function withPrevious(ret: EfileReturn, previousUniqueRecordId: string | undefined): EfileReturn {
  if (previousUniqueRecordId) return { ...ret, previousUniqueRecordId };
  return ret;
}
