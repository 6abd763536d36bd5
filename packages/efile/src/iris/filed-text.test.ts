import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeIrsText, type IrsTextKind } from '@file1099/forms';
import { getFiledText } from './filed-text.ts';

/** The one-pass cleaning of the IRIS writer gives what forms `normalizeIrsText` gives, or leaves it to it. */
const KINDS: readonly IrsTextKind[] = [
  'businessName',
  'businessName2',
  'personNamePart',
  'contactName',
  'street',
  'city',
  'text',
  'code',
];

/** Characters people type, accented letters, signs, blanks of every kind, other scripts, emoji, surrogates. */
const CHARACTERS = [
  ...'aZ09 -/&#()\'.,;:%"<>!?@*_+=~`^|\\[]{}$',
  ...'ÀàÉéÑñÖøßŁłŒœÆæÞþÐðĲĳẞǅ',
  '\t',
  '\n',
  '\r',
  '\u00a0',
  '\u2003',
  '\u00ad',
  '\u200b',
  '\x7f',
  '\x00',
  '’',
  '“',
  '—',
  '€',
  '©',
  '½',
  'Ω',
  'Ж',
  '中',
  'ﬁ',
  '😀',
  '\ud800',
  '\udc00',
  'e\u0301',
  'Ọ̀',
];

const text = fc.oneof(
  fc.array(fc.constantFrom(...CHARACTERS), { maxLength: 30 }).map((parts) => parts.join('')),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ maxLength: 600 }),
);

describe('getFiledText', () => {
  it.each(KINDS)('gives normalizeIrsText of %s text, or null', (kind) => {
    fc.assert(
      fc.property(text, (value) => {
        const filed = getFiledText(kind, value);
        if (filed !== null) expect(filed).toBe(normalizeIrsText(kind, value));
      }),
      { seed: 20_261_127, numRuns: 3000 },
    );
  });

  it('answers the usual names and addresses itself', () => {
    expect(getFiledText('personNamePart', "O'Neil-Pérez")).toBe('ONeil-Perez');
    expect(getFiledText('street', '- 55 Rue de la Paix, #4')).toBe('55 Rue de la Paix 4');
    expect(getFiledText('city', 'Coeur d’Alene')).toBe(normalizeIrsText('city', 'Coeur d’Alene'));
    expect(getFiledText('text', '  Lot 7,  Block “B”  ')).toBe(
      normalizeIrsText('text', '  Lot 7,  Block “B”  '),
    );
    expect(getFiledText('code', '912828XY1')).toBeNull();
  });
});
