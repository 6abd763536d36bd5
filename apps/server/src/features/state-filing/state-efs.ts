import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { recordChannelStatuses } from '../audit/record-statuses.ts';
import { filings, type FilingRow } from '../filings/filings.table.ts';
import { stateOnly } from './state-filing.service.ts';

/**
 * Direct state eFile (EFile) on the EFS screen (spec part 2 §2, §3: an EFS filing with isStateFiling,
 * reportingStateCode and stateFilingMethod). After the federal acceptance an EFile state filing is
 * Queued for the operator; its EFS row shows and changes the *state* status: Queue → Queued,
 * Un-queue → Received, Reject → System_Rejected with the reason, and State accepted → Accepted (the
 * state took the operator's direct filing). The federal status (Accepted) is never touched from here.
 */

/** State statuses an EFile state filing can have on the EFS screen. */
export const STATE_EFS_STATUSES = ['Queued', 'Received', 'System_Rejected'] as const;
type StateEfsStatus = (typeof STATE_EFS_STATUSES)[number];

// A state-only filing (no Federal eFile) is on the screen without a federal acceptance.
const directStateEFile = and(
  or(eq(filings.status, 'Accepted'), stateOnly),
  sql`(${filings.stateSub}->>'selected')::boolean`,
  sql`${filings.stateSub}->>'filingMethod' = 'EFile'`,
);

/** The EFile state filings in the given state statuses, oldest change first, at most `limit`. */
export async function listStateEFileFilings(
  db: Db,
  statuses: readonly string[],
  limit: number,
): Promise<FilingRow[]> {
  if (statuses.length === 0 || limit < 1) return [];
  return db
    .select()
    .from(filings)
    .where(and(directStateEFile, inArray(filings.stateFilingStatus, [...statuses])))
    .orderBy(filings.stateFilingStatusDate, filings.id)
    .limit(limit);
}

/** Of the ids, those that are EFile state filings on the EFS screen (their federal return is Accepted). */
export async function findStateEFileIds(db: Db, filingIds: readonly number[]): Promise<number[]> {
  if (filingIds.length === 0) return [];
  const rows = await db
    .select({ id: filings.id })
    .from(filings)
    .where(
      and(
        inArray(filings.id, [...filingIds]),
        directStateEFile,
        inArray(filings.stateFilingStatus, [...STATE_EFS_STATUSES]),
      ),
    );
  return rows.map((r) => r.id);
}

/** An EFS action on EFile state filings: their state status changes; returns how many changed. */
export async function setStateEFileStatus(
  db: Db,
  filingIds: readonly number[],
  status: string,
  statusChangeDesc: string | null,
  now = new Date(),
  actor = 'system',
): Promise<number> {
  if (filingIds.length === 0) return 0;
  if (!(STATE_EFS_STATUSES as readonly string[]).includes(status)) return 0;
  await recordChannelStatuses(db, 'state', filingIds, status, statusChangeDesc, actor, directStateEFile);
  const rows = await db
    .update(filings)
    .set({
      stateFilingStatus: status as StateEfsStatus,
      stateFilingStatusDesc: statusChangeDesc,
      stateFilingStatusDate: now,
      updatedAt: now,
    })
    .where(and(inArray(filings.id, [...filingIds]), directStateEFile))
    .returning({ id: filings.id });
  return rows.length;
}

/** The state status description of a direct state eFile the state accepted. */
export const STATE_ACCEPTED_DESC = 'Accepted by the state (direct state eFile)';

/**
 * The EFS screen's "State accepted": the operator records that the state accepted the direct filings.
 * Only EFile state filings on the EFS screen (Queued or Received) change; other ids are ignored.
 * Returns how many changed.
 */
export async function acceptStateEFileFilings(
  db: Db,
  filingIds: readonly number[],
  now = new Date(),
  actor = 'system',
): Promise<number> {
  if (filingIds.length === 0) return 0;
  const onScreen = and(directStateEFile, inArray(filings.stateFilingStatus, ['Queued', 'Received']));
  await recordChannelStatuses(db, 'state', filingIds, 'Accepted', STATE_ACCEPTED_DESC, actor, onScreen);
  const rows = await db
    .update(filings)
    .set({
      stateFilingStatus: 'Accepted',
      stateFilingStatusDesc: STATE_ACCEPTED_DESC,
      stateFilingStatusDate: now,
      updatedAt: now,
    })
    .where(and(inArray(filings.id, [...filingIds]), onScreen))
    .returning({ id: filings.id });
  return rows.length;
}
