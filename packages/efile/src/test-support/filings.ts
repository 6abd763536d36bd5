import fc from 'fast-check';
import {
  COUNTRIES,
  FORM_TYPES,
  US_ADDRESS_ONLY_CODES,
  US_STATES,
  getFormDefinition,
  getTinRangeMessage,
  type Address,
  type BoxDefinition,
  type BoxValue,
  type FilingInput,
  type FormType,
  type PayeeInput,
  type PayerInput,
  type TinType,
} from '@file1099/forms';
import { payerFromForms, returnFromForms } from '../from-forms.ts';
import { isIrisTaxYear } from '../iris/elements.ts';
import type { IrisInput } from '../iris/writer.ts';
import type { EfilePayerGroup, EfileTransmitter } from '../model.ts';
import { isPub1220TaxYear } from '../pub1220/codes.ts';
import type { Pub1220Input } from '../pub1220/writer.ts';

/**
 * fast-check arbitraries of app data the forms package accepts: payers (`validatePayer`), payees
 * (`validatePayeeForFiling`) and filings (`validateFiling`) of every form and tax year the e-file
 * package writes, originals and corrections, individual and business parties, U.S. and foreign
 * addresses, and free text from plain words to any Unicode. They are valid by construction; the
 * property tests assert that the validators accept them, so a validator that starts refusing them
 * shows up as a failing property, not as silently fewer cases.
 *
 * Bounds of valid input (RESTRICTIONS): classes the forms validators refuse at the field (irs-text.ts,
 * irs-form-rules.ts), so the generator does not make them. Run with EFILE_PROPERTY_UNRESTRICT=<name>
 * to see that the validators refuse what a flag keeps out.
 */
export const RESTRICTIONS = {
  /**
   * Input parity for text outside the IRS character set (issue 13 item 1): letters of non-Latin scripts,
   * symbols, and text that is empty after cleaning pass the forms validators but not the IRIS patterns
   * (names, cities, streets). Free text is limited to Latin letters (accented too), digits, blanks and
   * the punctuation people type.
   */
  latinTextOnly: true,
  /**
   * Payer contact fields (issue 13 item 1): `validatePayer` takes any non-blank phone; IRIS wants 10 to
   * 30 digits. Phones here hold ten digits, in the usual ways of writing them.
   */
  tenDigitPhones: true,
  /**
   * No silent truncation (issue 13 item 6): names, streets and cities longer than the IRIS fields are
   * accepted and then cut by the writer. Lengths stay within the IRIS limits (names 20, business name
   * 75, street 35, city 40 / 50 abroad, province 17, foreign postal code 16, OID description and 1099-S
   * address 39 (Pub 1220), state ID 20, account number 20 (Pub 1220 B 21-40)).
   */
  irisLengths: true,
  /**
   * Structured text fields (issue 13 items 3 and 6): INT box 7 is a country (IRIS takes a code only)
   * and box 14 a 9-character CUSIP; any other text there is dropped or cut by the writers.
   */
  structuredCodes: true,
  /**
   * Account numbers (issue 13 item 6): the Pub 1220 writer puts accented letters of an account number
   * into the B record as they are (NOT_ASCII); account numbers hold ASCII letters, digits and '-' here.
   */
  asciiAccountNumbers: false,
  /**
   * Form-specific required fields (issue 13 items 1 and 3): `validateFiling` does not require the
   * 1099-S address or legal description (IRIS AddressOrLegalDesc is required) or the 1099-OID
   * description (Pub 1220 B 547-585 is required); they are always given here.
   */
  formRequiredText: true,
  /**
   * City text the schema refuses (issue 13 item 1): IRIS CityType takes letters and blanks only; the
   * forms validators take digits and punctuation in a city, which the IRIS writer then drops.
   */
  cityLettersOnly: true,
};

for (const name of (process.env.EFILE_PROPERTY_UNRESTRICT ?? '').split(',')) {
  if (Object.hasOwn(RESTRICTIONS, name)) RESTRICTIONS[name as keyof typeof RESTRICTIONS] = false;
}

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
/** Letters that transliterate to two (ß → SS, æ → AE) would pass the IRIS lengths (irisLengths). */
const ACCENTED = `áàâäãåçéèêëíìîïñóòôöõøúùûüýÿÁÀÂÄÃÅÇÉÈÊËÍÌÎÏÑÓÒÔÖÕØÚÙÛÜÝ${RESTRICTIONS.irisLengths ? '' : 'ßæœ'}`;
const chars = (alphabet: string) => fc.constantFrom(...alphabet.split(''));

/** A word of Latin letters, some accented, capitalised or not. */
const latinWord = fc
  .tuple(
    fc.array(fc.oneof({ weight: 6, arbitrary: chars(LOWER) }, { weight: 1, arbitrary: chars(ACCENTED) }), {
      minLength: 1,
      maxLength: 9,
    }),
    fc.boolean(),
  )
  .map(([letters, capital]) => {
    const word = letters.join('');
    return capital ? word.charAt(0).toUpperCase() + word.slice(1) : word;
  });

const PUNCTUATION = [' ', ' ', ' ', '-', "'", '.', ',', '&', '/', '#', '(', ')', '%', '"', '<', '>', ';'];

/** Free text people type: Latin words, digits and punctuation, or (unrestricted) any Unicode. */
function freeText(maxLength: number): fc.Arbitrary<string> {
  const latin = fc
    .array(
      fc.oneof(
        { weight: 5, arbitrary: latinWord },
        { weight: 1, arbitrary: fc.integer({ min: 0, max: 99_999 }).map(String) },
        { weight: 2, arbitrary: fc.constantFrom(...PUNCTUATION) },
      ),
      { minLength: 1, maxLength: RESTRICTIONS.irisLengths ? 8 : 30 },
    )
    .map((parts) => parts.join(''));
  const text = RESTRICTIONS.latinTextOnly
    ? latin
    : fc.oneof(latin, fc.string({ unit: 'grapheme', minLength: 1 }), fc.string({ unit: 'binary' }));
  return text.map((value) => (RESTRICTIONS.irisLengths ? value.slice(0, maxLength) : value));
}

/** Text with a letter or digit in it (what a required name, street or city needs to be non-blank). */
function requiredText(maxLength: number): fc.Arbitrary<string> {
  const head = RESTRICTIONS.latinTextOnly ? latinWord : freeText(maxLength);
  return fc
    .tuple(head, freeText(maxLength))
    .map(([first, rest]) => {
      const value = `${first}${rest}`;
      return RESTRICTIONS.irisLengths ? value.slice(0, maxLength) : value;
    })
    .filter((value) => value.trim() !== '' && (!RESTRICTIONS.latinTextOnly || /[A-Za-z0-9]/.test(value)));
}

/** An individual's name part: letters, accents, hyphen, apostrophe and blanks. */
function namePart(maxLength: number): fc.Arbitrary<string> {
  if (!RESTRICTIONS.latinTextOnly) return requiredText(maxLength);
  return fc
    .array(
      fc.oneof({ weight: 4, arbitrary: latinWord }, { weight: 1, arbitrary: fc.constantFrom(' ', '-', "'") }),
      {
        minLength: 1,
        maxLength: 4,
      },
    )
    .map((parts) => parts.join('').slice(0, maxLength))
    .filter((value) => /^[A-Za-zÀ-ÿ]/.test(value.trim()));
}

/** A city: Latin words and blanks, or (unrestricted) any required text. */
function cityText(maxLength: number): fc.Arbitrary<string> {
  if (!RESTRICTIONS.cityLettersOnly) return requiredText(maxLength);
  return fc
    .array(latinWord, { minLength: 1, maxLength: 4 })
    .map((words) => words.join(' ').slice(0, maxLength).trim());
}

const US_STATE_CODES = Object.keys(US_STATES);
const US_ADDRESS_CODES = [...US_STATE_CODES, ...Object.keys(US_ADDRESS_ONLY_CODES)];
const FOREIGN_COUNTRIES = Object.keys(COUNTRIES).filter((code) => code !== 'US');

/** A street line pair within the forms' 40-character rule (line 1 + line 2). */
const streetLines = fc
  .tuple(
    fc.integer({ min: 1, max: 99_999 }),
    requiredText(30),
    fc.option(fc.constantFrom('Apt 4', 'Suite 200', 'Unit B-3', 'Fl 2', 'PO Box 17'), { nil: undefined }),
  )
  .map(([number, name, line2]) => {
    const line1 = `${number} ${name}`.slice(0, RESTRICTIONS.irisLengths ? 35 : 40).trim();
    const room = 40 - line1.length - (line2?.length ?? 0);
    return { line1, line2: room >= 0 ? line2 : undefined };
  });

const zip = fc.oneof(
  fc.stringMatching(/^\d{5}$/),
  fc.stringMatching(/^\d{9}$/),
  fc.stringMatching(/^\d{5}-\d{4}$/),
);

export const usAddress: fc.Arbitrary<Address> = fc
  .record({
    street: streetLines,
    city: cityText(RESTRICTIONS.irisLengths ? 40 : 60),
    state: fc.constantFrom(...US_ADDRESS_CODES),
    postalCode: zip,
    country: fc.constantFrom(undefined, '', 'US', 'USA', 'United States', 'U.S.A.'),
  })
  .map(({ street, city, state, postalCode, country }) => ({
    ...street,
    city,
    state,
    postalCode,
    ...(country === undefined ? {} : { country }),
  }));

export const foreignAddress: fc.Arbitrary<Address> = fc
  .record({
    street: streetLines,
    city: cityText(RESTRICTIONS.irisLengths ? 50 : 60),
    province: fc.option(requiredText(17), { nil: undefined }),
    postalCode: fc.option(fc.stringMatching(/^[A-Z0-9]{2,6}( [A-Z0-9]{2,4})?$/), { nil: undefined }),
    country: fc.constantFrom(...FOREIGN_COUNTRIES),
  })
  .map(({ street, city, province, postalCode, country }) => ({
    ...street,
    city,
    country,
    ...(province === undefined ? {} : { state: province }),
    ...(postalCode === undefined ? {} : { postalCode }),
  }));

const address = fc.oneof({ weight: 3, arbitrary: usAddress }, { weight: 1, arbitrary: foreignAddress });

/** Nine digits not starting with 9 or 00 (valid-looking SSNs and EINs), written with or without dashes. */
function tinOf(tinType: string): fc.Arbitrary<string> {
  // ITINs and ATINs start with 9; SSNs and EINs are drawn from the ranges the IRS issues.
  const digits = (
    tinType === 'ITIN' || tinType === 'ATIN'
      ? fc.stringMatching(/^9[0-9]{8}$/)
      : fc.stringMatching(/^[1-8][0-9]{8}$/)
  ).filter((value) => getTinRangeMessage(value, tinType as TinType) === null);
  return fc.tuple(digits, fc.boolean()).map(([value, dashed]) => {
    if (!dashed) return value;
    if (tinType === 'EIN') return `${value.slice(0, 2)}-${value.slice(2)}`;
    return `${value.slice(0, 3)}-${value.slice(3, 5)}-${value.slice(5)}`;
  });
}

const email = fc.option(
  fc
    .tuple(
      fc.stringMatching(/^[a-z][a-z0-9._+-]{0,15}$/),
      fc.stringMatching(/^[a-z][a-z0-9-]{0,10}[a-z0-9]$/),
    )
    .map(([local, domain]) => `${local.replace(/\.+$/, '')}@${domain}.com`),
  { nil: undefined },
);

type Entity = 'Individual' | 'Business';

function party(entityType: Entity): fc.Arbitrary<PayeeInput> {
  const tinType: fc.Arbitrary<string> =
    entityType === 'Individual'
      ? fc.constantFrom('SSN', 'ITIN', 'ATIN', 'EIN')
      : fc.constantFrom('EIN', 'EIN', 'SSN');
  const names: fc.Arbitrary<Pick<PayeeInput, 'businessName' | 'firstName' | 'lastName'>> =
    entityType === 'Business'
      ? fc.record({ businessName: requiredText(RESTRICTIONS.irisLengths ? 40 : 100) })
      : fc.record({ firstName: namePart(20), lastName: namePart(20) });
  return tinType.chain((type) =>
    fc
      .record({ tin: tinOf(type), names, emailAddress: email, address })
      .map(({ names: given, ...rest }): PayeeInput => ({ entityType, tinType: type, ...given, ...rest })),
  );
}

export const payee: fc.Arbitrary<PayeeInput> = fc.oneof(party('Individual'), party('Business'));

/** Ten digits written the usual ways: 2175550123, (217) 555-0123, 217-555-0123, +1 217.555.0123. */
const phone = fc
  .tuple(fc.stringMatching(/^[2-9]\d{2}[2-9]\d{6}$/), fc.integer({ min: 0, max: 4 }))
  .map(([digits, style]) => {
    const [area, exchange, line] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
    return [
      digits,
      `(${area}) ${exchange}-${line}`,
      `${area}-${exchange}-${line}`,
      `${area}.${exchange}.${line}`,
      `${area} ${exchange} ${line}`,
    ][style] as string;
  });

export const payer: fc.Arbitrary<PayerInput> = fc
  .tuple(payee, RESTRICTIONS.tenDigitPhones ? phone : freeText(20))
  .map(([base, phoneNumber]) => {
    const { entityType, ...rest } = base;
    return { ...rest, payerType: entityType, phoneNumber };
  });

const cents = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 9_999_999 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 999_999_999_999 }) },
  { weight: 1, arbitrary: fc.constant(0) },
);

/** The value of one text field of a form. */
function textValue(field: BoxDefinition): fc.Arbitrary<string> {
  switch (field.name) {
    case 'tippedOccupationCode1':
    case 'tippedOccupationCode2':
      return fc.stringMatching(/^\d{3}$/);
    case 'payeeAccountNumber':
      return RESTRICTIONS.asciiAccountNumbers
        ? fc.stringMatching(/^[A-Za-z0-9-]{1,20}$/)
        : fc.oneof(
            fc.stringMatching(/^[A-Za-z0-9-]{1,20}$/),
            requiredText(RESTRICTIONS.irisLengths ? 20 : 30),
          );
    case 'foreignCountry':
      return RESTRICTIONS.structuredCodes ? fc.constantFrom(...FOREIGN_COUNTRIES) : freeText(40);
    case 'taxExemptTaxCreditBondCusipNo':
      return RESTRICTIONS.structuredCodes ? fc.stringMatching(/^[0-9A-Z]{9}$/) : freeText(20);
    case 'payerRtn':
      return fc.stringMatching(/^(0[1-9]|1[0-2]|2[1-9]|3[0-2])[0-9]{7}$/);
    case 'calendarYear':
      return fc.integer({ min: 2000, max: 2026 }).map(String);
    case 'state1EIN':
      return requiredText(20);
    default:
      return requiredText(39);
  }
}

function fieldValue(field: BoxDefinition, taxYear: number): fc.Arbitrary<BoxValue> {
  switch (field.type) {
    case 'money':
      return cents;
    case 'boolean':
      return fc.boolean();
    case 'date':
      return fc
        .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
        .map(
          ([month, day]) => `${taxYear}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
        );
    case 'state':
      return fc.constantFrom(...US_STATE_CODES);
    case 'text':
    case 'stateEIN':
      return textValue(field);
  }
}

/** Money boxes that satisfy 'At least one box amount is required' (1099-OID: its four boxes; 1099-INT: its interest). */
function requiredAmountBoxes(formType: FormType, boxes: readonly BoxDefinition[]): string[] {
  if (formType === 'Type_1099_OID')
    return ['oid', 'periodInterest', 'earlyWithdrawalPenalty', 'federalTaxWithheld'];
  // 1099-INT: interest in box 1, 2, 3 or 8 (IRS rule S1H012, told at the field).
  if (formType === 'Type_1099_INT')
    return ['interestIncome', 'earlyWithdrawalPenalty', 'interestOnUSSavingsBonds', 'taxExemptInterest'];
  // A box included in another (cash tips in box 1a) is capped by it below, so it cannot be the one.
  return boxes.filter((box) => box.type === 'money' && !box.includedIn).map((box) => box.name);
}

/** The IRS form rules the forms package tells at the field (`checkIrsFormRules`), met by construction. */
function satisfyIrsFormRules(formType: FormType, data: Record<string, BoxValue>, required: string[]): void {
  if (data.fatcaFilingRequirementIndicator === true && !data.payeeAccountNumber)
    data.payeeAccountNumber = 'FATCA-1';
  if (formType === 'Type_1099_INT' && typeof data.foreignTaxPaid === 'number' && !data.foreignCountry)
    data.foreignCountry = FOREIGN_COUNTRIES[0] ?? 'CA';
  const taxExempt = typeof data.taxExemptInterest === 'number' ? data.taxExemptInterest : 0;
  if (
    typeof data.specifiedPrivateActivityBondInterest === 'number' &&
    data.specifiedPrivateActivityBondInterest > taxExempt
  )
    data.specifiedPrivateActivityBondInterest = taxExempt;
  const withheld = typeof data.federalTaxWithheld === 'number' ? data.federalTaxWithheld : 0;
  let others = 0;
  for (const [name, value] of Object.entries(data))
    if (name !== 'federalTaxWithheld' && !name.startsWith('state') && typeof value === 'number')
      others += value;
  const income = required.find((name) => name !== 'federalTaxWithheld');
  if (formType !== 'Type_1099_S' && withheld > others && income) {
    if (others > 0) data.federalTaxWithheld = others;
    else data[income] = withheld;
  }
  if (
    formType === 'Type_1099_S' &&
    data.willReceiveProperty !== true &&
    typeof data.grossProceeds !== 'number'
  )
    data.grossProceeds = 100_000;
}

export type CorrectionKind = 'Original' | 'First' | 'Second';

/** Filing data of one form and year: some fields blank, one amount above zero, included boxes within theirs. */
export function filingData(formType: FormType, taxYear: number): fc.Arbitrary<Record<string, BoxValue>> {
  const definition = getFormDefinition(formType, taxYear);
  if (!definition) throw new Error(`no ${formType} in ${taxYear}`);
  const fields = [...definition.boxes, ...definition.stateFields, ...definition.extraFields];
  const required = requiredAmountBoxes(formType, definition.boxes);
  const date = fields.find((field) => field.type === 'date');
  const requiredKeys = [
    ...(date ? [date.name] : []),
    ...(RESTRICTIONS.formRequiredText && formType === 'Type_1099_S' ? ['address'] : []),
    ...(RESTRICTIONS.formRequiredText && formType === 'Type_1099_OID' ? ['description'] : []),
  ];
  return fc
    .record({
      values: fc.record(Object.fromEntries(fields.map((field) => [field.name, fieldValue(field, taxYear)])), {
        requiredKeys,
      }),
      amountBox: fc.constantFrom(...required),
      amount: fc.integer({ min: 1, max: 999_999_999 }),
    })
    .map(({ values, amountBox, amount }) => {
      const data: Record<string, BoxValue> = { ...values, [amountBox]: amount };
      for (const box of definition.boxes) {
        const limit = box.includedIn ? data[box.includedIn] : undefined;
        const value = data[box.name];
        if (box.includedIn && typeof value === 'number' && value > (typeof limit === 'number' ? limit : 0))
          data[box.name] = typeof limit === 'number' ? limit : 0;
      }
      if ((data.state1TaxWithheld || data.state1Income) && !data.state1Code) data.state1Code = 'CA';
      satisfyIrsFormRules(formType, data, required);
      return data;
    });
}

export interface GeneratedFiling {
  filing: FilingInput;
  /** For a First correction: the IRIS Unique Record ID of the corrected record. */
  previousUniqueRecordId?: string;
}

const uniqueRecordId = fc
  .tuple(fc.stringMatching(/^\d{11}$/), fc.stringMatching(/^[0-9a-z]{9}$/), fc.integer({ min: 1, max: 999 }))
  .map(([receipt, suffix, record]) => `2025-${receipt}-${suffix}|1|${record}`);

export function filing(
  formType: FormType,
  taxYear: number,
  kind: CorrectionKind,
): fc.Arbitrary<GeneratedFiling> {
  return fc
    .record({ payee, filingData: filingData(formType, taxYear), recordId: uniqueRecordId })
    .map(({ payee: person, filingData: data, recordId }) => {
      const result: GeneratedFiling = {
        filing: {
          filingType: formType,
          filingYear: taxYear,
          correctionType: kind,
          originalFilingId: kind === 'Original' ? null : 'filing-1',
          payee: person,
          filingData: data,
        },
      };
      if (kind === 'First') result.previousUniqueRecordId = recordId;
      return result;
    });
}

export interface GeneratedSubmission {
  payer: PayerInput;
  formType: FormType;
  combinedFederalState: boolean;
  filings: GeneratedFiling[];
}

export interface GeneratedFile {
  taxYear: number;
  kind: CorrectionKind;
  submissions: GeneratedSubmission[];
}

/** One e-file batch: a tax year, one correction kind, 1-3 payer × form submissions of 1-4 filings. */
export function generatedFile(
  taxYears: readonly number[],
  options: { maxSubmissions?: number; maxFilings?: number } = {},
): fc.Arbitrary<GeneratedFile> {
  return fc
    .record({
      taxYear: fc.constantFrom(...taxYears),
      kind: fc.constantFrom<CorrectionKind>('Original', 'Original', 'First', 'Second'),
    })
    .chain(({ taxYear, kind }) =>
      fc.record({
        taxYear: fc.constant(taxYear),
        kind: fc.constant(kind),
        submissions: fc.array(
          fc.constantFrom(...FORM_TYPES).chain((formType) =>
            fc.record({
              payer,
              formType: fc.constant(formType),
              combinedFederalState: fc.boolean(),
              filings: fc.array(filing(formType, taxYear, kind), {
                minLength: 1,
                maxLength: options.maxFilings ?? 4,
              }),
            }),
          ),
          { minLength: 1, maxLength: options.maxSubmissions ?? 3 },
        ),
      }),
    );
}

/** The generated app data as the e-file model, through the mapping the pipeline uses (from-forms.ts). */
export function toModel(file: GeneratedFile): EfilePayerGroup[] {
  return file.submissions.map((submission) => ({
    payer: payerFromForms(submission.payer),
    formType: submission.formType,
    combinedFederalState: submission.combinedFederalState,
    returns: submission.filings.map(({ filing: item, previousUniqueRecordId }) =>
      returnFromForms(item, previousUniqueRecordId ? { previousUniqueRecordId } : {}),
    ),
  }));
}

export const TEST_TRANSMITTER: EfileTransmitter = {
  tin: '123456789',
  tcc: 'A1B2C',
  name: 'File1099 Inc',
  companyName: 'File1099 Inc',
  address: { line1: '100 Main St', city: 'Boston', state: 'MA', postalCode: '02110' },
  contactName: 'Pat Operator',
  contactPhone: '6175550100',
  contactEmail: 'efile@file1099.example',
};

/** IRIS input of a generated batch: a C transmission for First corrections, else an O transmission. */
export function toIrisInputOf(file: GeneratedFile, groups: EfilePayerGroup[] = toModel(file)): IrisInput {
  if (!isIrisTaxYear(file.taxYear)) throw new Error(`IRIS has no tax year ${file.taxYear}`);
  return {
    taxYear: file.taxYear,
    transmissionType: file.kind === 'First' ? 'C' : 'O',
    // Generated TINs are in the ranges the IRS issues, so the file is a production one (TestCd P):
    // a test transmission takes only test TINs starting with 000 (IRS rules SMF027, SHAREDIRFORM021).
    test: false,
    transmitter: TEST_TRANSMITTER,
    softwareId: `${String(file.taxYear).slice(2)}F1099SW`,
    contact: { name: 'Pat Operator', phone: '6175550100', email: 'efile@file1099.example' },
    createUuid: () => '00000000-0000-4000-8000-000000000001',
    submissions: groups,
  };
}

/** Pub 1220 input of a generated batch (tax years 2024 and 2025). */
export function toPub1220InputOf(
  file: GeneratedFile,
  groups: EfilePayerGroup[] = toModel(file),
): Pub1220Input {
  if (!isPub1220TaxYear(file.taxYear)) throw new Error(`Pub 1220 has no tax year ${file.taxYear}`);
  return { taxYear: file.taxYear, transmitter: TEST_TRANSMITTER, test: true, groups };
}
