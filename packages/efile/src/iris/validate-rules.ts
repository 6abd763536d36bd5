/** The business rules checked when a record or a submission of an IRIS transmission closes. */

import { formatCents, type CentsSum } from '../numbers.ts';

export type Report = (
  code: string,
  path: string,
  message: string,
  severity: 'error' | 'warning',
  line: number,
  /** IRS business rule numbers (TY2025 v1.2); the message gets them appended. */
  ruleIds?: readonly string[],
) => void;

export interface RecordState {
  index: number;
  line: number;
  recordId: string;
  corrected: string;
  uniqueRecordId: string;
  tin: string;
  accountNumber: string;
}

export interface SubmissionState {
  index: number;
  line: number;
  submissionId: string;
  declaredCount: number | null;
  formTypeCd: string;
  phone: string;
  /** Header totals as written, exact cents. */
  declaredTotals: Map<string, bigint>;
  /** The records' amounts per element, exact cents. */
  sums: Map<string, CentsSum>;
  records: number;
  recordIds: Set<string>;
  accounts: Map<string, Set<string>>;
  originalUniqueSubmissionId: string;
}

/** The rules of one record, when it closes. */
export function checkRecordRules(
  report: Report,
  transmissionType: string,
  record: RecordState,
  submission: SubmissionState,
  detailName: string,
  path: string,
): void {
  if (submission.formTypeCd && detailName !== `Form${submission.formTypeCd}Detail`)
    report(
      'DETAIL_FORM_MISMATCH',
      path,
      `The record is a ${detailName}, but the submission's FormTypeCd is ${submission.formTypeCd}; one submission holds one form type.`,
      'error',
      record.line,
      ['SMD001'],
    );
  if (record.recordId && submission.recordIds.has(record.recordId))
    report(
      'RECORD_ID_DUPLICATE',
      path,
      `RecordId ${record.recordId} is used twice in this submission; record ids must be unique within a submission.`,
      'error',
      record.line,
      ['FS1H002'],
    );
  submission.recordIds.add(record.recordId);
  if (transmissionType === 'C' && record.corrected !== '1')
    report(
      'CORRECTION_NOT_MARKED',
      path,
      'This is a correction transmission (TransmissionTypeCd C), so every record must have CorrectedInd 1; send new originals in an original transmission.',
      'error',
      record.line,
      ['FTMFST003_001'],
    );
  if (transmissionType !== 'C' && record.corrected === '1')
    report(
      'CORRECTION_IN_ORIGINAL',
      path,
      `CorrectedInd is 1 in a transmission of type ${transmissionType}; corrections go in a correction transmission (TransmissionTypeCd C).`,
      'error',
      record.line,
      ['FTMFST001_001'],
    );
  if ((record.corrected === '1' || transmissionType === 'C') && !record.uniqueRecordId)
    report(
      'CORRECTION_WITHOUT_PREVIOUS_RECORD',
      path,
      'A corrected record needs PrevSubmittedRecRecipientGrp/UniqueRecordId: the ReceiptId|SubmissionId|RecordId of the last accepted version of the record.',
      'error',
      record.line,
      ['SHAREDIRFORM006_002', 'FTMFST014'],
    );
  if (record.tin) {
    const accounts = submission.accounts.get(record.tin) ?? new Set<string>();
    if (
      submission.accounts.has(record.tin) &&
      (!record.accountNumber || accounts.has(record.accountNumber) || accounts.has(''))
    )
      report(
        'DUPLICATE_TIN_WITHOUT_ACCOUNT',
        path,
        `Recipient TIN ending ${record.tin.slice(-4)} appears more than once in this submission; each of its records needs its own RecipientAccountNum.`,
        'error',
        record.line,
        ['FS1H001'],
      );
    accounts.add(record.accountNumber);
    submission.accounts.set(record.tin, accounts);
  }
}

/** The rules of one submission, when it closes. */
export function checkSubmissionRules(
  report: Report,
  submission: SubmissionState,
  submissionIds: Set<string>,
  transmissionType: string,
  originalReceiptId: string,
): void {
  const path = `IRSubmission1Grp[${submission.index}]`;
  if (submission.submissionId && submissionIds.has(submission.submissionId))
    report(
      'SUBMISSION_ID_DUPLICATE',
      path,
      `SubmissionId ${submission.submissionId} is used twice; submission ids must be unique within a transmission.`,
      'error',
      submission.line,
      ['FTMFST010'],
    );
  submissionIds.add(submission.submissionId);
  if (submission.declaredCount !== null && submission.declaredCount !== submission.records)
    report(
      'SUBMISSION_COUNT_MISMATCH',
      path,
      `TotalReportedRcpntFormCnt is ${submission.declaredCount}, but the submission holds ${submission.records} records.`,
      'error',
      submission.line,
      ['FS1H003'],
    );
  if (!submission.phone)
    report(
      'ISSUER_PHONE_MISSING',
      path,
      "The issuer has no PhoneNum; IRIS accepts the submission only 'with errors' without the payer's phone number.",
      'error',
      submission.line,
      ['S1H001'],
    );
  for (const [element, declared] of submission.declaredTotals) {
    if (element === 'TotalReportedAmt') continue;
    const sum = submission.sums.get(element)?.value ?? 0n;
    if (sum !== declared)
      report(
        'SUBMISSION_TOTAL_MISMATCH',
        path,
        `The header total ${element} is ${formatCents(declared)}, but the records add up to ${formatCents(sum)}.`,
        'error',
        submission.line,
      );
  }
  if (transmissionType === 'R' && !originalReceiptId && !submission.originalUniqueSubmissionId)
    report(
      'REPLACEMENT_WITHOUT_ORIGINAL',
      path,
      'A replacement needs the manifest OriginalReceiptId (a rejected transmission) or OriginalUniqueSubmissionId on each submission (rejected submissions).',
      'error',
      submission.line,
      ['FTMFST004_001'],
    );
}
