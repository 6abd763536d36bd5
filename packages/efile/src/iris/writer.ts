import type { EfilePayerGroup } from '../model.ts';
import { writeDetail, getCfsfState } from './detail.ts';
import { getIrisFormTable, type IrisFormTable } from './elements.ts';
import {
  createUniqueTransmissionId,
  writeContact,
  writeIssuer,
  writeManifest,
  type IrisContact,
  type IrisManifestInput,
} from './manifest.ts';
import {
  addToSubmissionTotals,
  createSubmissionTotals,
  writeFormTotals,
  type SubmissionTotals,
} from './totals.ts';
import { checkIrisReturn, checkIrisTotals } from './write-checks.ts';
import { boundDetail } from './size-bound.ts';
import { XmlBuffer } from './xml-buffer.ts';

export const IRIS_NAMESPACE = 'urn:us:gov:treasury:irs:ir';

/** Reference irs-iris.md §2: up to 100 MB per A2A transmission. */
export const MAX_TRANSMISSION_BYTES = 100_000_000;

/** One payer × form type × tax year (IRSubmission1Grp). Returns are read twice: pass arrays or re-iterables. */
export interface IrisSubmissionInput extends EfilePayerGroup {
  /** R transmissions replacing rejected submissions of a partially accepted one: ReceiptId|SubmissionId. */
  originalUniqueSubmissionId?: string;
  contact?: IrisContact;
}

export interface IrisInput extends IrisManifestInput {
  submissions: readonly IrisSubmissionInput[];
  /** Default contact of every submission (ContactPersonInformationGrp). */
  contact: IrisContact;
  /** A new random UUID per call (the caller owns randomness; src has no I/O). */
  createUuid: () => string;
  maxTransmissionBytes?: number;
}

/** Where a submission of a transmission comes from: returns [firstReturnIndex, +returnCount) of one input. */
export interface PlannedSubmission {
  submissionId: number;
  inputIndex: number;
  firstReturnIndex: number;
  returnCount: number;
  totals: SubmissionTotals;
  byState: Map<string, SubmissionTotals>;
}

export interface IrisTransmission {
  uniqueTransmissionId: string;
  recordCount: number;
  submissions: readonly PlannedSubmission[];
  /** The XML text in chunks, in constant memory. */
  write(): Generator<string, void, undefined>;
}

/** IRTransmission > IRSubmission1Grp > IRSubmission1Detail > Form1099xxxDetail. */
const DETAIL_DEPTH = 3;
const TRANSMISSION_RESERVE = 16_384;
const SUBMISSION_RESERVE = 32_768;
const CHUNK_SIZE = 1 << 16;

function createPlannedSubmission(
  submissionId: number,
  inputIndex: number,
  firstReturnIndex: number,
): PlannedSubmission {
  return {
    submissionId,
    inputIndex,
    firstReturnIndex,
    returnCount: 0,
    totals: createSubmissionTotals(),
    byState: new Map(),
  };
}

/**
 * First pass: sums per submission and, when a transmission would pass the size limit, where to split
 * it. A submission too large for one transmission continues as a new submission of the next. Each
 * record's size is bounded from its values as entered (size-bound.ts), not written: a record's text
 * is made once, in the second pass, which also makes the refusals of text IRIS cannot carry.
 */
function planTransmissions(input: IrisInput, limit: number): PlannedSubmission[][] {
  const transmissions: PlannedSubmission[][] = [];
  let current: PlannedSubmission[] = [];
  let bytes = TRANSMISSION_RESERVE;
  input.submissions.forEach((submission, inputIndex) => {
    const table = getIrisFormTable(submission.formType, input.taxYear);
    let planned = createPlannedSubmission(current.length + 1, inputIndex, 0);
    bytes += SUBMISSION_RESERVE;
    let index = 0;
    for (const ret of submission.returns) {
      checkIrisReturn(ret);
      const cfsfState = getCfsfState(ret, Boolean(submission.combinedFederalState), table);
      const size = boundDetail(ret, planned.returnCount + 1, table, cfsfState, DETAIL_DEPTH);
      if (bytes + size > limit && (planned.returnCount > 0 || current.length > 0)) {
        if (planned.returnCount > 0) current.push(planned);
        transmissions.push(current);
        current = [];
        bytes = TRANSMISSION_RESERVE + SUBMISSION_RESERVE;
        planned = createPlannedSubmission(1, inputIndex, index);
      }
      bytes += size;
      planned.returnCount += 1;
      addToSubmissionTotals(planned.totals, ret, table);
      if (cfsfState) {
        const stateTotals = planned.byState.get(cfsfState) ?? createSubmissionTotals();
        planned.byState.set(cfsfState, stateTotals);
        addToSubmissionTotals(stateTotals, ret, table);
      }
      index += 1;
    }
    if (planned.returnCount > 0) current.push(planned);
  });
  if (current.length > 0) transmissions.push(current);
  for (const planned of transmissions.flat()) {
    const submission = input.submissions[planned.inputIndex];
    if (!submission) continue;
    const table = getIrisFormTable(submission.formType, input.taxYear);
    const check = (totals: SubmissionTotals, state?: string) =>
      checkIrisTotals(table, submission.formType, input.taxYear, submission.payer, totals, state);
    check(planned.totals);
    for (const [state, totals] of planned.byState) check(totals, state);
  }
  return transmissions;
}

function* writeSubmission(
  xml: XmlBuffer,
  input: IrisInput,
  planned: PlannedSubmission,
): Generator<string, void, undefined> {
  const submission = input.submissions[planned.inputIndex];
  if (!submission) return;
  const table: IrisFormTable = getIrisFormTable(submission.formType, input.taxYear);
  xml.open('IRSubmission1Grp');
  xml.open('IRSubmission1Header');
  xml.leaf('SubmissionId', planned.submissionId);
  xml.leaf(
    'OriginalUniqueSubmissionId',
    input.transmissionType === 'R' ? submission.originalUniqueSubmissionId : '',
  );
  xml.leaf('TaxYr', input.taxYear);
  writeIssuer(xml, submission.payer);
  writeContact(xml, submission.contact ?? input.contact);
  xml.leaf('FormTypeCd', table.formTypeCd);
  xml.leaf('ParentFormTypeCd', '1096');
  xml.leaf('CFSFElectionInd', submission.combinedFederalState && table.hasStateGroups ? '1' : '0');
  xml.leaf('TotalReportedRcpntFormCnt', planned.returnCount);
  writeFormTotals(xml, table, planned.totals, planned.byState);
  xml.close('IRSubmission1Header');
  xml.open('IRSubmission1Detail');
  let index = 0;
  let recordId = 0;
  const end = planned.firstReturnIndex + planned.returnCount;
  for (const ret of submission.returns) {
    if (index >= planned.firstReturnIndex && index < end) {
      recordId += 1;
      writeDetail(xml, {
        ret,
        recordId,
        table,
        cfsfState: getCfsfState(ret, Boolean(submission.combinedFederalState), table),
      });
      if (xml.text.length >= CHUNK_SIZE) yield xml.take();
    }
    index += 1;
    if (index >= end) break;
  }
  xml.close('IRSubmission1Detail');
  xml.close('IRSubmission1Grp');
}

/**
 * Plan and describe the transmissions for the input: usually one; more when the 100 MB limit would be
 * passed. Each transmission gets its own UTID. Throws IrisWriteError for a return or total IRIS can
 * not carry as entered (write-checks.ts); `write()` throws it for a text IRIS cannot carry (a name in
 * another script, a street too long for its two lines), so take a transmission's text whole before
 * using any of it, as writeIrisXmlToStrings, the server and the command line do.
 */
export function createIrisTransmissions(input: IrisInput): IrisTransmission[] {
  const limit = input.maxTransmissionBytes ?? MAX_TRANSMISSION_BYTES;
  return planTransmissions(input, limit).map((submissions) => {
    const uniqueTransmissionId = createUniqueTransmissionId(input.createUuid(), input.transmitter.tcc);
    const recordCount = submissions.reduce((total, planned) => total + planned.returnCount, 0);
    return {
      uniqueTransmissionId,
      recordCount,
      submissions,
      *write() {
        const xml = new XmlBuffer();
        xml.text = '<?xml version="1.0" encoding="UTF-8"?>\n';
        xml.open('IRTransmission', ` xmlns="${IRIS_NAMESPACE}"`);
        writeManifest(xml, input, uniqueTransmissionId, submissions.length, recordCount);
        let size = 0;
        // The plan's bounds keep a transmission within the limit; a text past it is never handed out.
        const checked = (text: string): string => {
          size += text.length;
          if (size > limit)
            throw new Error(
              `IRIS transmission ${uniqueTransmissionId} would pass its limit of ${limit} characters`,
            );
          return text;
        };
        for (const planned of submissions)
          for (const chunk of writeSubmission(xml, input, planned)) yield checked(chunk);
        xml.close('IRTransmission');
        yield checked(xml.take());
      },
    };
  });
}

/** Every transmission as one string, for small inputs and tests. */
export function writeIrisXmlToStrings(input: IrisInput): string[] {
  return createIrisTransmissions(input).map((transmission) => [...transmission.write()].join(''));
}
