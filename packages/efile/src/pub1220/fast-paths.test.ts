import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findUnsupportedCharacters, formatCentsAsDecimal, getBusinessNameControl } from '@file1099/forms';
import type { EfileReturn } from '../model.ts';
import { formatCents, formatWholeNumber } from '../numbers.ts';
import { listFixtures, toPub1220Input } from '../test-support/fixtures.ts';
import { collapseBlanks, keepCharacters, keepDigits, transliterateToAscii, truncateText } from '../text.ts';
import { BRecordComposer, buildBRecord, fillPaymentAmounts, getAmountBoxes } from './build-b-record.ts';
import { isValidDate, isValidDateAt } from './check-b-form.ts';
import { checkLayoutFields, readLayoutNumber } from './check-fields.ts';
import { readNumberAt } from './in-place.ts';
import { B_LAYOUTS } from './layout-b.ts';
import { ChunkWriter } from './chunk-writer.ts';
import { getAmountCodeTable, isPub1220TaxYear } from './codes.ts';
import { Pub1220WriteError } from './records.ts';
import {
  cleanAddressText,
  cleanNameLine,
  createPayeeNameFields,
  getBusinessControl,
  getLaterNameLine,
  getPayeeNameFields,
  getStreetLine,
  putCity,
  putPayeeNameLine,
  putStreetLine,
} from './names.ts';
import { PayeeIndex } from './payee-index.ts';
import { validatePub1220 } from './validate.ts';
import { writePub1220ToString } from './writer.ts';

/**
 * The writer and the validator take fast paths (bytes composed in a buffer, fields read in place) and
 * fall back to the field-text code for anything unusual. These properties hold the fast paths to the
 * text they replace.
 */
const fixtures = listFixtures().filter((fixture) => isPub1220TaxYear(fixture.year));
/** Values that test every branch of the byte path: fits, one too long, not latin1, not a number. */
const AWKWARD_VALUES: readonly unknown[] = [
  '',
  ' ',
  'AB',
  'abc',
  '123456789',
  '1234567890',
  'Ñúñez Café',
  '€uro',
  'ÿ',
  'straße',
  'x  y ',
  'A'.repeat(21),
  'A'.repeat(41),
  '12-34/5',
  "O'Brien Jr.",
  'tab\there',
  '\u00a0nbsp',
  '😀',
  '2025-06-15',
  '2025/6/15',
  0,
  7,
  -5,
  1.5,
  Number.NaN,
  999_999_999_999,
  2 ** 31 - 1,
  2 ** 31,
  1e12,
  2 ** 53,
  true,
  null,
  undefined,
];
/** Where each key lives in a return. */
const KEYS = {
  ret: ['correction', 'officeCode', 'specialDataEntries', 'localTaxWithheldCents'],
  payee: [
    ...['tin', 'tinType', 'nameControl', 'firstName', 'middleName', 'lastName', 'suffix'],
    ...['businessName', 'businessName2'],
  ],
  address: ['line1', 'line2', 'city', 'state', 'postalCode', 'country'],
  filingData: [
    'payeeAccountNumber',
    'state1TaxWithheld',
    'nonEmployeeComp',
    'rents',
    'interestIncome',
    'oid',
    'grossProceeds',
    'description',
    'address',
    'dateOfClosing',
    'foreignCountry',
    'taxExemptTaxCreditBondCusipNo',
    'secondTinNotice',
  ],
} as const;

function writeWithComposer(
  ret: EfileReturn,
  taxYear: 2024 | 2025,
  amounts: readonly number[],
  lineEnding: string,
): string {
  const out = new ChunkWriter();
  new BRecordComposer(lineEnding).write(out, ret, taxYear, amounts, '06', 42);
  return out.take();
}

/**
 * A 40-position field written at 2 of 44 blanks: its text with blanks around it, or (length -1) all
 * blanks again, left to the text path, which only text that `mayBeLeft` may be.
 */
function expectFieldBytes(buffer: Buffer, length: number, text: string, mayBeLeft: boolean): void {
  if (length === -1) {
    expect(mayBeLeft).toBe(true);
    expect(buffer.toString('latin1')).toBe(' '.repeat(44));
    return;
  }
  expect(buffer.toString('latin1', 2, 2 + length)).toBe(text);
  expect(buffer.toString('latin1', 0, 2) + buffer.toString('latin1', 2 + length)).toBe(
    ' '.repeat(44 - length),
  );
}

function outcome(run: () => string): string {
  try {
    return run();
  } catch (error) {
    return `throws ${String(error)}`;
  }
}

describe('Pub 1220 writer: bytes in a buffer are the text the string path composes', () => {
  it('for every fixture return, with each awkward value in each field', () => {
    let compared = 0;
    for (const fixture of fixtures) {
      const taxYear = fixture.year as 2024 | 2025;
      // Two returns per fixture (an individual and a business, U.S. and foreign addresses among them).
      for (const ret of fixture.input.returns.slice(0, 2)) {
        for (const [place, keys] of Object.entries(KEYS)) {
          for (const key of keys) {
            for (const value of AWKWARD_VALUES) {
              const changed = structuredClone(ret) as EfileReturn;
              const targets: Record<string, unknown> = {
                ret: changed,
                payee: changed.payee,
                address: changed.payee.address,
                filingData: changed.filingData,
              };
              (targets[place] as Record<string, unknown>)[key] = value;
              const amounts: number[] = [];
              const boxes = getAmountBoxes(getAmountCodeTable(changed.formType, taxYear));
              fillPaymentAmounts(changed, boxes, amounts);
              const lineEnding = ['\r\n', '  ', '\n', '€€'][compared % 4] ?? '\r\n';
              const input = { ret: changed, taxYear, amounts, cfsfCode: '06', sequenceNumber: 42 };
              expect(outcome(() => writeWithComposer(changed, taxYear, amounts, lineEnding))).toBe(
                outcome(() => buildBRecord(input, lineEnding)),
              );
              compared += 1;
            }
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(20_000);
  });

  it('writes an account number with accents transliterated, and refuses letters of other scripts', () => {
    const fixture = fixtures[0];
    if (!fixture) throw new Error('fixture missing');
    const [first, ...rest] = fixture.input.returns;
    if (!first) throw new Error('fixture has no return');
    const withAccount = (payeeAccountNumber: string) => [
      { ...first, filingData: { ...first.filingData, payeeAccountNumber } },
      ...rest,
    ];
    const text = writePub1220ToString(
      toPub1220Input({ ...fixture.input, returns: withAccount('Müller-7a') }),
    );
    expect(text).toContain('Muller-7a');
    expect(text.split('\r\n').every((record) => record === '' || record.length === 748)).toBe(true);
    expect(() =>
      writePub1220ToString(toPub1220Input({ ...fixture.input, returns: withAccount('Ж-7') })),
    ).toThrow(/^Form 1099-\S+ for payee "[^"]+": the account number "Ж-7" has letters Pub 1220 cannot hold/);
  });
});

describe('Pub 1220 validator: in-place reading gives what the field texts gave', () => {
  const fixture = fixtures.find((item) => item.form === '1099-nec' && item.kind === 'original');
  if (!fixture) throw new Error('fixture missing');
  const file = writePub1220ToString(toPub1220Input(fixture.input));

  it('the same result whatever the chunk sizes, for damaged files too', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(file.length), fc.constantFrom('X', ' ', '9', '\n', 'É', '\r\n')), {
          maxLength: 6,
        }),
        fc.array(fc.integer({ min: 1, max: 2000 }), { minLength: 1, maxLength: 40 }),
        (damage, sizes) => {
          let text = file;
          for (const [position, replacement] of damage)
            text = text.slice(0, position) + replacement + text.slice(position + 1);
          const chunks: string[] = [];
          for (let start = 0, index = 0; start < text.length; index += 1) {
            const size = sizes[index % sizes.length] ?? 1;
            chunks.push(text.slice(start, start + size));
            start += size;
          }
          expect(validatePub1220(chunks)).toEqual(validatePub1220(text));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a date of closing is valid in place exactly when Date says so', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.nat(14), fc.nat(33), (year, month, day) => {
        const text = `${String(year).padStart(4, '0')}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
        expect(isValidDateAt(text, 0)).toBe(isValidDate(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('an amount kept by the layout pass is the one in the text, for that record only', () => {
    const records = file.split('\r\n').filter((record) => record.startsWith('B'));
    const layout = B_LAYOUTS.Type_1099_NEC;
    const amounts = layout.flatMap((field, index) =>
      field.kind === 'M' && field.end - field.start < 15 ? [{ field, index }] : [],
    );
    expect(amounts.length).toBeGreaterThan(10);
    const context = { recordNumber: 0, recordType: 'B', report: () => undefined };
    const readFromText = (record: string, start: number, end: number) =>
      readNumberAt(record, start - 1, end - start + 1) ?? 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...records),
        fc.array(fc.tuple(fc.constantFrom(...amounts), fc.nat(11), fc.constantFrom('X', ' ', '7', 'É')), {
          maxLength: 4,
        }),
        fc.nat(1000),
        (original, damage, recordNumber) => {
          let record = `${original}\r\n`;
          for (const [{ field }, at, character] of damage) {
            const position = field.start - 1 + Math.min(at, field.end - field.start);
            record = record.slice(0, position) + character + record.slice(position + 1);
          }
          context.recordNumber = recordNumber;
          checkLayoutFields(context, layout, record, 0);
          for (const { field, index } of amounts)
            expect(readLayoutNumber(context, layout, index, record, 0)).toBe(
              readFromText(record, field.start, field.end),
            );
          // Another record, or the same one read by another check: the text, not what was kept.
          const other = `${'B'.padEnd(54, ' ')}${'9'.repeat(696)}`;
          context.recordNumber = recordNumber + 1;
          for (const { field, index } of amounts)
            expect(readLayoutNumber(context, layout, index, other, 0)).toBe(
              readFromText(other, field.start, field.end),
            );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the payee index finds the duplicates a map of "TIN|account" finds', () => {
    // Few TINs and short accounts that are prefixes of one another: probe chains meet often.
    const account = fc.string({ unit: fc.constantFrom('A', 'B', 'Ж'), maxLength: 4 });
    const entry = fc.tuple(fc.integer({ min: 0, max: 3 }), account);
    fc.assert(
      fc.property(
        fc.array(fc.array(entry, { minLength: 500, maxLength: 2000 }), { minLength: 1, maxLength: 3 }),
        (groups) => {
          const index = new PayeeIndex();
          let recordNumber = 0;
          for (const group of groups) {
            index.clear();
            const reference = new Map<string, number>();
            for (const [tin, text] of group) {
              recordNumber += 1;
              const key = `${tin}|${text}`;
              const expected = reference.get(key) ?? null;
              if (expected === null) reference.set(key, recordNumber);
              // The account read in place, in the middle of a longer text.
              const source = `xx${text}yy`;
              expect(index.findOrAdd(tin, source, 2, text.length, recordNumber)).toBe(expected);
            }
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('text and number fast paths', () => {
  const text = fc.string({
    unit: fc.oneof(
      fc.constantFrom('A', 'b', 'z', '0', '9', ' ', '-', '&', '/', "'", '.', 'é', '\t', '€', '\u00a0'),
      // The other ASCII signs and control characters (the one-pass ASCII cleaning), and letters of
      // Latin and other scripts.
      fc.constantFrom(',', '#', '(', ')', '%', '_', '~', '\x7f', '\x01', '\n', 'ß', 'Ø', 'ł', 'Ж', '漢'),
      // Characters that upper-case or transliterate to more than one letter, to lower-case letters,
      // to signs, or that are combining marks and surrogates (the one-pass cleaning beyond ASCII).
      fc.constantFrom(
        'ª',
        '\u0301',
        'ŉ',
        'ǅ',
        'ﬀ',
        'ı',
        'İ',
        '’',
        '“',
        '—',
        '½',
        '😀',
        '\ud800',
        '\udc00',
        'Å',
      ),
    ),
  });
  const CLASSES: readonly (readonly [RegExp, RegExp])[] = [
    [/[A-Za-z0-9#\-()&' ]/, /[^A-Za-z0-9#\-()&' ]/g],
    [/[A-Za-z\- ]/, /[^A-Za-z\- ]/g],
    [/[A-Z0-9/\- ]/, /[^A-Z0-9/\- ]/g],
  ];
  // The general cleaning as it was written before the fast paths.
  const collapse = (value: string): string =>
    value.includes('  ') || /[\t\n\r]/.test(value) ? value.replace(/\s+/g, ' ').trim() : value.trim();
  const keep = (value: string, negated: RegExp): string =>
    collapse(transliterateToAscii(value).replace(negated, ' '));
  const address = (value: string, length: number): string =>
    truncateText(keep(value.toUpperCase(), /[^A-Z0-9/\- ]/g), length);

  // Text is written whole or refused, never cut; text that cleaning empties is refused too.
  const outcome = (write: () => string): string => {
    try {
      return write();
    } catch (error) {
      if (error instanceof Pub1220WriteError) return '(refused)';
      throw error;
    }
  };
  const whole = (value: string, cleaned: string, length: number): string =>
    findUnsupportedCharacters(value).length > 0 ||
    cleaned.length > length ||
    (cleaned === '' && value.trim() !== '')
      ? '(refused)'
      : cleaned;

  it('cleaning plain names and addresses gives what the general cleaning gives', () => {
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 60 }), text, (value, length, line2) => {
        expect(outcome(() => cleanAddressText(value, length))).toBe(
          whole(value, address(value, 1000), length),
        );
        expect(outcome(() => cleanNameLine(value))).toBe(
          whole(value, keep(value.replace(/['.]/g, '').toUpperCase(), /[^A-Z0-9&\- ]/g), 40),
        );
        expect(outcome(() => getStreetLine({ line1: value, city: '' }))).toBe(
          whole(value, address(collapse(`${value} `), 1000), 40),
        );
        expect(outcome(() => getStreetLine({ line1: value, line2, city: '' }))).toBe(
          whole(`${value} ${line2}`, address(collapse(`${value} ${line2}`), 1000), 40),
        );
        expect(collapseBlanks(value)).toBe(collapse(value));
        expect(keepDigits(value)).toBe(value.replace(/\D/g, ''));
        for (const [allowed, negated] of CLASSES)
          expect(keepCharacters(value, allowed)).toBe(keep(value, negated));
      }),
      { numRuns: 2000 },
    );
  });

  it('a street written as bytes is the street line the text path files, or left to it', () => {
    const line = fc.oneof(
      fc.string({ unit: fc.constantFrom(..."aZ09 -/.,#&'\t"), maxLength: 45 }),
      fc.constantFrom('', '1234 Martin Luther King Jr. Blvd.', 'P.O. Box 4471', '7-B Calle de Alcalá', ' . '),
    );
    fc.assert(
      fc.property(line, fc.option(line, { nil: undefined }), (line1, line2) => {
        const address = { line1, line2, city: 'Boston', state: 'MA', postalCode: '02110' };
        const buffer = Buffer.alloc(44, 32);
        const length = putStreetLine(buffer, 2, address);
        const text = outcome(() => getStreetLine(address));
        // Left to the text path: only for text beyond ASCII, nothing the street field keeps
        // (letters, digits, '/' and '-'), or more than 40 characters (which it refuses).
        const joined = `${line1} ${line2 ?? ''}`;
        const mayBeLeft = /[^ -~\t]/.test(joined) || !/[A-Za-z0-9/-]/.test(joined) || text === '(refused)';
        expectFieldBytes(buffer, length, text, mayBeLeft);
      }),
      { numRuns: 3000 },
    );
  });

  it('a U.S. city written as bytes is the city the text path files, or left to it', () => {
    const city = fc.oneof(
      fc.string({ unit: fc.constantFrom(..."aZ09 -/.,#&'\t"), maxLength: 45 }),
      fc.constantFrom('', 'San Francisco', 'St. Paul', 'Winston-Salem', 'San José', ' . ', 'x'.repeat(41)),
    );
    fc.assert(
      fc.property(city, (value) => {
        const buffer = Buffer.alloc(44, 32);
        const length = putCity(buffer, 2, { line1: '1 Main St', city: value, state: 'MA' });
        const text = outcome(() => cleanAddressText(value, 40, 'city'));
        // Left to the text path: text beyond ASCII, nothing a city keeps, or more than 40 characters.
        expectFieldBytes(buffer, length, text, /[^ -~\t]/.test(value) || text === '' || text === '(refused)');
      }),
      { numRuns: 3000 },
    );
  });

  it("a payee's name line written as bytes is the line the text path files, or left to it", () => {
    const text = fc.oneof(
      fc.string({ unit: fc.constantFrom(..."aZ09 -&/.,'\t"), maxLength: 45 }),
      fc.constantFrom('', 'de la', 'Jr.', "O'Neil-Pérez", 'Smith Jr.', 'Ana Lucía', ' . ', 'x'.repeat(41)),
    );
    const party = fc.record({
      entityType: fc.constantFrom('Individual' as const, 'Business' as const),
      tinType: fc.constantFrom('SSN' as const, 'EIN' as const),
      firstName: fc.option(text, { nil: undefined }),
      middleName: fc.option(text, { nil: undefined }),
      lastName: fc.option(text, { nil: undefined }),
      suffix: fc.option(text, { nil: undefined }),
      businessName: fc.option(text, { nil: undefined }),
    });
    fc.assert(
      fc.property(party, (fields) => {
        const payee = { ...fields, tin: '123456789', address: { line1: '1 Main St', city: 'Boston' } };
        const filed = createPayeeNameFields();
        const later = createPayeeNameFields();
        const whole = outcome(() => (getPayeeNameFields(payee, filed), filed.nameLine ?? '(none)'));
        if (outcome(() => (getPayeeNameFields(payee, later, true), '')) !== '') {
          expect(whole).toBe('(refused)'); // refused either way: the record is not written
          return;
        }
        expect(later.nameLine).toBe(null);
        expect(later.nameControl).toBe(filed.nameControl);
        const buffer = Buffer.alloc(44, 32);
        const length = putPayeeNameLine(buffer, 2, payee, later);
        const text = outcome(() => getLaterNameLine(payee, later));
        expect(text).toBe(whole);
        // Left to the text path: only for text beyond ASCII, a name with nothing a name line keeps,
        // or more than 40 characters (which it refuses).
        const plain = !/[^ -~\t]/.test(JSON.stringify(fields));
        expectFieldBytes(buffer, length, text, !plain || text === '' || text === '(refused)');
      }),
      { numRuns: 3000 },
    );
  });

  it('a business name control is the one the forms package derives', () => {
    const piece = fc.constantFrom(
      ...['A', 'b', 'z', '0', '7', ' ', ' ', '  ', '&', '-', '.', "'", '(', ',', '\t', 'é', 'Ж'],
      ...['The', 'the', 'THE ', 'Estate', 'estate,', 'ESTATE', 'of', 'Of ', 'Inc', 'Co', '&Co', '-X'],
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const name = pieces.join('');
        expect(getBusinessControl(name)).toBe(getBusinessNameControl(name));
      }),
      { numRuns: 5000 },
    );
    for (const name of [
      'The Willow Co',
      'The Hawthorn',
      'Estate of Sidney Bunkins',
      'Jeffrey Jones Estate',
      '&-P & P Company',
    ])
      expect(getBusinessControl(name)).toBe(getBusinessNameControl(name));
  });

  it('numbers are written as String() and formatCentsAsDecimal write them', () => {
    const number = fc.oneof(
      fc.integer(),
      fc.maxSafeInteger(),
      fc.double(),
      fc.integer({ min: 2 ** 31 - 5000, max: 2 ** 31 + 5000 }),
      fc.constantFrom(-0, 999, 1000, 2 ** 31 - 1, 2 ** 31, -(2 ** 31), 2 ** 40, 2 ** 40 - 1, 2 ** 53),
      fc.constantFrom(Number.NaN, Infinity, 1e21),
    );
    fc.assert(
      fc.property(number, (value) => {
        expect(formatWholeNumber(value)).toBe(String(value));
        expect(formatCents(value)).toBe(formatCentsAsDecimal(value));
      }),
      { numRuns: 5000 },
    );
  });
});
