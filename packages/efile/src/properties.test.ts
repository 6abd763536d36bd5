import { describe, expect, it } from 'vitest';
import { FORM_TYPES } from '@file1099/forms';
import { runWriterProperty } from './test-support/writer-properties.ts';

/**
 * Issue 13 item 2: whatever the forms package accepts, the writers turn into files that the official
 * IRIS schema, our IRIS validator and the Pub 1220 validator accept (test-support/filings.ts says what
 * is generated, and which classes are still left out). Fixed seed, modest run counts; the benchmark
 * (`npm run bench -- efile-properties`) runs the same property with many more cases.
 */
const SEED = 20_251_125;
const PAYEE_KINDS = [
  'Individual in the U.S.',
  'Individual abroad',
  'Business in the U.S.',
  'Business abroad',
];

describe('writers on generated filings the forms package accepts', () => {
  it.each([2024, 2025, 2026])(
    'TY%i: IRIS XML passes the official schema and validateIrisXml, Pub 1220 passes validatePub1220',
    async (taxYear) => {
      const result = await runWriterProperty({ taxYears: [taxYear], seed: SEED + taxYear, numRuns: 30 });
      expect(result.documents).toBeGreaterThanOrEqual(30);
      expect([...result.covered].sort()).toEqual(
        [...FORM_TYPES, 'Original', 'First', 'Second', ...PAYEE_KINDS].sort(),
      );
      expect(result.failures).toEqual([]);
    },
  );
});
