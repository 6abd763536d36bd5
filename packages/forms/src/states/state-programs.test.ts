import { describe, expect, it } from 'vitest';
import { US_STATES } from '../identity/us-states.ts';
import {
  getFilingStateSupport,
  getStateFilingSupport,
  isCfsfState,
  NO_STATE_FILING,
  STATE_ROWS,
} from './state-programs.ts';

const support = (
  stateCode: string | null | undefined,
  formType: Parameters<typeof getStateFilingSupport>[0]['formType'] = 'Type_1099_NEC',
  taxYear = 2025,
  stateTaxWithheldCents = 0,
) => getStateFilingSupport({ formType, taxYear, stateCode, stateTaxWithheldCents });

describe('state filing programs', () => {
  it('has a row for each of the 50 states and DC', () => {
    expect(Object.keys(STATE_ROWS).sort()).toEqual(Object.keys(US_STATES).sort());
  });

  it('offers nothing without a state, with an unknown code, or in a state without income tax', () => {
    expect(support(null)).toEqual(NO_STATE_FILING);
    expect(support('')).toEqual(NO_STATE_FILING);
    expect(
      getStateFilingSupport({ formType: 'Type_1099_NEC', taxYear: 2025, stateCode: 'CA' }),
    ).toMatchObject({
      isFilingSupported: true,
    });
    expect(support('ZZ')).toEqual(NO_STATE_FILING);
    expect(support('TX')).toEqual({ ...NO_STATE_FILING, stateCode: 'TX' });
    expect(support('fl', 'Type_1099_MISC', 2025, 5_00)).toEqual({ ...NO_STATE_FILING, stateCode: 'FL' });
  });

  it('offers CF/SF first, then direct and self-filing, where the state wants the data', () => {
    expect(support(' ca ')).toEqual({
      stateCode: 'CA',
      isFilingSupported: true,
      isFilingRequired: true,
      supportedMethods: ['CFSF', 'EFile', 'SelfEFile', 'SelfFile'],
    });
  });

  it('offers only a direct filing where the state wants its own copy even with CF/SF', () => {
    expect(support('PA').supportedMethods).toEqual(['EFile', 'SelfFile']);
    expect(support('DE').supportedMethods).toEqual(['EFile', 'SelfEFile', 'SelfFile']);
    expect(support('OK', 'Type_1099_NEC').supportedMethods).not.toContain('CFSF');
    expect(support('OK', 'Type_1099_MISC').supportedMethods).toContain('CFSF');
    expect(support('DE', 'Type_1099_INT').supportedMethods).toContain('CFSF');
    expect(support('DE', 'Type_1099_OID').supportedMethods).toContain('CFSF');
  });

  it('takes the IRIS list for every year File1099 files, the FIRE list only before 2024', () => {
    // Michigan is on both lists but is reported not to receive IRIS data; File1099 files through IRIS.
    expect(isCfsfState('MI', 2023)).toBe(true);
    expect(isCfsfState('MI', 2025)).toBe(false);
    expect(isCfsfState('MI', 2025, 'FIRE')).toBe(true);
    expect(isCfsfState('MI', 2026)).toBe(false);
    expect(isCfsfState('MO', 2025)).toBe(false);
    expect(isCfsfState('MO', 2023)).toBe(false);
    // On the IRIS list, but the states say they do not take CF/SF.
    expect(isCfsfState('OR', 2025)).toBe(false);
    expect(isCfsfState('RI', 2026)).toBe(false);
    expect(isCfsfState('NE', 2026)).toBe(true);
    expect(support('MI', 'Type_1099_MISC', 2023).supportedMethods[0]).toBe('CFSF');
    expect(support('MI', 'Type_1099_MISC', 2025).supportedMethods[0]).toBe('EFile');
    expect(support('MI', 'Type_1099_MISC', 2026).supportedMethods).toEqual([
      'EFile',
      'SelfEFile',
      'SelfFile',
    ]);
    expect(support('MI', 'Type_1099_MISC', 2026).isFilingRequired).toBe(true);
  });

  it('says not required where the state wants no copy, and offers but does not require conditional ones', () => {
    expect(support('NY')).toMatchObject({ isFilingSupported: false, isFilingRequired: false });
    expect(support('VT')).toMatchObject({ isFilingSupported: true, isFilingRequired: false });
    expect(support('RI', 'Type_1099_INT').isFilingRequired).toBe(false);
  });

  it('wants a direct copy when state tax was withheld, except where CF/SF still does or nothing is filed', () => {
    expect(support('AL', 'Type_1099_NEC', 2025, 1_00).supportedMethods).toEqual([
      'EFile',
      'SelfEFile',
      'SelfFile',
    ]);
    expect(support('NC', 'Type_1099_NEC', 2025, 1_00).isFilingRequired).toBe(true);
    expect(support('CA', 'Type_1099_NEC', 2025, 1_00).supportedMethods[0]).toBe('CFSF');
    expect(support('NY', 'Type_1099_NEC', 2025, 1_00).isFilingSupported).toBe(false);
    expect(support('IL', 'Type_1099_NEC', 2025, 1_00)).toMatchObject({
      isFilingSupported: true,
      isFilingRequired: false,
    });
  });

  it('offers paper only where the state takes no upload', () => {
    expect(support('HI').supportedMethods).toEqual(['CFSF', 'SelfFile']);
    expect(support('HI', 'Type_1099_NEC', 2025, 1_00).supportedMethods).toEqual(['SelfFile']);
    expect(support('AZ', 'Type_1099_NEC', 2025, 1_00).supportedMethods).toEqual(['SelfFile']);
    expect(support('AZ', 'Type_1099_MISC', 2025, 1_00).supportedMethods).toContain('EFile');
  });

  it('never sends a 1099-S through CF/SF', () => {
    expect(support('CA', 'Type_1099_S').supportedMethods).toEqual(['EFile', 'SelfEFile', 'SelfFile']);
    expect(support('GA', 'Type_1099_S').isFilingSupported).toBe(false);
  });
});

describe('state filing of a stored filing', () => {
  it('reads the state and the state tax withheld from the filing data', () => {
    expect(
      getFilingStateSupport({
        filingType: 'Type_1099_NEC',
        filingYear: 2025,
        filingData: { state1Code: 'AL' },
      }).supportedMethods[0],
    ).toBe('CFSF');
    expect(
      getFilingStateSupport({
        filingType: 'Type_1099_NEC',
        filingYear: 2025,
        filingData: { state1Code: 'AL', state1TaxWithheld: 100 },
      }).supportedMethods[0],
    ).toBe('EFile');
    expect(getFilingStateSupport({ filingType: 'Type_1099_NEC', filingYear: 2025, filingData: {} })).toEqual(
      NO_STATE_FILING,
    );
    expect(
      getFilingStateSupport({ filingType: 'W-2', filingYear: 2025, filingData: { state1Code: 'AL' } }),
    ).toEqual(NO_STATE_FILING);
  });
});
