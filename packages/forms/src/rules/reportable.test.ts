import { describe, expect, it } from 'vitest';
import { findReportableBox, isReportable } from './reportable.ts';

describe('reportable threshold', () => {
  it.each([
    ['Type_1099_NEC', 2025, { nonEmployeeComp: 59_999 }, null],
    ['Type_1099_NEC', 2025, { nonEmployeeComp: 60_000 }, 'nonEmployeeComp'],
    ['Type_1099_NEC', 2026, { nonEmployeeComp: 199_999 }, null],
    ['Type_1099_NEC', 2026, { nonEmployeeComp: 200_000 }, 'nonEmployeeComp'],
    ['Type_1099_NEC', 2026, { nonEmployeeComp: 150_000, cashTips: 150_000 }, null],
    ['Type_1099_NEC', 2025, { nonEmployeeComp: 100, federalTaxWithheld: 1 }, 'federalTaxWithheld'],
    ['Type_1099_NEC', 2025, { goldenParachutePayment: 1 }, 'goldenParachutePayment'],
    ['Type_1099_NEC', 2025, { directSalesIndicator: true }, 'directSalesIndicator'],
    ['Type_1099_NEC', 2025, { directSalesIndicator: false }, null],
    ['Type_1099_NEC', 2025, { directSalesIndicator: 500_000 }, 'directSalesIndicator'],
    ['Type_1099_NEC', 2025, { directSalesIndicator: 499_999 }, null],
    ['Type_1099_MISC', 2025, { royalties: 999 }, null],
    ['Type_1099_MISC', 2025, { royalties: 1_000 }, 'royalties'],
    ['Type_1099_MISC', 2025, { rents: 10_000, royalties: 1_000 }, 'royalties'],
    ['Type_1099_MISC', 2025, { rents: 70_000, royalties: 1_000 }, 'rents'],
    ['Type_1099_MISC', 2025, { substitutePaymentsForDivInt: 1_000 }, 'substitutePaymentsForDivInt'],
    ['Type_1099_MISC', 2026, { rents: 60_000, proceedsPaidToAttorney: 60_000 }, 'proceedsPaidToAttorney'],
    ['Type_1099_MISC', 2026, { rents: '200000' }, null],
    ['Type_1099_S', 2025, { grossProceeds: 999 }, null],
    ['Type_1099_S', 2025, { grossProceeds: 1_000 }, 'grossProceeds'],
    ['Type_1099_S', 2025, { buyersPartOfTax: 1 }, 'buyersPartOfTax'],
    ['Type_1099_S', 2025, { buyersPartOfTax: 0, isForeign: true, dateOfClosing: '2025-03-01' }, null],
    ['Type_1099_INT', 2025, { interestIncome: 1 }, 'interestIncome'],
    ['Type_1099_INT', 2025, { foreignCountry: 'CA', interestIncome: 0 }, null],
    ['Type_1099_OID', 2025, { periodInterest: 5 }, 'periodInterest'],
    ['Type_1099_NEC', 2019, { nonEmployeeComp: 100_000 }, null],
  ] as const)('%s %i %j → %s', (formType, taxYear, filingData, boxName) => {
    expect(findReportableBox(formType, taxYear, filingData)?.name ?? null).toBe(boxName);
    expect(isReportable(formType, taxYear, filingData)).toBe(boxName !== null);
  });
});
