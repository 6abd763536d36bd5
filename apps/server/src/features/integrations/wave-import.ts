/**
 * Wave's import (docs/integrations.md, "Wave"): Wave's public API gives the business, its vendors and
 * its accounts but no payments. Without a file the import brings in the vendors as payees (no TIN and
 * no 1099 flag in Wave: each comes in with a missing TIN, flagged for a W-9 request). With Wave's
 * transactions export (a CSV uploaded through Import from Excel) the payments are read from the file,
 * matched to Wave's vendors and accounts by name, categorised by the user's saved account → box
 * mappings for Wave, and imported with the vendors they paid. Either way the run is the same durable
 * import job, conflict questions and review as every partner's and Excel's.
 */
import { and, eq } from 'drizzle-orm';
import {
  getEmptyImportMessage,
  INTEGRATION_MESSAGES,
  isEmptyImport,
  parseBoxMappings,
  PARTNERS,
  summariseImport,
  waveExportPaymentLines,
} from '@file1099/forms';
import { AppError } from '../../lib/app-error.ts';
import type { ImportProblem, ImportRunRow } from '../imports/imports.table.ts';
import { getBoxMappings, requireIntegration } from './chart.service.ts';
import { integrationConnections, type IntegrationConnectionRow } from './connections.table.ts';
import { MAX_PARTNER_VENDORS, PARTNER_IMPORT_MESSAGES, vendorName } from './import-summary.service.ts';
import type { IntegrationDeps } from './integrations.service.ts';
import { openBooks } from './partner-books.ts';
import { planRecords, storePartnerRun, toPartnerPayee, type PlannedRecord } from './partner-import.ts';
import { readPartner } from './partner-read.ts';
import type { PartnerVendorRecord } from './partner.types.ts';

const WAVE = PARTNERS.Wave;

export const WAVE_IMPORT_MESSAGES = {
  notConnected:
    "To import Wave's transactions export, connect Wave first (Import › Wave): its vendors and accounts are matched to the file.",
  noMappings:
    "Map Wave's accounts to 1099 boxes first (Import › Wave › Map accounts): the export's payments are sorted into boxes by them.",
  noVendors: `Please make sure your ${WAVE.productName} ${WAVE.organisationTerm} has vendors before importing them.`,
} as const;

interface WaveImportInput {
  domainId: number;
  userId: number;
  filingYear: number;
}

/** The domain's Wave connection (one per account), connected to a business. */
async function requireWaveConnection(
  deps: IntegrationDeps,
  domainId: number,
): Promise<IntegrationConnectionRow> {
  const [row] = await deps.db
    .select()
    .from(integrationConnections)
    .where(and(eq(integrationConnections.domainId, domainId), eq(integrationConnections.partner, 'Wave')));
  if (!row || row.status !== 'Connected' || !row.tenantId)
    throw new AppError('BAD_USER_INPUT', WAVE_IMPORT_MESSAGES.notConnected);
  return row;
}

/** The business (its currency checked) and its vendors, read whole before anything is written. */
async function readWave(deps: IntegrationDeps, row: IntegrationConnectionRow) {
  const { books } = await openBooks(deps, row);
  const company = await readPartner('Wave', () => books.company());
  const currency = company.currency.trim().toUpperCase() || 'USD';
  if (currency !== 'USD')
    throw new AppError('BAD_USER_INPUT', PARTNER_IMPORT_MESSAGES.notUsd(WAVE.productName, currency));
  const vendors = await readPartner('Wave', () => books.vendors());
  if (vendors.length > MAX_PARTNER_VENDORS)
    throw new AppError('BAD_USER_INPUT', PARTNER_IMPORT_MESSAGES.tooManyVendors);
  return { books, company, vendors };
}

const fileName = (row: IntegrationConnectionRow, suffix: string) =>
  `${WAVE.productName}: ${row.tenantName ?? ''}${suffix}`.slice(0, 200);

async function markSynced(deps: IntegrationDeps, row: IntegrationConnectionRow, transactions: boolean) {
  const now = new Date();
  await deps.db
    .update(integrationConnections)
    .set(transactions ? { vendorsLastSyncAt: now, transactionsLastSyncAt: now } : { vendorsLastSyncAt: now })
    .where(eq(integrationConnections.id, row.id));
}

/** The vendors of the connected business as payees only (createPartnerImport for Wave). */
export async function createWaveVendorImport(
  deps: IntegrationDeps,
  input: WaveImportInput & { integrationId: number },
): Promise<ImportRunRow> {
  const row = await requireIntegration(deps.db, input.domainId, input.integrationId);
  if (row.partner !== 'Wave') throw new AppError('BAD_USER_INPUT', 'This is not a Wave connection.');
  if (row.status !== 'Connected' || !row.tenantId)
    throw new AppError('BAD_USER_INPUT', INTEGRATION_MESSAGES.notConnected(WAVE.productName));
  const { vendors } = await readWave(deps, row);
  const plan: PlannedRecord[] = [];
  const skipped: ImportProblem[] = [];
  vendors.forEach((vendor: PartnerVendorRecord, index) => {
    if (!vendor.active) {
      skipped.push({
        sheet: WAVE.productName,
        row: index + 1,
        message: `${vendorName(vendor)}: archived in Wave`,
      });
      return;
    }
    plan.push({
      payload: {
        kind: 'payee',
        payee: toPartnerPayee(vendor),
        partnerRef: { partner: 'Wave', vendorId: vendor.vendorId },
      },
      row: index + 1,
      formType: null,
    });
  });
  if (plan.length === 0) throw new AppError('BAD_USER_INPUT', WAVE_IMPORT_MESSAGES.noVendors);
  await markSynced(deps, row, false);
  return storePartnerRun(deps, input, {
    plan,
    skipped,
    run: {
      productName: WAVE.productName,
      fileName: fileName(row, ' (vendors)'),
      recordCount: vendors.length,
    },
  });
}

/**
 * Wave's transactions export (its rows, header first) as a run: the year's payments per vendor and
 * box by the saved mappings, each paid vendor's payee first, then its 1099-MISC and 1099-NEC (the
 * year's thresholds apply). Wave has no 1099 flag, so every vendor paid enough is taken.
 */
export async function createWaveCsvImport(
  deps: IntegrationDeps,
  input: WaveImportInput & { rows: readonly (readonly string[])[]; fileName: string },
): Promise<ImportRunRow> {
  const row = await requireWaveConnection(deps, input.domainId);
  const stored = parseBoxMappings(await getBoxMappings(deps.db, input.domainId, 'Wave'), input.filingYear);
  const mappings = stored.mappings ?? {};
  if (Object.values(mappings).every((accounts) => accounts.length === 0))
    throw new AppError('BAD_USER_INPUT', WAVE_IMPORT_MESSAGES.noMappings);
  const { books, vendors } = await readWave(deps, row);
  const accounts = await readPartner('Wave', () => books.accounts());
  const named = vendors.map((vendor) => ({
    vendorId: vendor.vendorId,
    name: vendorName(vendor),
    is1099Vendor: false,
  }));
  const lines = waveExportPaymentLines(input.rows, { vendors: named, accounts });
  const summaries = summariseImport({
    taxYear: input.filingYear,
    vendors: named,
    lines,
    mappings,
    include1099VendorsOnly: false,
  });
  if (isEmptyImport(summaries)) throw new AppError('BAD_USER_INPUT', getEmptyImportMessage(WAVE));
  const { plan, skipped } = planRecords(WAVE.productName, 'Wave', vendors, summaries);
  await markSynced(deps, row, true);
  return storePartnerRun(deps, input, {
    plan,
    skipped,
    run: {
      productName: WAVE.productName,
      fileName: input.fileName.slice(0, 200),
      recordCount: summaries.length,
    },
  });
}
