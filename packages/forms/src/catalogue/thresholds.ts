import type { TaxYear } from './form-types.ts';

/**
 * Reporting-threshold families. A box names its family; the amount per tax year is data below.
 * Spec part 1 §5 gives 600.00 for most money boxes, 10.00 for royalties and substitute payments,
 * 0.01 for federal tax withheld and golden parachute and 5000.00 for the direct sales indicator. Where
 * it differs from the IRS the IRS rule is used (docs/decisions/forms.md, "Thresholds"): 1099-INT and
 * 1099-OID interest $10 in the aggregate (IRC §6049(a)), 1099-S gross proceeds $600 (a sale whose
 * total consideration is under $600 needs no return), and any backup withholding or foreign
 * tax paid makes a return required.
 */
export type ThresholdKind =
  | 'section6041'
  | 'royalties'
  | 'substitutePayments'
  | 'directSales'
  | 'anyAmount'
  | 'interest'
  | 'fishingBoatProceeds'
  | 'attorneyProceeds'
  | 'fishPurchases'
  | 'realEstateProceeds';

/**
 * Families whose boxes are added together before the threshold applies: IRC §6049(a) counts interest
 * (and OID) "aggregating $10 or more" per payee, whichever boxes of the form carry it.
 */
export const AGGREGATED_THRESHOLD_KINDS: ReadonlySet<ThresholdKind> = new Set(['interest']);

/** IRC §6041A(b): direct sales of $5,000 or more of consumer products for resale; unchanged by year. */
export const DIRECT_SALES_THRESHOLD_CENTS = 500_000;

const BEFORE_2026: Readonly<Record<ThresholdKind, number>> = {
  section6041: 60_000,
  royalties: 1_000,
  substitutePayments: 1_000,
  directSales: DIRECT_SALES_THRESHOLD_CENTS,
  anyAmount: 1,
  interest: 1_000,
  fishingBoatProceeds: 60_000,
  attorneyProceeds: 60_000,
  fishPurchases: 60_000,
  realEstateProceeds: 60_000,
};

/**
 * Thresholds in cents by tax year. One Big Beautiful Bill Act (P.L. 119-21) replaced "$600" with
 * "$2,000" in IRC §6041(a) and §6041A(a) for payments after December 31, 2025, indexed from 2027.
 * Attorney proceeds (§6045(f)), fish purchases (§6050R) and fishing boat proceeds (§6050A) rest on
 * sections the Act did not amend, so they keep $600; so do interest and OID (§6049) and 1099-S gross
 * proceeds (§6045(e)) (docs/decisions/forms.md).
 */
export const THRESHOLDS_BY_TAX_YEAR: Readonly<Record<TaxYear, Readonly<Record<ThresholdKind, number>>>> = {
  2019: BEFORE_2026,
  2020: BEFORE_2026,
  2021: BEFORE_2026,
  2022: BEFORE_2026,
  2023: BEFORE_2026,
  2024: BEFORE_2026,
  2025: BEFORE_2026,
  2026: { ...BEFORE_2026, section6041: 200_000 },
};

/** Threshold in cents of a family in a tax year. */
export function getThresholdCents(kind: ThresholdKind, taxYear: TaxYear): number {
  return THRESHOLDS_BY_TAX_YEAR[taxYear][kind];
}
