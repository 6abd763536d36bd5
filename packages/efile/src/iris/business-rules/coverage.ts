/**
 * Which IRS IRIS business rules (irs-rules.json, TY2025 v1.2) apply to what File1099 writes (1099-NEC,
 * -MISC, -INT, -OID and -S in IRSubmission1Grp), and how each is kept:
 *
 * - checked: `validateIrisXml` / `checkIrisBusinessRules` report it, with the rule number, before a
 *   file is transmitted or offered for download. `writer` says when our writer cannot break it anyway;
 *   `input` names the forms-package check that stops it at the field.
 * - irs-records: the IRS checks it against its own records (name/TIN pairs, enrolments, earlier
 *   receipts); no file can show it. `partly` says what we still catch.
 * - not-applicable: about a form or a submission kind File1099 does not write.
 *
 * docs/efile.md ("IRS business rules") lists the same table in prose; a test keeps it complete.
 */
import IRS_RULE_TABLE from './irs-rules.json';

export interface IrsBusinessRule {
  /** Unique in the table: the rule number, or 'SMD001[1099NEC]' where the IRS repeats a number per form. */
  key: string;
  /** The rule number as the spreadsheet gives it. */
  id: string;
  text: string;
  category: string;
  severity: string;
  status: string;
  /** Which spreadsheet: Transmission, Shared Submission, Submission 1-3, Form Rules. */
  workbook: string;
  /** The spreadsheet row (1 is the header). */
  row: number;
}

export const IRS_BUSINESS_RULES: readonly IrsBusinessRule[] = IRS_RULE_TABLE.rules;

export type RuleHandling =
  | { kind: 'checked'; code: string; writer?: string; input?: string }
  | { kind: 'irs-records'; why: string; partly?: string }
  | { kind: 'not-applicable'; why: string };

/** FormTypeCd of the forms File1099 writes. */
export const OUR_FORM_TYPES: readonly string[] = ['1099NEC', '1099MISC', '1099INT', '1099OID', '1099S'];

const TIN_MATCH =
  "the IRS compares the name and TIN with its records; File1099's TIN matching (docs/efile.md) lets the user check them before filing";
const TEST_TIN_PARTLY =
  'in production a TIN starting with 000 (a test TIN) is refused: TEST_TIN_IN_PRODUCTION';

function checked(code: string, more: { writer?: string; input?: string } = {}): RuleHandling {
  return { kind: 'checked', code, ...more };
}

function irsRecords(why: string, partly?: string): RuleHandling {
  return partly ? { kind: 'irs-records', why, partly } : { kind: 'irs-records', why };
}

/** Every rule that can concern our files, by rule key. */
export const RULE_HANDLING: Readonly<Record<string, RuleHandling>> = {
  // Transmission
  TMFST002_001: irsRecords('the TCC is checked against the IRS enrolment of the transmitter'),
  TMFST012: irsRecords("the OriginalReceiptId must be a rejected original's receipt in IRS records"),
  TMFST013: irsRecords('whether the rejected transmission was already replaced is in IRS records'),
  TMFST017: checked('TRANSMITTER_FOREIGN_ENTITY', {
    writer: 'ForeignEntityInd is 1 whenever the transmitter address is abroad (getForeignEntityInd)',
  }),
  TMFST018: irsRecords('the software id must be registered with the IRS', 'the year prefix: TMFST020'),
  TMFST019: irsRecords('the software id must have passed IRS testing for production'),
  TMFST020: checked('SOFTWARE_ID_YEAR'),
  TMFST022: checked('VENDOR_GROUP_MISSING', { writer: 'VendorCd is V only when a vendor block is written' }),
  TMFST023: checked('VENDOR_FOREIGN_ENTITY', {
    writer: 'ForeignEntityInd is 1 whenever the vendor address is abroad (getForeignEntityInd)',
  }),
  TMFST024: checked('VENDOR_CONTACT_NAME_MISSING'),
  TMFST025: checked('VENDOR_CONTACT_PHONE_MISSING'),
  TMFST026: checked('ISSUER_COUNT_MISMATCH', { writer: 'counts the submissions it writes' }),
  TMFST032: checked('UTID_CHANNEL', { writer: 'createUniqueTransmissionId ends every UTID in ::A' }),
  TMFST038: checked('PRIOR_YEAR_INDICATOR', { writer: 'PriorYearDataInd is always 0' }),
  TMFST039: checked('UTID_TCC_MISMATCH', { writer: 'the UTID is built from the transmitter TCC' }),
  TMFST041: checked('ORIGINAL_WITH_RECEIPT_ID', { writer: 'OriginalReceiptId is written only on R' }),
  FTMFST001_001: checked('CORRECTION_IN_ORIGINAL'),
  FTMFST003_001: checked('CORRECTION_NOT_MARKED'),
  FTMFST004_001: checked('REPLACEMENT_WITHOUT_ORIGINAL'),
  FTMFST006_001: checked('REPLACEMENT_WITH_BOTH_ORIGINALS'),
  FTMFST007_001: checked('ORIGINAL_SUBMISSION_ID_DUPLICATE'),
  FTMFST008: checked('UNIQUE_RECORD_ID_DUPLICATE'),
  FTMFST009: checked('RECIPIENT_COUNT_MISMATCH', { writer: 'counts the records it writes' }),
  FTMFST010: checked('SUBMISSION_ID_DUPLICATE', { writer: 'numbers submissions 1, 2, 3 …' }),
  FTMFST013: checked('PREVIOUS_RECORD_IN_ORIGINAL'),
  FTMFST014: checked('CORRECTION_WITHOUT_PREVIOUS_RECORD'),
  SVSR001: irsRecords('whether the TCC is cleared for production is in IRS records'),
  // Shared submission
  SMF007: checked('TAX_YEAR_MISMATCH', { writer: 'the header TaxYr is the manifest TaxYr' }),
  SMF017: irsRecords(TIN_MATCH, TEST_TIN_PARTLY),
  SMF018: irsRecords(TIN_MATCH, TEST_TIN_PARTLY),
  SMF019: checked('ISSUER_FOREIGN_ENTITY', {
    writer: 'ForeignEntityInd is 1 whenever the payer address is abroad (getForeignEntityInd)',
  }),
  SMF027: checked('TEST_WITH_REAL_TIN'),
  SMF029: irsRecords('the form types a TCC may file are in its IRS enrolment'),
  SMF030: checked('EXTENSION_IN_CORRECTION', { writer: 'File1099 never writes IRSubmission2Grp' }),
  SMF031: irsRecords('the software id must have passed IRS testing for the form and year'),
  // Submission 1
  S1H001: checked('ISSUER_PHONE_MISSING'),
  S1H002: irsRecords('CF/SF participation of the TCC is in its IRS enrolment'),
  S1H003_001: checked('CFSF_FORM_NOT_ELIGIBLE', { writer: 'CFSFElectionInd is 0 for 1099-S' }),
  S1H011: checked('FORM_TOTALS_MISSING', { writer: 'writes the totals group of every submission' }),
  S1H012: checked('INT_TOTALS_ZERO'),
  S1H016: checked('FORM_TOTALS_MISSING', { writer: 'writes the totals group of every submission' }),
  S1H017: checked('FORM_TOTALS_MISSING', { writer: 'writes the totals group of every submission' }),
  S1H018: checked('FORM_TOTALS_MISSING', { writer: 'writes the totals group of every submission' }),
  S1H023: checked('FORM_TOTALS_MISSING', { writer: 'writes the totals group of every submission' }),
  S1H027: irsRecords('the replaced submission must exist and not be replaced yet in IRS records'),
  S1H028: irsRecords('the replaced submission must be a rejected one in IRS records'),
  S1H029: checked('ORIGINAL_SUBMISSION_ID_NOT_REPLACEMENT', {
    writer: 'OriginalUniqueSubmissionId is written only on R',
  }),
  S1H048: irsRecords('the TCC role (issuer or transmitter) is in its IRS enrolment'),
  S1H050: irsRecords("the original submission's form type is in IRS records"),
  'SMD001[1099INT]': checked('SUBMISSION_WITHOUT_FORMS', { writer: 'writes no submission without returns' }),
  'SMD001[1099MISC]': checked('SUBMISSION_WITHOUT_FORMS', { writer: 'writes no submission without returns' }),
  'SMD001[1099NEC]': checked('SUBMISSION_WITHOUT_FORMS', { writer: 'writes no submission without returns' }),
  'SMD001[1099OID]': checked('SUBMISSION_WITHOUT_FORMS', { writer: 'writes no submission without returns' }),
  'SMD001[1099S]': checked('SUBMISSION_WITHOUT_FORMS', { writer: 'writes no submission without returns' }),
  ThresholdRule: irsRecords(
    'the IRS error-rate threshold over a whole submission; every rule it counts is listed here',
  ),
  FS1H001: checked('DUPLICATE_TIN_WITHOUT_ACCOUNT'),
  FS1H002: checked('RECORD_ID_DUPLICATE', { writer: 'numbers records 1, 2, 3 … per submission' }),
  FS1H003: checked('SUBMISSION_COUNT_MISMATCH', { writer: 'counts the records it writes' }),
  // Form rules shared by all forms
  SHAREDIRFORM002_001: checked('RECORD_TAX_YEAR_MISMATCH'),
  SHAREDIRFORM006_002: checked('CORRECTION_WITHOUT_PREVIOUS_RECORD'),
  SHAREDIRFORM007_002: checked('PREVIOUS_RECORD_ON_ORIGINAL', {
    writer: 'PrevSubmittedRecRecipientGrp is written only with CorrectedInd 1',
  }),
  SHAREDIRFORM009_001: irsRecords('the corrected submission must be an accepted one in IRS records'),
  SHAREDIRFORM010_001: irsRecords("the original record's tax year is in IRS records"),
  SHAREDIRFORM014: irsRecords(TIN_MATCH, TEST_TIN_PARTLY),
  SHAREDIRFORM015: irsRecords(TIN_MATCH, TEST_TIN_PARTLY),
  SHAREDIRFORM016: checked('RECIPIENT_ADDRESS_MISSING', {
    writer: 'writes MailingAddressGrp for every recipient',
  }),
  SHAREDIRFORM018: checked('FATCA_WITHOUT_ACCOUNT', {
    input: 'forms validateFiling: FATCA_ACCOUNT_REQUIRED',
  }),
  SHAREDIRFORM019_002: checked('CFSF_STATE_NOT_IN_PROGRAM', {
    writer: 'getCfsfState names a state only from the IRIS list (IRIS_CFSF_STATES)',
  }),
  SHAREDIRFORM020: checked('CFSF_STATE_WITHOUT_ELECTION', {
    writer: 'CFSFElectionStateCd is written only in a submission with CFSFElectionInd 1',
  }),
  SHAREDIRFORM021: checked('TEST_WITH_REAL_TIN'),
  SHAREDIRFORM022: checked('CFSF_STATE_WITHOUT_TOTALS', {
    writer: 'writes a TotalByStateGrp for every state it names',
  }),
  SHAREDIRFORM023: checked('RECIPIENT_TIN_MISSING'),
  SHAREDIRFORM026: irsRecords("the original record's form type is in IRS records"),
  // Form-specific rules of our forms
  F1099INT001: checked('WITHHOLDING_EXCESSIVE'),
  F1099INT002_001: checked('PRIVATE_ACTIVITY_ABOVE_TAX_EXEMPT', {
    input: 'forms validateFiling: PRIVATE_ACTIVITY_ABOVE_TAX_EXEMPT',
  }),
  F1099INT004: checked('FOREIGN_TAX_WITHOUT_COUNTRY', {
    input: 'forms validateFiling: FOREIGN_COUNTRY_REQUIRED',
  }),
  F1099MISC001: checked('WITHHOLDING_EXCESSIVE'),
  F1099NEC001: checked('WITHHOLDING_EXCESSIVE'),
  F1099OID001: checked('WITHHOLDING_EXCESSIVE'),
  F1099OID002: checked('OID_DESCRIPTION_MISSING', {
    input: 'forms validateFiling: OID_DESCRIPTION_REQUIRED',
  }),
  F1099S004_001: checked('S_GROSS_PROCEEDS_MISSING', {
    input: 'forms validateFiling: GROSS_PROCEEDS_REQUIRED',
  }),
};

const FORM_NAMES: Readonly<Record<string, string>> = { W2G: 'W-2G' };

function formLabel(formTypeCd: string): string {
  return FORM_NAMES[formTypeCd] ?? formTypeCd.replace(/^(\d{4})([A-Z])/, '$1-$2');
}

/** The form a rule is about when it names one: F1099B004_001 → 1099B; SMD001[1098E] → 1098E. */
export function getRuleForm(rule: IrsBusinessRule): string | null {
  const formRule = /^F(\d{4}[A-Z]*|W2G)\d{3}/.exec(rule.id);
  if (formRule?.[1]) return formRule[1];
  const totals = /^If '?FormTypeCd'? is ["']([0-9A-Z]+)["'], then '?Form\w+(TotalAmtGrp|Detail)'/.exec(
    rule.text,
  );
  return totals?.[1] ?? null;
}

/** How File1099 handles an IRS rule: the table above, or not applicable for forms we do not write. */
export function getRuleHandling(rule: IrsBusinessRule): RuleHandling | null {
  const handling = RULE_HANDLING[rule.key];
  if (handling) return handling;
  if (rule.workbook === 'Submission 2')
    return {
      kind: 'not-applicable',
      why: 'Form 8809 extension requests (IRSubmission2Grp): File1099 does not write them',
    };
  if (rule.workbook === 'Submission 3')
    return { kind: 'not-applicable', why: 'Form 1042-S (IRSubmission3Grp): File1099 does not write it' };
  const form = getRuleForm(rule);
  if (form && !OUR_FORM_TYPES.includes(form))
    return { kind: 'not-applicable', why: `Form ${formLabel(form)}: File1099 does not write it` };
  return null;
}
