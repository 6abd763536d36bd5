/**
 * importSummary (spec part 2 §3 "Import summary", "Category totals per vendor", §4 "Amount
 * categorisation per transaction line", §7): the partner's company, vendors and the tax year's payment
 * lines, read whole before anything is written (a partner failing mid-read leaves nothing behind),
 * categorised by the saved box mappings with the pure rules of packages/forms.
 */
import { eq } from 'drizzle-orm';
import {
  getEmptyImportMessage,
  isEmptyImport,
  parseBoxMappings,
  PARTNERS,
  summariseImport,
  type VendorSummary,
} from '@file1099/forms';
import { AppError } from '../../lib/app-error.ts';
import { getBoxMappings, requireIntegration } from './chart.service.ts';
import { integrationConnections, type IntegrationConnectionRow } from './connections.table.ts';
import type { IntegrationDeps } from './integrations.service.ts';
import { canReadBooks, openBooks } from './partner-books.ts';
import { readPartner } from './partner-read.ts';
import type { PartnerCompany, PartnerVendorRecord } from './partner.types.ts';

/** At most this many vendors are read from one company (the benchmark's 5,000 fit twice over). */
export const MAX_PARTNER_VENDORS = 10_000;

export const PARTNER_IMPORT_MESSAGES = {
  notUsd: (productName: string, currency: string) =>
    `Your ${productName} books are kept in ${currency}. 1099 forms report US dollars, so this company cannot be imported.`,
  tooManyVendors: `This company has more than ${MAX_PARTNER_VENDORS.toLocaleString('en-US')} vendors; we cannot import it in one go.`,
  noPayments: (productName: string) =>
    `${productName} does not let other apps read its payments. Import them from a CSV export with 'Import from Excel'.`,
} as const;

export interface PartnerSummary {
  row: IntegrationConnectionRow;
  company: PartnerCompany;
  vendors: PartnerVendorRecord[];
  summaries: VendorSummary[];
  lastSyncTime: Date;
  /** The spec's empty-import message when there is nothing to import; else null. */
  emptyMessage: string | null;
}

/** Reads the partner and categorises the tax year's payments by the saved mappings. */
export async function readPartnerSummary(
  deps: IntegrationDeps,
  domainId: number,
  input: { integrationId: number; filingYear: number; include1099VendorsOnly: boolean },
): Promise<PartnerSummary> {
  const row = await requireIntegration(deps.db, domainId, input.integrationId);
  const productName = PARTNERS[row.partner].productName;
  if (!canReadBooks(row.partner))
    throw new AppError('BAD_USER_INPUT', PARTNER_IMPORT_MESSAGES.noPayments(productName));
  const { books } = await openBooks(deps, row);
  const company = await readPartner(row.partner, () => books.company());
  const currency = company.currency.trim().toUpperCase() || 'USD';
  if (currency !== 'USD')
    throw new AppError('BAD_USER_INPUT', PARTNER_IMPORT_MESSAGES.notUsd(productName, currency));
  const vendors = await readPartner(row.partner, () => books.vendors());
  if (vendors.length > MAX_PARTNER_VENDORS)
    throw new AppError('BAD_USER_INPUT', PARTNER_IMPORT_MESSAGES.tooManyVendors);
  const lines = await readPartner(row.partner, () => books.paymentLines(input.filingYear));
  const stored = parseBoxMappings(await getBoxMappings(deps.db, domainId, row.partner), input.filingYear);
  const summaries = summariseImport({
    taxYear: input.filingYear,
    vendors: vendors.map((vendor) => ({
      vendorId: vendor.vendorId,
      name: vendorName(vendor),
      is1099Vendor: vendor.is1099Vendor,
    })),
    lines,
    // Mappings to a box the year does not have are left out, not fatal.
    mappings: stored.mappings ?? {},
    include1099VendorsOnly: input.include1099VendorsOnly,
  });
  const lastSyncTime = new Date();
  await deps.db
    .update(integrationConnections)
    .set({ vendorsLastSyncAt: lastSyncTime, transactionsLastSyncAt: lastSyncTime })
    .where(eq(integrationConnections.id, row.id));
  return {
    row,
    company,
    vendors,
    summaries,
    lastSyncTime,
    emptyMessage: isEmptyImport(summaries) ? getEmptyImportMessage(PARTNERS[row.partner]) : null,
  };
}

/** The vendor's name as the user knows it; a vendor entered without one is named by its id. */
export function vendorName(vendor: PartnerVendorRecord): string {
  const person = [vendor.firstName, vendor.lastName].filter(Boolean).join(' ');
  return (
    vendor.displayName.trim() || vendor.businessName.trim() || person.trim() || `Vendor ${vendor.vendorId}`
  );
}
