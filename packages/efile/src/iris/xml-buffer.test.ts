import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generatedFile, toModel } from '../test-support/filings.ts';
import { getCfsfState, writeDetail } from './detail.ts';
import { getIrisFormTable, isIrisTaxYear } from './elements.ts';
import { XmlBuffer, XmlMeasure } from './xml-buffer.ts';

/** Runs the same calls on a buffer and a measure: the measure counts the characters the buffer writes. */
function both(write: (xml: XmlBuffer) => void): [text: string, length: number] {
  const buffer = new XmlBuffer();
  const measure = new XmlMeasure();
  buffer.setDepth(3);
  measure.setDepth(3);
  write(buffer);
  write(measure);
  expect(measure.take()).toBe('');
  write(measure);
  return [buffer.take(), measure.takeLength()];
}

describe('XmlMeasure', () => {
  it('counts what XmlBuffer writes: elements, attributes, numbers, entities, empty values', () => {
    const [text, length] = both((xml) => {
      xml.open('Root', ' xmlns="urn:x"');
      xml.leaf('Amount', 1234567);
      xml.leaf('Zero', 0);
      xml.leaf('Name', `Smith & Sons <"Plumbing"> O'Neil`);
      xml.leaf('Empty', '');
      xml.leaf('Missing', undefined);
      xml.leaf('Null', null);
      xml.open('Inner');
      xml.leaf('Deep', 'text');
      xml.close('Inner');
      xml.close('Root');
    });
    expect(text).toContain('&amp; Sons &lt;&quot;Plumbing&quot;&gt; O&apos;Neil');
    expect(length).toBe(text.length);
  });

  it('counts each detail record of generated filings as the writer writes it', () => {
    fc.assert(
      fc.property(generatedFile([2024, 2025, 2026], { maxFilings: 3 }), (file) => {
        if (!isIrisTaxYear(file.taxYear)) throw new Error(`no IRIS tax year ${file.taxYear}`);
        for (const group of toModel(file)) {
          const table = getIrisFormTable(group.formType, file.taxYear);
          let recordId = 0;
          for (const ret of group.returns) {
            recordId += 1;
            const detail = {
              ret,
              recordId,
              table,
              cfsfState: getCfsfState(ret, Boolean(group.combinedFederalState), table),
            };
            const outcome = (xml: XmlBuffer): string | null => {
              try {
                writeDetail(xml, detail);
                return null;
              } catch (error) {
                return String(error);
              }
            };
            const buffer = new XmlBuffer();
            const measure = new XmlMeasure();
            buffer.setDepth(3);
            measure.setDepth(3);
            expect(outcome(measure)).toBe(outcome(buffer));
            expect(measure.takeLength()).toBe(buffer.take().length);
          }
        }
      }),
      { numRuns: 50, seed: 20_251_125 },
    );
  });
});
