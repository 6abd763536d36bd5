import type { CorrectionCode, EfilePayerGroup, EfileReturn } from '../model.ts';
import { createControlTotals, type ControlTotals } from './build-records.ts';
import { fillPaymentAmounts, readBox, type BRecordComposer } from './build-b-record.ts';
import type { ChunkWriter } from './chunk-writer.ts';
import { CFSF_STATE_CODES, isCombinedFederalStateForm, type Pub1220TaxYear } from './codes.ts';
import { AMOUNT_CODES } from './layout-b.ts';

/** The CF/SF code of a return's first state, in a group filed under the CF/SF program. */
function getCfsfCode(ret: EfileReturn): string {
  const state = String(readBox(ret, 'state1Code') ?? '')
    .trim()
    .toUpperCase();
  return CFSF_STATE_CODES[state] ?? '';
}

function addToTotals(totals: ControlTotals, amounts: ArrayLike<number>, ret: EfileReturn): void {
  totals.count += 1;
  for (let index = 0; index < amounts.length; index += 1) totals.amounts[index]?.add(amounts[index] ?? 0);
  const stateTax = readBox(ret, 'state1TaxWithheld');
  totals.stateTaxCents.add(ret.formType !== 'Type_1099_S' && typeof stateTax === 'number' ? stateTax : 0);
  totals.localTaxCents.add(ret.localTaxWithheldCents ?? 0);
}

/**
 * The B records of one A group (one payer, form and correction kind), written a chunk at a time.
 * The loop over the returns is a plain method rather than the body of the writer's generator: the
 * generator runs once per chunk and is never worth compiling, while this method is compiled once
 * for the whole file instead of once per group through on-stack replacement.
 */
export class BGroupWriter {
  readonly totals = createControlTotals();
  /** Totals per CF/SF state code (K records). */
  readonly stateTotals = new Map<string, ControlTotals>();
  /** Sequence number of the last record written. */
  sequence: number;
  private readonly returns: Iterator<EfileReturn>;
  /** Whether the returns may hold more. */
  private open = true;
  /** Payment amounts of the current return: a typed array keeps one shape whatever the amounts. */
  private readonly amounts = new Float64Array(AMOUNT_CODES.length);
  /** Whether the group is filed under the CF/SF program (read once, not per return). */
  private readonly combined: boolean;

  constructor(
    group: EfilePayerGroup,
    private readonly correction: CorrectionCode,
    private readonly boxes: readonly string[],
    private readonly taxYear: Pub1220TaxYear,
    sequence: number,
  ) {
    this.returns = group.returns[Symbol.iterator]();
    this.combined = Boolean(group.combinedFederalState) && isCombinedFederalStateForm(group.formType);
    this.sequence = sequence;
  }

  /** Writes B records until `out` holds `chunkSize` characters; false when the group is done. */
  write(out: ChunkWriter, composer: BRecordComposer, chunkSize: number): boolean {
    try {
      this.open = this.writeRecords(out, composer, chunkSize);
    } catch (error) {
      this.close();
      throw error;
    }
    return this.open;
  }

  /** Closes the returns when writing stops before their end, as a for…of loop over them would. */
  close(): void {
    if (!this.open) return;
    this.open = false;
    this.returns.return?.();
  }

  private writeRecords(out: ChunkWriter, composer: BRecordComposer, chunkSize: number): boolean {
    const { amounts, combined } = this;
    for (let next = this.returns.next(); next.done !== true; next = this.returns.next()) {
      const ret = next.value;
      if ((ret.correction ?? '') !== this.correction) continue;
      fillPaymentAmounts(ret, this.boxes, amounts);
      const cfsfCode = combined ? getCfsfCode(ret) : '';
      this.sequence += 1;
      composer.write(out, ret, this.taxYear, amounts, cfsfCode, this.sequence);
      addToTotals(this.totals, amounts, ret);
      if (cfsfCode) {
        let state = this.stateTotals.get(cfsfCode);
        if (!state) {
          state = createControlTotals();
          this.stateTotals.set(cfsfCode, state);
        }
        addToTotals(state, amounts, ret);
      }
      if (out.length >= chunkSize) return true;
    }
    return false;
  }
}
