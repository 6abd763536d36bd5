import { describe, expect, it } from 'vitest';
import { listFixtures, toPub1220Input } from '../test-support/fixtures.ts';
import { readPub1220 } from './reader.ts';
import { validatePub1220 } from './validate.ts';
import { writePub1220ToString } from './writer.ts';

const base = listFixtures().find((item) => item.year === 2025 && item.kind === 'original');

describe('a payer with a foreign address in Pub 1220', () => {
  it('sets the foreign entity indicator (A 52) that its free-format address needs', () => {
    if (!base) throw new Error('fixture missing');
    const input = toPub1220Input(base.input);
    const [group] = input.groups;
    if (!group) throw new Error('fixture has no group');
    const payer = {
      ...group.payer,
      foreignEntity: false,
      address: { line1: '12 Rue de la Paix', city: 'Paris', postalCode: '75002', country: 'FR' },
    };
    const text = writePub1220ToString({ ...input, groups: [{ ...group, payer }] });
    const aRecord = text.split('\r\n').find((record) => record.startsWith('A')) ?? '';
    expect(aRecord.charAt(51)).toBe('1');
    expect(validatePub1220(text).problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    const read = readPub1220(text);
    if (!read.ok) throw new Error(read.message);
    expect(read.file.groups[0]?.payer).toMatchObject({
      foreignEntity: true,
      address: { line1: '12 RUE DE LA PAIX', city: 'PARIS', postalCode: '75002', country: 'FR' },
    });
  });
});
