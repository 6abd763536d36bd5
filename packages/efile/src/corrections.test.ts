import { describe, expect, it } from 'vitest';
import { listFixtures } from './test-support/fixtures.ts';
import { createOneStepCorrection, createTwoStepCorrection } from './corrections.ts';
import type { EfileReturn } from './model.ts';
import { toIrisInput } from './test-support/fixtures.ts';
import { writeIrisXmlToStrings } from './iris/writer.ts';
import { writePub1220ToString } from './pub1220/writer.ts';
import { toPub1220Input } from './test-support/fixtures.ts';

const fixture = listFixtures().find(
  (item) => item.year === 2025 && item.form === '1099-misc' && item.kind === 'original',
);

describe('corrections', () => {
  it('two-step: the original with zero amounts marked G, then the right return marked C', () => {
    const original = fixture?.input.returns[1] as EfileReturn;
    const corrected: EfileReturn = { ...original, payee: { ...original.payee, tin: '271234568' } };
    const { zeroCorrection, newOriginal } = createTwoStepCorrection(
      original,
      corrected,
      '2026-12345678901-a1b2c3d4e|1|2',
    );
    expect(zeroCorrection.correction).toBe('G');
    expect(zeroCorrection.payee.tin).toBe(original.payee.tin);
    expect(
      Object.values(zeroCorrection.filingData).filter((value) => typeof value === 'number' && value !== 0),
    ).toEqual([]);
    expect(zeroCorrection.filingData.payeeAccountNumber).toBe(original.filingData.payeeAccountNumber);
    expect(zeroCorrection.previousUniqueRecordId).toBe('2026-12345678901-a1b2c3d4e|1|2');
    expect(newOriginal).toEqual({ ...corrected, correction: 'C' });
  });

  it('one-step: the full corrected return marked G', () => {
    const original = fixture?.input.returns[0] as EfileReturn;
    expect(createOneStepCorrection(original, 'x')).toEqual({
      ...original,
      correction: 'G',
      previousUniqueRecordId: 'x',
    });
  });

  it('a one-step correction made without the record id is refused by IRIS, written by Pub 1220', () => {
    if (!fixture) throw new Error('fixture missing');
    const original = fixture.input.returns[0] as EfileReturn;
    const correction = createOneStepCorrection({
      ...original,
      filingData: { ...original.filingData, rents: 123_400 },
    });
    expect(correction.previousUniqueRecordId).toBeUndefined();
    const input = { ...fixture.input, returns: [correction] };
    expect(() => writeIrisXmlToStrings({ ...toIrisInput(input), transmissionType: 'C' })).toThrow(
      'is a correction, but the Unique Record ID of the accepted return it corrects is missing',
    );
    expect(writePub1220ToString(toPub1220Input(input))).toMatch(/\r\nB2025G/);
    const withId = createOneStepCorrection(correction, '2026-12345678901-a1b2c3d4e|1|1');
    const [xml = ''] = writeIrisXmlToStrings({
      ...toIrisInput({ ...input, returns: [withId] }),
      transmissionType: 'C',
    });
    expect(xml).toContain('<CorrectedInd>1</CorrectedInd>');
    expect(xml).toContain('<UniqueRecordId>2026-12345678901-a1b2c3d4e|1|1</UniqueRecordId>');
  });
});
