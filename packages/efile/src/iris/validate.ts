import { parseMoneyToCents } from '@file1099/forms';
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { IRIS_NAMESPACE } from './writer.ts';

/** One problem in an IRIS transmission, located by element path and line. */
export interface IrisProblem {
  code: string;
  severity: 'error' | 'warning';
  path: string;
  line: number;
  message: string;
}

export interface IrisValidationResult {
  valid: boolean;
  problems: IrisProblem[];
  errorCount: number;
  warningCount: number;
  omittedCount: number;
  submissionCount: number;
  recordCount: number;
  taxYear: number | null;
}

interface RecordState {
  index: number;
  line: number;
  recordId: string;
  corrected: string;
  uniqueRecordId: string;
  tin: string;
  accountNumber: string;
}

interface SubmissionState {
  index: number;
  line: number;
  submissionId: string;
  declaredCount: number | null;
  formTypeCd: string;
  phone: string;
  declaredTotals: Map<string, number>;
  sums: Map<string, number>;
  records: number;
  recordIds: Set<string>;
  accounts: Map<string, Set<string>>;
  originalUniqueSubmissionId: string;
}

function toCents(text: string): number | null {
  const parsed = parseMoneyToCents(text, { negative: 'allow' });
  return parsed.ok ? parsed.cents : null;
}

function showCents(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * Business rules of an IRIS transmission that the schema cannot express (reference irs-iris.md §4-§7;
 * IRIS business rules TY2025 v1.2): counts and totals, issuer phone, account numbers for repeated
 * TINs, corrections and replacements. Streams the document; run the XSD check separately.
 */
export class IrisValidator {
  private readonly parser = new SaxesParser({ xmlns: true, position: true });
  private readonly stack: string[] = [];
  private text = '';
  private readonly problems: IrisProblem[] = [];
  private errorCount = 0;
  private warningCount = 0;
  private omitted = 0;
  private fatal: string | null = null;
  private rootChecked = false;
  private transmissionType = '';
  private originalReceiptId = '';
  private taxYear: number | null = null;
  private declaredIssuers: number | null = null;
  private declaredRecipients: number | null = null;
  private submissions = 0;
  private recordCount = 0;
  private readonly submissionIds = new Set<string>();
  private submission: SubmissionState | null = null;
  private record: RecordState | null = null;

  constructor(private readonly maxProblems = 1000) {
    this.parser.on('error', (error) => {
      this.fatal ??= `The XML is not well-formed: ${error.message}`;
    });
    this.parser.on('opentag', (tag) => this.open(tag));
    this.parser.on('text', (text) => (this.text += text));
    this.parser.on('closetag', (tag) => this.close(tag.local ?? tag.name));
  }

  push(chunk: string): void {
    if (this.fatal) return;
    try {
      this.parser.write(chunk);
    } catch (error) {
      this.fatal ??= `The XML is not well-formed: ${error instanceof Error ? error.message : String(error)}`;
    }
  }

  finish(): IrisValidationResult {
    if (!this.fatal) {
      try {
        this.parser.close();
      } catch (error) {
        this.fatal ??= `The XML is not well-formed: ${error instanceof Error ? error.message : String(error)}`;
      }
    }
    if (this.fatal) this.report('XML_NOT_WELL_FORMED', '', this.fatal);
    else if (!this.rootChecked) this.report('NOT_IRIS', '', 'The file has no XML elements.');
    else this.checkTransmission();
    return {
      valid: this.errorCount === 0,
      problems: this.problems,
      errorCount: this.errorCount,
      warningCount: this.warningCount,
      omittedCount: this.omitted,
      submissionCount: this.submissions,
      recordCount: this.recordCount,
      taxYear: this.taxYear,
    };
  }

  private report(
    code: string,
    path: string,
    message: string,
    severity: 'error' | 'warning' = 'error',
    line = this.parser.line,
  ): void {
    if (severity === 'error') this.errorCount += 1;
    else this.warningCount += 1;
    if (this.problems.length < this.maxProblems) this.problems.push({ code, severity, path, line, message });
    else this.omitted += 1;
  }

  private getPath(): string {
    const parts: string[] = [];
    if (this.submission) parts.push(`IRSubmission1Grp[${this.submission.index}]`);
    if (this.record)
      parts.push(
        `record ${this.record.index}${this.record.recordId ? ` (RecordId ${this.record.recordId})` : ''}`,
      );
    return parts.join(', ');
  }

  private open(tag: SaxesTagNS): void {
    const name = tag.local ?? tag.name;
    if (!this.rootChecked) {
      this.rootChecked = true;
      if (name !== 'IRTransmission' || tag.uri !== IRIS_NAMESPACE) {
        this.fatal = `This is not an IRIS transmission: the root element is ${name} in namespace "${tag.uri ?? ''}", expected IRTransmission in ${IRIS_NAMESPACE}.`;
      }
    }
    const parent = this.stack.at(-1);
    this.stack.push(name);
    this.text = '';
    if (name === 'IRSubmission1Grp') {
      this.submissions += 1;
      this.submission = {
        index: this.submissions,
        line: this.parser.line,
        submissionId: '',
        declaredCount: null,
        formTypeCd: '',
        phone: '',
        declaredTotals: new Map(),
        sums: new Map(),
        records: 0,
        recordIds: new Set(),
        accounts: new Map(),
        originalUniqueSubmissionId: '',
      };
    } else if (name === 'IRSubmission2Grp' || name === 'IRSubmission3Grp') {
      // Form 8809 and Form 1042-S submissions: counted, not checked further.
      this.submissions += 1;
    } else if (parent === 'IRSubmission3Grp' && name.endsWith('Detail')) {
      this.recordCount += 1;
    } else if (parent === 'IRSubmission1Detail' && this.submission) {
      this.submission.records += 1;
      this.recordCount += 1;
      this.record = {
        index: this.submission.records,
        line: this.parser.line,
        recordId: '',
        corrected: '',
        uniqueRecordId: '',
        tin: '',
        accountNumber: '',
      };
    }
  }

  private close(name: string): void {
    this.stack.pop();
    const parent = this.stack.at(-1) ?? '';
    const value = this.text.trim();
    this.text = '';
    if (parent === 'IRTransmissionManifest') this.readManifest(name, value);
    else if (this.record) this.readRecord(name, parent, value);
    else if (this.submission) this.readHeader(name, parent, value);
    if (name === 'IRSubmission1Grp') this.closeSubmission();
  }

  private readManifest(name: string, value: string): void {
    if (name === 'TransmissionTypeCd') this.transmissionType = value;
    else if (name === 'OriginalReceiptId') this.originalReceiptId = value;
    else if (name === 'TaxYr') this.taxYear = Number(value);
    else if (name === 'TotalIssuerFormCnt') this.declaredIssuers = Number(value);
    else if (name === 'TotalRecipientFormCnt') this.declaredRecipients = Number(value);
  }

  private readHeader(name: string, parent: string, value: string): void {
    const submission = this.submission;
    if (!submission) return;
    if (parent === 'IRSubmission1Header') {
      if (name === 'SubmissionId') submission.submissionId = value;
      else if (name === 'TotalReportedRcpntFormCnt') submission.declaredCount = Number(value);
      else if (name === 'FormTypeCd') submission.formTypeCd = value;
      else if (name === 'OriginalUniqueSubmissionId') submission.originalUniqueSubmissionId = value;
      else if (name === 'TaxYr' && this.taxYear !== null && Number(value) !== this.taxYear)
        this.report(
          'TAX_YEAR_MISMATCH',
          this.getPath(),
          `The submission is for tax year ${value} but the manifest says ${this.taxYear}.`,
        );
    } else if (parent === 'IssuerDetail' && name === 'PhoneNum') submission.phone = value;
    else if (parent.endsWith('TotalAmtGrp')) {
      const cents = toCents(value);
      if (cents !== null) submission.declaredTotals.set(name, cents);
    }
  }

  private readRecord(name: string, parent: string, value: string): void {
    const record = this.record;
    const submission = this.submission;
    if (!record || !submission) return;
    if (parent === 'IRSubmission1Detail') {
      this.closeRecord(record, submission, name);
      return;
    }
    if (parent === 'PrevSubmittedRecRecipientGrp' && name === 'UniqueRecordId') record.uniqueRecordId = value;
    else if (parent === 'RecipientDetail' && name === 'TIN') record.tin = value;
    else if (this.stack.length === 4) {
      if (name === 'RecordId') record.recordId = value;
      else if (name === 'CorrectedInd') record.corrected = value;
      else if (name === 'RecipientAccountNum') record.accountNumber = value;
      else if (name.endsWith('Amt')) {
        const cents = toCents(value);
        if (cents !== null) submission.sums.set(name, (submission.sums.get(name) ?? 0) + cents);
      }
    }
  }

  private closeRecord(record: RecordState, submission: SubmissionState, detailName: string): void {
    const path = this.getPath();
    if (submission.formTypeCd && detailName !== `Form${submission.formTypeCd}Detail`)
      this.report(
        'DETAIL_FORM_MISMATCH',
        path,
        `The record is a ${detailName}, but the submission's FormTypeCd is ${submission.formTypeCd}; one submission holds one form type.`,
        'error',
        record.line,
      );
    if (record.recordId && submission.recordIds.has(record.recordId))
      this.report(
        'RECORD_ID_DUPLICATE',
        path,
        `RecordId ${record.recordId} is used twice in this submission; record ids must be unique within a submission.`,
        'error',
        record.line,
      );
    submission.recordIds.add(record.recordId);
    if (this.transmissionType === 'C' && record.corrected !== '1')
      this.report(
        'CORRECTION_NOT_MARKED',
        path,
        'This is a correction transmission (TransmissionTypeCd C), so every record must have CorrectedInd 1; send new originals in an original transmission.',
        'error',
        record.line,
      );
    if (this.transmissionType !== 'C' && record.corrected === '1')
      this.report(
        'CORRECTION_IN_ORIGINAL',
        path,
        `CorrectedInd is 1 in a transmission of type ${this.transmissionType}; corrections go in a correction transmission (TransmissionTypeCd C).`,
        'error',
        record.line,
      );
    if (record.corrected === '1' && !record.uniqueRecordId)
      this.report(
        'CORRECTION_WITHOUT_PREVIOUS_RECORD',
        path,
        'A corrected record needs PrevSubmittedRecRecipientGrp/UniqueRecordId: the ReceiptId|SubmissionId|RecordId of the last accepted version of the record.',
        'error',
        record.line,
      );
    if (record.tin) {
      const accounts = submission.accounts.get(record.tin) ?? new Set<string>();
      if (
        submission.accounts.has(record.tin) &&
        (!record.accountNumber || accounts.has(record.accountNumber) || accounts.has(''))
      )
        this.report(
          'DUPLICATE_TIN_WITHOUT_ACCOUNT',
          path,
          `Recipient TIN ${record.tin} appears more than once in this submission; each of its records needs its own RecipientAccountNum.`,
          'error',
          record.line,
        );
      accounts.add(record.accountNumber);
      submission.accounts.set(record.tin, accounts);
    }
    this.record = null;
  }

  private closeSubmission(): void {
    const submission = this.submission;
    if (!submission) return;
    const path = `IRSubmission1Grp[${submission.index}]`;
    if (submission.submissionId && this.submissionIds.has(submission.submissionId))
      this.report(
        'SUBMISSION_ID_DUPLICATE',
        path,
        `SubmissionId ${submission.submissionId} is used twice; submission ids must be unique within a transmission.`,
        'error',
        submission.line,
      );
    this.submissionIds.add(submission.submissionId);
    if (submission.declaredCount !== null && submission.declaredCount !== submission.records)
      this.report(
        'SUBMISSION_COUNT_MISMATCH',
        path,
        `TotalReportedRcpntFormCnt is ${submission.declaredCount}, but the submission holds ${submission.records} records.`,
        'error',
        submission.line,
      );
    if (!submission.phone)
      this.report(
        'ISSUER_PHONE_MISSING',
        path,
        "The issuer has no PhoneNum; IRIS accepts the submission only 'with errors' without the payer's phone number.",
        'error',
        submission.line,
      );
    for (const [element, declared] of submission.declaredTotals) {
      if (element === 'TotalReportedAmt') continue;
      const sum = submission.sums.get(element) ?? 0;
      if (sum !== declared)
        this.report(
          'SUBMISSION_TOTAL_MISMATCH',
          path,
          `The header total ${element} is ${showCents(declared)}, but the records add up to ${showCents(sum)}.`,
          'error',
          submission.line,
        );
    }
    if (this.transmissionType === 'R' && !this.originalReceiptId && !submission.originalUniqueSubmissionId)
      this.report(
        'REPLACEMENT_WITHOUT_ORIGINAL',
        path,
        'A replacement needs the manifest OriginalReceiptId (a rejected transmission) or OriginalUniqueSubmissionId on each submission (rejected submissions).',
        'error',
        submission.line,
      );
    this.submission = null;
  }

  private checkTransmission(): void {
    if (this.declaredIssuers !== null && this.declaredIssuers !== this.submissions)
      this.report(
        'ISSUER_COUNT_MISMATCH',
        'IRTransmissionManifest',
        `TotalIssuerFormCnt is ${this.declaredIssuers}, but the transmission holds ${this.submissions} submissions.`,
        'error',
        0,
      );
    if (this.declaredRecipients !== null && this.declaredRecipients !== this.recordCount)
      this.report(
        'RECIPIENT_COUNT_MISMATCH',
        'IRTransmissionManifest',
        `TotalRecipientFormCnt is ${this.declaredRecipients}, but the transmission holds ${this.recordCount} records.`,
        'error',
        0,
      );
  }
}

export function validateIrisXml(
  input: string | Iterable<string>,
  maxProblems?: number,
): IrisValidationResult {
  const validator = new IrisValidator(maxProblems);
  for (const chunk of typeof input === 'string' ? [input] : input) validator.push(chunk);
  return validator.finish();
}
