import { randomBytes, randomInt } from 'node:crypto';
import {
  summarizeIrisTransmission,
  validateIrisXmlWithSchema,
  type IrisErrorInfo,
  type IrisStatus,
  type IrisStatusRequest,
  type IrisSubmissionResult,
  type IrisTransmissionResult,
} from '@file1099/efile';

/**
 * What the fake IRIS keeps of each upload and how it decides the answer. Every upload is checked
 * against the official TY2025 intake schema; one that fails is taken (it gets a Receipt ID) and
 * Rejected with the schema's messages, as IRIS rejects a transmission that fails the schema. The
 * outcome of a valid one comes from a scripted outcome (control `next-outcome`) or, without one, from
 * the names in the file: an issuer whose name holds IRISREJECT has its submission Rejected; a recipient
 * whose name holds IRISERROR gets a record error (Accepted with Errors). Everything else is Accepted.
 * A transmission answers Processing to its first `processingPolls` status requests.
 */

export interface RecordErrorScript {
  submissionId: string;
  recordId: string;
  code?: string;
  message?: string;
  elementPath?: string;
}

export interface OutcomeScript {
  /** Status requests answered Processing before the final answer. */
  processingPolls?: number;
  /** Submissions to reject (by SubmissionId). */
  rejectSubmissions?: string[];
  recordErrors?: RecordErrorScript[];
}

export interface StoredTransmission {
  receiptId: string;
  uniqueTransmissionId: string;
  testCd: string;
  /** O, C or R (TransmissionTypeCd); empty when the file could not be read. */
  transmissionType: string;
  /** What a replacement names: the rejected transmission, or each rejected submission. */
  originalReceiptId: string;
  originalUniqueSubmissionIds: string[];
  /** The size of the uploaded file, in bytes. */
  bytes: number;
  schemaValid: boolean;
  processingPolls: number;
  final: Omit<IrisTransmissionResult, 'searchId'>;
}

const NAME_REJECT = /IRISREJECT/i;
const NAME_RECORD_ERROR = /IRISERROR/i;

/** A Receipt ID in the IRS's shape: year, 11 digits, 9 letters or digits. */
export function makeReceiptId(year: number): string {
  const digits = Array.from({ length: 11 }, () => randomInt(10)).join('');
  return `${year}-${digits}-${randomBytes(8).toString('hex').slice(0, 9)}`;
}

function recordError(script: RecordErrorScript): IrisErrorInfo {
  return {
    code: script.code ?? 'F1099-500-01',
    message: script.message ?? 'Recipient name and TIN must match IRS records.',
    value: '',
    elementPath: script.elementPath ?? 'RecipientDetail/TIN',
  };
}

function overallStatus(submissions: readonly IrisSubmissionResult[]): IrisStatus {
  const rejected = submissions.filter((submission) => submission.status === 'Rejected').length;
  if (submissions.length > 0 && rejected === submissions.length) return 'Rejected';
  if (rejected > 0) return 'Partially Accepted';
  return submissions.some((submission) => submission.status === 'Accepted with Errors')
    ? 'Accepted with Errors'
    : 'Accepted';
}

export class IntakeState {
  readonly transmissions: StoredTransmission[] = [];
  /** Every upload received, in order (a resent UTID appears twice). */
  readonly uploads: { uniqueTransmissionId: string; receiptId: string }[] = [];
  private outcomes: OutcomeScript[] = [];

  constructor(private readonly defaultProcessingPolls: number) {}

  reset(): void {
    this.transmissions.length = 0;
    this.uploads.length = 0;
    this.outcomes = [];
  }

  scriptOutcome(script: OutcomeScript): void {
    this.outcomes.push(script);
  }

  /** Takes an upload: schema check, outcome, Receipt ID. */
  async receive(xml: string): Promise<StoredTransmission> {
    const receiptId = makeReceiptId(new Date().getFullYear());
    const schema = await validateIrisXmlWithSchema(xml);
    const summarized = summarizeIrisTransmission(xml);
    const utid = summarized.ok ? summarized.summary.uniqueTransmissionId : '';
    const script = this.outcomes.shift() ?? {};
    const processingPolls = script.processingPolls ?? this.defaultProcessingPolls;
    const duplicate =
      utid !== '' && this.transmissions.some((stored) => stored.uniqueTransmissionId === utid);
    let final: StoredTransmission['final'];
    if (!schema.valid || !summarized.ok || duplicate) {
      const errors: IrisErrorInfo[] = duplicate
        ? [
            {
              code: 'T0000-010',
              message: 'The UniqueTransmissionId was used before.',
              value: utid,
              elementPath: 'IRTransmissionManifest/UniqueTransmissionId',
            },
          ]
        : schema.errors.slice(0, 20).map((error) => ({
            code: 'X0000-005',
            message: `The XML data has failed schema validation: ${error.message}`,
            value: error.line === undefined ? '' : `line ${error.line}`,
            elementPath: '',
          }));
      if (!summarized.ok)
        errors.push({ code: 'X0000-005', message: summarized.message, value: '', elementPath: '' });
      final = { uniqueTransmissionId: utid || null, receiptId, status: 'Rejected', errors, submissions: [] };
    } else {
      const submissions = summarized.summary.submissions.map((submission): IrisSubmissionResult => {
        const rejected =
          script.rejectSubmissions?.includes(submission.submissionId) ??
          NAME_REJECT.test(submission.issuerName);
        if (rejected)
          return {
            submissionId: submission.submissionId,
            status: 'Rejected',
            errors: [
              {
                code: 'S1099-100-01',
                message: 'Issuer name and TIN must match IRS records.',
                value: '',
                elementPath: 'IssuerDetail/TIN',
              },
            ],
            records: [],
          };
        const records = submission.records
          .map((record) => {
            const scripted = script.recordErrors?.filter(
              (error) => error.submissionId === submission.submissionId && error.recordId === record.recordId,
            );
            const errors = script.recordErrors
              ? (scripted ?? []).map(recordError)
              : NAME_RECORD_ERROR.test(record.recipientName)
                ? [recordError({ submissionId: submission.submissionId, recordId: record.recordId })]
                : [];
            return {
              recordId: record.recordId,
              uniqueRecordId: `${receiptId}|${submission.submissionId}|${record.recordId}`,
              errors,
            };
          })
          .filter((record) => record.errors.length > 0);
        return {
          submissionId: submission.submissionId,
          status: records.length > 0 ? 'Accepted with Errors' : 'Accepted',
          errors: [],
          records,
        };
      });
      final = {
        uniqueTransmissionId: utid,
        receiptId,
        status: overallStatus(submissions),
        errors: [],
        submissions,
      };
    }
    const stored: StoredTransmission = {
      receiptId,
      uniqueTransmissionId: utid,
      testCd: summarized.ok ? summarized.summary.testCd : '',
      transmissionType: summarized.ok ? summarized.summary.transmissionType : '',
      originalReceiptId: summarized.ok ? summarized.summary.originalReceiptId : '',
      originalUniqueSubmissionIds: summarized.ok
        ? summarized.summary.submissions
            .map((submission) => submission.originalUniqueSubmissionId)
            .filter(Boolean)
        : [],
      bytes: Buffer.byteLength(xml),
      schemaValid: schema.valid,
      processingPolls,
      final,
    };
    this.transmissions.push(stored);
    this.uploads.push({ uniqueTransmissionId: utid, receiptId });
    return stored;
  }

  /** The answer to one status or acknowledgement request, one result per search id. */
  answer(request: IrisStatusRequest): IrisTransmissionResult[] {
    return request.searchIds.map((searchId): IrisTransmissionResult => {
      const stored =
        request.parameterType === 'RID'
          ? this.transmissions.find((item) => item.receiptId === searchId)
          : this.transmissions.find((item) => item.uniqueTransmissionId === searchId);
      if (!stored)
        return {
          searchId,
          uniqueTransmissionId: null,
          receiptId: null,
          status: 'Not Found',
          errors: [
            {
              code: 'NF-0001',
              message: `No transmission was found for ${searchId}.`,
              value: searchId,
              elementPath: 'SearchId',
            },
          ],
          submissions: [],
        };
      const ids = {
        searchId,
        uniqueTransmissionId: request.parameterType === 'RID' ? stored.final.uniqueTransmissionId : searchId,
        receiptId: stored.receiptId,
      };
      if (stored.processingPolls > 0) {
        stored.processingPolls -= 1;
        return { ...ids, status: 'Processing', errors: [], submissions: [] };
      }
      return {
        ...ids,
        status: stored.final.status,
        errors: stored.final.errors,
        submissions: request.searchType === 'A' ? stored.final.submissions : [],
      };
    });
  }
}
