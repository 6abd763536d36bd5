import type { CorrectionCode, EfilePayerGroup } from '../model.ts';
import {
  buildARecord,
  buildCRecord,
  buildFRecord,
  buildKRecord,
  buildTRecord,
  sortAmountCodes,
  type Pub1220FileOptions,
} from './build-records.ts';
import { BGroupWriter } from './b-group-writer.ts';
import {
  BRecordComposer,
  checkPaymentAmountsFit,
  fillPaymentAmounts,
  readBox,
  getAmountBoxes,
} from './build-b-record.ts';
import { ChunkWriter } from './chunk-writer.ts';
import { getAmountCodeTable, isCombinedFederalStateForm, type AmountCodeTable } from './codes.ts';
import { AMOUNT_CODES, type AmountCode } from './layout-b.ts';
import { Pub1220WriteError } from './records.ts';

export interface Pub1220Input extends Pub1220FileOptions {
  /**
   * One entry per payer and form type. The writer reads each group's returns twice (once to count and
   * find the amount codes, once to write), so pass arrays or re-iterable objects, not one-shot generators.
   */
  groups: Iterable<EfilePayerGroup>;
}

/** Pub 1220 (2025), Part A: originals, G and C records go under separate A records, in this order. */
const CORRECTION_ORDER: readonly CorrectionCode[] = ['', 'G', 'C'];

interface GroupPlan {
  correction: CorrectionCode;
  amountCodes: string;
}

/** Index of a correction kind in CORRECTION_ORDER, -1 for anything else. */
function getCorrectionIndex(correction: CorrectionCode | undefined): number {
  switch (correction ?? '') {
    case '':
      return 0;
    case 'G':
      return 1;
    case 'C':
      return 2;
    default:
      return -1;
  }
}

/**
 * The returns of a group, checked and read: per correction kind (CORRECTION_ORDER), whether a return
 * has it (`seen`) and a flag per amount code (AMOUNT_CODES order) that some return reports (`flags`,
 * one row per kind). Typed arrays made once per group, so the loop meets the same shapes every time.
 * Only the boxes of codes not flagged yet are read, none once every code of the form is in use. An
 * amount too large for its field is refused when its record is written (`fillBValues`); the file is
 * taken whole before it is used (writePub1220ToString).
 */
function scanReturns(
  group: EfilePayerGroup,
  boxes: readonly string[],
  taxYear: number,
  seen: Uint8Array,
  flags: Uint8Array,
): number {
  const amounts = new Float64Array(AMOUNT_CODES.length);
  const codeCount = boxes.filter((box) => box !== '').length;
  /** Codes of the form not flagged yet, per kind. */
  const unflagged = new Int32Array(CORRECTION_ORDER.length).fill(codeCount);
  const { formType } = group;
  let count = 0;
  for (const ret of group.returns) {
    if (ret.formType !== formType || ret.taxYear !== taxYear)
      throw new Pub1220WriteError(
        `A ${ret.formType} return for ${ret.taxYear} is in a ${formType} group for ${taxYear}; one file holds one tax year and each A group one form`,
      );
    count += 1;
    const kind = getCorrectionIndex(ret.correction);
    if (kind === -1) {
      // Not written (no A group takes it), but an amount too large is still refused, as before.
      fillPaymentAmounts(ret, boxes, amounts);
      checkPaymentAmountsFit(ret, boxes, amounts);
      continue;
    }
    seen[kind] = 1;
    if (unflagged[kind] === 0) continue;
    const row = kind * AMOUNT_CODES.length;
    for (let index = 0; index < boxes.length; index += 1) {
      const box = boxes[index];
      if (!box || flags[row + index] === 1) continue;
      const value = readBox(ret, box);
      if (typeof value === 'number' && value !== 0) {
        flags[row + index] = 1;
        unflagged[kind] = (unflagged[kind] ?? 1) - 1;
      }
    }
  }
  return count;
}

/** First pass over a group: which correction kinds it holds and the amount codes each one uses. */
function planGroup(
  group: EfilePayerGroup,
  table: AmountCodeTable,
  taxYear: number,
): { plans: GroupPlan[]; count: number } {
  const seen = new Uint8Array(CORRECTION_ORDER.length);
  const flags = new Uint8Array(CORRECTION_ORDER.length * AMOUNT_CODES.length);
  const count = scanReturns(group, getAmountBoxes(table), taxYear, seen, flags);
  const plans = CORRECTION_ORDER.flatMap((correction, kind) => {
    if (seen[kind] !== 1) return [];
    const row = kind * AMOUNT_CODES.length;
    const codes = AMOUNT_CODES.filter((_code, index) => flags[row + index] === 1);
    // At least one amount code is required even when no money is reported (reference §3).
    const fallback = Object.keys(table)[0] as AmountCode;
    return [{ correction, amountCodes: sortAmountCodes(codes.length > 0 ? codes : [fallback]) }];
  });
  return { plans, count };
}

/**
 * Chunks of about 32 KB. The chunk a consumer holds while the next one is composed survives the young
 * generation's collections; with 64 KB chunks that was enough for V8 to grow its young generation to
 * the maximum after about a million records (peak RSS +15 MB), with 32 KB it stays where it is.
 */
const CHUNK_SIZE = 1 << 15;

/**
 * Write a Pub 1220 file as text chunks, in constant memory: T, then per payer group and correction
 * kind A, B…, C and one K per CF/SF state, then F. Pub 1220 (2025), Part C.
 */
export function* writePub1220(input: Pub1220Input): Generator<string, void, undefined> {
  const lineEnding = input.lineEnding ?? '\r\n';
  const groups = [...input.groups];
  const plans = groups.map((group) =>
    planGroup(group, getAmountCodeTable(group.formType, input.taxYear), input.taxYear),
  );
  const payeeCount = plans.reduce((total, plan) => total + plan.count, 0);
  let sequence = 1;
  let aRecordCount = 0;
  const out = new ChunkWriter();
  const composer = new BRecordComposer(lineEnding);
  out.append(buildTRecord(input, payeeCount, lineEnding));
  for (const [index, group] of groups.entries()) {
    const table = getAmountCodeTable(group.formType, input.taxYear);
    const boxes = getAmountBoxes(table);
    for (const plan of plans[index]?.plans ?? []) {
      aRecordCount += 1;
      sequence += 1;
      out.append(
        buildARecord(
          {
            taxYear: input.taxYear,
            payer: group.payer,
            formType: group.formType,
            combinedFederalState:
              Boolean(group.combinedFederalState) && isCombinedFederalStateForm(group.formType),
            amountCodes: plan.amountCodes,
            sequenceNumber: sequence,
          },
          lineEnding,
        ),
      );
      const records = new BGroupWriter(group, plan.correction, boxes, input.taxYear, sequence);
      try {
        while (records.write(out, composer, CHUNK_SIZE)) yield out.take();
      } finally {
        records.close();
      }
      sequence = records.sequence;
      const { totals, stateTotals } = records;
      sequence += 1;
      out.append(buildCRecord(totals, sequence, lineEnding));
      for (const [code, state] of [...stateTotals].sort(([left], [right]) => left.localeCompare(right))) {
        sequence += 1;
        out.append(buildKRecord(state, code, sequence, lineEnding));
      }
    }
  }
  sequence += 1;
  out.append(buildFRecord(aRecordCount, payeeCount, sequence, lineEnding));
  yield out.take();
}

/** The whole file as one string, for small files and tests. */
export function writePub1220ToString(input: Pub1220Input): string {
  let text = '';
  for (const chunk of writePub1220(input)) text += chunk;
  return text;
}
