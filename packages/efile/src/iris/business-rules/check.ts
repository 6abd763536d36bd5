/**
 * The IRS IRIS business rules (TY2025 v1.2) that the written XML can show broken, checked while the
 * validator streams the transmission. Each problem carries the IRS rule number in `ruleIds` and at the
 * end of its message. Rules counted in validate-rules.ts (counts, duplicates, corrections) carry their
 * numbers there; coverage.ts says for every IRS rule where it is handled.
 */
import { parseDecimalCents } from '../../numbers.ts';
import { IRIS_CFSF_FORM_TYPES } from './cfsf.ts';
import { createRecordState, RecordRules, type RecordRuleState } from './record-rules.ts';
import { isTestTin, type RuleReport } from './rule-report.ts';

/** Our five forms: the rule that wants each one's TotalAmtGrp (S1H011-S1H023) and its Detail (SMD001). */
const TOTALS_RULES: Readonly<Record<string, string>> = {
  '1099INT': 'S1H011',
  '1099MISC': 'S1H016',
  '1099NEC': 'S1H017',
  '1099OID': 'S1H018',
  '1099S': 'S1H023',
};

/** S1H012: one of these INT totals must be non-zero. */
const INT_INTEREST_TOTALS = [
  'InterestIncomeAmt',
  'EarlyWithdrawalPenaltyAmt',
  'USSavingsBondsTreasObligIntAmt',
  'TaxExemptInterestAmt',
];

interface PartyState {
  foreignEntity: string;
  foreignAddress: boolean;
  tin: string;
  line: number;
}

interface HeaderState {
  line: number;
  taxYear: string;
  formTypeCd: string;
  cfsfElection: string;
  totalsGroup: string;
  stateTotalsGroups: number;
  interestTotals: bigint;
  detailCount: number;
  issuer: PartyState;
}

function createParty(): PartyState {
  return { foreignEntity: '', foreignAddress: false, tin: '', line: 0 };
}

export class IrisBusinessRuleChecker {
  private testCd = '';
  private transmissionType = '';
  private taxYear = '';
  private originalReceiptId = '';
  private softwareId: string | null = null;
  private priorYear = '';
  private utid = '';
  private tcc = '';
  private vendorCd = '';
  private vendorGroup = false;
  private vendorContactName = '';
  private vendorPhone = '';
  private readonly transmitter = createParty();
  private readonly vendor = createParty();
  private manifestLine = 0;
  private readonly originalSubmissionIds = new Set<string>();
  private header: HeaderState | null = null;
  private record: RecordRuleState | null = null;

  private readonly records: RecordRules;

  constructor(private readonly report: RuleReport) {
    this.records = new RecordRules(
      report,
      () => this.transmissionType,
      (tin, party, rule, line) => this.checkTestTin(tin, party, rule, line),
    );
  }

  /** An element opens; `stack` holds its ancestors, outermost first, and ends with the element itself. */
  open(name: string, stack: readonly string[], line: number): void {
    const parent = stack.at(-2) ?? '';
    if (name === 'IRTransmissionManifest') this.manifestLine = line;
    else if (name === 'IRSubmission1Grp')
      this.header = {
        line,
        taxYear: '',
        formTypeCd: '',
        cfsfElection: '',
        totalsGroup: '',
        stateTotalsGroups: 0,
        interestTotals: 0n,
        detailCount: 0,
        issuer: createParty(),
      };
    else if (name === 'IRSubmission2Grp' && this.transmissionType === 'C')
      this.report(
        'EXTENSION_IN_CORRECTION',
        'A correction transmission (TransmissionTypeCd C) cannot hold a Form 8809 extension request (IRSubmission2Grp).',
        ['SMF030'],
        line,
      );
    else if (parent === 'IRSubmission1Detail' && this.header) {
      this.header.detailCount += 1;
      this.record = createRecordState(name, line);
    } else if (name === 'VendorGrp') this.vendorGroup = true;
    else if (name === 'PrevSubmittedRecRecipientGrp' && this.record) this.record.previousGroup = true;
    else if (name === 'MailingAddressGrp' && parent === 'RecipientDetail' && this.record)
      this.record.hasAddress = true;
    else if (name === 'ForeignAddress') this.openForeignAddress(stack);
    else if (this.header && parent === 'IRSubmission1FormTotals') {
      if (name.endsWith('TotalAmtGrp')) this.header.totalsGroup = name;
      else if (name.endsWith('TotalByStateGrp')) this.header.stateTotalsGroups += 1;
    }
  }

  private openForeignAddress(parents: readonly string[]): void {
    if (parents.includes('VendorGrp')) this.vendor.foreignAddress = true;
    else if (parents.includes('CompanyGrp')) this.transmitter.foreignAddress = true;
    else if (parents.includes('IssuerDetail') && this.header) this.header.issuer.foreignAddress = true;
  }

  /** An element closes with its trimmed text; `parents` are its ancestors, outermost first. */
  close(name: string, parents: readonly string[], value: string, line: number): void {
    const parent = parents.at(-1) ?? '';
    if (parent === 'IRTransmissionManifest') this.readManifest(name, value);
    else if (parents[1] === 'IRTransmissionManifest') this.readManifestGroup(name, parents, value, line);
    else if (this.record) this.records.read(this.record, name, parent, value);
    else if (this.header) this.readHeader(name, parent, value, line);
    if (name === 'IRTransmissionManifest') this.closeManifest();
    else if (name === 'IRSubmission1Header') this.closeHeader();
    else if (name === 'IRSubmission1Grp') this.closeSubmission();
    else if (this.record && parent === 'IRSubmission1Detail') this.closeRecord();
  }

  private readManifest(name: string, value: string): void {
    switch (name) {
      case 'UniqueTransmissionId':
        this.utid = value;
        break;
      case 'TaxYr':
        this.taxYear = value;
        break;
      case 'PriorYearDataInd':
        this.priorYear = value;
        break;
      case 'TransmissionTypeCd':
        this.transmissionType = value;
        break;
      case 'TestCd':
        this.testCd = value;
        break;
      case 'OriginalReceiptId':
        this.originalReceiptId = value;
        break;
      case 'VendorCd':
        this.vendorCd = value;
        break;
      case 'SoftwareId':
        this.softwareId = value;
        break;
    }
  }

  private readManifestGroup(name: string, parents: readonly string[], value: string, line: number): void {
    const parent = parents.at(-1);
    if (parent === 'TransmitterGrp') {
      if (name === 'TransmitterControlCd') this.tcc = value;
      else if (name === 'ForeignEntityInd') this.transmitter.foreignEntity = value;
      this.transmitter.line ||= line;
    } else if (parent === 'VendorGrp') {
      if (name === 'ForeignEntityInd') this.vendor.foreignEntity = value;
      else if (name === 'ContactPhoneNum') this.vendorPhone = value;
      this.vendor.line ||= line;
    } else if (parent === 'ContactNameGrp' && parents.includes('VendorGrp') && name === 'PersonNm')
      this.vendorContactName = value;
  }

  private closeManifest(): void {
    const line = this.manifestLine;
    if (this.priorYear && this.priorYear !== '0')
      this.report(
        'PRIOR_YEAR_INDICATOR',
        `PriorYearDataInd is ${this.priorYear}; IRIS takes only 0, for every tax year (a prior year is given by TaxYr alone).`,
        ['TMFST038'],
        line,
      );
    const year = /^\d{4}$/.test(this.taxYear) ? this.taxYear.slice(2) : '';
    if (this.softwareId !== null && year && this.softwareId.slice(0, 2) !== year)
      this.report(
        'SOFTWARE_ID_YEAR',
        `The software id "${this.softwareId}" must start with ${year}, the last two digits of tax year ${this.taxYear}: use the IRIS software id the IRS assigned for that year.`,
        ['TMFST020'],
        line,
      );
    if (this.utid && !this.utid.endsWith(':A'))
      this.report(
        'UTID_CHANNEL',
        'The UniqueTransmissionId must end in ":A", the A2A channel code.',
        ['TMFST032'],
        line,
      );
    if (this.utid && this.tcc && (this.utid.split(':')[2] ?? '') !== this.tcc)
      this.report(
        'UTID_TCC_MISMATCH',
        'The TCC inside the UniqueTransmissionId is not the TransmitterControlCd; both must be the transmitter’s IRIS TCC.',
        ['TMFST039'],
        line,
      );
    if (this.transmissionType === 'O' && this.originalReceiptId)
      this.report(
        'ORIGINAL_WITH_RECEIPT_ID',
        'An original transmission (TransmissionTypeCd O) must not carry an OriginalReceiptId; only a replacement does.',
        ['TMFST041'],
        line,
      );
    if (this.transmitter.foreignAddress && this.transmitter.foreignEntity !== '1')
      this.report(
        'TRANSMITTER_FOREIGN_ENTITY',
        "The transmitter's company address is abroad, so its ForeignEntityInd must be 1.",
        ['TMFST017'],
        this.transmitter.line || line,
      );
    this.closeVendor(line);
  }

  private closeVendor(line: number): void {
    if (this.vendorCd === 'V' && !this.vendorGroup)
      this.report(
        'VENDOR_GROUP_MISSING',
        'VendorCd is V (software bought from a vendor), so the manifest needs the VendorGrp with the vendor’s name, address and contact.',
        ['TMFST022'],
        line,
      );
    if (!this.vendorGroup) return;
    const vendorLine = this.vendor.line || line;
    if (this.vendor.foreignAddress && this.vendor.foreignEntity !== '1')
      this.report(
        'VENDOR_FOREIGN_ENTITY',
        "The software vendor's address is abroad, so the vendor's ForeignEntityInd must be 1.",
        ['TMFST023'],
        vendorLine,
      );
    if (!this.vendorContactName)
      this.report(
        'VENDOR_CONTACT_NAME_MISSING',
        'The software vendor needs a contact name (VendorGrp ContactNameGrp).',
        ['TMFST024'],
        vendorLine,
      );
    if (!this.vendorPhone)
      this.report(
        'VENDOR_CONTACT_PHONE_MISSING',
        'The software vendor needs a contact phone number (VendorGrp ContactPhoneNum).',
        ['TMFST025'],
        vendorLine,
      );
  }

  /**
   * TestCd T: only test TINs (first three digits 000). TestCd P: a test TIN cannot match IRS records,
   * so the name/TIN match rules would fail.
   */
  private checkTestTin(tin: string, party: 'issuer' | 'recipient', testRule: string, line: number): void {
    if (!tin) return;
    if (this.testCd === 'T' && !isTestTin(tin))
      this.report(
        'TEST_WITH_REAL_TIN',
        `This is a test transmission (TestCd T), so the ${party} TIN must be a test TIN starting with 000; the one ending ${tin.slice(-4)} looks real.`,
        [testRule],
        line,
      );
    if (this.testCd === 'P' && isTestTin(tin))
      this.report(
        'TEST_TIN_IN_PRODUCTION',
        `The ${party} TIN starts with 000, a test TIN that matches no taxpayer; a production transmission (TestCd P) needs the real TIN.`,
        party === 'issuer' ? ['SMF017', 'SMF018'] : ['SHAREDIRFORM014', 'SHAREDIRFORM015'],
        line,
      );
  }

  private readHeader(name: string, parent: string, value: string, line: number): void {
    const header = this.header;
    if (!header) return;
    if (parent === 'IRSubmission1Header') {
      if (name === 'TaxYr') header.taxYear = value;
      else if (name === 'FormTypeCd') header.formTypeCd = value;
      else if (name === 'CFSFElectionInd') header.cfsfElection = value;
      else if (name === 'OriginalUniqueSubmissionId') this.readOriginalSubmissionId(value, line);
    } else if (parent === 'IssuerDetail') {
      if (name === 'TIN') header.issuer.tin = value;
      else if (name === 'ForeignEntityInd') header.issuer.foreignEntity = value;
      header.issuer.line ||= line;
    } else if (parent === 'Form1099INTTotalAmtGrp' && INT_INTEREST_TOTALS.includes(name)) {
      header.interestTotals += parseDecimalCents(value) ?? 0n;
    }
  }

  private readOriginalSubmissionId(value: string, line: number): void {
    if (!value) return;
    if (this.transmissionType !== 'R')
      this.report(
        'ORIGINAL_SUBMISSION_ID_NOT_REPLACEMENT',
        `OriginalUniqueSubmissionId belongs only in a replacement transmission (TransmissionTypeCd R), not in one of type ${this.transmissionType}.`,
        ['S1H029'],
        line,
      );
    else if (this.originalReceiptId)
      this.report(
        'REPLACEMENT_WITH_BOTH_ORIGINALS',
        'A replacement names either the rejected transmission (OriginalReceiptId) or the rejected submissions (OriginalUniqueSubmissionId), not both.',
        ['FTMFST006_001'],
        line,
      );
    if (this.originalSubmissionIds.has(value))
      this.report(
        'ORIGINAL_SUBMISSION_ID_DUPLICATE',
        `OriginalUniqueSubmissionId ${value} is replaced twice in this transmission; each rejected submission is replaced once.`,
        ['FTMFST007_001'],
        line,
      );
    this.originalSubmissionIds.add(value);
  }

  private closeHeader(): void {
    const header = this.header;
    if (!header) return;
    const { issuer } = header;
    const line = issuer.line || header.line;
    if (issuer.foreignAddress && issuer.foreignEntity !== '1')
      this.report(
        'ISSUER_FOREIGN_ENTITY',
        "The payer's address is abroad, so the payer's ForeignEntityInd must be 1.",
        ['SMF019'],
        line,
      );
    this.checkTestTin(issuer.tin, 'issuer', 'SMF027', line);
    if (header.cfsfElection === '1' && header.formTypeCd && !IRIS_CFSF_FORM_TYPES.has(header.formTypeCd))
      this.report(
        'CFSF_FORM_NOT_ELIGIBLE',
        `Form ${header.formTypeCd} is not in the Combined Federal/State Filing program, so CFSFElectionInd must be 0.`,
        ['S1H003_001'],
        header.line,
      );
    const totalsRule = TOTALS_RULES[header.formTypeCd];
    if (totalsRule && header.totalsGroup !== `Form${header.formTypeCd}TotalAmtGrp`)
      this.report(
        'FORM_TOTALS_MISSING',
        `A ${header.formTypeCd} submission needs the Form${header.formTypeCd}TotalAmtGrp totals in its header.`,
        [totalsRule],
        header.line,
      );
    if (
      header.formTypeCd === '1099INT' &&
      header.totalsGroup === 'Form1099INTTotalAmtGrp' &&
      header.interestTotals === 0n
    )
      this.report(
        'INT_TOTALS_ZERO',
        'In this 1099-INT submission the totals of interest income, early withdrawal penalty, U.S. Savings Bond interest and tax-exempt interest (boxes 1, 2, 3 and 8) are all zero, and IRIS rejects such a submission (for example one that holds only zero-amount corrections). Send these forms together with forms that report interest.',
        ['S1H012'],
        header.line,
      );
  }

  private closeSubmission(): void {
    const header = this.header;
    if (!header) return;
    if (TOTALS_RULES[header.formTypeCd] && header.detailCount === 0)
      this.report(
        'SUBMISSION_WITHOUT_FORMS',
        `The ${header.formTypeCd} submission holds no Form${header.formTypeCd}Detail record.`,
        ['SMD001'],
        header.line,
      );
    this.header = null;
  }

  private closeRecord(): void {
    const record = this.record;
    const header = this.header;
    this.record = null;
    if (!record || !header) return;
    this.records.check(record, header);
  }
}
