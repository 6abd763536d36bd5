import { describe, expect, it } from 'vitest';
import { getDueDates } from './due-dates.ts';

describe('due dates', () => {
  it('NEC is due Jan 31 everywhere, moved to Mon Feb 1 in 2027', () => {
    expect(getDueDates('Type_1099_NEC', 2026)).toEqual({
      recipient: '2027-02-01',
      irsPaper: '2027-02-01',
      irsElectronic: '2027-02-01',
    });
    expect(getDueDates('Type_1099_NEC', 2025)?.recipient).toBe('2026-02-02');
  });

  it('MISC statements move to Feb 15 with substitute payments or attorney proceeds', () => {
    expect(getDueDates('Type_1099_MISC', 2024, { rents: 100_000 })).toEqual({
      recipient: '2025-01-31',
      irsPaper: '2025-02-28',
      irsElectronic: '2025-03-31',
    });
    expect(getDueDates('Type_1099_MISC', 2024, { substitutePaymentsForDivInt: 5_000 })?.recipient).toBe(
      '2025-02-18',
    );
    expect(getDueDates('Type_1099_MISC', 2023, { proceedsPaidToAttorney: 1 })?.recipient).toBe('2024-02-15');
    expect(getDueDates('Type_1099_MISC', 2023)?.irsElectronic).toBe('2024-04-01');
  });

  it('2019 MISC with nonemployee compensation is due to the IRS Jan 31', () => {
    expect(getDueDates('Type_1099_MISC', 2019, { nonEmployeeComp: 70_000 })).toEqual({
      recipient: '2020-01-31',
      irsPaper: '2020-01-31',
      irsElectronic: '2020-01-31',
    });
    expect(getDueDates('Type_1099_MISC', 2019, { nonEmployeeComp: 0 })?.irsPaper).toBe('2020-02-28');
  });

  it('INT, OID and 1099-S', () => {
    expect(getDueDates('Type_1099_INT', 2025)).toEqual({
      recipient: '2026-02-02',
      irsPaper: '2026-03-02',
      irsElectronic: '2026-03-31',
    });
    expect(getDueDates('Type_1099_OID', 2020)?.irsPaper).toBe('2021-03-01');
    expect(getDueDates('Type_1099_S', 2026)).toEqual({
      recipient: '2027-02-16',
      irsPaper: '2027-03-01',
      irsElectronic: '2027-03-31',
    });
  });

  it('is null for an unsupported form and year', () => {
    expect(getDueDates('Type_1099_NEC', 2019)).toBeNull();
  });
});
