import { describe, expect, it } from 'vitest';
import { TAX_YEARS, type FormType } from '../catalogue/form-types.ts';
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
    ['Type_1099_S', 2025, { grossProceeds: 59_999 }, null],
    ['Type_1099_S', 2025, { grossProceeds: 60_000 }, 'grossProceeds'],
    ['Type_1099_S', 2026, { grossProceeds: 60_000 }, 'grossProceeds'],
    ['Type_1099_S', 2025, { grossProceeds: 1_000, buyersPartOfTax: 50_000 }, null],
    ['Type_1099_S', 2025, { buyersPartOfTax: 0, isForeign: true, dateOfClosing: '2025-03-01' }, null],
    ['Type_1099_INT', 2025, { interestIncome: 1 }, null],
    ['Type_1099_INT', 2025, { interestIncome: 1_000 }, 'interestIncome'],
    [
      'Type_1099_INT',
      2025,
      { interestIncome: 400, interestOnUSSavingsBonds: 300, taxExemptInterest: 300 },
      'interestIncome',
    ],
    [
      'Type_1099_INT',
      2025,
      { interestIncome: 400, interestOnUSSavingsBonds: 300, taxExemptInterest: 299 },
      null,
    ],
    ['Type_1099_INT', 2025, { interestIncome: 0, taxExemptInterest: 1_000 }, 'taxExemptInterest'],
    ['Type_1099_INT', 2025, { interestIncome: 500, foreignTaxPaid: 1 }, 'foreignTaxPaid'],
    ['Type_1099_INT', 2025, { bondPremium: 50_000, marketDiscount: 50_000 }, null],
    ['Type_1099_INT', 2025, { foreignCountry: 'CA', interestIncome: 0 }, null],
    ['Type_1099_OID', 2025, { periodInterest: 5 }, null],
    ['Type_1099_OID', 2025, { oid: 500, periodInterest: 500 }, 'oid'],
    ['Type_1099_OID', 2025, { oidOnUSTreasury: 999 }, null],
    ['Type_1099_OID', 2025, { taxExemptOID: 1_000 }, 'taxExemptOID'],
    ['Type_1099_OID', 2025, { oid: 100, federalTaxWithheld: 1 }, 'federalTaxWithheld'],
    ['Type_1099_NEC', 2019, { nonEmployeeComp: 100_000 }, null],
  ] as const)('%s %i %j → %s', (formType, taxYear, filingData, boxName) => {
    expect(findReportableBox(formType, taxYear, filingData)?.name ?? null).toBe(boxName);
    expect(isReportable(formType, taxYear, filingData)).toBe(boxName !== null);
  });
});

/** The $10 interest edge and backup withholding on every form, in every tax year the catalogue has. */
describe.each(TAX_YEARS)('tax year %i edges', (taxYear) => {
  const interestBox: Record<'Type_1099_INT' | 'Type_1099_OID', string> = {
    Type_1099_INT: 'interestIncome',
    Type_1099_OID: 'oid',
  };

  it.each(['Type_1099_INT', 'Type_1099_OID'] as const)(
    '%s: $9.99 is below, $10.00 reportable',
    (formType) => {
      const box = interestBox[formType];
      expect(isReportable(formType, taxYear, { [box]: 999 })).toBe(false);
      expect(findReportableBox(formType, taxYear, { [box]: 1_000 })?.name).toBe(box);
    },
  );

  const withholdingForms: FormType[] = ['Type_1099_INT', 'Type_1099_OID', 'Type_1099_MISC'];
  if (taxYear >= 2020) withholdingForms.push('Type_1099_NEC');
  it.each(withholdingForms)('%s: $0.01 withheld on a $1 payment makes it reportable', (formType) => {
    const paymentBox =
      formType === 'Type_1099_INT'
        ? 'interestIncome'
        : formType === 'Type_1099_OID'
          ? 'oid'
          : formType === 'Type_1099_MISC'
            ? 'rents'
            : 'nonEmployeeComp';
    expect(isReportable(formType, taxYear, { [paymentBox]: 100 })).toBe(false);
    expect(findReportableBox(formType, taxYear, { [paymentBox]: 100, federalTaxWithheld: 1 })?.name).toBe(
      'federalTaxWithheld',
    );
    expect(isReportable(formType, taxYear, { [paymentBox]: 100, federalTaxWithheld: 0 })).toBe(false);
  });

  it('1099-S: gross proceeds $599.99 are below, $600.00 reportable', () => {
    expect(isReportable('Type_1099_S', taxYear, { grossProceeds: 59_999 })).toBe(false);
    expect(isReportable('Type_1099_S', taxYear, { grossProceeds: 60_000 })).toBe(true);
  });

  const nonEmployee = taxYear === 2019 ? null : 'Type_1099_NEC';
  const section6041 = taxYear === 2026 ? 200_000 : 60_000;
  it.runIf(nonEmployee)(
    `NEC box 1: one cent under ${section6041 / 100} is below, the amount reportable`,
    () => {
      expect(isReportable('Type_1099_NEC', taxYear, { nonEmployeeComp: section6041 - 1 })).toBe(false);
      expect(isReportable('Type_1099_NEC', taxYear, { nonEmployeeComp: section6041 })).toBe(true);
    },
  );

  it(`MISC rents and other income: ${section6041 / 100} is the line`, () => {
    expect(isReportable('Type_1099_MISC', taxYear, { rents: section6041 - 1 })).toBe(false);
    expect(isReportable('Type_1099_MISC', taxYear, { rents: section6041 })).toBe(true);
    expect(isReportable('Type_1099_MISC', taxYear, { otherIncome: section6041 - 1 })).toBe(false);
    expect(isReportable('Type_1099_MISC', taxYear, { otherIncome: section6041 })).toBe(true);
  });
});
