import { describe, expect, it } from 'vitest';
import {
  changeFilingService,
  getFilingServiceToggles,
  SERVICE_MESSAGES,
} from '../selection/filing-services.ts';
import { getStateFilingStatusLabel } from '../statuses/state-filing.ts';
import { getStateReportableCents, isStateOnlyFiling } from './state-only.ts';
import { getFilingStateSupport } from './state-programs.ts';

const nec = (state: string, cents: number, year = 2026, extra: Record<string, unknown> = {}) => ({
  filingType: 'Type_1099_NEC',
  filingYear: year,
  filingData: { nonEmployeeComp: cents, state1Code: state, ...extra },
});

const draft = {
  status: 'Draft',
  fedSub: { selected: false, isPaid: false },
  stateSub: { selected: false, isPaid: false, filingMethod: null, stateCode: null },
  printSub: { selected: false, isPaid: false },
  emailSub: { selected: false, isPaid: false },
  tinMatchSub: { selected: false, isPaid: false },
};
const context = { payeeEmail: null, tinMatchEnabled: false, tinMatchStatus: null };

describe('state-only filings (TY2026 federal floor $2,000)', () => {
  it('is state-only between the state floor and the federal floor, for the states with a lower floor', () => {
    // New Jersey $1,000, Alabama $1,500, Oklahoma $750 (NEC), DC $600, Rhode Island $100.
    expect(getFilingStateSupport(nec('NJ', 1_500_00))).toMatchObject({
      stateCode: 'NJ',
      isStateOnly: true,
      isFilingRequired: true,
      supportedMethods: ['EFile', 'SelfEFile', 'SelfFile'],
    });
    expect(getFilingStateSupport(nec('AL', 1_500_00)).isStateOnly).toBe(true);
    expect(getFilingStateSupport(nec('AL', 1_499_99)).isStateOnly).toBeUndefined();
    expect(getFilingStateSupport(nec('OK', 750_00)).isStateOnly).toBe(true);
    expect(getFilingStateSupport(nec('DC', 600_00)).isStateOnly).toBe(true);
    expect(getFilingStateSupport(nec('RI', 100_00)).isStateOnly).toBe(true);
    // At the federal floor the filing is federal: CF/SF stays offered where the state takes it.
    const federal = getFilingStateSupport(nec('NJ', 2_000_00));
    expect(federal.isStateOnly).toBeUndefined();
    expect(federal.supportedMethods[0]).toBe('CFSF');
    // A state without its own floor wants nothing below the federal one.
    expect(getFilingStateSupport(nec('CA', 1_999_99)).isStateOnly).toBeUndefined();
    // TY2025: the federal floor is $600, so New Jersey's $1,000 never makes a state-only form.
    expect(getFilingStateSupport(nec('NJ', 599_00, 2025)).isStateOnly).toBeUndefined();
    expect(getFilingStateSupport(nec('RI', 300_00, 2025)).isStateOnly).toBe(true);
  });

  it('is state-only with state tax withheld, and never offers CF/SF (no federal record to forward)', () => {
    const withheld = getFilingStateSupport(nec('AL', 500_00, 2026, { state1TaxWithheld: 25_00 }));
    expect(withheld.isStateOnly).toBe(true);
    expect(withheld.supportedMethods).not.toContain('CFSF');
    expect(
      isStateOnlyFiling({ formType: 'Type_1099_NEC', taxYear: 2026, stateCode: 'TX', filingData: {} }),
    ).toBe(false);
  });

  it('compares the payments that have a threshold, not withholding or included amounts', () => {
    expect(
      getStateReportableCents('Type_1099_MISC', 2026, {
        rents: 700_00,
        otherIncome: 400_00,
        cashTips: 300_00,
      }),
    ).toBe(1_100_00);
    const misc = {
      filingType: 'Type_1099_MISC',
      filingYear: 2026,
      filingData: { rents: 700_00, otherIncome: 400_00, state1Code: 'NJ' },
    };
    expect(getFilingStateSupport(misc).isStateOnly).toBe(true);
  });

  it('lets the state service be selected without Federal eFile only for a state-only filing', () => {
    const stateOnly = getFilingStateSupport(nec('NJ', 1_500_00));
    expect(getFilingServiceToggles(draft, { ...context, state: stateOnly }).state).toBe(true);
    const result = changeFilingService(
      draft,
      { service: 'state', selected: true },
      { ...context, state: stateOnly },
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.filing.fedSub.selected).toBe(false);
    expect(result.filing.stateSub).toMatchObject({ selected: true, filingMethod: 'EFile', stateCode: 'NJ' });
    // Print and e-mail still need Federal eFile.
    expect(
      changeFilingService(draft, { service: 'print', selected: true }, { ...context, state: stateOnly }),
    ).toEqual({
      ok: false,
      message: SERVICE_MESSAGES.needsFederal('print'),
    });
    const federal = getFilingStateSupport(nec('NJ', 2_500_00));
    expect(
      changeFilingService(draft, { service: 'state', selected: true }, { ...context, state: federal }),
    ).toEqual({
      ok: false,
      message: SERVICE_MESSAGES.needsFederal('state'),
    });
  });

  it('does not show a state-only filing as waiting for the federal eFile', () => {
    expect(getStateFilingStatusLabel('Submitted', 'Submitted')).toBe('Waiting for Federal eFile');
    expect(getStateFilingStatusLabel('Submitted', 'Submitted', true)).toBe('Processing');
    expect(getStateFilingStatusLabel('ReadyForDownload', 'Submitted', true)).toBe('Ready for Download');
  });
});
