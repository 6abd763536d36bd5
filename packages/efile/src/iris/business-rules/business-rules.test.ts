import fs from 'node:fs';
import path from 'node:path';
import type { BoxValue } from '@file1099/forms';
import { describe, expect, it } from 'vitest';
import { readRuleSpreadsheets } from '../../../scripts/business-rules.ts';
import { createZeroAmountCorrection } from '../../corrections.ts';
import type { EfileReturn } from '../../model.ts';
import { writePub1220ToString } from '../../pub1220/writer.ts';
import { listFixtures, toIrisInput, toPub1220Input, type FixtureInput } from '../../test-support/fixtures.ts';
import { PACKAGE_DIR, REFERENCE_SCHEMA_DIR } from '../../test-support/paths.ts';
import { writeIrisXmlToStrings, type IrisInput } from '../writer.ts';
import { IRIS_CFSF_FORM_TYPES, IRIS_CFSF_STATES } from './cfsf.ts';
import { getRuleHandling, IRS_BUSINESS_RULES, RULE_HANDLING, type IrsBusinessRule } from './coverage.ts';
import { checkIrisBusinessRules } from './index.ts';
import IRS_RULE_TABLE from './irs-rules.json';

type Form = 'nec' | 'misc' | 'int' | 'oid' | 's';
type Kind = 'original' | 'correction' | 'replacement';

const FIXTURES = listFixtures().filter((fixture) => fixture.year === 2025);

function getFixture(form: Form, kind: Kind): FixtureInput {
  const fixture = FIXTURES.find((item) => item.form === `1099-${form}` && item.kind === kind);
  if (!fixture) throw new Error(`fixture 2025/1099-${form}/${kind} missing`);
  return structuredClone(fixture.input);
}

/** The fixture's IRIS XML, after an optional change to its input. */
function write(form: Form, kind: Kind = 'original', change?: (input: FixtureInput) => void): string {
  const input = getFixture(form, kind);
  change?.(input);
  return writeIrisXmlToStrings(toIrisInput(input))[0] ?? '';
}

function writeInput(form: Form, change: (input: IrisInput, fixture: FixtureInput) => void): string {
  const fixture = getFixture(form, 'original');
  const input = toIrisInput(fixture);
  change(input, fixture);
  return writeIrisXmlToStrings(input)[0] ?? '';
}

function firstReturn(input: FixtureInput): EfileReturn {
  const ret = input.returns[0];
  if (!ret) throw new Error('fixture has no return');
  return ret;
}

/** Changes boxes of the fixture's first return; undefined removes a box. */
function setBoxes(input: FixtureInput, changes: Readonly<Record<string, BoxValue | undefined>>): void {
  const ret = firstReturn(input);
  const entries = Object.entries({ ...ret.filingData, ...changes });
  ret.filingData = Object.fromEntries(
    entries.filter((entry): entry is [string, BoxValue] => entry[1] !== undefined),
  );
}

function replaceOnce(xml: string, search: string | RegExp, replacement: string): string {
  const changed = xml.replace(search, replacement);
  if (changed === xml) throw new Error(`${String(search)} not found`);
  return changed;
}

const NEC = (): string => write('nec');
const TOTALS = (form: Form, code: string) => (): string =>
  replaceOnce(write(form), new RegExp(`<Form${code}TotalAmtGrp>[\\s\\S]*?</Form${code}TotalAmtGrp>`), '');
const NO_DETAILS = (form: Form) => (): string =>
  replaceOnce(write(form), /<IRSubmission1Detail>[\s\S]*<\/IRSubmission1Detail>/, '');
const WITHHELD = (form: Form) => (): string =>
  write(form, 'original', (input) => {
    setBoxes(input, { federalTaxWithheld: 99_999_999 });
  });
const PREVIOUS_ON_ORIGINAL = (): string =>
  replaceOnce(
    NEC(),
    '<CorrectedInd>0</CorrectedInd>',
    '<CorrectedInd>0</CorrectedInd><PrevSubmittedRecRecipientGrp><UniqueRecordId>2025-12345678901-a1b2c3d4e|1|1</UniqueRecordId></PrevSubmittedRecRecipientGrp>',
  );
const VENDOR = {
  name: 'Ledger Soft GmbH',
  address: { line1: 'Hauptstrasse 1', city: 'Berlin', postalCode: '10115', country: 'GM' },
  contactName: 'Kim Vendor',
  contactPhone: '4930555010',
};
const TEST_CODE = (): string => replaceOnce(NEC(), '<TestCd>P</TestCd>', '<TestCd>T</TestCd>');

/** One file per rule we check, each breaking that rule and (as far as can be) only it. */
const BROKEN: Readonly<Record<string, () => string>> = {
  TMFST017: () =>
    replaceOnce(
      write('nec', 'original', (input) => {
        input.transmitter.address = {
          line1: '1 Queen St',
          city: 'Toronto',
          postalCode: 'M5H2N2',
          country: 'CA',
        };
      }),
      /(<TransmitterControlCd>\w+<\/TransmitterControlCd>\s*<ForeignEntityInd>)1/,
      '$10',
    ),
  TMFST020: () =>
    replaceOnce(NEC(), '<SoftwareId>25F1099SW</SoftwareId>', '<SoftwareId>24F1099SW</SoftwareId>'),
  TMFST022: () => replaceOnce(NEC(), '<VendorCd>I</VendorCd>', '<VendorCd>V</VendorCd>'),
  TMFST023: () =>
    replaceOnce(
      write('nec', 'original', (input) => {
        input.transmitter.vendor = VENDOR;
      }),
      /(<VendorGrp>\s*<ForeignEntityInd>)1/,
      '$10',
    ),
  TMFST024: () =>
    write('nec', 'original', (input) => {
      input.transmitter.vendor = { ...VENDOR, contactName: '' };
    }),
  TMFST025: () =>
    write('nec', 'original', (input) => {
      input.transmitter.vendor = { ...VENDOR, contactPhone: '' };
    }),
  TMFST026: () =>
    replaceOnce(
      NEC(),
      '<TotalIssuerFormCnt>1</TotalIssuerFormCnt>',
      '<TotalIssuerFormCnt>2</TotalIssuerFormCnt>',
    ),
  TMFST032: () => replaceOnce(NEC(), '::A</UniqueTransmissionId>', '::B</UniqueTransmissionId>'),
  TMFST038: () =>
    replaceOnce(NEC(), '<PriorYearDataInd>0</PriorYearDataInd>', '<PriorYearDataInd>1</PriorYearDataInd>'),
  TMFST039: () =>
    replaceOnce(
      NEC(),
      '<TransmitterControlCd>A1B2C</TransmitterControlCd>',
      '<TransmitterControlCd>Z9Y8X</TransmitterControlCd>',
    ),
  TMFST041: () =>
    replaceOnce(
      NEC(),
      '<TestCd>P</TestCd>',
      '<TestCd>P</TestCd><OriginalReceiptId>2026-12345678901-a1b2c3d4e</OriginalReceiptId>',
    ),
  FTMFST001_001: () => replaceOnce(NEC(), '<CorrectedInd>0</CorrectedInd>', '<CorrectedInd>1</CorrectedInd>'),
  FTMFST003_001: () =>
    replaceOnce(
      NEC(),
      '<TransmissionTypeCd>O</TransmissionTypeCd>',
      '<TransmissionTypeCd>C</TransmissionTypeCd>',
    ),
  FTMFST004_001: () =>
    replaceOnce(write('nec', 'replacement'), /<OriginalReceiptId>[^<]*<\/OriginalReceiptId>/, ''),
  FTMFST006_001: () =>
    replaceOnce(
      write('nec', 'replacement'),
      '<SubmissionId>1</SubmissionId>',
      '<SubmissionId>1</SubmissionId><OriginalUniqueSubmissionId>2026-98765432109-z9y8x7w6v|1</OriginalUniqueSubmissionId>',
    ),
  FTMFST007_001: () =>
    writeInput('nec', (input) => {
      const [submission] = input.submissions;
      if (!submission) throw new Error('no submission');
      input.transmissionType = 'R';
      const replaced = { ...submission, originalUniqueSubmissionId: '2026-98765432109-z9y8x7w6v|1' };
      input.submissions = [replaced, replaced];
    }),
  FTMFST008: () => write('nec', 'correction').replace(/\|1\|2<\/UniqueRecordId>/g, '|1|1</UniqueRecordId>'),
  FTMFST009: () =>
    replaceOnce(
      NEC(),
      '<TotalRecipientFormCnt>3</TotalRecipientFormCnt>',
      '<TotalRecipientFormCnt>4</TotalRecipientFormCnt>',
    ),
  FTMFST010: () =>
    replaceOnce(
      writeInput('nec', (input) => {
        const [submission] = input.submissions;
        if (submission) input.submissions = [submission, submission];
      }),
      '<SubmissionId>2</SubmissionId>',
      '<SubmissionId>1</SubmissionId>',
    ),
  FTMFST013: PREVIOUS_ON_ORIGINAL,
  FTMFST014: () =>
    replaceOnce(
      write('nec', 'correction'),
      /<PrevSubmittedRecRecipientGrp>[\s\S]*?<\/PrevSubmittedRecRecipientGrp>/,
      '',
    ),
  SMF007: () => replaceOnce(NEC(), /(<SubmissionId>1<\/SubmissionId>\s*<TaxYr>)2025/, '$12024'),
  SMF019: () =>
    replaceOnce(
      write('nec', 'original', (input) => {
        input.payer.address = { line1: '1 Queen St', city: 'Toronto', postalCode: 'M5H2N2', country: 'CA' };
      }),
      /(<IssuerDetail>\s*<ForeignEntityInd>)1/,
      '$10',
    ),
  SMF027: TEST_CODE,
  SMF030: () =>
    replaceOnce(write('nec', 'correction'), '</IRTransmission>', '<IRSubmission2Grp/></IRTransmission>'),
  S1H001: () => replaceOnce(NEC(), /<PhoneNum>\d+<\/PhoneNum>/, ''),
  S1H003_001: () =>
    replaceOnce(write('s'), '<CFSFElectionInd>0</CFSFElectionInd>', '<CFSFElectionInd>1</CFSFElectionInd>'),
  S1H011: TOTALS('int', '1099INT'),
  S1H012: () =>
    write('int', 'correction', (input) => {
      input.returns = input.returns
        .filter((ret) => ret.correction === 'G')
        .map((ret) => createZeroAmountCorrection(ret, ret.previousUniqueRecordId));
    }),
  S1H016: TOTALS('misc', '1099MISC'),
  S1H017: TOTALS('nec', '1099NEC'),
  S1H018: TOTALS('oid', '1099OID'),
  S1H023: TOTALS('s', '1099S'),
  S1H029: () =>
    replaceOnce(
      NEC(),
      '<SubmissionId>1</SubmissionId>',
      '<SubmissionId>1</SubmissionId><OriginalUniqueSubmissionId>2026-98765432109-z9y8x7w6v|1</OriginalUniqueSubmissionId>',
    ),
  'SMD001[1099INT]': NO_DETAILS('int'),
  'SMD001[1099MISC]': NO_DETAILS('misc'),
  'SMD001[1099NEC]': NO_DETAILS('nec'),
  'SMD001[1099OID]': NO_DETAILS('oid'),
  'SMD001[1099S]': NO_DETAILS('s'),
  FS1H001: () =>
    replaceOnce(NEC(), '<TIN>271234567</TIN>', '<TIN>412345678</TIN>').replace(
      /<RecipientAccountNum>[^<]*<\/RecipientAccountNum>/g,
      '',
    ),
  FS1H002: () => replaceOnce(NEC(), '<RecordId>2</RecordId>', '<RecordId>1</RecordId>'),
  FS1H003: () =>
    replaceOnce(
      NEC(),
      '<TotalReportedRcpntFormCnt>3</TotalReportedRcpntFormCnt>',
      '<TotalReportedRcpntFormCnt>2</TotalReportedRcpntFormCnt>',
    ),
  SHAREDIRFORM002_001: () =>
    replaceOnce(NEC(), /<TaxYr>2025<\/TaxYr>(\s*<RecordId>1<)/, '<TaxYr>2024</TaxYr>$1'),
  SHAREDIRFORM006_002: () =>
    replaceOnce(
      write('nec', 'correction'),
      /<PrevSubmittedRecRecipientGrp>[\s\S]*?<\/PrevSubmittedRecRecipientGrp>/,
      '',
    ),
  SHAREDIRFORM007_002: PREVIOUS_ON_ORIGINAL,
  SHAREDIRFORM016: () =>
    replaceOnce(NEC(), /(<\/PersonName>\s*)<MailingAddressGrp>[\s\S]*?<\/MailingAddressGrp>/, '$1'),
  SHAREDIRFORM018: () =>
    write('int', 'original', (input) => {
      setBoxes(input, { payeeAccountNumber: undefined });
    }),
  SHAREDIRFORM019_002: () =>
    replaceOnce(
      NEC(),
      '<CFSFElectionStateCd>CA</CFSFElectionStateCd>',
      '<CFSFElectionStateCd>MO</CFSFElectionStateCd>',
    ),
  SHAREDIRFORM020: () =>
    replaceOnce(NEC(), '<CFSFElectionInd>1</CFSFElectionInd>', '<CFSFElectionInd>0</CFSFElectionInd>'),
  SHAREDIRFORM021: TEST_CODE,
  SHAREDIRFORM022: () =>
    NEC().replace(/<Form1099NECTotalByStateGrp>[\s\S]*?<\/Form1099NECTotalByStateGrp>/g, ''),
  SHAREDIRFORM023: () => replaceOnce(NEC(), '<TIN>412345678</TIN>', ''),
  F1099INT001: WITHHELD('int'),
  F1099INT002_001: () =>
    write('int', 'original', (input) => {
      setBoxes(input, { specifiedPrivateActivityBondInterest: 100 });
    }),
  F1099INT004: () =>
    write('int', 'original', (input) => {
      setBoxes(input, { foreignTaxPaid: 1200 });
    }),
  F1099MISC001: WITHHELD('misc'),
  F1099NEC001: WITHHELD('nec'),
  F1099OID001: WITHHELD('oid'),
  F1099OID002: () =>
    write('oid', 'original', (input) => {
      setBoxes(input, { description: '' });
    }),
  F1099S004_001: () =>
    write('s', 'original', (input) => {
      setBoxes(input, { grossProceeds: undefined });
    }),
};

function getRule(key: string): IrsBusinessRule {
  const rule = IRS_BUSINESS_RULES.find((item) => item.key === key);
  if (!rule) throw new Error(`rule ${key} missing`);
  return rule;
}

describe('the IRS business rules table', () => {
  it('holds every rule of the six spreadsheets, each with a unique key', () => {
    expect(IRS_RULE_TABLE.workbooks).toHaveLength(6);
    expect(IRS_BUSINESS_RULES).toHaveLength(270);
    expect(new Set(IRS_BUSINESS_RULES.map((rule) => rule.key)).size).toBe(IRS_BUSINESS_RULES.length);
    expect(getRule('F1099INT004')).toMatchObject({
      workbook: 'Form Rules',
      category: 'Missing Data',
      severity: 'Report Error and Reject if over Threshold',
      status: 'Active',
    });
  });

  it.runIf(fs.existsSync(path.join(REFERENCE_SCHEMA_DIR, 'business-rules')))(
    'is the same as the IRS spreadsheets beside the repository',
    async () => {
      const rows = await readRuleSpreadsheets(path.join(REFERENCE_SCHEMA_DIR, 'business-rules'));
      expect(IRS_BUSINESS_RULES).toEqual(rows);
    },
  );

  it('says for every rule how File1099 handles it, and names only rules the IRS has', () => {
    const unhandled = IRS_BUSINESS_RULES.filter((rule) => getRuleHandling(rule) === null).map(
      (rule) => rule.key,
    );
    expect(unhandled).toEqual([]);
    const keys = new Set(IRS_BUSINESS_RULES.map((rule) => rule.key));
    expect(Object.keys(RULE_HANDLING).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('is listed in docs/efile.md: every rule we check or leave to the IRS, with its code and the counts', () => {
    const doc = fs.readFileSync(path.join(PACKAGE_DIR, '../../docs/efile.md'), 'utf8');
    const counts = { checked: 0, 'irs-records': 0, 'not-applicable': 0 };
    for (const rule of IRS_BUSINESS_RULES) {
      const handling = getRuleHandling(rule);
      if (!handling) continue;
      counts[handling.kind] += 1;
      if (handling.kind === 'checked')
        expect(doc).toContain(`| ${rule.key} | ${rule.text.replace(/\|/g, '\\|')} | \`${handling.code}\` |`);
      if (handling.kind === 'irs-records') expect(doc).toContain(`| ${rule.key} | ${handling.why}`);
    }
    expect(doc).toContain(`**checked** — ${counts.checked} rules.`);
    expect(doc).toContain(`**irs-records** — ${counts['irs-records']} rules`);
    expect(doc).toContain(`**not applicable** — ${counts['not-applicable']} rules`);
  });

  it('keeps the IRIS CF/SF states and forms as rules SHAREDIRFORM019_002 and S1H003_001 list them', () => {
    const states = getRule('SHAREDIRFORM019_002').text.match(/\b[A-Z]{2}\b/g) ?? [];
    expect([...IRIS_CFSF_STATES].sort()).toEqual([...new Set(states)].sort());
    expect(IRIS_CFSF_STATES.size).toBe(33);
    const forms =
      getRule('S1H003_001')
        .text.match(/"(\w+)"/g)
        ?.map((text) => text.slice(1, -1)) ?? [];
    expect([...IRIS_CFSF_FORM_TYPES].sort()).toEqual(forms.filter((form) => form !== '1').sort());
  });
});

describe('checkIrisBusinessRules: a failing file for every rule we check', () => {
  const checkedKeys = Object.entries(RULE_HANDLING)
    .filter(([, handling]) => handling.kind === 'checked')
    .map(([key]) => key);

  it('has a case for every checked rule', () => {
    expect(checkedKeys.filter((key) => !BROKEN[key])).toEqual([]);
    expect(Object.keys(BROKEN).filter((key) => !checkedKeys.includes(key))).toEqual([]);
  });

  it.each(checkedKeys)('%s', (key) => {
    const rule = getRule(key);
    const handling = RULE_HANDLING[key];
    const broken = BROKEN[key];
    if (handling?.kind !== 'checked' || !broken) throw new Error(`no case for ${key}`);
    const problems = checkIrisBusinessRules(broken());
    const matching = problems.filter((problem) => problem.ruleIds?.includes(rule.id));
    expect(matching.map((problem) => problem.code)).toContain(handling.code);
    for (const problem of matching)
      expect(problem.message).toMatch(new RegExp(`\\(IRS rules? [^)]*${rule.id}`));
  });

  it('finds nothing in the files the writer makes from every fixture', () => {
    for (const fixture of listFixtures()) {
      for (const xml of writeIrisXmlToStrings(toIrisInput(fixture.input)))
        expect(checkIrisBusinessRules(xml), `${fixture.year}/${fixture.form}/${fixture.kind}`).toEqual([]);
    }
  });

  it('refuses a test TIN (000…) in a production transmission and accepts test TINs in a test one', () => {
    const testTins = NEC()
      .replace('<TIN>041234567</TIN>', '<TIN>000234567</TIN>')
      .replace(
        /<TIN>(412345678|271234567|512345678)<\/TIN>/g,
        (_match, tin: string) => `<TIN>000${tin.slice(3)}</TIN>`,
      );
    const production = checkIrisBusinessRules(testTins);
    expect(production.map((problem) => problem.code)).toEqual(Array(4).fill('TEST_TIN_IN_PRODUCTION'));
    expect(production[0]?.ruleIds).toEqual(['SMF017', 'SMF018']);
    expect(production[1]?.ruleIds).toEqual(['SHAREDIRFORM014', 'SHAREDIRFORM015']);
    expect(production[1]?.message).toBe(
      'The recipient TIN starts with 000, a test TIN that matches no taxpayer; a production transmission (TestCd P) needs the real TIN. (IRS rules SHAREDIRFORM014, SHAREDIRFORM015)',
    );
    expect(checkIrisBusinessRules(testTins.replace('<TestCd>P</TestCd>', '<TestCd>T</TestCd>'))).toEqual([]);
  });

  it('tells withholding that fits the amounts from withholding that does not', () => {
    const fits = write('nec', 'original', (input) => {
      setBoxes(input, { federalTaxWithheld: 1_250_000 });
    });
    expect(checkIrisBusinessRules(fits)).toEqual([]);
    const tooMuch = write('nec', 'original', (input) => {
      setBoxes(input, { federalTaxWithheld: 1_250_001 });
    });
    expect(checkIrisBusinessRules(tooMuch).map((problem) => problem.code)).toEqual(['WITHHOLDING_EXCESSIVE']);
  });

  it('accepts foreign tax with its country, and a 1099-S whose transferor received property without proceeds', () => {
    const withCountry = write('int', 'original', (input) => {
      setBoxes(input, { foreignTaxPaid: 1200, foreignCountry: 'Canada' });
    });
    expect(checkIrisBusinessRules(withCountry)).toEqual([]);
    const property = write('s', 'original', (input) => {
      setBoxes(input, { grossProceeds: undefined, willReceiveProperty: true });
    });
    expect(checkIrisBusinessRules(property)).toEqual([]);
  });
});

describe('the writer keeps the rules', () => {
  function setState(input: FixtureInput, state: string): void {
    for (const ret of input.returns) ret.filingData = { ...ret.filingData, state1Code: state };
  }

  it('names CF/SF states from the IRIS list in IRIS (OR, RI; not MO) and from Pub 1220 Table 1 in Pub 1220', () => {
    for (const state of ['OR', 'RI']) {
      const xml = write('nec', 'original', (input) => setState(input, state));
      expect(xml).toContain(`<CFSFElectionStateCd>${state}</CFSFElectionStateCd>`);
      expect(xml).toContain(
        `<StateAbbreviationCd>${state}</StateAbbreviationCd>\n\t\t\t\t\t<TotalReportedRcpntFormCnt>3<`,
      );
      expect(checkIrisBusinessRules(xml)).toEqual([]);
    }
    const missouri = write('nec', 'original', (input) => setState(input, 'MO'));
    expect(missouri).not.toContain('<CFSFElectionStateCd>');
    expect(missouri).not.toContain('Form1099NECTotalByStateGrp');
    expect(missouri).toContain('<StateAbbreviationCd>MO</StateAbbreviationCd>');
    // The state data stays on the form, and the user is told to file Missouri directly.
    const told = checkIrisBusinessRules(missouri);
    expect(told.map((problem) => [problem.code, problem.severity])).toEqual(
      Array(3).fill(['CFSF_STATE_FILED_DIRECTLY', 'warning']),
    );
    expect(told[0]?.message).toBe(
      'MO does not take returns through the IRIS Combined Federal/State Filing program, so the IRS will not forward this form; file it with MO directly. (IRS rule SHAREDIRFORM019_002)',
    );

    // Pub 1220 B 747-748: Missouri is 29 in Table 1; Oregon has no code.
    const pub1220 = (state: string): string[] => {
      const input = getFixture('nec', 'original');
      setState(input, state);
      return writePub1220ToString(toPub1220Input(input))
        .split(/\r?\n/)
        .filter((line) => line.startsWith('B'))
        .map((line) => line.slice(746, 748));
    };
    expect(pub1220('MO')).toEqual(['29', '29', '29']);
    expect(pub1220('OR')).toEqual(['  ', '  ', '  ']);
  });

  it('writes PriorYearDataInd 0 and ForeignEntityInd 1 for a payer abroad', () => {
    const xml = write('nec', 'original', (input) => {
      input.payer.address = { line1: '1 Queen St', city: 'Toronto', postalCode: 'M5H2N2', country: 'CA' };
      input.payer.foreignEntity = false;
    });
    expect(xml).toContain('<PriorYearDataInd>0</PriorYearDataInd>');
    expect(xml).toMatch(/<IssuerDetail>\s*<ForeignEntityInd>1<\/ForeignEntityInd>/);
    expect(checkIrisBusinessRules(xml)).toEqual([]);
  });
});
