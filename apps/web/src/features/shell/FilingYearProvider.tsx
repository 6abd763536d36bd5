import { useMemo, useState, type ReactNode } from 'react';
import { getSeasonYearRole, getYearLabel } from '@file1099/shared';
import { useAppConfig } from '../app-config/useAppConfig.ts';
import { FilingYearContext, type FilingYearValue } from './filingYearContext.ts';

/** Holds the selected filing year; starts at the season's default year. */
export function FilingYearProvider({ children }: { children: ReactNode }) {
  const { season } = useAppConfig();
  const years = useMemo(() => [...season.selectableYears].sort((a, b) => b - a), [season.selectableYears]);
  const [selected, setSelected] = useState<number | null>(null);
  const fallback = years.includes(season.defaultFilingYear)
    ? season.defaultFilingYear
    : (years[0] ?? season.latestFilingYear);
  const year = selected !== null && years.includes(selected) ? selected : fallback;

  const value = useMemo<FilingYearValue>(
    () => ({
      year,
      years,
      setYear: setSelected,
      role: getSeasonYearRole(season, year),
      label: getYearLabel(year),
    }),
    [year, years, season],
  );
  return <FilingYearContext.Provider value={value}>{children}</FilingYearContext.Provider>;
}
