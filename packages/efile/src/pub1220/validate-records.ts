import type { FormType } from '@file1099/forms';
import { getBPlaces } from './b-places.ts';
import { checkBRecord, createBRecordAmounts } from './check-b.ts';
import { readCents, reportField, type RecordContext } from './check-fields.ts';
import { checkARecord, checkTRecord, type AGroupInfo } from './check-t-a.ts';
import { isPub1220TaxYear, type Pub1220TaxYear } from './codes.ts';
import type { FieldSpec } from './fields.ts';
import { GroupState } from './group-state.ts';
import {
  cutField,
  isBlankAt,
  isDigitsAt,
  readNumberAt,
  skipSpaceBackward,
  skipSpaceForward,
} from './in-place.ts';
import { PayeeIndex } from './payee-index.ts';
import type { RecordType } from './records.ts';

export interface Pub1220ValidateOptions {
  /** Stop collecting problems after this many (the counts go on). Default 1000. */
  maxProblems?: number;
  /**
   * Check a fragment (single records taken out of a file): no checks of record order, sequence numbers
   * or missing T, C and F records.
   */
  fragment?: boolean;
  /** Form of B records that have no A record before them (with `fragment`). */
  formType?: FormType;
}

/** What the validator knows of the file so far. */
export interface FileState {
  readonly options: Pub1220ValidateOptions;
  previous: RecordType | null;
  group: GroupState | null;
  taxYear: number | null;
  rulesYear: Pub1220TaxYear;
  tPayeeCount: number | null;
  aCount: number;
  bCount: number;
  recordCount: number;
  sawF: boolean;
}

/** Which record types may follow which (Pub 1220 (2025), Part C: T, (A, B…, C, K…)…, F). */
const ALLOWED_AFTER: Readonly<Record<RecordType, readonly (RecordType | null)[]>> = {
  T: [null],
  A: ['T', 'C', 'K'],
  B: ['A', 'B'],
  C: ['A', 'B'],
  K: ['C', 'K'],
  F: ['C', 'K', 'T'],
};

/** What is wrong with a record of this type coming next, or null. */
export function describeOrderProblem(
  type: RecordType,
  previous: RecordType | null,
  sawF: boolean,
): { code: string; message: string } | null {
  if (sawF)
    return {
      code: 'RECORD_AFTER_F',
      message: 'comes after the F record; the F record must be the last record of the file.',
    };
  if (ALLOWED_AFTER[type].includes(previous)) return null;
  if (type === 'T')
    return {
      code: 'T_RECORD_REPEATED',
      message: 'is a second T record; a file has exactly one T record, the first.',
    };
  if (previous === null)
    return {
      code: 'MISSING_T_RECORD',
      message: `is ${type === 'A' || type === 'F' ? 'an' : 'a'} ${type} record, but a file must start with the T (Transmitter) record.`,
    };
  if (type === 'A' && previous === 'B')
    return {
      code: 'MISSING_C_RECORD',
      message:
        "starts a new A group, but the previous group's B records are not closed by a C (End of Payer) record.",
    };
  if (type === 'F' && previous === 'B')
    return {
      code: 'MISSING_C_RECORD',
      message: "ends the file, but the last group's B records are not closed by a C (End of Payer) record.",
    };
  return {
    code: 'RECORD_OUT_OF_ORDER',
    message: `a ${type} record cannot follow a ${previous} record; the order is T, then for each payer A, B…, C (and K records for CF/SF), then F.`,
  };
}

const NO_GROUP_CODES: ReadonlySet<never> = new Set();

/** The checks of each record type that go beyond its layout, and the closing checks of an A group. */
export class RecordChecks {
  private readonly amounts = createBRecordAmounts();
  /** Payees with a TIN of nine digits, of the group `payeesGroup` (other TINs: GroupState). */
  private readonly payees = new PayeeIndex();
  private payeesGroup: GroupState | null = null;

  constructor(private readonly state: FileState) {}

  private checkYear(context: RecordContext, value: string): void {
    const { taxYear } = this.state;
    if (taxYear !== null && /^\d{4}$/.test(value) && Number(value) !== taxYear)
      reportField(
        context,
        { label: 'Payment Year', start: 2, end: 5 },
        'PAYMENT_YEAR_MISMATCH',
        `is ${value}, but the T record says ${taxYear}; one file holds one tax year.`,
      );
  }

  /** T, A, C, K and F records, from their cut-out fields (a handful per file). */
  checkByType(context: RecordContext, type: RecordType, fields: Readonly<Record<string, string>>): void {
    const state = this.state;
    switch (type) {
      case 'T':
        this.checkT(context, fields);
        break;
      case 'A':
        if (state.group) this.closeGroup(context, false);
        state.aCount += 1;
        this.checkYear(context, fields.paymentYear ?? '');
        state.group = new GroupState(checkARecord(context, fields, state.rulesYear), context.recordNumber);
        break;
      case 'C':
        state.group?.checkC(context, fields);
        break;
      case 'K':
        state.group?.checkK(context, fields);
        break;
      case 'F':
        this.checkF(context, fields);
        break;
      case 'B':
        break;
    }
  }

  private checkT(context: RecordContext, fields: Readonly<Record<string, string>>): void {
    const state = this.state;
    const year = Number(fields.paymentYear);
    if (/^\d{4}$/.test(fields.paymentYear ?? '')) {
      state.taxYear = year;
      if (isPub1220TaxYear(year)) state.rulesYear = year;
      else {
        state.rulesYear = year < 2024 ? 2024 : 2025;
        reportField(
          context,
          { label: 'Payment Year', start: 2, end: 5 },
          'PAYMENT_YEAR_UNSUPPORTED',
          `is ${year}; this check knows the Pub 1220 rules of tax years 2024 and 2025 (FIRE's last season), so the file was checked against the ${state.rulesYear} rules. Tax year 2026 and later go to IRIS.`,
        );
      }
    }
    if (fields.testFileIndicator === 'T')
      reportField(
        context,
        { label: 'Test File Indicator', start: 28, end: 28 },
        'TEST_FILE',
        'marks a test file ("T"); the FIRE production system rejects it. Leave it blank for a production file.',
        'warning',
      );
    state.tPayeeCount = readCents(fields.totalNumberOfPayees);
    checkTRecord(context, fields);
  }

  /** A B record, read in place: its 750 positions start at `offset` of `text`. */
  checkB(context: RecordContext, text: string, offset: number, layout: readonly FieldSpec[]): void {
    const state = this.state;
    state.bCount += 1;
    const places = getBPlaces(layout);
    const yearField = places.paymentYear;
    const yearFrom = offset + yearField.start - 1;
    if (
      state.taxYear !== null &&
      isDigitsAt(text, yearFrom, 4) &&
      readNumberAt(text, yearFrom, 4) !== state.taxYear
    )
      this.checkYear(context, cutField(text, offset, yearField));
    const info: AGroupInfo = state.group?.info ?? {
      formType: state.options.formType ?? null,
      amountCodes: NO_GROUP_CODES,
      combinedFederalState: true,
    };
    const amounts = checkBRecord(context, text, offset, layout, info, state.rulesYear, this.amounts);
    const group = state.group;
    if (!group) return;
    group.addB(amounts);
    const correction = text.charAt(offset + places.correction.start - 1);
    if (group.correction === null) group.correction = correction;
    else if (group.correction !== correction)
      reportField(
        context,
        { label: 'Corrected Return Indicator', start: 6, end: 6 },
        'CORRECTIONS_MIXED',
        `is "${correction.trim() || 'blank'}" but earlier B records of this A group have "${group.correction.trim() || 'blank'}"; originals, G and C records must be under separate A records.`,
      );
    const tinField = places.tin;
    const accountField = places.account;
    const tinFrom = offset + tinField.start - 1;
    let duplicate: number | null = null;
    if (isDigitsAt(text, tinFrom, 9)) {
      if (this.payeesGroup !== group) {
        this.payees.clear();
        this.payeesGroup = group;
      }
      const tin = readNumberAt(text, tinFrom, 9) ?? 0;
      const accountFrom = offset + accountField.start - 1;
      const accountEnd = accountFrom + accountField.end - accountField.start + 1;
      const start = skipSpaceForward(text, accountFrom, accountEnd);
      const end = skipSpaceBackward(text, start, accountEnd);
      if (start < end && (text.charCodeAt(start) >= 128 || text.charCodeAt(end - 1) >= 128)) {
        // trim() also removes Unicode blanks such as U+00A0: let it.
        const account = cutField(text, offset, accountField).trim();
        duplicate = this.payees.findOrAdd(tin, account, 0, account.length, context.recordNumber);
      } else duplicate = this.payees.findOrAdd(tin, text, start, end - start, context.recordNumber);
    } else if (!isBlankAt(text, tinFrom, 9))
      duplicate = group.findDuplicate(
        cutField(text, offset, tinField),
        cutField(text, offset, accountField),
        context.recordNumber,
      );
    if (duplicate === null) return;
    const account = cutField(text, offset, accountField).trim();
    reportField(
      context,
      { label: "Payer's Account Number For Payee", start: 21, end: 40 },
      account ? 'DUPLICATE_ACCOUNT_NUMBER' : 'DUPLICATE_PAYEE_WITHOUT_ACCOUNT',
      account
        ? `"${account}" is also the account number of record ${duplicate} for the same payee TIN; each return of the same type for one payee needs its own account number.`
        : `record ${duplicate} has the same payee TIN (${cutField(text, offset, tinField)}) with no account number; when a payer files more than one ${group.describeForm()} for a payee, each needs a unique account number.`,
    );
  }

  private checkF(context: RecordContext, fields: Readonly<Record<string, string>>): void {
    const state = this.state;
    if (state.group) this.closeGroup(context, false);
    state.sawF = true;
    if (state.options.fragment) return;
    const aCount = readCents(fields.numberOfARecords);
    if (aCount !== null && aCount !== state.aCount)
      reportField(
        context,
        { label: 'Number of "A" Records', start: 2, end: 9 },
        'F_A_COUNT_MISMATCH',
        `says ${aCount}, but the file has ${state.aCount} A records.`,
      );
    const zero = fields.zero ?? '';
    if (/^\d+$/.test(zero) && /[1-9]/.test(zero))
      reportField(
        context,
        { label: 'Zero', start: 10, end: 30 },
        'F_ZERO_FIELD',
        'positions 10-30 must be 21 zeros.',
      );
    const payees = readCents(fields.totalNumberOfPayees);
    if (payees !== null && payees !== state.bCount)
      reportField(
        context,
        { label: 'Total Number of Payees', start: 50, end: 57 },
        'F_PAYEE_COUNT_MISMATCH',
        `says ${payees}, but the file has ${state.bCount} B records.`,
      );
  }

  closeGroup(context: RecordContext, atEnd: boolean): void {
    const state = this.state;
    const group = state.group;
    if (!group) return;
    if (!group.hasC && atEnd && !state.options.fragment)
      reportField(
        { ...context, recordNumber: group.aRecordNumber, recordType: 'A' },
        { label: '', start: 0, end: 0 },
        'MISSING_C_RECORD',
        'this A group has no C (End of Payer) record.',
      );
    if (group.totals.count === 0 && !state.options.fragment)
      reportField(
        { ...context, recordNumber: group.aRecordNumber, recordType: 'A' },
        { label: '', start: 0, end: 0 },
        'A_WITHOUT_B',
        'this A record has no B records; leave out payers with nothing to report.',
      );
    group.checkClosed(context);
    state.group = null;
  }
}
