import { getSeasonYearRole, getYearLabel, type SeasonConfig, type SeasonYearRole } from '@file1099/shared';
import { formatPacificDay, getEpochMs, getPacificDate, type Instant } from './pacific-time.ts';

export type PrintCutoff = 'none' | 'mayMiss' | 'willMiss';
export type FederalCutoff = 'none' | 'mayBeLate' | 'willBeLate';

export interface SeasonWarning {
  code: 'IRS_DOWN' | 'PRINT_MAY_MISS' | 'PRINT_WILL_MISS' | 'FEDERAL_MAY_BE_LATE' | 'FEDERAL_WILL_BE_LATE';
  message: string;
}

export interface SeasonYear {
  year: number;
  role: SeasonYearRole;
  /** 'Income earned in 2025'. */
  label: string;
  /** 'Latest filing year'. */
  tooltip: string;
  isDefault: boolean;
}

export interface SeasonCalendar {
  isIrsDown: boolean;
  /** The day filings go to the IRS again, 'Jan 6th'. */
  irsReopensOn: string;
  printCutoff: PrintCutoff;
  federalCutoff: FederalCutoff;
  /** Texts for the current instant, most urgent last. */
  warnings: SeasonWarning[];
  postmarkDeadline: string;
  notices: readonly string[];
  years: SeasonYear[];
}

export const SEASON_MESSAGES = {
  irsDown: (reopensOn: string) =>
    `The IRS is not accepting e-filed returns right now. Filings you submit now will go to the IRS on or after ${reopensOn}.`,
  printMayMiss: (deadline: string) => `Print orders placed now may not be postmarked by ${deadline}.`,
  printWillMiss: (deadline: string) => `Print orders placed now will not be postmarked by ${deadline}.`,
  federalMayBeLate: (dueDay: string) =>
    `Federal filings submitted now may be late: they may not reach the IRS by ${dueDay}.`,
  federalWillBeLate: (dueDay: string) =>
    `Federal filings submitted now will be late: they will not reach the IRS by ${dueDay}.`,
} as const;

function isBetween(nowMs: number, from: string, until: string): boolean {
  return nowMs >= getEpochMs(from) && nowMs <= getEpochMs(until);
}

function getCutoff<T extends string>(
  nowMs: number,
  may: string,
  will: string,
  end: string,
  levels: readonly [T, T, T],
): T {
  if (isBetween(nowMs, will, end)) return levels[2];
  if (isBetween(nowMs, may, end)) return levels[1];
  return levels[0];
}

/**
 * The season's state at an instant (spec part 2 §9; all times Pacific): whether the IRS e-file system is
 * down, the print and federal cutoff warnings (may, then will; none after `warningsEnd`), the postmark
 * deadline, the notices and the year tabs with their labels.
 */
export function getSeasonCalendar(season: SeasonConfig, now: Instant): SeasonCalendar {
  const nowMs = getEpochMs(now);
  const isIrsDown = nowMs >= getEpochMs(season.irsDownFrom) && nowMs < getEpochMs(season.irsDownUntil);
  const irsReopensOn = formatPacificDay(season.irsDownUntil);
  const dueDay = formatPacificDay(season.federalCutoffWillBeLate);
  const printCutoff = getCutoff<PrintCutoff>(
    nowMs,
    season.printCutoffMayMiss,
    season.printCutoffWillMiss,
    season.warningsEnd,
    ['none', 'mayMiss', 'willMiss'],
  );
  const federalCutoff = getCutoff<FederalCutoff>(
    nowMs,
    season.federalCutoffMayBeLate,
    season.federalCutoffWillBeLate,
    season.warningsEnd,
    ['none', 'mayBeLate', 'willBeLate'],
  );

  const warnings: SeasonWarning[] = [];
  if (isIrsDown) warnings.push({ code: 'IRS_DOWN', message: SEASON_MESSAGES.irsDown(irsReopensOn) });
  if (printCutoff === 'mayMiss')
    warnings.push({ code: 'PRINT_MAY_MISS', message: SEASON_MESSAGES.printMayMiss(season.postmarkDeadline) });
  if (printCutoff === 'willMiss')
    warnings.push({
      code: 'PRINT_WILL_MISS',
      message: SEASON_MESSAGES.printWillMiss(season.postmarkDeadline),
    });
  if (federalCutoff === 'mayBeLate')
    warnings.push({ code: 'FEDERAL_MAY_BE_LATE', message: SEASON_MESSAGES.federalMayBeLate(dueDay) });
  if (federalCutoff === 'willBeLate')
    warnings.push({ code: 'FEDERAL_WILL_BE_LATE', message: SEASON_MESSAGES.federalWillBeLate(dueDay) });

  return {
    isIrsDown,
    irsReopensOn,
    printCutoff,
    federalCutoff,
    warnings,
    postmarkDeadline: season.postmarkDeadline,
    notices: season.notices,
    years: season.selectableYears.map((year) => {
      const role = getSeasonYearRole(season, year);
      return {
        year,
        role,
        label: getYearLabel(year),
        tooltip: `${role} filing year`,
        isDefault: year === season.defaultFilingYear,
      };
    }),
  };
}

/**
 * Spec part 2 §9: "filings in the last 2 days of January go to the IRS before TIN validation". On
 * January 30 and 31 (Pacific time) a filing waiting on its TIN check is transmitted anyway, so that the
 * January 31 deadline is met; the check's answer still reaches the payee.
 */
export function isTinCheckWaitWaived(now: Instant): boolean {
  const day = getPacificDate(now).slice(5);
  return day === '01-30' || day === '01-31';
}
