/**
 * The IRS business rules of one form record (a FormxxxDetail element of an IRIS submission): its
 * links to earlier filings, its CF/SF states, its recipient and the rules of its form.
 */
import { parseDecimalCents } from '../../numbers.ts';
import { IRIS_CFSF_STATES } from './cfsf.ts';
import type { RuleReport } from './rule-report.ts';

/** F1099xxx001: federal income tax withheld 'appears excessive in relation to income amounts reported'. */
const WITHHOLDING_RULES: Readonly<Record<string, string>> = {
  Form1099INTDetail: 'F1099INT001',
  Form1099MISCDetail: 'F1099MISC001',
  Form1099NECDetail: 'F1099NEC001',
  Form1099OIDDetail: 'F1099OID001',
};

/** What the checks gather of one form record while it streams by. */
export interface RecordRuleState {
  line: number;
  detail: string;
  taxYear: string;
  corrected: string;
  previousGroup: boolean;
  uniqueRecordId: string;
  cfsfStates: string[];
  /** StateAbbreviationCd of the StateLocalTaxGrp groups. */
  taxStates: string[];
  tin: string;
  hasTin: boolean;
  hasAddress: boolean;
  accountNumber: string;
  fatca: string;
  /** Amount elements directly in the detail, in exact cents. */
  amounts: Map<string, bigint>;
  foreignCountry: string;
  obligationDescription: string;
  considerationReceived: string;
}

/** A record that opens at `line` with its Detail element `detail`. */
export function createRecordState(detail: string, line: number): RecordRuleState {
  return {
    line,
    detail,
    taxYear: '',
    corrected: '',
    previousGroup: false,
    uniqueRecordId: '',
    cfsfStates: [],
    taxStates: [],
    tin: '',
    hasTin: false,
    hasAddress: false,
    accountNumber: '',
    fatca: '',
    amounts: new Map(),
    foreignCountry: '',
    obligationDescription: '',
    considerationReceived: '',
  };
}

/** What the record rules need of the submission header the record belongs to. */
export interface SubmissionFacts {
  taxYear: string;
  cfsfElection: string;
  stateTotalsGroups: number;
}

/** The test-TIN rule, which depends on the transmission's TestCd. */
export type TestTinCheck = (tin: string, party: 'recipient', rule: string, line: number) => void;

/** Checks each form record of a transmission when it closes; remembers the records it corrects. */
export class RecordRules {
  private readonly uniqueRecordIds = new Set<string>();

  constructor(
    private readonly report: RuleReport,
    private readonly transmissionType: () => string,
    private readonly checkTestTin: TestTinCheck,
  ) {}

  /** An element of the record closes with its trimmed text. */
  read(record: RecordRuleState, name: string, parent: string, value: string): void {
    if (parent === 'PrevSubmittedRecRecipientGrp' && name === 'UniqueRecordId') record.uniqueRecordId = value;
    else if (parent === 'StateLocalTaxGrp' && name === 'StateAbbreviationCd') record.taxStates.push(value);
    else if (parent === 'RecipientDetail' && name === 'TIN') {
      record.tin = value;
      record.hasTin = value !== '';
    } else if (parent === record.detail) this.readRecordElement(record, name, value);
  }

  private readRecordElement(record: RecordRuleState, name: string, value: string): void {
    if (name.endsWith('Amt')) {
      const cents = parseDecimalCents(value);
      if (cents !== null) record.amounts.set(name, (record.amounts.get(name) ?? 0n) + cents);
      return;
    }
    switch (name) {
      case 'TaxYr':
        record.taxYear = value;
        break;
      case 'CorrectedInd':
        record.corrected = value;
        break;
      case 'CFSFElectionStateCd':
        record.cfsfStates.push(value);
        break;
      case 'RecipientAccountNum':
        record.accountNumber = value;
        break;
      case 'FATCAFilingRequirementInd':
        record.fatca = value;
        break;
      case 'ForeignCountryOrUSPossessionCd':
        record.foreignCountry = value;
        break;
      case 'CUSIPNumberOrObligationDesc':
        record.obligationDescription = value;
        break;
      case 'TransferorRcvdConsiderationInd':
        record.considerationReceived = value;
        break;
    }
  }

  private checkRecordLinks(record: RecordRuleState, header: SubmissionFacts): void {
    const { line } = record;
    if (record.taxYear && header.taxYear && record.taxYear !== header.taxYear)
      this.report(
        'RECORD_TAX_YEAR_MISMATCH',
        `The form is for tax year ${record.taxYear}, but its submission is for ${header.taxYear}; one submission holds one tax year.`,
        ['SHAREDIRFORM002_001'],
        line,
      );
    if (record.corrected === '0' && (record.previousGroup || record.uniqueRecordId))
      this.report(
        'PREVIOUS_RECORD_ON_ORIGINAL',
        'A form with CorrectedInd 0 must not name a previously filed record (PrevSubmittedRecRecipientGrp / UniqueRecordId).',
        ['SHAREDIRFORM007_002'],
        line,
      );
    if ((this.transmissionType() === 'O' || this.transmissionType() === 'R') && record.previousGroup)
      this.report(
        'PREVIOUS_RECORD_IN_ORIGINAL',
        `PrevSubmittedRecRecipientGrp belongs only in a correction transmission, not in one of type ${this.transmissionType()}.`,
        ['FTMFST013'],
        line,
      );
    if (record.uniqueRecordId) {
      if (this.uniqueRecordIds.has(record.uniqueRecordId))
        this.report(
          'UNIQUE_RECORD_ID_DUPLICATE',
          `The previously filed record ${record.uniqueRecordId} is corrected twice in this transmission; send one correction per record.`,
          ['FTMFST008'],
          line,
        );
      this.uniqueRecordIds.add(record.uniqueRecordId);
    }
  }

  private checkCfsf(record: RecordRuleState, header: SubmissionFacts): void {
    const { line } = record;
    for (const state of record.cfsfStates) {
      if (!IRIS_CFSF_STATES.has(state))
        this.report(
          'CFSF_STATE_NOT_IN_PROGRAM',
          `${state} does not take returns through the IRIS Combined Federal/State Filing program; file that state directly.`,
          ['SHAREDIRFORM019_002'],
          line,
        );
    }
    if (header.cfsfElection === '1' && record.cfsfStates.length === 0) {
      for (const state of record.taxStates.filter((item) => !IRIS_CFSF_STATES.has(item)))
        this.report(
          'CFSF_STATE_FILED_DIRECTLY',
          `${state} does not take returns through the IRIS Combined Federal/State Filing program, so the IRS will not forward this form; file it with ${state} directly.`,
          ['SHAREDIRFORM019_002'],
          line,
          'warning',
        );
    }
    if (record.cfsfStates.length === 0) return;
    if (header.cfsfElection !== '1')
      this.report(
        'CFSF_STATE_WITHOUT_ELECTION',
        'The form names a CF/SF state (CFSFElectionStateCd), so its submission header needs CFSFElectionInd 1.',
        ['SHAREDIRFORM020'],
        line,
      );
    if (header.stateTotalsGroups === 0)
      this.report(
        'CFSF_STATE_WITHOUT_TOTALS',
        'The form names a CF/SF state (CFSFElectionStateCd), so the submission totals need a TotalByStateGrp for it.',
        ['SHAREDIRFORM022'],
        line,
      );
  }

  private checkRecipient(record: RecordRuleState): void {
    const { line } = record;
    if (!record.hasTin)
      this.report(
        'RECIPIENT_TIN_MISSING',
        "The recipient's TIN is missing; IRIS needs the recipient's nine-digit TIN on every form.",
        ['SHAREDIRFORM023'],
        line,
      );
    this.checkTestTin(record.tin, 'recipient', 'SHAREDIRFORM021', line);
    if (!record.hasAddress)
      this.report(
        'RECIPIENT_ADDRESS_MISSING',
        "The recipient's mailing address is missing.",
        ['SHAREDIRFORM016'],
        line,
      );
    if (record.fatca === '1' && !record.accountNumber)
      this.report(
        'FATCA_WITHOUT_ACCOUNT',
        'The FATCA filing requirement box is checked, so the form needs the account number.',
        ['SHAREDIRFORM018'],
        line,
      );
  }

  private checkFormRules(record: RecordRuleState): void {
    const { line, amounts } = record;
    const withholdingRule = WITHHOLDING_RULES[record.detail];
    const withheld = amounts.get('FederalIncomeTaxWithheldAmt') ?? 0n;
    if (withholdingRule && withheld > 0n) {
      let others = 0n;
      for (const [name, cents] of amounts) if (name !== 'FederalIncomeTaxWithheldAmt') others += cents;
      if (withheld > others)
        this.report(
          'WITHHOLDING_EXCESSIVE',
          'The federal income tax withheld is more than all the other amounts of the form together.',
          [withholdingRule],
          line,
        );
    }
    if (record.detail === 'Form1099INTDetail') {
      if (amounts.has('ForeignTaxesPaidAmt') && !record.foreignCountry)
        this.report(
          'FOREIGN_TAX_WITHOUT_COUNTRY',
          'Foreign tax paid (box 6) needs the foreign country or U.S. territory (box 7).',
          ['F1099INT004'],
          line,
        );
      const privateActivity = amounts.get('SpcfdPrvtActyBondInterestAmt');
      if (privateActivity !== undefined && privateActivity > (amounts.get('TaxExemptInterestAmt') ?? 0n))
        this.report(
          'PRIVATE_ACTIVITY_ABOVE_TAX_EXEMPT',
          'Specified private activity bond interest (box 9) is part of tax-exempt interest (box 8), so it cannot be more than box 8.',
          ['F1099INT002_001'],
          line,
        );
    } else if (record.detail === 'Form1099OIDDetail' && !record.obligationDescription)
      this.report(
        'OID_DESCRIPTION_MISSING',
        'A 1099-OID needs the CUSIP number or a description of the obligation (box 7).',
        ['F1099OID002'],
        line,
      );
    else if (
      record.detail === 'Form1099SDetail' &&
      record.considerationReceived === '0' &&
      !amounts.has('GrossProceedsAmt')
    )
      this.report(
        'S_GROSS_PROCEEDS_MISSING',
        'A 1099-S without property or services received as consideration (box 4 unchecked) needs the gross proceeds (box 2).',
        ['F1099S004_001'],
        line,
      );
  }

  /** The record has closed: every rule of a single form. */
  check(record: RecordRuleState, header: SubmissionFacts): void {
    this.checkRecordLinks(record, header);
    this.checkCfsf(record, header);
    this.checkRecipient(record);
    this.checkFormRules(record);
  }
}
