/**
 * importSummary of a partner import (spec part 2 §3 "Category totals per vendor", §4 "Amount
 * categorisation per transaction line"): every line of the tax year counts toward All; a line without
 * an account, or one the partner's data left unreadable, is Unknown; a line the user excludes (paid by
 * card or PayPal, by default) is Excluded; a line whose account is mapped goes to that box and to
 * Included; any other line is Excluded. The box totals become the vendor's NEC and MISC filings.
 */
import type { FilingData } from '../catalogue/box-types.ts';
import { isReportable } from '../rules/reportable.ts';
import { IMPORT_SKIP_MESSAGES } from '../statuses/import-record.ts';
import {
  getBoxByAccount,
  getMappableBoxes,
  type BoxMappings,
  type MappableFormType,
} from './box-mappings.ts';
import {
  DEFAULT_EXCLUDED_FUNDING,
  hasNoAccount,
  type FundingKind,
  type PartnerPaymentLine,
} from './payment-lines.ts';
import { INTEGRATION_MESSAGES } from './partners.ts';

/** A vendor as the summary needs it; the import reads the rest (TIN, address) from the partner. */
export interface SummaryVendor {
  vendorId: string;
  name: string;
  is1099Vendor: boolean;
}

export type LineCategory = 'Included' | 'Excluded' | 'Unknown';

export interface CategorisedLine extends PartnerPaymentLine {
  category: LineCategory;
  /** The box the line counts toward when Included. */
  boxName: string | null;
  /** Why the line is where it is, in the user's words. */
  reason: string;
}

export interface VendorFormResult {
  formType: MappableFormType;
  /** Box totals in cents, by filing field; only boxes above zero. */
  filingData: FilingData;
  /** Why this form is not imported; null when it is. */
  skipReason: string | null;
}

export interface VendorSummary {
  /** null for the lines the partner gave no vendor ('Unknown Vendor'). */
  vendorId: string | null;
  name: string;
  is1099Vendor: boolean;
  allCents: number;
  includedCents: number;
  excludedCents: number;
  unknownCents: number;
  /** Box name → cents. */
  boxes: Readonly<Record<string, number>>;
  lines: readonly CategorisedLine[];
  forms: readonly VendorFormResult[];
}

export interface ImportSummaryInput {
  taxYear: number;
  vendors: readonly SummaryVendor[];
  lines: Iterable<PartnerPaymentLine>;
  mappings: BoxMappings;
  /** 'Show 1099 vendors only': vendors not marked 1099 are skipped with 'Not a 1099 Vendor'. */
  include1099VendorsOnly: boolean;
  /** Funding the user leaves out; card and PayPal unless the user says otherwise. */
  excludedFunding?: ReadonlySet<FundingKind>;
}

export const LINE_REASONS = {
  noAccount: 'The line names no account.',
  notUsd: (currency: string) => `Paid in ${currency}; 1099 amounts are in US dollars.`,
  card: 'Paid by credit card: the card processor reports it on Form 1099-K.',
  paypal: 'Paid through PayPal: PayPal reports it on Form 1099-K.',
  otherFunding: 'Left out of the import by your choice.',
  notMapped: 'The account is not mapped to a box.',
  mapped: (label: string) => `Mapped to ${label}.`,
} as const;

function fundingReason(funding: FundingKind): string {
  if (funding === 'card') return LINE_REASONS.card;
  if (funding === 'paypal') return LINE_REASONS.paypal;
  return LINE_REASONS.otherFunding;
}

interface Totals {
  vendorId: string | null;
  allCents: number;
  includedCents: number;
  excludedCents: number;
  unknownCents: number;
  boxes: Record<string, number>;
  lines: CategorisedLine[];
}

/** Categorises every line of the tax year and totals them per vendor; vendors without lines too. */
export function summariseImport(input: ImportSummaryInput): VendorSummary[] {
  const boxes = getMappableBoxes(input.taxYear);
  const boxByName = new Map(boxes.map((box) => [box.boxName, box]));
  const boxByAccount = getBoxByAccount(input.mappings);
  const excluded = input.excludedFunding ?? DEFAULT_EXCLUDED_FUNDING;
  const year = String(input.taxYear);
  const totals = new Map<string | null, Totals>();
  const totalsOf = (vendorId: string | null): Totals => {
    let found = totals.get(vendorId);
    if (!found) {
      found = {
        vendorId,
        allCents: 0,
        includedCents: 0,
        excludedCents: 0,
        unknownCents: 0,
        boxes: {},
        lines: [],
      };
      totals.set(vendorId, found);
    }
    return found;
  };
  const known = new Set(input.vendors.map((vendor) => vendor.vendorId));
  for (const line of input.lines) {
    if (!line.paidOn.startsWith(year) || line.paidOn.charAt(4) !== '-') continue;
    const vendorId = line.vendorId !== null && known.has(line.vendorId) ? line.vendorId : null;
    const target = totalsOf(vendorId);
    target.allCents += line.amountCents;
    let category: LineCategory;
    let boxName: string | null = null;
    let reason: string;
    if (line.error) {
      category = 'Unknown';
      reason = line.error;
    } else if (hasNoAccount(line)) {
      category = 'Unknown';
      reason = LINE_REASONS.noAccount;
    } else if (line.currency.toUpperCase() !== 'USD') {
      category = 'Unknown';
      reason = LINE_REASONS.notUsd(line.currency);
    } else if (excluded.has(line.funding)) {
      category = 'Excluded';
      reason = fundingReason(line.funding);
    } else {
      const mapped = boxByAccount.get(line.accountId ?? '');
      const box = mapped === undefined ? undefined : boxByName.get(mapped);
      if (box) {
        category = 'Included';
        boxName = box.boxName;
        reason = LINE_REASONS.mapped(
          `${box.formType === 'Type_1099_NEC' ? '1099-NEC' : '1099-MISC'} box ${box.boxNumber}`,
        );
        target.boxes[box.boxName] = (target.boxes[box.boxName] ?? 0) + line.amountCents;
      } else {
        category = 'Excluded';
        reason = LINE_REASONS.notMapped;
      }
    }
    if (category === 'Included') target.includedCents += line.amountCents;
    else if (category === 'Excluded') target.excludedCents += line.amountCents;
    else target.unknownCents += line.amountCents;
    target.lines.push({ ...line, category, boxName, reason });
  }
  const summaries = input.vendors.map((vendor) =>
    finish(totalsOf(vendor.vendorId), vendor.name, vendor.is1099Vendor, input),
  );
  const unknown = totals.get(null);
  if (unknown) summaries.push(finish(unknown, INTEGRATION_MESSAGES.unknownVendor, false, input));
  return summaries;
}

function finish(
  totals: Totals,
  name: string,
  is1099Vendor: boolean,
  input: ImportSummaryInput,
): VendorSummary {
  const boxes = getMappableBoxes(input.taxYear);
  const forms = (['Type_1099_MISC', 'Type_1099_NEC'] as const).map((formType): VendorFormResult => {
    const filingData: Record<string, number> = {};
    for (const box of boxes) {
      const cents = totals.boxes[box.boxName] ?? 0;
      if (box.formType === formType && cents > 0) filingData[box.field] = cents;
    }
    return {
      formType,
      filingData,
      skipReason: getSkipReason(totals, is1099Vendor, formType, filingData, input),
    };
  });
  return {
    vendorId: totals.vendorId,
    name,
    is1099Vendor,
    allCents: totals.allCents,
    includedCents: totals.includedCents,
    excludedCents: totals.excludedCents,
    unknownCents: totals.unknownCents,
    boxes: totals.boxes,
    lines: totals.lines,
    forms,
  };
}

/** Spec part 2 §5 skips, in this order: no vendor, not 1099, no payments, no box amounts, threshold. */
function getSkipReason(
  totals: Totals,
  is1099Vendor: boolean,
  formType: MappableFormType,
  filingData: FilingData,
  input: ImportSummaryInput,
): string | null {
  if (totals.vendorId === null) return INTEGRATION_MESSAGES.unknownVendor;
  if (input.include1099VendorsOnly && !is1099Vendor) return IMPORT_SKIP_MESSAGES.notA1099Vendor;
  if (totals.lines.length === 0) return IMPORT_SKIP_MESSAGES.noPayments;
  if (Object.keys(filingData).length === 0) return IMPORT_SKIP_MESSAGES.noBoxAmounts;
  if (!isReportable(formType, input.taxYear, filingData)) return IMPORT_SKIP_MESSAGES.belowThreshold;
  return null;
}

/**
 * Spec part 2 §4: no data, or only the one 'Unknown Vendor', is an empty import (the red not-found
 * message, getEmptyImportMessage).
 */
export function isEmptyImport(summaries: readonly VendorSummary[]): boolean {
  const withData = summaries.filter((summary) => summary.vendorId !== null || summary.lines.length > 0);
  return withData.length === 0 || withData.every((summary) => summary.vendorId === null);
}

/**
 * Whether a vendor's box totals reach no form's threshold for the tax year ("Hide vendors below
 * threshold" in the summary): each of NEC and MISC is checked with the reporting rule, so a vendor
 * with $1,500 of NEC and $700 of MISC rents is below the TY2026 thresholds ($2,000 each) though
 * $2,200 in all.
 */
export function isVendorBelowThreshold(
  boxes: readonly { boxName: string; amountCents: number }[],
  taxYear: number,
): boolean {
  const byName = new Map(getMappableBoxes(taxYear).map((box) => [box.boxName, box]));
  const forms = new Map<MappableFormType, FilingData>();
  for (const entry of boxes) {
    const box = byName.get(entry.boxName);
    if (!box || entry.amountCents <= 0) continue;
    forms.set(box.formType, { ...forms.get(box.formType), [box.field]: entry.amountCents });
  }
  return ![...forms].some(([formType, filingData]) => isReportable(formType, taxYear, filingData));
}
