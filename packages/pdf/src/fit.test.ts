import fc from 'fast-check';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { fitText } from './fit.ts';

describe('fitText', async () => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);

  it('keeps short text at 9 pt on one line', () => {
    expect(fitText(font, 'Maria Gonzalez', { x: 0, y: 0, width: 240, height: 24 })).toEqual({
      size: 9,
      lines: ['Maria Gonzalez'],
    });
  });

  it('wraps a long name in a two-line box and shrinks it in a one-line box', () => {
    const name = 'Bartholomew Maximilian Featherstonehaugh-Worthington Consolidated Holdings Intl';
    const tall = fitText(font, name, { x: 0, y: 0, width: 240, height: 24 });
    expect(tall.lines.length).toBe(2);
    const flat = fitText(font, name, { x: 0, y: 0, width: 240, height: 12 });
    expect(flat.lines).toEqual([name]);
    expect(flat.size).toBeLessThan(9);
  });

  it('shrinks below 3 pt rather than let text out of a box too small for it', () => {
    // Found by the property below: twelve words in a 40 × 10 pt box came out at 1 pt and overflowed.
    const words = ['00a', 'aaaaaA', '0..0.aa', '0a-0A', 'Aa0a,', 'A--A,.a-', '.A.a0aA', '.A,a..A'];
    const fitted = fitText(font, [...words, 'a..,0-,0', 'a.,,', ',.a.--a', 'a--,--,'].join(' '), {
      x: 0,
      y: 0,
      width: 40,
      height: 10,
    });
    expect(fitted.lines).toHaveLength(1);
    expect(fitted.size).toBeLessThan(1);
    for (const line of fitted.lines)
      expect(font.widthOfTextAtSize(line, fitted.size)).toBeLessThanOrEqual(36 + 1e-6);
  });

  it('never lets any text out of its box and never drops a word', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[A-Za-z0-9.,-]{1,20}$/), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 40, max: 300 }),
        fc.integer({ min: 10, max: 60 }),
        (words, width, height) => {
          const text = words.join(' ');
          const fitted = fitText(font, text, { x: 0, y: 0, width, height });
          expect(fitted.lines.join(' ').split(' ')).toEqual(words);
          for (const line of fitted.lines) {
            expect(font.widthOfTextAtSize(line, fitted.size)).toBeLessThanOrEqual(width - 4 + 1e-6);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
