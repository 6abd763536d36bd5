import { parseMoneyToCents } from '@file1099/forms';
import { CentsSum, parseDecimalCents } from '../numbers.ts';
import { SaxesParser, type SaxesTagNS } from 'saxes';
import {
  checkRecordRules,
  checkSubmissionRules,
  type RecordState,
  type Report,
  type SubmissionState,
} from './validate-rules.ts';
import { IRIS_NAMESPACE } from './writer.ts';
import { IrisBusinessRuleChecker } from './business-rules/check.ts';
import { citeRules } from './business-rules/rule-report.ts';

/** One problem in an IRIS transmission, located by element path and line. */
export interface IrisProblem {
  code: string;
  severity: 'error' | 'warning';
  path: string;
  line: number;
  message: string;
  /** The IRS business rules (TY2025 v1.2 rule numbers) the problem breaks; the message ends with them. */
  ruleIds?: readonly string[];
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

/** Exact cents of an amount element; null when it is not a decimal amount (the XSD check reports it). */
function toCents(text: string): bigint | null {
  return parseDecimalCents(text);
}

/** Add an amount element to the running sum of its name. */
function addAmount(sums: Map<string, CentsSum>, name: string, text: string): void {
  // Amounts of 14 digits and fewer stay numbers; larger ones are added as bigint.
  const parsed = parseMoneyToCents(text, { negative: 'allow' });
  let cents: number | bigint | null = parsed.ok ? parsed.cents : null;
  if (cents === null) cents = toCents(text);
  if (cents === null) return;
  let sum = sums.get(name);
  if (!sum) {
    sum = new CentsSum();
    sums.set(name, sum);
  }
  if (typeof cents === 'bigint') sum.addBig(cents);
  else sum.add(cents);
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
  private readonly reporter: Report = (code, path, message, severity, line, ruleIds) =>
    this.report(code, path, message, severity, line, ruleIds);
  private readonly rules = new IrisBusinessRuleChecker((code, message, ruleIds, line, severity = 'error') =>
    this.report(code, this.getPath() || 'IRTransmissionManifest', message, severity, line, ruleIds),
  );

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
    ruleIds?: readonly string[],
  ): void {
    if (severity === 'error') this.errorCount += 1;
    else this.warningCount += 1;
    if (this.problems.length >= this.maxProblems) this.omitted += 1;
    else if (ruleIds)
      this.problems.push({ code, severity, path, line, message: message + citeRules(ruleIds), ruleIds });
    else this.problems.push({ code, severity, path, line, message });
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
    this.rules.open(name, this.stack, this.parser.line);
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
    this.rules.close(name, this.stack, value, this.parser.line);
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
          'error',
          this.parser.line,
          ['SMF007'],
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
        addAmount(submission.sums, name, value);
      }
    }
  }

  private closeRecord(record: RecordState, submission: SubmissionState, detailName: string): void {
    checkRecordRules(this.reporter, this.transmissionType, record, submission, detailName, this.getPath());
    this.record = null;
  }

  private closeSubmission(): void {
    const submission = this.submission;
    if (!submission) return;
    checkSubmissionRules(
      this.reporter,
      submission,
      this.submissionIds,
      this.transmissionType,
      this.originalReceiptId,
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
        ['TMFST026'],
      );
    if (this.declaredRecipients !== null && this.declaredRecipients !== this.recordCount)
      this.report(
        'RECIPIENT_COUNT_MISMATCH',
        'IRTransmissionManifest',
        `TotalRecipientFormCnt is ${this.declaredRecipients}, but the transmission holds ${this.recordCount} records.`,
        'error',
        0,
        ['FTMFST009'],
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
