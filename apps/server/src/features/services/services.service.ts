import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  changeFilingService,
  getFilingServiceToggles,
  getFilingStateSupport as getFilingStateSupportOf,
  type FilingServiceChange,
  type FilingServiceContext,
  type StateFilingSupport,
  type SubmissionToggles,
} from '@file1099/forms';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { MAX_PAGE_SIZE } from '../../lib/paging.ts';
import { recordEntityChanges } from '../audit/record-changes.ts';
import { findFilingsByIds, type FilingWithPayee } from '../filings/filings.queries.ts';
import { FILING_MESSAGES } from '../filings/filings.service.ts';
import { filings, type FilingRow } from '../filings/filings.table.ts';
import { payees, type PayeeRow } from '../payees/payees.table.ts';

/**
 * Services per filing (spec part 2 §3 and §7; docs/services.md): federal e-file, state filing, the
 * recipient copy by mail and by e-mail, and TIN verification, switched on and off by the form
 * package's rules (changeFilingService) inside one transaction per call, for one filing or a page.
 */

/** Filings one bulk call may change: a page of the drafts grid at most. */
export const MAX_BULK_FILINGS = MAX_PAGE_SIZE;

export const SERVICES_MESSAGES = {
  tooMany: `Select at most ${MAX_BULK_FILINGS} filings at a time.`,
  none: 'Select at least 1 filing.',
} as const;

/** The state filing of a filing, from its state withholding data (filingData.state1Code). */
export function getFilingStateSupport(
  filing: Pick<FilingRow, 'filingType' | 'filingYear' | 'filingData'>,
): StateFilingSupport {
  return getFilingStateSupportOf(filing);
}

export function getServiceContext(
  filing: Pick<FilingRow, 'filingType' | 'filingYear' | 'filingData'>,
  payee: Pick<PayeeRow, 'emailAddress' | 'tinMatchStatus'> | null,
  tinMatchEnabled: boolean,
): FilingServiceContext {
  return {
    payeeEmail: payee?.emailAddress ?? null,
    tinMatchStatus: payee?.tinMatchStatus ?? null,
    tinMatchEnabled,
    state: getFilingStateSupport(filing),
  };
}

/** Which of the filing's service toggles the user may click (the drafts grid). */
export function getServiceToggles(
  filing: FilingRow,
  payee: PayeeRow | null,
  tinMatchEnabled: boolean,
): SubmissionToggles {
  return getFilingServiceToggles(filing, getServiceContext(filing, payee, tinMatchEnabled));
}

export interface ServiceUpdate {
  filingId: number;
  change: FilingServiceChange;
}

type Services = Pick<FilingRow, 'fedSub' | 'stateSub' | 'printSub' | 'emailSub' | 'tinMatchSub'>;

const servicesOf = (row: Services): Services => ({
  fedSub: row.fedSub,
  stateSub: row.stateSub,
  printSub: row.printSub,
  emailSub: row.emailSub,
  tinMatchSub: row.tinMatchSub,
});

const changed = (before: Services, after: Services) =>
  JSON.stringify([before.fedSub, before.stateSub, before.printSub, before.emailSub, before.tinMatchSub]) !==
  JSON.stringify([after.fedSub, after.stateSub, after.printSub, after.emailSub, after.tinMatchSub]);

/**
 * Applies the changes in order, in one transaction: every filing must be the account's (else not
 * found) and every change allowed (else its message); then nothing is changed at all. Returns the
 * filings as stored after the change, with their payees.
 */
export async function updateFilingServices(
  db: Db,
  domainId: number,
  tinMatchEnabled: boolean,
  updates: readonly ServiceUpdate[],
  actor = 'system',
): Promise<FilingWithPayee[]> {
  if (updates.length === 0) throw new AppError('BAD_USER_INPUT', SERVICES_MESSAGES.none);
  if (updates.length > MAX_BULK_FILINGS) throw new AppError('BAD_USER_INPUT', SERVICES_MESSAGES.tooMany);
  const ids = [...new Set(updates.map((update) => update.filingId))];
  if (!ids.every((id) => Number.isSafeInteger(id))) throw new AppError('NOT_FOUND', FILING_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ filing: filings, payee: payees })
      .from(filings)
      .innerJoin(payees, eq(payees.id, filings.payeeId))
      .where(and(eq(filings.domainId, domainId), inArray(filings.id, ids)))
      .for('update', { of: filings });
    if (found.length !== ids.length) throw new AppError('NOT_FOUND', FILING_MESSAGES.notFound);
    const byId = new Map(found.map((row) => [row.filing.id, row]));
    const next = new Map<number, FilingRow>();
    for (const { filingId, change } of updates) {
      const row = byId.get(filingId);
      if (!row) throw new AppError('NOT_FOUND', FILING_MESSAGES.notFound);
      const current = next.get(filingId) ?? row.filing;
      const result = changeFilingService(
        current,
        change,
        getServiceContext(row.filing, row.payee, tinMatchEnabled),
      );
      if (!result.ok) throw new AppError('BAD_USER_INPUT', result.message);
      next.set(filingId, result.filing);
    }
    const writes = [...next.values()].filter((filing) => {
      const before = byId.get(filing.id)?.filing;
      return before !== undefined && changed(before, filing);
    });
    if (writes.length > 0) {
      await writeServices(tx, domainId, writes);
      await recordEntityChanges(
        tx,
        writes.map((filing) => {
          const before = byId.get(filing.id)?.filing ?? filing;
          return {
            actor,
            domainId,
            entityType: 'filing' as const,
            entityId: filing.id,
            action: 'update',
            label: `${filing.filingType} ${filing.filingYear} for ${filing.payeeName}`,
            before: servicesOf(before),
            after: servicesOf(filing),
          };
        }),
      );
    }
    return findFilingsByIds(tx, domainId, ids);
  });
}

/** One statement for every changed filing: the new service columns from a JSON list. */
async function writeServices(db: Db, domainId: number, rows: readonly FilingRow[]): Promise<void> {
  const values = JSON.stringify(
    rows.map((row) => ({
      id: row.id,
      fed_sub: row.fedSub,
      state_sub: row.stateSub,
      print_sub: row.printSub,
      email_sub: row.emailSub,
      tin_match_sub: row.tinMatchSub,
    })),
  );
  await db.execute(sql`
    update filings as f
       set fed_sub = v.fed_sub, state_sub = v.state_sub, print_sub = v.print_sub,
           email_sub = v.email_sub, tin_match_sub = v.tin_match_sub, updated_at = now()
      from jsonb_to_recordset(${values}::jsonb)
           as v(id bigint, fed_sub jsonb, state_sub jsonb, print_sub jsonb, email_sub jsonb, tin_match_sub jsonb)
     where f.id = v.id and f.domain_id = ${domainId}`);
}
