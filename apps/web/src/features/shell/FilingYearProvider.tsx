import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { getSeasonYearRole, getYearLabel } from '@file1099/shared';
import { useAppConfig } from '../app-config/useAppConfig.ts';
import { FilingYearContext, type FilingYearValue } from './filingYearContext.ts';

/** The search parameter that keeps the selected year in the address, so a reload keeps it. */
export const YEAR_PARAM = 'year';

/**
 * Holds the selected filing year: the address's `year` parameter, else the year last chosen on this
 * page, else the season's default year. A year the user chooses goes into the address, and is put
 * back when a page rewrites its own parameters.
 */
export function FilingYearProvider({ children }: { children: ReactNode }) {
  const { season } = useAppConfig();
  const [searchParams, setSearchParams] = useSearchParams();
  const years = useMemo(() => [...season.selectableYears].sort((a, b) => b - a), [season.selectableYears]);
  const [selected, setSelected] = useState<number | null>(null);
  const fromAddress = Number(searchParams.get(YEAR_PARAM));
  const fallback = years.includes(season.defaultFilingYear)
    ? season.defaultFilingYear
    : (years[0] ?? season.latestFilingYear);
  const year = years.includes(fromAddress)
    ? fromAddress
    : selected !== null && years.includes(selected)
      ? selected
      : fallback;
  const inAddress = searchParams.has(YEAR_PARAM);

  useEffect(() => {
    if (selected === null || inAddress) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(YEAR_PARAM, String(selected));
        return next;
      },
      { replace: true },
    );
  }, [selected, inAddress, setSearchParams]);

  const setYear = useCallback(
    (next: number) => {
      setSelected(next);
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        params.set(YEAR_PARAM, String(next));
        return params;
      });
    },
    [setSearchParams],
  );

  const value = useMemo<FilingYearValue>(
    () => ({
      year,
      years,
      setYear,
      role: getSeasonYearRole(season, year),
      label: getYearLabel(year),
    }),
    [year, years, setYear, season],
  );
  return <FilingYearContext.Provider value={value}>{children}</FilingYearContext.Provider>;
}
