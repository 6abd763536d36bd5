import { getFormTypeLabel, US_STATES } from '@file1099/forms';
import type { AGroupInfo } from './check-t-a.ts';
import type { BRecordAmounts } from './check-b.ts';
import { readBigCents, readCents, readLooseBigCents, type RecordContext } from './check-fields.ts';
import { CentsSum } from '../numbers.ts';
import { CFSF_STATE_CODES, findStateByCfsfCode } from './codes.ts';
import type { FieldSpec } from './fields.ts';
import { AMOUNT_CODES, getAmountFieldName } from './layout-b.ts';
import { C_LAYOUT, K_LAYOUT } from './layout-c-k-f.ts';
import { detachText } from './in-place.ts';
import { showCents } from './problems.ts';

/** Sums of B records, exact cents at any size (a C total has 18 digits, more than 2^53). */
interface Totals {
  count: number;
  amounts: CentsSum[];
  stateTaxCents: CentsSum;
  localTaxCents: CentsSum;
}

function createTotals(): Totals {
  return {
    count: 0,
    amounts: AMOUNT_CODES.map(() => new CentsSum()),
    stateTaxCents: new CentsSum(),
    localTaxCents: new CentsSum(),
  };
}

function addTotals(totals: Totals, record: BRecordAmounts): void {
  totals.count += 1;
  for (let index = 0; index < record.amounts.length; index += 1)
    totals.amounts[index]?.add(record.amounts[index] ?? 0);
  totals.stateTaxCents.add(record.stateTaxCents);
  totals.localTaxCents.add(record.localTaxCents);
}

function reportAt(context: RecordContext, field: FieldSpec | undefined, code: string, message: string): void {
  context.report({
    code,
    severity: 'error',
    recordNumber: context.recordNumber,
    recordType: context.recordType,
    field: field?.label ?? '',
    start: field?.start ?? 0,
    end: field?.end ?? 0,
    message,
  });
}

/** One A group while it is read: its B records' sums, checked against its C and K records. */
export class GroupState {
  readonly totals = createTotals();
  private readonly stateTotals = new Map<string, Totals>();
  private readonly kCodes = new Set<string>();
  /** Payees whose TIN is not nine digits, by TIN|account (the others: PayeeIndex). */
  private readonly seenPayees = new Map<string, number>();
  correction: string | null = null;
  hasC = false;

  constructor(
    readonly info: AGroupInfo,
    readonly aRecordNumber: number,
  ) {}

  addB(record: BRecordAmounts): void {
    addTotals(this.totals, record);
    if (record.cfsfCode) {
      const state = this.stateTotals.get(record.cfsfCode) ?? createTotals();
      this.stateTotals.set(record.cfsfCode, state);
      addTotals(state, record);
    }
  }

  /**
   * The record number of an earlier B with the same TIN and account number (trimmed), or null. `tin`
   * is the raw nine positions; validate-records.ts keeps TINs of nine digits in a PayeeIndex instead.
   */
  findDuplicate(tin: string, accountNumber: string, recordNumber: number): number | null {
    if (tin.trim() === '') return null;
    return this.findKey(`${tin}|${accountNumber.trim()}`, recordNumber);
  }

  private findKey(key: string, recordNumber: number): number | null {
    const earlier = this.seenPayees.get(key);
    if (earlier !== undefined) return earlier;
    this.seenPayees.set(detachText(key), recordNumber);
    return null;
  }

  checkC(context: RecordContext, fields: Readonly<Record<string, string>>): void {
    this.hasC = true;
    checkTotals(context, C_LAYOUT, fields, this.totals, 'the B records of this A group', 'C');
  }

  checkK(context: RecordContext, fields: Readonly<Record<string, string>>): void {
    const raw = fields.combinedFederalStateCode ?? '';
    const codeField = K_LAYOUT.find((field) => field.name === 'combinedFederalStateCode');
    const postalCode = CFSF_STATE_CODES[raw.trim()];
    if (postalCode)
      reportAt(
        context,
        codeField,
        'K_CODE_IS_POSTAL',
        `holds the postal abbreviation "${raw.trim()}"; write the numeric CF/SF code ${postalCode} (Pub 1220 Part A, Table 1).`,
      );
    const code = postalCode ?? raw;
    if (!this.info.combinedFederalState) {
      reportAt(
        context,
        undefined,
        'K_WITHOUT_CFSF',
        'K records belong only to an A group in the Combined Federal/State Filing program (A position 6 = "1").',
      );
      return;
    }
    if (!/^\d{2}$/.test(code)) return; // the numeric check reported it
    if (this.kCodes.has(code))
      reportAt(
        context,
        codeField,
        'K_DUPLICATE',
        `a K record for state code ${code} already appears in this A group.`,
      );
    this.kCodes.add(code);
    const state = this.stateTotals.get(code);
    const name = US_STATES[findStateByCfsfCode(code) ?? ''] ?? `code ${code}`;
    if (!state) {
      reportAt(
        context,
        codeField,
        'K_STATE_NOT_IN_GROUP',
        `no B record in this A group is coded for ${name} (${code}).`,
      );
      return;
    }
    checkTotals(context, K_LAYOUT, fields, state, `the B records coded ${code} (${name})`, 'K');
    checkStateTax(
      context,
      fields.stateIncomeTaxWithheldTotal ?? '',
      state.stateTaxCents,
      'stateIncomeTaxWithheldTotal',
      'state income tax withheld (B 723-734)',
    );
    checkStateTax(
      context,
      fields.localIncomeTaxWithheldTotal ?? '',
      state.localTaxCents,
      'localIncomeTaxWithheldTotal',
      'local income tax withheld (B 735-746)',
    );
  }

  /** At the end of the group: every coded state needs its K record. */
  checkClosed(context: RecordContext): void {
    for (const code of this.stateTotals.keys()) {
      if (!this.kCodes.has(code))
        reportAt(
          { ...context, recordNumber: this.aRecordNumber, recordType: 'A' },
          undefined,
          'K_RECORD_MISSING',
          `B records in this A group are coded for CF/SF state ${code}, but no K record for that state follows the C record.`,
        );
    }
  }

  describeForm(): string {
    return this.info.formType ? getFormTypeLabel(this.info.formType) : 'unknown form';
  }
}

function checkTotals(
  context: RecordContext,
  layout: readonly FieldSpec[],
  fields: Readonly<Record<string, string>>,
  totals: Totals,
  source: string,
  recordType: string,
): void {
  const countField = layout.find((field) => field.name === 'numberOfPayees');
  const count = readCents(fields.numberOfPayees);
  if (count !== null && count !== totals.count)
    reportAt(
      context,
      countField,
      `${recordType}_COUNT_MISMATCH`,
      `says ${count} payees, but ${source} number ${totals.count}.`,
    );
  AMOUNT_CODES.forEach((code, index) => {
    const name = getAmountFieldName(code);
    const value = readBigCents(fields[name]);
    const expected = totals.amounts[index]?.value ?? 0n;
    if (value !== null && value !== expected)
      reportAt(
        context,
        layout.find((field) => field.name === name),
        `${recordType}_TOTAL_MISMATCH`,
        `is ${showCents(value)}, but payment amount ${code} of ${source} adds up to ${showCents(expected)}.`,
      );
  });
}

function checkStateTax(
  context: RecordContext,
  raw: string,
  expected: CentsSum,
  name: string,
  what: string,
): void {
  const value = readLooseBigCents(raw);
  if (value === null || value === expected.value) return;
  reportAt(
    context,
    K_LAYOUT.find((field) => field.name === name),
    'K_TOTAL_MISMATCH',
    `is ${showCents(value)}, but the ${what} of this state's B records adds up to ${showCents(expected.value)}.`,
  );
}
