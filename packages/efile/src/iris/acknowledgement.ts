import { IRIS_NAMESPACE } from './writer.ts';
import { findChildren, getChildText, parseXmlTree, type XmlElement } from './xml-tree.ts';

/** TransmissionStatusCodeType / SubmissionStatusCodeType (IRS-IR-TransStatusOrAckResponse.xsd, TY2025). */
export const IRIS_STATUSES = [
  'Accepted',
  'Accepted with Errors',
  'Partially Accepted',
  'Rejected',
  'Processing',
  'Not Found',
] as const;
export type IrisStatus = (typeof IRIS_STATUSES)[number];

export interface IrisErrorInfo {
  code: string;
  message: string;
  value: string;
  elementPath: string;
}

export interface IrisRecordResult {
  recordId: string;
  /** ReceiptId|SubmissionId|RecordId, when the receipt id is known. */
  uniqueRecordId: string | null;
  errors: IrisErrorInfo[];
}

export interface IrisSubmissionResult {
  submissionId: string;
  status: IrisStatus;
  errors: IrisErrorInfo[];
  records: IrisRecordResult[];
}

export interface IrisTransmissionResult {
  searchId: string;
  uniqueTransmissionId: string | null;
  receiptId: string | null;
  status: IrisStatus;
  errors: IrisErrorInfo[];
  submissions: IrisSubmissionResult[];
}

export type IrisAcknowledgementResult =
  { ok: true; results: IrisTransmissionResult[] } | { ok: false; message: string };

const RECEIPT_ID = /^[1-9][0-9]{3}-[0-9]{11}-[0-9a-zA-Z]{9}$/;

function readErrors(element: XmlElement): IrisErrorInfo[] {
  return findChildren(element, 'ErrorInformationGrp').map((group) => ({
    code: getChildText(group, 'ErrorMessageCd') ?? '',
    message: getChildText(group, 'ErrorMessageTxt') ?? '',
    value: getChildText(group, 'ErrorValueTxt') ?? '',
    elementPath: getChildText(group, 'ElementPathTxt') ?? '',
  }));
}

function readStatus(text: string | undefined, where: string): IrisStatus {
  const status = IRIS_STATUSES.find((known) => known === text);
  if (!status)
    throw new AcknowledgementError(`${where} has the status "${text ?? ''}", which is not an IRIS status.`);
  return status;
}

class AcknowledgementError extends Error {}

/**
 * Read an IRIS status or acknowledgement response (root TransStatusOrAckResponse) into typed results:
 * per searched transmission its status and errors, per submission and record the errors with code, text,
 * value and element path (reference irs-iris.md §7).
 */
export function readIrisAcknowledgement(xml: string): IrisAcknowledgementResult {
  const parsed = parseXmlTree(xml);
  if (!parsed.ok) return parsed;
  const { root } = parsed;
  if (root.name !== 'TransStatusOrAckResponse' || root.namespace !== IRIS_NAMESPACE)
    return {
      ok: false,
      message: `This is not an IRIS status response: the root element is ${root.name} in namespace "${root.namespace}", expected TransStatusOrAckResponse in ${IRIS_NAMESPACE}.`,
    };
  try {
    const results = findChildren(root, 'ResultGrp').map((group, index): IrisTransmissionResult => {
      const transmission = findChildren(group, 'TransmissionResultGrp')[0];
      if (!transmission) throw new AcknowledgementError(`Result ${index + 1} has no TransmissionResultGrp.`);
      const searchId = getChildText(group, 'SearchId') ?? '';
      const receiptId =
        getChildText(transmission, 'ReceiptId') ?? (RECEIPT_ID.test(searchId) ? searchId : null);
      return {
        searchId,
        uniqueTransmissionId: getChildText(transmission, 'UniqueTransmissionId') ?? null,
        receiptId,
        status: readStatus(getChildText(transmission, 'TransmissionStatusCd'), `Result ${index + 1}`),
        errors: readErrors(transmission),
        submissions: findChildren(group, 'SubmissionResultGrp').map((submission) => {
          const submissionId = getChildText(submission, 'SubmissionId') ?? '';
          return {
            submissionId,
            status: readStatus(getChildText(submission, 'SubmissionStatusCd'), `Submission ${submissionId}`),
            errors: readErrors(submission),
            records: findChildren(submission, 'RecordResultGrp').map((record) => {
              const recordId = getChildText(record, 'RecordId') ?? '';
              return {
                recordId,
                uniqueRecordId:
                  receiptId && submissionId && recordId ? `${receiptId}|${submissionId}|${recordId}` : null,
                errors: readErrors(record),
              };
            }),
          };
        }),
      };
    });
    return { ok: true, results };
  } catch (error) {
    if (error instanceof AcknowledgementError) return { ok: false, message: error.message };
    throw error;
  }
}
