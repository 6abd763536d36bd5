import { createContext } from 'react';
import type { SeasonYearRole } from '@file1099/shared';

export interface FilingYearValue {
  /** The selected tax year. */
  year: number;
  /** Selectable years, newest first. */
  years: number[];
  setYear: (year: number) => void;
  /** 'Latest', 'Previous' or 'Upcoming' for the selected year. */
  role: SeasonYearRole;
  /** 'Income earned in {year}'. */
  label: string;
}

export const FilingYearContext = createContext<FilingYearValue | null>(null);
