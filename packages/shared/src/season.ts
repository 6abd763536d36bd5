/**
 * The filing season: which tax years a user can pick and the dates that drive the season's warnings.
 * Seasons are configuration (the server's `season` property); these presets are the defaults.
 * Date-times are ISO strings with an explicit offset; the spec states them in Pacific time.
 */
export interface SeasonConfig {
  /** Tax year whose returns the IRS currently accepts (the "Latest filing year" tab). */
  latestFilingYear: number;
  /** Year selected when a user first opens the app. */
  defaultFilingYear: number;
  /** Tabs shown, newest first. */
  selectableYears: number[];
  /** The IRS e-file system is closed between these instants; filings wait until it reopens. */
  irsDownFrom: string;
  irsDownUntil: string;
  /** After these instants print orders may not / will not be postmarked in time. */
  printCutoffMayMiss: string;
  printCutoffWillMiss: string;
  /** After these instants federal filings may be / will be late. */
  federalCutoffMayBeLate: string;
  federalCutoffWillBeLate: string;
  /** After this instant no cutoff warning is shown any more. */
  warningsEnd: string;
  /** Shown as the recipient-copy postmark deadline, e.g. 'Jan 31st'. */
  postmarkDeadline: string;
  /** Season notices shown on the dashboard. */
  notices: string[];
}

export type SeasonYearRole = 'Latest' | 'Previous' | 'Upcoming';

/** The 2025 season exactly as the specification describes it (tax year 2024 latest, 2025 upcoming). */
export const SEASON_2025: SeasonConfig = {
  latestFilingYear: 2024,
  defaultFilingYear: 2024,
  selectableYears: [2025, 2024, 2023, 2022, 2021, 2020],
  irsDownFrom: '2025-11-16T00:00:00-08:00',
  irsDownUntil: '2026-01-06T00:00:00-08:00',
  printCutoffMayMiss: '2026-01-27T13:00:00-08:00',
  printCutoffWillMiss: '2026-01-27T19:00:00-08:00',
  federalCutoffMayBeLate: '2026-01-31T17:00:00-08:00',
  federalCutoffWillBeLate: '2026-01-31T19:00:00-08:00',
  warningsEnd: '2026-01-31T23:59:59-08:00',
  postmarkDeadline: 'Jan 31st',
  notices: [
    'The 2025 filing year is open, and forms go to the IRS on or after Jan 6th.',
    'The last day to submit for the 2024 year is Nov 15th.',
  ],
};

/**
 * The 2026 season: tax year 2026 returns are due Monday, February 1, 2027 (January 31 is a Sunday),
 * and IRIS is the only IRS e-file channel. The IRS reopening date is our planning estimate; operators
 * correct it through configuration once the IRS announces it.
 */
export const SEASON_2026: SeasonConfig = {
  latestFilingYear: 2025,
  defaultFilingYear: 2025,
  selectableYears: [2026, 2025, 2024, 2023, 2022, 2021, 2020],
  irsDownFrom: '2026-11-16T00:00:00-08:00',
  irsDownUntil: '2027-01-05T00:00:00-08:00',
  printCutoffMayMiss: '2027-01-28T13:00:00-08:00',
  printCutoffWillMiss: '2027-01-28T19:00:00-08:00',
  federalCutoffMayBeLate: '2027-02-01T17:00:00-08:00',
  federalCutoffWillBeLate: '2027-02-01T19:00:00-08:00',
  warningsEnd: '2027-02-01T23:59:59-08:00',
  postmarkDeadline: 'Feb 1st',
  notices: [
    'The 2026 filing year is open, and forms go to the IRS on or after Jan 5th.',
    'The last day to submit for the 2025 year is Nov 15th.',
  ],
};

export const SEASON_PRESETS: Readonly<Record<string, SeasonConfig>> = {
  '2025': SEASON_2025,
  '2026': SEASON_2026,
};

export const DEFAULT_SEASON = '2026';

/** 'Latest', 'Upcoming' (the year after latest) or 'Previous' (any earlier year). */
export function getSeasonYearRole(
  season: Pick<SeasonConfig, 'latestFilingYear'>,
  year: number,
): SeasonYearRole {
  if (year === season.latestFilingYear) return 'Latest';
  if (year > season.latestFilingYear) return 'Upcoming';
  return 'Previous';
}

/** The spec's year label, 'Income earned in {year}'. */
export function getYearLabel(year: number): string {
  return `Income earned in ${year}`;
}
