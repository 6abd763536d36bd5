import { SEASON_2025, SEASON_2026 } from '@file1099/shared';
import { describe, expect, it } from 'vitest';
import { getSeasonCalendar, isTinCheckWaitWaived } from './calendar.ts';

function codesAt(season: typeof SEASON_2025, instant: string): string[] {
  return getSeasonCalendar(season, instant).warnings.map((warning) => warning.code);
}

describe('2025 season (the spec values)', () => {
  it.each([
    ['2025-11-15T23:59:59-08:00', false, 'none', 'none'],
    ['2025-11-16T00:00:00-08:00', true, 'none', 'none'],
    ['2026-01-05T23:59:59-08:00', true, 'none', 'none'],
    ['2026-01-06T00:00:00-08:00', false, 'none', 'none'],
    ['2026-01-27T12:59:59-08:00', false, 'none', 'none'],
    ['2026-01-27T13:00:00-08:00', false, 'mayMiss', 'none'],
    ['2026-01-27T18:59:59-08:00', false, 'mayMiss', 'none'],
    ['2026-01-27T19:00:00-08:00', false, 'willMiss', 'none'],
    ['2026-01-31T16:59:59-08:00', false, 'willMiss', 'none'],
    ['2026-01-31T17:00:00-08:00', false, 'willMiss', 'mayBeLate'],
    ['2026-01-31T19:00:00-08:00', false, 'willMiss', 'willBeLate'],
    ['2026-01-31T23:59:59-08:00', false, 'willMiss', 'willBeLate'],
    ['2026-02-01T00:00:00-08:00', false, 'none', 'none'],
    ['2026-02-01T07:59:59Z', false, 'willMiss', 'willBeLate'],
  ])('at %s: IRS down %s, print %s, federal %s', (instant, isIrsDown, printCutoff, federalCutoff) => {
    expect(getSeasonCalendar(SEASON_2025, instant)).toMatchObject({ isIrsDown, printCutoff, federalCutoff });
  });

  it('writes the warning texts', () => {
    expect(getSeasonCalendar(SEASON_2025, '2025-12-01T12:00:00-08:00').warnings).toEqual([
      {
        code: 'IRS_DOWN',
        message:
          'The IRS is not accepting e-filed returns right now. Filings you submit now will go to the IRS on or after Jan 6th.',
      },
    ]);
    expect(getSeasonCalendar(SEASON_2025, '2026-01-27T14:00:00-08:00').warnings).toEqual([
      { code: 'PRINT_MAY_MISS', message: 'Print orders placed now may not be postmarked by Jan 31st.' },
    ]);
    expect(getSeasonCalendar(SEASON_2025, '2026-01-31T20:00:00-08:00').warnings).toEqual([
      { code: 'PRINT_WILL_MISS', message: 'Print orders placed now will not be postmarked by Jan 31st.' },
      {
        code: 'FEDERAL_WILL_BE_LATE',
        message: 'Federal filings submitted now will be late: they will not reach the IRS by Jan 31st.',
      },
    ]);
    expect(codesAt(SEASON_2025, '2026-01-31T18:00:00-08:00')).toEqual([
      'PRINT_WILL_MISS',
      'FEDERAL_MAY_BE_LATE',
    ]);
    expect(getSeasonCalendar(SEASON_2025, '2026-01-31T18:00:00-08:00').warnings[1]?.message).toBe(
      'Federal filings submitted now may be late: they may not reach the IRS by Jan 31st.',
    );
  });

  it('shows the postmark deadline, the notices and the year tabs', () => {
    const calendar = getSeasonCalendar(SEASON_2025, new Date('2026-01-10T12:00:00-08:00'));
    expect(calendar.irsReopensOn).toBe('Jan 6th');
    expect(calendar.postmarkDeadline).toBe('Jan 31st');
    expect(calendar.notices).toEqual([
      'The 2025 filing year is open, and forms go to the IRS on or after Jan 6th.',
      'The last day to submit for the 2024 year is Nov 15th.',
    ]);
    expect(
      calendar.years.map((year) => [year.year, year.role, year.label, year.tooltip, year.isDefault]),
    ).toEqual([
      [2025, 'Upcoming', 'Income earned in 2025', 'Upcoming filing year', false],
      [2024, 'Latest', 'Income earned in 2024', 'Latest filing year', true],
      [2023, 'Previous', 'Income earned in 2023', 'Previous filing year', false],
      [2022, 'Previous', 'Income earned in 2022', 'Previous filing year', false],
      [2021, 'Previous', 'Income earned in 2021', 'Previous filing year', false],
      [2020, 'Previous', 'Income earned in 2020', 'Previous filing year', false],
    ]);
  });
});

describe('2026 season', () => {
  it('moves every date a year on, with Feb 1st as the deadline', () => {
    expect(getSeasonCalendar(SEASON_2026, '2026-12-24T09:00:00-08:00')).toMatchObject({
      isIrsDown: true,
      irsReopensOn: 'Jan 5th',
      printCutoff: 'none',
      federalCutoff: 'none',
    });
    expect(codesAt(SEASON_2026, '2027-01-05T00:00:00-08:00')).toEqual([]);
    expect(getSeasonCalendar(SEASON_2026, '2027-01-28T13:30:00-08:00').warnings).toEqual([
      { code: 'PRINT_MAY_MISS', message: 'Print orders placed now may not be postmarked by Feb 1st.' },
    ]);
    expect(codesAt(SEASON_2026, '2027-02-01T19:30:00-08:00')).toEqual([
      'PRINT_WILL_MISS',
      'FEDERAL_WILL_BE_LATE',
    ]);
    expect(getSeasonCalendar(SEASON_2026, '2027-02-01T19:30:00-08:00').warnings[1]?.message).toMatch(
      /by Feb 1st\.$/,
    );
    expect(codesAt(SEASON_2026, '2027-02-02T00:00:00-08:00')).toEqual([]);
    const years = getSeasonCalendar(SEASON_2026, 0).years;
    expect(years.map((year) => year.year)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020]);
    expect(years.find((year) => year.isDefault)?.label).toBe('Income earned in 2025');
  });
});

describe('isTinCheckWaitWaived', () => {
  it('holds on January 30 and 31, Pacific time, and not a minute before or after', () => {
    expect(isTinCheckWaitWaived(new Date('2027-01-30T07:59:59Z'))).toBe(false);
    expect(isTinCheckWaitWaived(new Date('2027-01-30T08:00:00Z'))).toBe(true);
    expect(isTinCheckWaitWaived(new Date('2027-01-31T23:00:00Z'))).toBe(true);
    expect(isTinCheckWaitWaived(new Date('2027-02-01T08:00:00Z'))).toBe(false);
    expect(isTinCheckWaitWaived(new Date('2026-12-30T20:00:00Z'))).toBe(false);
  });
});
