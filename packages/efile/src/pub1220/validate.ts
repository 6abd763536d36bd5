import type { FormType } from '@file1099/forms';
import { checkBRecord } from './check-b.ts';
import { checkLayoutFields, readCents, reportField, type RecordContext } from './check-fields.ts';
import { checkARecord, checkTRecord, type AGroupInfo } from './check-t-a.ts';
import { isPub1220TaxYear, type Pub1220TaxYear } from './codes.ts';
import { RECORD_LENGTH } from './fields.ts';
import { GroupState } from './group-state.ts';
import { ProblemList, type Pub1220Problem } from './problems.ts';
import { getLayout, isRecordType, sliceRecord, type RecordType } from './records.ts';
import { getRecordBody, Pub1220RecordSplitter, type SourceRecord } from './split-records.ts';

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

export interface Pub1220ValidationResult {
  valid: boolean;
  problems: Pub1220Problem[];
  errorCount: number;
  warningCount: number;
  /** Problems found beyond maxProblems. */
  omittedCount: number;
  recordCount: number;
  payeeCount: number;
  taxYear: number | null;
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

const NON_ASCII = /[^\x20-\x7e]/;

/** Checks a Pub 1220 file the way FIRE did, record by record, in constant memory per A group. */
export class Pub1220Validator {
  private readonly list: ProblemList;
  private readonly splitter = new Pub1220RecordSplitter();
  private previous: RecordType | null = null;
  private group: GroupState | null = null;
  private taxYear: number | null = null;
  private rulesYear: Pub1220TaxYear = 2025;
  private tPayeeCount: number | null = null;
  private aCount = 0;
  private bCount = 0;
  private recordCount = 0;
  private sawF = false;

  constructor(private readonly options: Pub1220ValidateOptions = {}) {
    this.list = new ProblemList(options.maxProblems ?? 1000);
  }

  push(chunk: string): void {
    for (const record of this.splitter.push(chunk)) this.checkRecord(record);
  }

  finish(): Pub1220ValidationResult {
    for (const record of this.splitter.finish()) this.checkRecord(record);
    const context = this.createContext(this.recordCount, '');
    if (this.recordCount === 0)
      this.fileProblem(
        'FILE_EMPTY',
        'The file is empty: a Pub 1220 file has at least a T, an A, a B, a C and an F record.',
      );
    else if (this.group) this.closeGroup(context, true);
    if (this.recordCount > 0 && !this.sawF && !this.options.fragment)
      this.fileProblem('MISSING_F_RECORD', 'The file does not end with an F (End of Transmission) record.');
    if (!this.options.fragment && this.tPayeeCount !== null && this.tPayeeCount !== this.bCount)
      this.add({
        code: 'T_PAYEE_COUNT_MISMATCH',
        severity: 'error',
        recordNumber: 1,
        recordType: 'T',
        field: 'Total Number of Payees',
        start: 296,
        end: 303,
        message: `says ${this.tPayeeCount} payees, but the file has ${this.bCount} B records.`,
      });
    const problems = [...this.list.problems].sort((left, right) => left.recordNumber - right.recordNumber);
    return {
      valid: this.list.errorCount === 0,
      problems,
      errorCount: this.list.errorCount,
      warningCount: this.list.warningCount,
      omittedCount: this.list.omitted,
      recordCount: this.recordCount,
      payeeCount: this.bCount,
      taxYear: this.taxYear,
    };
  }

  private add(problem: Pub1220Problem): void {
    this.list.add(problem);
  }

  private fileProblem(code: string, message: string): void {
    this.add({
      code,
      severity: 'error',
      recordNumber: 0,
      recordType: '',
      field: '',
      start: 0,
      end: 0,
      message,
    });
  }

  private createContext(recordNumber: number, recordType: string): RecordContext {
    return { recordNumber, recordType, report: (problem) => this.add(problem) };
  }

  private checkRecord(source: SourceRecord): void {
    this.recordCount = source.recordNumber;
    const { body, lineEnding } = getRecordBody(source.text);
    const line = lineEnding === '\r\n' ? source.text : body;
    const type = line.charAt(0);
    const context = this.createContext(source.recordNumber, type);
    const whole = { label: '', start: 0, end: 0 };
    if (line.length !== RECORD_LENGTH) {
      const ending = lineEnding === '\n' ? ' and ends with a bare line feed (use CR/LF)' : '';
      reportField(
        context,
        whole,
        'RECORD_LENGTH',
        `is ${line.length} characters long${ending}; every record is exactly 750 positions (748 characters plus CR/LF or two blanks).`,
      );
    }
    const nonAscii = NON_ASCII.exec(lineEnding === '\r\n' ? body : line);
    if (nonAscii) {
      const position = nonAscii.index + 1;
      reportField(
        context,
        { label: '', start: position, end: position },
        'NOT_ASCII',
        `holds ${JSON.stringify(nonAscii[0])} (U+${(nonAscii[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}); Pub 1220 files are plain ASCII text with no tabs or accented letters.`,
      );
    }
    if (!isRecordType(type)) {
      reportField(
        context,
        { label: 'Record Type', start: 1, end: 1 },
        'RECORD_TYPE_UNKNOWN',
        `"${type}" is not a record type; each record starts with T, A, B, C, K or F.`,
      );
      return;
    }
    if (!this.options.fragment) this.checkOrder(context, type);
    const padded =
      line.length < RECORD_LENGTH ? line.padEnd(RECORD_LENGTH, ' ') : line.slice(0, RECORD_LENGTH);
    const formType = this.group?.info.formType ?? this.options.formType ?? null;
    const layout = getLayout(type, type === 'B' ? formType : null);
    const fields = sliceRecord(padded, layout);
    checkLayoutFields(context, layout, fields);
    if (!this.options.fragment)
      this.checkSequence(context, fields.recordSequenceNumber ?? '', source.recordNumber);
    this.checkByType(context, type, fields);
    this.previous = type;
  }

  private checkOrder(context: RecordContext, type: RecordType): void {
    const whole = { label: '', start: 0, end: 0 };
    if (this.sawF) {
      reportField(
        context,
        whole,
        'RECORD_AFTER_F',
        'comes after the F record; the F record must be the last record of the file.',
      );
      return;
    }
    if (ALLOWED_AFTER[type].includes(this.previous)) return;
    if (type === 'T')
      reportField(
        context,
        whole,
        'T_RECORD_REPEATED',
        'is a second T record; a file has exactly one T record, the first.',
      );
    else if (this.previous === null)
      reportField(
        context,
        whole,
        'MISSING_T_RECORD',
        `is ${type === 'A' || type === 'F' ? 'an' : 'a'} ${type} record, but a file must start with the T (Transmitter) record.`,
      );
    else if (type === 'A' && this.previous === 'B')
      reportField(
        context,
        whole,
        'MISSING_C_RECORD',
        "starts a new A group, but the previous group's B records are not closed by a C (End of Payer) record.",
      );
    else if (type === 'F' && this.previous === 'B')
      reportField(
        context,
        whole,
        'MISSING_C_RECORD',
        "ends the file, but the last group's B records are not closed by a C (End of Payer) record.",
      );
    else if (this.previous !== null)
      reportField(
        context,
        whole,
        'RECORD_OUT_OF_ORDER',
        `a ${type} record cannot follow a ${this.previous} record; the order is T, then for each payer A, B…, C (and K records for CF/SF), then F.`,
      );
  }

  private checkSequence(context: RecordContext, value: string, recordNumber: number): void {
    const sequence = readCents(value);
    if (sequence !== null && sequence !== recordNumber)
      reportField(
        context,
        { label: 'Record Sequence Number', start: 500, end: 507 },
        'SEQUENCE_NUMBER',
        `is ${sequence}, expected ${recordNumber}: number the records 1, 2, 3… from the T record to the F record.`,
      );
  }

  private checkYear(context: RecordContext, value: string): void {
    if (this.taxYear !== null && /^\d{4}$/.test(value) && Number(value) !== this.taxYear)
      reportField(
        context,
        { label: 'Payment Year', start: 2, end: 5 },
        'PAYMENT_YEAR_MISMATCH',
        `is ${value}, but the T record says ${this.taxYear}; one file holds one tax year.`,
      );
  }

  private checkByType(
    context: RecordContext,
    type: RecordType,
    fields: Readonly<Record<string, string>>,
  ): void {
    switch (type) {
      case 'T':
        this.checkT(context, fields);
        break;
      case 'A':
        if (this.group) this.closeGroup(context, false);
        this.aCount += 1;
        this.checkYear(context, fields.paymentYear ?? '');
        this.group = new GroupState(checkARecord(context, fields, this.rulesYear), context.recordNumber);
        break;
      case 'B':
        this.checkB(context, fields);
        break;
      case 'C':
        this.group?.checkC(context, fields);
        break;
      case 'K':
        this.group?.checkK(context, fields);
        break;
      case 'F':
        this.checkF(context, fields);
        break;
    }
  }

  private checkT(context: RecordContext, fields: Readonly<Record<string, string>>): void {
    const year = Number(fields.paymentYear);
    if (/^\d{4}$/.test(fields.paymentYear ?? '')) {
      this.taxYear = year;
      if (isPub1220TaxYear(year)) this.rulesYear = year;
      else {
        this.rulesYear = year < 2024 ? 2024 : 2025;
        reportField(
          context,
          { label: 'Payment Year', start: 2, end: 5 },
          'PAYMENT_YEAR_UNSUPPORTED',
          `is ${year}; this check knows the Pub 1220 rules of tax years 2024 and 2025 (FIRE's last season), so the file was checked against the ${this.rulesYear} rules. Tax year 2026 and later go to IRIS.`,
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
    this.tPayeeCount = readCents(fields.totalNumberOfPayees);
    checkTRecord(context, fields);
  }

  private checkB(context: RecordContext, fields: Readonly<Record<string, string>>): void {
    this.bCount += 1;
    this.checkYear(context, fields.paymentYear ?? '');
    const info: AGroupInfo = this.group?.info ?? {
      formType: this.options.formType ?? null,
      amountCodes: new Set(),
      combinedFederalState: true,
    };
    const amounts = checkBRecord(context, fields, info, this.rulesYear);
    const group = this.group;
    if (!group) return;
    group.addB(amounts);
    const correction = fields.correctedReturnIndicator ?? ' ';
    if (group.correction === null) group.correction = correction;
    else if (group.correction !== correction)
      reportField(
        context,
        { label: 'Corrected Return Indicator', start: 6, end: 6 },
        'CORRECTIONS_MIXED',
        `is "${correction.trim() || 'blank'}" but earlier B records of this A group have "${group.correction.trim() || 'blank'}"; originals, G and C records must be under separate A records.`,
      );
    const duplicate = group.findDuplicate(
      fields.payeeTin ?? '',
      fields.payerAccountNumber ?? '',
      context.recordNumber,
    );
    if (duplicate !== null) {
      const account = (fields.payerAccountNumber ?? '').trim();
      reportField(
        context,
        { label: "Payer's Account Number For Payee", start: 21, end: 40 },
        account ? 'DUPLICATE_ACCOUNT_NUMBER' : 'DUPLICATE_PAYEE_WITHOUT_ACCOUNT',
        account
          ? `"${account}" is also the account number of record ${duplicate} for the same payee TIN; each return of the same type for one payee needs its own account number.`
          : `record ${duplicate} has the same payee TIN (${fields.payeeTin}) with no account number; when a payer files more than one ${group.describeForm()} for a payee, each needs a unique account number.`,
      );
    }
  }

  private checkF(context: RecordContext, fields: Readonly<Record<string, string>>): void {
    if (this.group) this.closeGroup(context, false);
    this.sawF = true;
    if (this.options.fragment) return;
    const aCount = readCents(fields.numberOfARecords);
    if (aCount !== null && aCount !== this.aCount)
      reportField(
        context,
        { label: 'Number of "A" Records', start: 2, end: 9 },
        'F_A_COUNT_MISMATCH',
        `says ${aCount}, but the file has ${this.aCount} A records.`,
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
    if (payees !== null && payees !== this.bCount)
      reportField(
        context,
        { label: 'Total Number of Payees', start: 50, end: 57 },
        'F_PAYEE_COUNT_MISMATCH',
        `says ${payees}, but the file has ${this.bCount} B records.`,
      );
  }

  private closeGroup(context: RecordContext, atEnd: boolean): void {
    const group = this.group;
    if (!group) return;
    if (!group.hasC && atEnd && !this.options.fragment)
      reportField(
        { ...context, recordNumber: group.aRecordNumber, recordType: 'A' },
        { label: '', start: 0, end: 0 },
        'MISSING_C_RECORD',
        'this A group has no C (End of Payer) record.',
      );
    if (group.totals.count === 0 && !this.options.fragment)
      reportField(
        { ...context, recordNumber: group.aRecordNumber, recordType: 'A' },
        { label: '', start: 0, end: 0 },
        'A_WITHOUT_B',
        'this A record has no B records; leave out payers with nothing to report.',
      );
    group.checkClosed(context);
    this.group = null;
  }
}

/** Validate a whole file given as text or as text chunks. */
export function validatePub1220(
  input: string | Iterable<string>,
  options: Pub1220ValidateOptions = {},
): Pub1220ValidationResult {
  const validator = new Pub1220Validator(options);
  if (typeof input === 'string') validator.push(input);
  else for (const chunk of input) validator.push(chunk);
  return validator.finish();
}
