import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getPersonNameParts, normalizeIrsText, type IrsTextKind } from '@file1099/forms';
import type { EfileReturn } from '../model.ts';
import { listFixtures, toIrisInput } from '../test-support/fixtures.ts';
import { generatedFile, toModel } from '../test-support/filings.ts';
import { cleanPersonNamePart, escapeXml, splitStreetLines } from './clean.ts';
import { getCfsfState, writeDetail } from './detail.ts';
import { getFiledText } from './filed-text.ts';
import { getIrisFormTable, isIrisTaxYear, type IrisFormTable } from './elements.ts';
import { boundCents, boundDetail, boundNameParts, boundStreetLines, boundText } from './size-bound.ts';
import { createIrisTransmissions } from './writer.ts';
import { XmlBuffer } from './xml-buffer.ts';

/** The detail's text as the writer writes it at depth 3, or null when the writer refuses the return. */
function writtenLength(
  ret: EfileReturn,
  table: IrisFormTable,
  cfsfState: string,
  recordId = 7,
): number | null {
  const xml = new XmlBuffer();
  xml.setDepth(3);
  try {
    writeDetail(xml, { ret, recordId, table, cfsfState });
  } catch {
    return null;
  }
  return xml.take().length;
}

/** The bound and the written length of a return, the return's own form table and CF/SF state. */
function measure(ret: EfileReturn, combined = true): { bound: number; length: number | null } {
  const table = getIrisFormTable(ret.formType, ret.taxYear as 2025);
  const cfsfState = getCfsfState(ret, combined, table);
  return { bound: boundDetail(ret, 7, table, cfsfState, 3), length: writtenLength(ret, table, cfsfState) };
}

const fixtures = listFixtures().filter((item) => item.year === 2025 && item.kind === 'original');

/** Text meant to lengthen or escape when filed: entities, ligatures, letters that become two. */
const AWKWARD_TEXT = [
  `Smith & Sons <"Plumbing"> O'Neil`,
  'ßÆŒĳﬁﬂ Straße Ærø',
  '½ ¼ № ™ © ®',
  '  many     blanks\tand\ttabs  ',
  'Ωmega 漢字 😀 emoji',
  'A'.repeat(34) + ' ' + 'B'.repeat(30),
  "d'Artagnan-de la Cruz Jr.",
  '&&&&&&&&&&',
  '',
];

/** Characters people type, and some that lengthen, escape or vanish when filed. */
const CHARACTER = fc.oneof(
  fc.constantFrom(...'abcXYZ019 -/#&\'".,()%<>\tñÑéÉüßÆæŒœĳﬁﬂ½№™©\u00a0\u0301漢Ω😀'),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
);
const TEXT = fc.array(CHARACTER, { maxLength: 30 }).map((characters) => characters.join(''));
const KINDS: readonly IrsTextKind[] = [
  'businessName',
  'businessName2',
  'personNamePart',
  'street',
  'city',
  'text',
  'code',
];

/** A refusal is no text at all: the bound need not hold for what is never written. */
function attempt<T>(make: () => T): T | null {
  try {
    return make();
  } catch {
    return null;
  }
}

describe('the size bound of each value', () => {
  it('a text filed as any kind, escaped, is at most its bound', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KINDS), TEXT, (kind, text) => {
        const filed = getFiledText(kind, text) ?? normalizeIrsText(kind, text);
        expect(escapeXml(filed).length).toBeLessThanOrEqual(boundText(text));
      }),
      { numRuns: 2_000, seed: 20_261_128 },
    );
  });

  it("a person's four name parts are at most their bound: the four fields and three blanks", () => {
    fc.assert(
      fc.property(TEXT, TEXT, TEXT, TEXT, (firstName, middleName, lastName, suffix) => {
        const parts = getPersonNameParts({ firstName, middleName, lastName, suffix });
        const filed = attempt(() =>
          [parts.firstName, parts.middleName, parts.lastName, parts.suffix]
            .map((part) => escapeXml(cleanPersonNamePart(part, 'name')))
            .join(''),
        );
        if (filed !== null)
          expect(filed.length).toBeLessThanOrEqual(
            boundNameParts({ firstName, middleName, lastName, suffix }),
          );
      }),
      { numRuns: 2_000, seed: 20_261_128 },
    );
    const parts = getPersonNameParts({ firstName: 'Ana', middleName: 'de la', lastName: 'Cruz' });
    expect(parts.lastName).toBe('de la Cruz');
  });

  it('the two street lines are at most their bound: the two lines entered and a blank', () => {
    // A first word longer than a line (35) continues on the second, with the blank after it.
    const word = fc.oneof(
      fc
        .array(fc.constantFrom(...'abcdefgh'), { minLength: 1, maxLength: 12 })
        .map((letters) => letters.join('')),
      fc.integer({ min: 30, max: 50 }).map((length) => 'x'.repeat(length)),
    );
    const street = fc.oneof(
      TEXT,
      fc.array(word, { maxLength: 4 }).map((words) => words.join(' ')),
    );
    fc.assert(
      fc.property(street, street, (line1, line2) => {
        const lines = attempt(() => splitStreetLines(line1, line2));
        if (lines !== null)
          expect(lines.join('').length).toBeLessThanOrEqual(boundStreetLines({ line1, line2 }));
      }),
      { numRuns: 2_000, seed: 20_261_128 },
    );
  });
});

describe('the size bound of an IRIS detail record', () => {
  it('is at least the text the writer writes, for generated filings of every form and year', () => {
    fc.assert(
      fc.property(generatedFile([2024, 2025, 2026], { maxFilings: 4 }), (file) => {
        if (!isIrisTaxYear(file.taxYear)) throw new Error(`no IRIS tax year ${file.taxYear}`);
        for (const group of toModel(file)) {
          const table = getIrisFormTable(group.formType, file.taxYear);
          let recordId = 0;
          for (const ret of group.returns) {
            recordId += 1;
            const cfsfState = getCfsfState(ret, Boolean(group.combinedFederalState), table);
            const length = writtenLength(ret, table, cfsfState, recordId);
            if (length !== null)
              expect(boundDetail(ret, recordId, table, cfsfState, 3)).toBeGreaterThanOrEqual(length);
          }
        }
      }),
      { numRuns: 100, seed: 20_261_128 },
    );
  });

  it('holds for any text in any name, address or text field, and any amount', () => {
    const fixture = fixtures.find((item) => item.form === '1099-misc');
    if (!fixture) throw new Error('fixture missing');
    const [template] = [...(toIrisInput(fixture.input).submissions[0]?.returns ?? [])];
    if (!template) throw new Error('fixture has no return');
    const text = fc.oneof(fc.constantFrom(...AWKWARD_TEXT), fc.string({ unit: 'grapheme', maxLength: 40 }));
    const amount = fc.oneof(
      fc.integer({ min: -1e6, max: 1e12 }),
      fc.constantFrom(0, 5, 99, 100, 999_999_999_999, Number.MAX_SAFE_INTEGER, 1.5),
    );
    fc.assert(
      fc.property(
        fc.record({
          person: fc.boolean(),
          firstName: text,
          middleName: text,
          lastName: text,
          suffix: text,
          businessName: text,
          businessName2: text,
          line1: text,
          line2: text,
          city: text,
          state: fc.constantFrom('CA', 'ny', ' tx ', 'ß', ''),
          postalCode: text,
          country: fc.constantFrom('', 'US', 'CA', 'Canada', 'DE'),
          province: text,
          account: text,
          rents: amount,
          royalties: amount,
          stateTax: amount,
          state1EIN: text,
          special: text,
        }),
        (values) => {
          const ret: EfileReturn = {
            ...template,
            specialDataEntries: values.special,
            localTaxWithheldCents: 12_345,
            payee: {
              ...template.payee,
              entityType: values.person ? 'Individual' : 'Business',
              tinType: values.person ? 'SSN' : 'EIN',
              firstName: values.firstName,
              middleName: values.middleName,
              lastName: values.lastName,
              suffix: values.suffix,
              businessName: values.businessName,
              businessName2: values.businessName2,
              address: {
                line1: values.line1,
                line2: values.line2,
                city: values.city,
                state: values.state,
                postalCode: values.postalCode,
                country: values.country,
                province: values.province,
              },
            },
            filingData: {
              ...template.filingData,
              payeeAccountNumber: values.account,
              rents: values.rents,
              royalties: values.royalties,
              state1Code: values.state || 'CA',
              state1TaxWithheld: values.stateTax,
              state1EIN: values.state1EIN,
            },
          };
          const { bound, length } = measure(ret);
          if (length !== null) expect(bound).toBeGreaterThanOrEqual(length);
        },
      ),
      { numRuns: 400, seed: 20_261_128 },
    );
  });

  it('holds for names split or moved between parts, and streets carried to the second line', () => {
    const fixture = fixtures.find((item) => item.form === '1099-nec');
    const [template] = [...(fixture ? (toIrisInput(fixture.input).submissions[0]?.returns ?? []) : [])];
    if (!template) throw new Error('fixture missing');
    const people = [
      { firstName: 'Mary Ann Lee', lastName: ' ' },
      { firstName: 'Mary Ann Lee', lastName: '\u00a0', suffix: 'Jr' },
      { firstName: 'Lee, Mary Ann', middleName: 'de la' },
      { firstName: 'Ana', middleName: 'de la', lastName: 'Cruz Jr.' },
      { firstName: 'José María', lastName: 'Núñez & Hijos III', businessName: 'Núñez & Hijos' },
    ];
    for (const person of people)
      for (const line1 of ['1 Main St', 'x'.repeat(40), `${'Long '.repeat(9)}Road`]) {
        const ret: EfileReturn = {
          ...template,
          payee: {
            ...template.payee,
            entityType: 'Individual',
            tinType: 'SSN',
            middleName: '',
            lastName: '',
            suffix: '',
            businessName: '',
            ...person,
            address: { ...template.payee.address, line1, line2: '' },
          },
        };
        const { bound, length } = measure(ret);
        expect(length).not.toBeNull();
        expect(bound).toBeGreaterThanOrEqual(length ?? Infinity);
      }
  });

  it('stays close to the text for ordinary records, so that splits come where they should', () => {
    for (const fixture of fixtures)
      for (const ret of toIrisInput(fixture.input).submissions.flatMap((submission) => [
        ...submission.returns,
      ])) {
        const { bound, length } = measure(ret);
        if (length === null) throw new Error(`fixture ${fixture.form} refused`);
        expect(bound).toBeGreaterThanOrEqual(length);
        expect(bound).toBeLessThanOrEqual(length * 1.1);
      }
  });

  it('bounds a text by each character escaped or transliterated, and an amount by its digits', () => {
    expect(boundText(`A&B'C`)).toBe('A&amp;B&apos;C'.length);
    expect(boundText('Straße')).toBeGreaterThanOrEqual('STRASSE'.length);
    expect(boundText(undefined)).toBe(0);
    expect(boundCents(5)).toBe('0.05'.length);
    expect(boundCents(-12_345)).toBe('-123.45'.length);
    expect(boundCents(999_999_999_999)).toBe('9999999999.99'.length);
    expect(boundCents('12')).toBe(0);
  });
});

describe('the IRIS writer and its size limit', () => {
  it('never hands out a transmission past its limit, even for one record larger than the limit', () => {
    const fixture = fixtures.find((item) => item.form === '1099-nec');
    if (!fixture) throw new Error('fixture missing');
    const [transmission] = createIrisTransmissions({
      ...toIrisInput(fixture.input),
      maxTransmissionBytes: 2_000,
    });
    expect(() => [...(transmission?.write() ?? [])]).toThrow(/would pass its limit of 2000 characters/);
  });
});
