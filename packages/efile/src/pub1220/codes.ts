import type { FormType } from '@file1099/forms';
import type { AmountCode } from './layout-b.ts';

/** Tax years whose Pub 1220 layouts this package writes (FIRE's last season is tax year 2025). */
export const PUB1220_TAX_YEARS = [2024, 2025] as const;
export type Pub1220TaxYear = (typeof PUB1220_TAX_YEARS)[number];

export function isPub1220TaxYear(value: unknown): value is Pub1220TaxYear {
  return value === 2024 || value === 2025;
}

/** Type of Return codes, A 26-27. Pub 1220 (2025), Part C, Sec. 2; reference §3.1. */
export const TYPE_OF_RETURN: Readonly<Record<FormType, string>> = {
  Type_1099_MISC: 'A',
  Type_1099_NEC: 'NE',
  Type_1099_INT: '6',
  Type_1099_OID: 'D',
  Type_1099_S: 'S',
};

export function findFormTypeByTypeOfReturn(code: string): FormType | null {
  const trimmed = code.trim();
  const entry = Object.entries(TYPE_OF_RETURN).find(([, value]) => value === trimmed);
  return entry ? (entry[0] as FormType) : null;
}

/** Amount code → forms catalogue box name. */
export type AmountCodeTable = Readonly<Partial<Record<AmountCode, string>>>;

const MISC_2025: AmountCodeTable = {
  '1': 'rents',
  '2': 'royalties',
  '3': 'otherIncome',
  '4': 'federalTaxWithheld',
  '5': 'fishingBoatProceeds',
  '6': 'medicalPayments',
  '8': 'substitutePaymentsForDivInt',
  A: 'cropInsuranceProceeds',
  C: 'proceedsPaidToAttorney',
  D: 'four09Deferrals',
  E: 'nonQualifiedDeferredComp',
  F: 'fishPurchasedForResale',
};

/** OID codes do not follow box numbers (reference §3.2, "single" source: moov-io/irs constants). */
const OID: AmountCodeTable = {
  '1': 'oid',
  '2': 'periodInterest',
  '3': 'earlyWithdrawalPenalty',
  '4': 'federalTaxWithheld',
  '5': 'bondPremium',
  '6': 'oidOnUSTreasury',
  '7': 'investmentExpenses',
  A: 'marketDiscount',
  B: 'acquisitionPremium',
  C: 'taxExemptOID',
};

const INT: AmountCodeTable = {
  '1': 'interestIncome',
  '2': 'earlyWithdrawalPenalty',
  '3': 'interestOnUSSavingsBonds',
  '4': 'federalTaxWithheld',
  '5': 'investmentExpenses',
  '6': 'foreignTaxPaid',
  '8': 'taxExemptInterest',
  '9': 'specifiedPrivateActivityBondInterest',
  A: 'marketDiscount',
  B: 'bondPremium',
  D: 'bondPremiumOnTaxExemptBond',
  E: 'bondPremiumOnTreasuryObligations',
};

const S: AmountCodeTable = { '2': 'grossProceeds', '5': 'buyersPartOfTax' };

/**
 * Amount codes per form and tax year. Pub 1220 (2025), Part C, "Amount Codes"; reference §3.2.
 * TY2025: excess golden parachute payments moved from MISC code B to NEC code 3 (Form 1099-NEC
 * Rev. April 2025). The NEC code 3 is our reading: the TY2025 amount-code table was not seen.
 */
export const AMOUNT_CODE_TABLES: Readonly<
  Record<Pub1220TaxYear, Readonly<Record<FormType, AmountCodeTable>>>
> = {
  2024: {
    Type_1099_MISC: { ...MISC_2025, B: 'goldenParachutePayment' },
    Type_1099_NEC: { '1': 'nonEmployeeComp', '4': 'federalTaxWithheld' },
    Type_1099_INT: INT,
    Type_1099_OID: OID,
    Type_1099_S: S,
  },
  2025: {
    Type_1099_MISC: MISC_2025,
    Type_1099_NEC: { '1': 'nonEmployeeComp', '3': 'goldenParachutePayment', '4': 'federalTaxWithheld' },
    Type_1099_INT: INT,
    Type_1099_OID: OID,
    Type_1099_S: S,
  },
};

export function getAmountCodeTable(formType: FormType, taxYear: Pub1220TaxYear): AmountCodeTable {
  return AMOUNT_CODE_TABLES[taxYear][formType];
}

/** Forms in the Combined Federal/State Filing program (reference §7): not 1099-S. */
export function isCombinedFederalStateForm(formType: FormType): boolean {
  return formType !== 'Type_1099_S';
}

/**
 * CF/SF participating states and their IRS program codes (Pub 1220 Part A Sec. 12, Table 1; not FIPS).
 * DC and PA joined for TY2023. Rhode Island (44) appears in one source only: we read it with a warning
 * and never write it.
 */
export const CFSF_STATE_CODES: Readonly<Record<string, string>> = {
  AL: '01', AZ: '04', AR: '05', CA: '06', CO: '07', CT: '08', DE: '10', DC: '11', GA: '13', HI: '15',
  ID: '16', IN: '18', KS: '20', LA: '22', ME: '23', MD: '24', MA: '25', MI: '26', MN: '27', MS: '28',
  MO: '29', MT: '30', NE: '31', NJ: '34', NM: '35', NC: '37', ND: '38', OH: '39', OK: '40', PA: '42',
  SC: '45', WI: '55',
}; // prettier-ignore
export const UNVERIFIED_CFSF_STATE_CODES: Readonly<Record<string, string>> = { RI: '44' };

const STATE_BY_CFSF_CODE: ReadonlyMap<string, string> = new Map(
  Object.entries(CFSF_STATE_CODES).map(([state, code]) => [code, state]),
);

export function findStateByCfsfCode(code: string): string | null {
  return STATE_BY_CFSF_CODE.get(code) ?? null;
}
