import { escapeXml } from './clean.ts';
import type { IrisErrorInfo, IrisTransmissionResult } from './acknowledgement.ts';
import { IRIS_NAMESPACE } from './writer.ts';
import { findChild, findChildren, getChildText, parseXmlTree, type XmlElement } from './xml-tree.ts';

/**
 * The small messages of the IRIS A2A exchange besides the transmission itself (reference irs-iris.md
 * §3 and §7; IRS-IR-TransStatusOrAckRequest.xsd and -Response.xsd, TY2025): the status or
 * acknowledgement request, the intake answer that carries the Receipt ID, and, for the fake IRIS and
 * tests, the status response written from typed results (the inverse of readIrisAcknowledgement).
 */

/** S: status only; A: acknowledgement (status with the submission and record errors). */
export type IrisSearchType = 'S' | 'A';
/** RID: by Receipt ID; UTID: by Unique Transmission ID (when no receipt came back). */
export type IrisSearchParameter = 'RID' | 'UTID';

export interface IrisStatusRequest {
  tcc: string;
  searchType: IrisSearchType;
  parameterType: IrisSearchParameter;
  /** 1 to 100 ids of the one parameter type. */
  searchIds: string[];
}

/** ReceiptIdType, e.g. 2020-63385508791-4a6c57eda. */
export const IRIS_RECEIPT_ID_PATTERN = /^[1-9][0-9]{3}-[0-9]{11}-[0-9a-zA-Z]{9}$/;
/** EnterpriseBusCorrelationIdType, e.g. 550e8400-e29b-41d4-a716-446655440000:IRIS:BB002::A. */
export const IRIS_UTID_PATTERN =
  /^[0-9a-zA-Z]{8}-[0-9a-zA-Z]{4}-[0-9a-zA-Z]{4}-[0-9a-zA-Z]{4}-[0-9a-zA-Z]{12}:IRIS:[a-zA-Z0-9]{5}::(A|U)$/;
const TCC_PATTERN = /^[a-zA-Z0-9]{5}$/;
const MAX_SEARCH_IDS = 100;

function checkSearchId(id: string, parameterType: IrisSearchParameter): string | undefined {
  const pattern = parameterType === 'RID' ? IRIS_RECEIPT_ID_PATTERN : IRIS_UTID_PATTERN;
  return pattern.test(id)
    ? undefined
    : `"${id}" is not a ${parameterType === 'RID' ? 'Receipt ID' : 'Unique Transmission ID'}.`;
}

/** Writes TransStatusOrAckRequest; throws on a request the schema would refuse. */
export function writeIrisStatusRequest(request: IrisStatusRequest): string {
  if (!TCC_PATTERN.test(request.tcc)) throw new Error('The TCC must be 5 letters or digits.');
  if (request.searchIds.length < 1 || request.searchIds.length > MAX_SEARCH_IDS)
    throw new Error(`A status request searches 1 to ${MAX_SEARCH_IDS} ids.`);
  for (const id of request.searchIds) {
    const problem = checkSearchId(id, request.parameterType);
    if (problem) throw new Error(problem);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<TransStatusOrAckRequest xmlns="${IRIS_NAMESPACE}">`,
    `\t<TransmitterControlCd>${escapeXml(request.tcc)}</TransmitterControlCd>`,
    `\t<SearchTypeCd>${request.searchType}</SearchTypeCd>`,
    `\t<SearchParameterTypeCd>${request.parameterType}</SearchParameterTypeCd>`,
    ...request.searchIds.map((id) => `\t<SearchId>${escapeXml(id)}</SearchId>`),
    '</TransStatusOrAckRequest>',
    '',
  ].join('\n');
}

export type IrisStatusRequestResult =
  { ok: true; request: IrisStatusRequest } | { ok: false; message: string };

/** Reads a TransStatusOrAckRequest (what the fake IRIS receives). */
export function readIrisStatusRequest(xml: string): IrisStatusRequestResult {
  const parsed = parseXmlTree(xml);
  if (!parsed.ok) return parsed;
  const { root } = parsed;
  if (root.name !== 'TransStatusOrAckRequest' || root.namespace !== IRIS_NAMESPACE)
    return { ok: false, message: `The root element must be TransStatusOrAckRequest in ${IRIS_NAMESPACE}.` };
  const tcc = getChildText(root, 'TransmitterControlCd') ?? '';
  const searchType = getChildText(root, 'SearchTypeCd');
  const parameterType = getChildText(root, 'SearchParameterTypeCd');
  const searchIds = findChildren(root, 'SearchId').map((element) => element.text.trim());
  if (!TCC_PATTERN.test(tcc))
    return { ok: false, message: 'TransmitterControlCd must be a 5-character TCC.' };
  if (searchType !== 'S' && searchType !== 'A') return { ok: false, message: 'SearchTypeCd must be S or A.' };
  if (parameterType !== 'RID' && parameterType !== 'UTID')
    return { ok: false, message: 'SearchParameterTypeCd must be RID or UTID.' };
  if (searchIds.length < 1 || searchIds.length > MAX_SEARCH_IDS)
    return { ok: false, message: `A status request searches 1 to ${MAX_SEARCH_IDS} ids.` };
  for (const id of searchIds) {
    const problem = checkSearchId(id, parameterType);
    if (problem) return { ok: false, message: problem };
  }
  return { ok: true, request: { tcc, searchType, parameterType, searchIds } };
}

/** The intake answer to an upload: IntakeA2AResponse/receiptId (no namespace, as IRIS sends it). */
export function writeIrisIntakeResponse(receiptId: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<IntakeA2AResponse><receiptId>${escapeXml(receiptId)}</receiptId></IntakeA2AResponse>\n`;
}

export type IrisIntakeResult = { ok: true; receiptId: string } | { ok: false; message: string };

/** Reads the Receipt ID from an upload's answer; no receipt means the upload was not taken. */
export function readIrisIntakeResponse(xml: string): IrisIntakeResult {
  const parsed = parseXmlTree(xml);
  if (!parsed.ok) return parsed;
  if (parsed.root.name !== 'IntakeA2AResponse')
    return { ok: false, message: `The upload's answer is ${parsed.root.name}, not IntakeA2AResponse.` };
  const receiptId = getChildText(parsed.root, 'receiptId') ?? '';
  if (!receiptId) return { ok: false, message: "The upload's answer has no Receipt ID." };
  if (!IRIS_RECEIPT_ID_PATTERN.test(receiptId))
    return { ok: false, message: `The upload's answer has "${receiptId}", which is not a Receipt ID.` };
  return { ok: true, receiptId };
}

function errorLines(errors: readonly IrisErrorInfo[], depth: number): string[] {
  const pad = '\t'.repeat(depth);
  return errors.flatMap((error) => [
    `${pad}<ErrorInformationGrp>`,
    `${pad}\t<ErrorMessageCd>${escapeXml(error.code)}</ErrorMessageCd>`,
    ...(error.message ? [`${pad}\t<ErrorMessageTxt>${escapeXml(error.message)}</ErrorMessageTxt>`] : []),
    ...(error.value ? [`${pad}\t<ErrorValueTxt>${escapeXml(error.value)}</ErrorValueTxt>`] : []),
    ...(error.elementPath
      ? [`${pad}\t<ElementPathTxt>${escapeXml(error.elementPath)}</ElementPathTxt>`]
      : []),
    `${pad}</ErrorInformationGrp>`,
  ]);
}

/**
 * Writes TransStatusOrAckResponse in the shape of the official samples: one ResultGrp per search,
 * the UTID and Receipt ID when known, and (for acknowledgements) the submissions with their records'
 * errors. Records without errors are left out, as in the samples.
 */
export function writeIrisAcknowledgement(results: readonly IrisTransmissionResult[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<TransStatusOrAckResponse xmlns="${IRIS_NAMESPACE}">`,
  ];
  for (const result of results) {
    lines.push(
      '\t<ResultGrp>',
      `\t\t<SearchId>${escapeXml(result.searchId)}</SearchId>`,
      '\t\t<TransmissionResultGrp>',
    );
    if (result.uniqueTransmissionId)
      lines.push(
        `\t\t\t<UniqueTransmissionId>${escapeXml(result.uniqueTransmissionId)}</UniqueTransmissionId>`,
      );
    if (result.receiptId) lines.push(`\t\t\t<ReceiptId>${escapeXml(result.receiptId)}</ReceiptId>`);
    lines.push(`\t\t\t<TransmissionStatusCd>${result.status}</TransmissionStatusCd>`);
    lines.push(...errorLines(result.errors, 3), '\t\t</TransmissionResultGrp>');
    for (const submission of result.submissions) {
      lines.push('\t\t<SubmissionResultGrp>');
      if (submission.submissionId)
        lines.push(`\t\t\t<SubmissionId>${escapeXml(submission.submissionId)}</SubmissionId>`);
      lines.push(`\t\t\t<SubmissionStatusCd>${submission.status}</SubmissionStatusCd>`);
      lines.push(...errorLines(submission.errors, 3));
      for (const record of submission.records) {
        lines.push('\t\t\t<RecordResultGrp>');
        if (record.recordId) lines.push(`\t\t\t\t<RecordId>${escapeXml(record.recordId)}</RecordId>`);
        lines.push(...errorLines(record.errors, 4), '\t\t\t</RecordResultGrp>');
      }
      lines.push('\t\t</SubmissionResultGrp>');
    }
    lines.push('\t</ResultGrp>');
  }
  lines.push('</TransStatusOrAckResponse>', '');
  return lines.join('\n');
}

/** What a transmission holds, read generically (any form type): what the fake IRIS answers about. */
export interface IrisTransmissionSummary {
  uniqueTransmissionId: string;
  transmissionType: string;
  testCd: string;
  /** The rejected transmission a replacement (R) names; empty otherwise. */
  originalReceiptId: string;
  submissions: {
    submissionId: string;
    /** The rejected submission (ReceiptId|SubmissionId) a replacement names; empty otherwise. */
    originalUniqueSubmissionId: string;
    formType: string;
    /** The issuer's business name line 1 or person name, as written. */
    issuerName: string;
    records: { recordId: string; recipientName: string }[];
  }[];
}

function partyName(party: XmlElement | undefined): string {
  if (!party) return '';
  const business = findChild(party, 'BusinessName');
  if (business) return getChildText(business, 'BusinessNameLine1Txt') ?? '';
  const person = findChild(party, 'PersonName');
  if (!person) return '';
  return ['PersonFirstNm', 'PersonMiddleNm', 'PersonLastNm']
    .map((name) => getChildText(person, name) ?? '')
    .filter(Boolean)
    .join(' ');
}

/**
 * Reads the UTID, type, test code, what a replacement names, submissions and record ids of an
 * IRTransmission (in memory).
 */
export function summarizeIrisTransmission(
  xml: string,
): { ok: true; summary: IrisTransmissionSummary } | { ok: false; message: string } {
  const parsed = parseXmlTree(xml);
  if (!parsed.ok) return parsed;
  const { root } = parsed;
  if (root.name !== 'IRTransmission' || root.namespace !== IRIS_NAMESPACE)
    return { ok: false, message: `The root element must be IRTransmission in ${IRIS_NAMESPACE}.` };
  const manifest = findChild(root, 'IRTransmissionManifest');
  const submissions = root.children
    .filter((child) => /^IRSubmission\dGrp$/.test(child.name))
    .map((group) => {
      const header = group.children.find((child) => /^IRSubmission\dHeader$/.test(child.name));
      const detail = group.children.find((child) => /^IRSubmission\dDetail$/.test(child.name));
      return {
        submissionId: header ? (getChildText(header, 'SubmissionId') ?? '') : '',
        originalUniqueSubmissionId: header ? (getChildText(header, 'OriginalUniqueSubmissionId') ?? '') : '',
        formType: header ? (getChildText(header, 'FormTypeCd') ?? '') : '',
        issuerName: partyName(header && findChild(header, 'IssuerDetail')),
        records: (detail?.children ?? []).map((form) => ({
          recordId: getChildText(form, 'RecordId') ?? '',
          recipientName: partyName(findChild(form, 'RecipientDetail')),
        })),
      };
    });
  return {
    ok: true,
    summary: {
      uniqueTransmissionId: manifest ? (getChildText(manifest, 'UniqueTransmissionId') ?? '') : '',
      transmissionType: manifest ? (getChildText(manifest, 'TransmissionTypeCd') ?? '') : '',
      testCd: manifest ? (getChildText(manifest, 'TestCd') ?? '') : '',
      originalReceiptId: manifest ? (getChildText(manifest, 'OriginalReceiptId') ?? '') : '',
      submissions,
    },
  };
}
