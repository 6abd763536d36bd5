import type { CorrectionCode, EfilePayerGroup, EfileReturn } from '../model.ts';
import {
  buildARecord,
  buildCRecord,
  buildFRecord,
  buildKRecord,
  buildTRecord,
  createControlTotals,
  sortAmountCodes,
  type ControlTotals,
  type Pub1220FileOptions,
} from './build-records.ts';
import {
  BRecordComposer,
  checkPaymentAmountsFit,
  fillPaymentAmounts,
  getAmountBoxes,
} from './build-b-record.ts';
import { ChunkWriter } from './chunk-writer.ts';
import {
  CFSF_STATE_CODES,
  getAmountCodeTable,
  isCombinedFederalStateForm,
  type AmountCodeTable,
} from './codes.ts';
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

function getCfsfCode(group: EfilePayerGroup, ret: EfileReturn): string {
  if (!group.combinedFederalState || !isCombinedFederalStateForm(group.formType)) return '';
  const state = String(ret.filingData.state1Code ?? '')
    .trim()
    .toUpperCase();
  return CFSF_STATE_CODES[state] ?? '';
}

/** First pass over a group: which correction kinds it holds and the amount codes each one uses. */
function planGroup(
  group: EfilePayerGroup,
  table: AmountCodeTable,
  taxYear: number,
): { plans: GroupPlan[]; count: number } {
  // Per correction kind, a flag per amount code (AMOUNT_CODES order) that some return reports.
  const used = new Map<CorrectionCode, Uint8Array>();
  const boxes = getAmountBoxes(table);
  const amounts: number[] = AMOUNT_CODES.map(() => 0);
  let count = 0;
  for (const ret of group.returns) {
    if (ret.formType !== group.formType || ret.taxYear !== taxYear)
      throw new Pub1220WriteError(
        `A ${ret.formType} return for ${ret.taxYear} is in a ${group.formType} group for ${taxYear}; one file holds one tax year and each A group one form`,
      );
    let flags = used.get(ret.correction ?? '');
    if (!flags) {
      flags = new Uint8Array(AMOUNT_CODES.length);
      used.set(ret.correction ?? '', flags);
    }
    fillPaymentAmounts(ret, boxes, amounts);
    // Refuse an amount too large for its field before any record is written.
    checkPaymentAmountsFit(ret, boxes, amounts);
    for (let index = 0; index < amounts.length; index += 1) if (amounts[index] !== 0) flags[index] = 1;
    count += 1;
  }
  const plans = CORRECTION_ORDER.flatMap((correction) => {
    const flags = used.get(correction);
    if (!flags) return [];
    const codes = AMOUNT_CODES.filter((_code, index) => flags[index] === 1);
    // At least one amount code is required even when no money is reported (reference §3).
    const fallback = Object.keys(table)[0] as AmountCode;
    return [{ correction, amountCodes: sortAmountCodes(codes.length > 0 ? codes : [fallback]) }];
  });
  return { plans, count };
}

function addToTotals(totals: ControlTotals, amounts: readonly number[], ret: EfileReturn): void {
  totals.count += 1;
  for (let index = 0; index < amounts.length; index += 1) totals.amounts[index]?.add(amounts[index] ?? 0);
  const stateTax = ret.filingData.state1TaxWithheld;
  totals.stateTaxCents.add(ret.formType !== 'Type_1099_S' && typeof stateTax === 'number' ? stateTax : 0);
  totals.localTaxCents.add(ret.localTaxWithheldCents ?? 0);
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
  const amounts: number[] = AMOUNT_CODES.map(() => 0);
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
      const totals = createControlTotals();
      const stateTotals = new Map<string, ControlTotals>();
      for (const ret of group.returns) {
        if ((ret.correction ?? '') !== plan.correction) continue;
        fillPaymentAmounts(ret, boxes, amounts);
        const cfsfCode = getCfsfCode(group, ret);
        sequence += 1;
        composer.write(out, ret, input.taxYear, amounts, cfsfCode, sequence);
        addToTotals(totals, amounts, ret);
        if (cfsfCode) {
          let state = stateTotals.get(cfsfCode);
          if (!state) {
            state = createControlTotals();
            stateTotals.set(cfsfCode, state);
          }
          addToTotals(state, amounts, ret);
        }
        if (out.length >= CHUNK_SIZE) yield out.take();
      }
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
