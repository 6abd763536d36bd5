import { describe, expect, it } from 'vitest';
import {
  buildStateSpecialData,
  getSelfEFileFormat,
  getStateThresholdCents,
  STATE_CHANNELS,
} from './state-channels.ts';
import { getStateFilingSupport, IRIS_CFSF_STATES, STATE_ROWS } from './state-programs.ts';

describe('state channels', () => {
  it('has a channel for exactly the states that take an electronic upload', () => {
    const uploading = Object.entries(STATE_ROWS)
      .filter(([, row]) => row.eFile)
      .map(([state]) => state)
      .sort();
    expect(Object.keys(STATE_CHANNELS).sort()).toEqual(uploading);
  });

  it('builds Pub 1220 for the states that take it, nothing for PA (own CSV) and OR (own records)', () => {
    expect(getSelfEFileFormat('CA')).toBe('pub1220');
    expect(getSelfEFileFormat('PA')).toBeNull();
    expect(getSelfEFileFormat('OR')).toBeNull();
    expect(getSelfEFileFormat('TX')).toBeNull();
    const pa = getStateFilingSupport({ formType: 'Type_1099_NEC', taxYear: 2025, stateCode: 'PA' });
    expect(pa.supportedMethods).toEqual(['EFile', 'SelfFile']);
    const de = getStateFilingSupport({ formType: 'Type_1099_NEC', taxYear: 2025, stateCode: 'DE' });
    expect(de.supportedMethods).toEqual(['EFile', 'SelfEFile', 'SelfFile']);
  });

  it('keeps the official IRIS CF/SF list of rule SHAREDIRFORM019_002 (32 states and DC)', () => {
    expect(IRIS_CFSF_STATES.size).toBe(33);
    expect(IRIS_CFSF_STATES.has('OR')).toBe(true);
    expect(IRIS_CFSF_STATES.has('MO')).toBe(false);
  });
});

describe('state thresholds', () => {
  it('gives the state floor where it differs from the federal one, per form', () => {
    expect(getStateThresholdCents('AL', 'Type_1099_NEC', 2026)).toBe(1_500_00);
    expect(getStateThresholdCents('AR', 'Type_1099_INT', 2025)).toBe(100_00);
    expect(getStateThresholdCents('AR', 'Type_1099_MISC', 2025)).toBe(2_500_00);
    expect(getStateThresholdCents('OK', 'Type_1099_NEC', 2026)).toBe(750_00);
    expect(getStateThresholdCents('OK', 'Type_1099_MISC', 2026)).toBeNull();
    expect(getStateThresholdCents('MD', 'Type_1099_S', 2025)).toBe(10_00);
    expect(getStateThresholdCents('CA', 'Type_1099_NEC', 2026)).toBeNull();
    expect(getStateThresholdCents('ZZ', 'Type_1099_NEC', 2026)).toBeNull();
  });
});

describe('state special data entries', () => {
  const input = { stateIncomeCents: 1_234_56, stateTaxWithheldCents: 50_00, stateIdNumber: ' WHT-12345678 ' };

  it('writes Nebraska payments and withholding in 10-digit fields', () => {
    expect(buildStateSpecialData('NE', input)).toBe('0000123456' + '0000123456' + '0000005000');
    expect(buildStateSpecialData('NE', { ...input, stateIncomeCents: 1e11 })).toBeNull();
  });

  it('writes the Vermont account number whole, or refuses it when it does not fit', () => {
    expect(buildStateSpecialData('VT', input)).toBe('WHT-12345678');
    expect(buildStateSpecialData('VT', { ...input, stateIdNumber: 'X'.repeat(61) })).toBeNull();
  });

  it('writes nothing for a state that defines no special data', () => {
    expect(buildStateSpecialData('CA', input)).toBe('');
  });
});
