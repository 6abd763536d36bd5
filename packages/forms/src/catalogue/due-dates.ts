import type { FilingData } from './box-types.ts';
import { isFormSupported, type FormType, type TaxYear } from './form-types.ts';

/** The four base dates of a filing season, moved to the next business day (IRC §7503). */
interface SeasonDates {
  jan31: string;
  feb15: string;
  feb28: string;
  mar31: string;
}

/** reference/form-rules.md §C2: actual dates by tax year (returns are due in the following year). */
const DATES_BY_TAX_YEAR: Readonly<Record<TaxYear, SeasonDates>> = {
  2019: { jan31: '2020-01-31', feb15: '2020-02-18', feb28: '2020-02-28', mar31: '2020-03-31' },
  2020: { jan31: '2021-02-01', feb15: '2021-02-16', feb28: '2021-03-01', mar31: '2021-03-31' },
  2021: { jan31: '2022-01-31', feb15: '2022-02-15', feb28: '2022-02-28', mar31: '2022-03-31' },
  2022: { jan31: '2023-01-31', feb15: '2023-02-15', feb28: '2023-02-28', mar31: '2023-03-31' },
  2023: { jan31: '2024-01-31', feb15: '2024-02-15', feb28: '2024-02-28', mar31: '2024-04-01' },
  2024: { jan31: '2025-01-31', feb15: '2025-02-18', feb28: '2025-02-28', mar31: '2025-03-31' },
  2025: { jan31: '2026-02-02', feb15: '2026-02-17', feb28: '2026-03-02', mar31: '2026-03-31' },
  2026: { jan31: '2027-02-01', feb15: '2027-02-16', feb28: '2027-03-01', mar31: '2027-03-31' },
};

/** Due dates (YYYY-MM-DD) for one return. */
export interface DueDates {
  /** Furnish the recipient copy. */
  recipient: string;
  /** File with the IRS on paper. */
  irsPaper: string;
  /** File with the IRS electronically. */
  irsElectronic: string;
}

function hasAmount(filingData: FilingData, name: string): boolean {
  const value = filingData[name];
  return typeof value === 'number' && value > 0;
}

/**
 * Due dates by form and tax year (reference/form-rules.md §C1). 1099-MISC is furnished by Feb 15 when
 * substitute payments or attorney proceeds have an amount; in 2019 a 1099-MISC with nonemployee
 * compensation (box 7) was due to the IRS by Jan 31 (PATH Act). Null for an unsupported form or year.
 */
export function getDueDates(
  formType: FormType,
  taxYear: number,
  filingData: FilingData = {},
): DueDates | null {
  if (!isFormSupported(formType, taxYear)) return null;
  const dates = DATES_BY_TAX_YEAR[taxYear];
  switch (formType) {
    case 'Type_1099_NEC':
      return { recipient: dates.jan31, irsPaper: dates.jan31, irsElectronic: dates.jan31 };
    case 'Type_1099_MISC': {
      const lateStatement =
        hasAmount(filingData, 'substitutePaymentsForDivInt') ||
        hasAmount(filingData, 'proceedsPaidToAttorney');
      const recipient = lateStatement ? dates.feb15 : dates.jan31;
      if (taxYear === 2019 && hasAmount(filingData, 'nonEmployeeComp')) {
        return { recipient, irsPaper: dates.jan31, irsElectronic: dates.jan31 };
      }
      return { recipient, irsPaper: dates.feb28, irsElectronic: dates.mar31 };
    }
    case 'Type_1099_S':
      return { recipient: dates.feb15, irsPaper: dates.feb28, irsElectronic: dates.mar31 };
    case 'Type_1099_INT':
    case 'Type_1099_OID':
      return { recipient: dates.jan31, irsPaper: dates.feb28, irsElectronic: dates.mar31 };
  }
}
