/**
 * Chart of accounts and box mappings (spec part 2 §3, §4 "Account mappings", §7 chartOfAccounts,
 * boxMappings, updateBoxMappings). The chart is read from the partner on request and kept per
 * connection; the mappings are the user's, per account and partner, and are saved only when the user
 * saves them (the suggestions from account names are offered, never stored).
 */
import { and, eq } from 'drizzle-orm';
import {
  formatBoxMappings,
  INTEGRATION_MESSAGES,
  PARTNERS,
  parseBoxMappings,
  suggestBoxMappings,
  TAX_YEARS,
  type PartnerAccount,
  type PartnerId,
  type StoredBoxMapping,
} from '@file1099/forms';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { integrationConnections, type IntegrationConnectionRow } from './connections.table.ts';
import type { IntegrationDeps } from './integrations.service.ts';
import { openBooks } from './partner-books.ts';
import { readPartner } from './partner-read.ts';
import { integrationBoxMappings, integrationCharts } from './partner-import.table.ts';

/** The year whose boxes mappings are checked against: the latest the product files. */
export const MAPPING_TAX_YEAR = TAX_YEARS[TAX_YEARS.length - 1] ?? 2026;

/** At most this many accounts are kept and shown (a list has a limit). */
export const MAX_CHART_ACCOUNTS = 5_000;

export interface ChartOfAccounts {
  accounts: PartnerAccount[];
  lastSyncTime: Date | null;
  /** Suggested from the accounts' names and types, for the user to accept; never saved by itself. */
  suggestedBoxMappings: StoredBoxMapping[];
}

/** The account's connection with this id (the spec's integrationId). */
export async function requireIntegration(
  db: Db,
  domainId: number,
  integrationId: number,
): Promise<IntegrationConnectionRow> {
  const [row] = Number.isSafeInteger(integrationId)
    ? await db
        .select()
        .from(integrationConnections)
        .where(
          and(eq(integrationConnections.id, integrationId), eq(integrationConnections.domainId, domainId)),
        )
    : [];
  if (!row) throw new AppError('NOT_FOUND', 'Integration not found');
  return row;
}

/** The chart as last read, or read now from the partner (`refresh`, or never read before). */
export async function getChartOfAccounts(
  deps: IntegrationDeps,
  domainId: number,
  integrationId: number,
  refresh: boolean,
): Promise<ChartOfAccounts> {
  const row = await requireIntegration(deps.db, domainId, integrationId);
  const [cached] = await deps.db
    .select()
    .from(integrationCharts)
    .where(eq(integrationCharts.connectionId, row.id));
  let accounts = cached?.accounts ?? null;
  let lastSyncTime = cached?.syncedAt ?? null;
  if (refresh || !accounts) {
    const { books } = await openBooks(deps, row);
    accounts = (await readPartner(row.partner, () => books.accounts())).slice(0, MAX_CHART_ACCOUNTS);
    lastSyncTime = new Date();
    await deps.db
      .insert(integrationCharts)
      .values({ connectionId: row.id, accounts, syncedAt: lastSyncTime })
      .onConflictDoUpdate({
        target: integrationCharts.connectionId,
        set: { accounts, syncedAt: lastSyncTime },
      });
    await deps.db
      .update(integrationConnections)
      .set({ accountsLastSyncAt: lastSyncTime })
      .where(eq(integrationConnections.id, row.id));
  }
  return {
    accounts,
    lastSyncTime,
    suggestedBoxMappings: formatBoxMappings(suggestBoxMappings(accounts, MAPPING_TAX_YEAR)),
  };
}

/** The saved mappings of the account and partner, as stored (boxName, comma-joined account ids). */
export async function getBoxMappings(
  db: Db,
  domainId: number,
  partner: PartnerId,
): Promise<StoredBoxMapping[]> {
  const rows = await db
    .select({ boxName: integrationBoxMappings.boxName, accountIds: integrationBoxMappings.accountIds })
    .from(integrationBoxMappings)
    .where(and(eq(integrationBoxMappings.domainId, domainId), eq(integrationBoxMappings.partner, partner)))
    .orderBy(integrationBoxMappings.boxName);
  return rows;
}

/**
 * Replaces the mappings with the user's (updateBoxMappings): refused whole, with the reason, when a
 * box cannot be mapped or an account sits under two boxes; a box left without accounts is dropped.
 */
export async function saveBoxMappings(
  db: Db,
  domainId: number,
  partner: PartnerId,
  submitted: readonly StoredBoxMapping[],
): Promise<StoredBoxMapping[]> {
  if (submitted.length > 100) throw new AppError('BAD_USER_INPUT', INTEGRATION_MESSAGES.mappingsFailed);
  const parsed = parseBoxMappings(submitted, MAPPING_TAX_YEAR);
  if (parsed.error !== null)
    throw new AppError('BAD_USER_INPUT', `${INTEGRATION_MESSAGES.mappingsFailed}: ${parsed.error}`);
  const stored = formatBoxMappings(parsed.mappings);
  await db.transaction(async (tx) => {
    await tx
      .delete(integrationBoxMappings)
      .where(and(eq(integrationBoxMappings.domainId, domainId), eq(integrationBoxMappings.partner, partner)));
    if (stored.length > 0)
      await tx
        .insert(integrationBoxMappings)
        .values(stored.map((entry) => ({ domainId, partner, ...entry })));
  });
  return stored;
}

export const partnerName = (partner: PartnerId): string => PARTNERS[partner].productName;
