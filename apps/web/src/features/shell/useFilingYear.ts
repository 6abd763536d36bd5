import { useContext } from 'react';
import { FilingYearContext, type FilingYearValue } from './filingYearContext.ts';

/** The tax year selected in the year tabs, shared by every screen of the app shell. */
export function useFilingYear(): FilingYearValue {
  const value = useContext(FilingYearContext);
  if (!value) throw new Error('useFilingYear must be used inside FilingYearProvider (the app shell)');
  return value;
}
