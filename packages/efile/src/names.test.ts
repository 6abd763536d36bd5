import { describe, expect, it } from 'vitest';
import { convertPub1220ToIris } from './convert.ts';
import { writeIrisCsvFiles } from './csv/writer.ts';
import { validateIrisXmlWithSchema } from './iris/schema.ts';
import { validateIrisXml } from './iris/validate.ts';
import { writeIrisXmlToStrings } from './iris/writer.ts';
import type { EfileParty, EfileReturn } from './model.ts';
import { readPub1220 } from './pub1220/reader.ts';
import { validatePub1220 } from './pub1220/validate.ts';
import { writePub1220ToString } from './pub1220/writer.ts';
import { listFixtures, toIrisInput, toPub1220Input } from './test-support/fixtures.ts';
import { createTinMatchRequestFiles } from './tin-matching/files.ts';

const fixture = listFixtures().find(
  (item) => item.year === 2025 && item.form === '1099-nec' && item.kind === 'original',
);
if (!fixture) throw new Error('fixture missing');
const template = fixture.input.returns[0] as EfileReturn;

const address = { line1: '42 Elm Street', city: 'Boston', state: 'MA', postalCode: '02110' };

/** Names a user types, and what each writer must make of them. */
const CASES: {
  label: string;
  payee: EfileParty;
  iris: string[];
  pub1220: { control: string; line1: string; line2: string };
  tinMatch: string;
}[] = [
  {
    label: 'accented name with particles',
    payee: {
      entityType: 'Individual',
      tinType: 'SSN',
      tin: '412345671',
      firstName: 'María',
      lastName: 'de la Cruz',
      address,
    },
    iris: [
      '<PersonNameControlTxt>DELA</PersonNameControlTxt>',
      '<PersonFirstNm>Maria</PersonFirstNm>',
      '<PersonLastNm>de la Cruz</PersonLastNm>',
    ],
    pub1220: { control: 'DELA', line1: 'DE LA CRUZ MARIA', line2: '' },
    tinMatch: 'Maria de la Cruz',
  },
  {
    label: 'hyphenated surname with an apostrophe and a suffix typed in the last name',
    payee: {
      entityType: 'Individual',
      tinType: 'SSN',
      tin: '412345672',
      firstName: 'John',
      middleName: 'Q.',
      lastName: "O'Neil-Smith Jr.",
      address,
    },
    iris: [
      '<PersonNameControlTxt>ONEI</PersonNameControlTxt>',
      '<PersonMiddleNm>Q</PersonMiddleNm>',
      '<PersonLastNm>ONeil-Smith</PersonLastNm>',
      '<SuffixNm>Jr</SuffixNm>',
    ],
    pub1220: { control: 'ONEI', line1: 'ONEIL-SMITH JOHN Q JR', line2: '' },
    tinMatch: 'John Q ONeil-Smith',
  },
  {
    label: 'particles typed in the middle name',
    payee: {
      entityType: 'Individual',
      tinType: 'ITIN',
      tin: '912705678',
      firstName: 'Ludwig',
      middleName: 'van',
      lastName: 'Beethoven',
      suffix: 'III',
      address,
    },
    iris: [
      '<PersonNameControlTxt>VANB</PersonNameControlTxt>',
      '<PersonLastNm>van Beethoven</PersonLastNm>',
      '<SuffixNm>III</SuffixNm>',
    ],
    pub1220: { control: 'VANB', line1: 'VAN BEETHOVEN LUDWIG III', line2: '' },
    tinMatch: 'Ludwig van Beethoven',
  },
  {
    label: 'sole proprietor with a DBA',
    payee: {
      entityType: 'Individual',
      tinType: 'SSN',
      tin: '412345673',
      firstName: 'Mark',
      lastName: 'Hemlock',
      businessName: 'The Sunshine Café',
      address,
    },
    iris: [
      '<PersonNameControlTxt>HEML</PersonNameControlTxt>',
      '<PersonLastNm>Hemlock</PersonLastNm>',
      '<AdditionalRecipientTxt>The Sunshine Cafe</AdditionalRecipientTxt>',
    ],
    pub1220: { control: 'HEML', line1: 'HEMLOCK MARK', line2: 'THE SUNSHINE CAFE' },
    tinMatch: 'Mark Hemlock',
  },
  {
    label: 'disregarded entity under its owner’s SSN, entered as a business',
    payee: {
      entityType: 'Business',
      tinType: 'SSN',
      tin: '412345674',
      firstName: 'Ana',
      lastName: 'da Silva',
      businessName: 'Silva Holdings LLC',
      address,
    },
    iris: [
      '<TINSubmittedTypeCd>INDIVIDUAL_TIN</TINSubmittedTypeCd>',
      '<PersonNameControlTxt>DASI</PersonNameControlTxt>',
      '<PersonLastNm>da Silva</PersonLastNm>',
      '<AdditionalRecipientTxt>Silva Holdings LLC</AdditionalRecipientTxt>',
    ],
    pub1220: { control: 'DASI', line1: 'DA SILVA ANA', line2: 'SILVA HOLDINGS LLC' },
    tinMatch: 'Ana da Silva',
  },
  {
    label: "business with 'The', '&', '-' and numbers",
    payee: {
      entityType: 'Business',
      tinType: 'EIN',
      tin: '562611115',
      businessName: 'The P & P Co-Op 11th',
      businessName2: 'Attn: Payables',
      address,
    },
    iris: [
      '<BusinessNameControlTxt>P&amp;PC</BusinessNameControlTxt>',
      '<BusinessNameLine1Txt>The P &amp; P Co-Op 11th</BusinessNameLine1Txt>',
      '<BusinessNameLine2Txt>Attn Payables</BusinessNameLine2Txt>',
    ],
    pub1220: { control: 'P&PC', line1: 'THE P & P CO-OP 11TH', line2: 'ATTN PAYABLES' },
    tinMatch: 'The P & P Co-Op 11th',
  },
  {
    label: 'estate',
    payee: {
      entityType: 'Business',
      tinType: 'EIN',
      tin: '562611116',
      businessName: 'Estate of Sidney Bunkins',
      address,
    },
    iris: ['<BusinessNameControlTxt>BUNK</BusinessNameControlTxt>'],
    pub1220: { control: 'BUNK', line1: 'ESTATE OF SIDNEY BUNKINS', line2: '' },
    tinMatch: 'Estate of Sidney Bunkins',
  },
];

const returns = CASES.map((item): EfileReturn => ({
  ...template,
  payee: item.payee,
  filingData: { ...template.filingData },
}));
const irisInput = toIrisInput({ ...fixture.input, returns });
const pub1220Input = toPub1220Input({ ...fixture.input, returns });

/** Each RecipientDetail block of a document, in order. */
function getRecipientBlocks(xml: string): string[] {
  return [...xml.matchAll(/<RecipientDetail>[\s\S]*?<\/RecipientDetail>/g)].map((match) => match[0]);
}

describe('names in every writer', () => {
  const [xml = ''] = writeIrisXmlToStrings(irisInput);
  const pub1220 = writePub1220ToString(pub1220Input);
  const bRecords = pub1220.split('\r\n').filter((record) => record.startsWith('B'));

  it('writes IRIS name elements the official schema accepts', async () => {
    expect(await validateIrisXmlWithSchema(xml)).toEqual({ valid: true, errors: [] });
    expect(validateIrisXml(xml).problems).toEqual([]);
  });

  it.each(CASES.map((item, index) => [item.label, index] as const))('IRIS: %s', (_label, index) => {
    const block = getRecipientBlocks(xml)[index] ?? '';
    for (const element of CASES[index]?.iris ?? []) expect(block).toContain(element);
  });

  it('keeps a person’s business name out of PersonName and a business name out of AdditionalRecipientTxt', () => {
    const blocks = getRecipientBlocks(xml);
    expect(blocks[3]).not.toContain('<BusinessName>');
    expect(blocks[3]).not.toContain('Sunshine</Person');
    expect(blocks[5]).not.toContain('AdditionalRecipientTxt');
    expect(blocks[0]).not.toContain('AdditionalRecipientTxt');
  });

  it('writes a Pub 1220 file without errors', () => {
    expect(validatePub1220(pub1220).errorCount).toBe(0);
    expect(bRecords).toHaveLength(CASES.length);
  });

  it.each(CASES.map((item, index) => [item.label, index] as const))(
    'Pub 1220 name control (B 7-10) and name lines (B 288-367): %s',
    (_label, index) => {
      const record = bRecords[index] ?? '';
      const expected = CASES[index]?.pub1220;
      expect(record.slice(6, 10)).toBe(expected?.control.padEnd(4, ' '));
      expect(record.slice(287, 327).trimEnd()).toBe(expected?.line1);
      expect(record.slice(327, 367).trimEnd()).toBe(expected?.line2);
    },
  );

  it('reads the Pub 1220 names back into the same parts and the same business names', () => {
    const read = readPub1220(pub1220);
    if (!read.ok) throw new Error(read.message);
    const payees = [...(read.file.groups[0]?.returns ?? [])].map((ret) => ret.payee);
    expect(payees[0]).toMatchObject({ firstName: 'MARIA', lastName: 'DE LA CRUZ' });
    expect(payees[1]).toMatchObject({
      firstName: 'JOHN',
      middleName: 'Q',
      lastName: 'ONEIL-SMITH',
      suffix: 'JR',
    });
    expect(payees[2]).toMatchObject({ firstName: 'LUDWIG', lastName: 'VAN BEETHOVEN', suffix: 'III' });
    expect(payees[3]).toMatchObject({
      entityType: 'Individual',
      firstName: 'MARK',
      lastName: 'HEMLOCK',
      businessName: 'THE SUNSHINE CAFE',
    });
    expect(payees[4]).toMatchObject({
      firstName: 'ANA',
      lastName: 'DA SILVA',
      businessName: 'SILVA HOLDINGS LLC',
    });
    expect(payees[5]).toMatchObject({ businessName: 'THE P & P CO-OP 11TH', businessName2: 'ATTN PAYABLES' });
    for (const payee of payees) expect(payee.nameControl).toBeUndefined();
  });

  it('converts the Pub 1220 file to IRIS with the same names, valid against the schema', async () => {
    const converted = convertPub1220ToIris(pub1220, {
      tcc: 'A1B2C',
      softwareId: irisInput.softwareId,
      contact: irisInput.contact,
      createUuid: irisInput.createUuid,
    });
    if (!converted.ok) throw new Error(converted.message);
    const [input] = converted.result.inputs;
    if (!input) throw new Error('no IRIS input');
    // Pub 1220 A records carry no payer phone: the payer of the original input is used.
    const payer = fixture.input.payer;
    const [convertedXml = ''] = writeIrisXmlToStrings({
      ...input,
      submissions: input.submissions.map((submission) => ({ ...submission, payer })),
    });
    expect(await validateIrisXmlWithSchema(convertedXml)).toEqual({ valid: true, errors: [] });
    const blocks = getRecipientBlocks(convertedXml);
    expect(blocks[0]).toContain('<PersonLastNm>DE LA CRUZ</PersonLastNm>');
    expect(blocks[0]).toContain('<PersonNameControlTxt>DELA</PersonNameControlTxt>');
    expect(blocks[1]).toContain('<SuffixNm>JR</SuffixNm>');
    expect(blocks[3]).toContain('<AdditionalRecipientTxt>THE SUNSHINE CAFE</AdditionalRecipientTxt>');
    expect(blocks[3]).toContain('<PersonNameControlTxt>HEML</PersonNameControlTxt>');
  });

  it('fills the portal CSV name columns from the same parts, the DBA on business name line 2', () => {
    const [csv] = writeIrisCsvFiles({
      taxYear: 2025,
      formType: fixture.input.formType,
      payer: fixture.input.payer,
      returns,
    });
    const [header = [], ...rows] = (csv?.text ?? '').split('\r\n').map((line) => line.split(','));
    const column = (row: number, name: string) => rows[row]?.[header.indexOf(`Recipient ${name}`)];
    expect(column(1, 'Last Name (Surname)')).toBe("O'Neil-Smith");
    expect(column(1, 'Suffix')).toBe('Jr.');
    expect(column(3, 'Name Type')).toBe('Individual');
    expect(column(3, 'Business or Entity Name Line 2')).toBe('The Sunshine Café');
    expect(column(4, 'Name Type')).toBe('Individual');
    expect(column(4, 'Last Name (Surname)')).toBe('da Silva');
    expect(column(4, 'Business or Entity Name Line 2')).toBe('Silva Holdings LLC');
    expect(column(5, 'Name Type')).toBe('Business');
    expect(column(5, 'Business or Entity Name Line 1')).toBe('The P & P Co-Op 11th');
  });

  it('sends TIN matching the same parts: the person’s own name given name first, no suffix, no DBA', () => {
    const { files, problems } = createTinMatchRequestFiles(CASES.map((item) => ({ payee: item.payee })));
    expect(problems).toEqual([]);
    const names = (files[0] ?? '').split('\r\n').map((line) => line.split(';')[2]);
    expect(names).toEqual(CASES.map((item) => item.tinMatch));
  });
});

describe('a Pub 1220 name line written given name first', () => {
  it('is read with the name control telling where the surname is', () => {
    const pub1220 = writePub1220ToString(pub1220Input);
    const record = pub1220.split('\r\n').find((line) => line.startsWith('B')) ?? '';
    // Replace the first B record's name line with the same name given name first.
    const line = 'MARIA DE LA CRUZ'.padEnd(40, ' ');
    const edited = pub1220.replace(record, record.slice(0, 287) + line + record.slice(327));
    const read = readPub1220(edited);
    if (!read.ok) throw new Error(read.message);
    expect([...(read.file.groups[0]?.returns ?? [])][0]?.payee).toMatchObject({
      firstName: 'MARIA',
      lastName: 'DE LA CRUZ',
    });
  });
});
