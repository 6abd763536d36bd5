import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  getStateChannel,
  isStateFilingMethod,
  WAITING_FOR_FEDERAL_LABEL,
  type StateFilingMethod,
  type StateFilingStatus,
} from '@file1099/forms';
import type { Db } from '../../db/database.ts';
import { recordChannelStatuses } from '../audit/record-statuses.ts';
import { filings } from '../filings/filings.table.ts';

/**
 * The state side of a submitted filing (spec part 2 §4, docs/state-filing.md). The efile.state job
 * marks the paid state submissions Submitted; they show 'Waiting for Federal eFile' until the IRS
 * accepts the federal return. Then, by method: CFSF is done (the record rode in the federal IRIS file
 * and the IRS forwards it: Filed), Self eFile becomes ReadyForDownload, a direct state eFile (EFile) is
 * Queued for the operator on the EFS screen, and a manual filing (SelfFile) is left to the payer (Filed).
 */

/**
 * State statuses that wait for the federal acceptance. Not Received: on the EFS screen that is a
 * direct state eFile the operator un-queued after the federal acceptance (state-efs.ts).
 */
const WAITING: readonly StateFilingStatus[] = ['Submitted', 'WaitingOnTINMatch', 'Processing'];

/** At most this many filings change in one statement. */
const CHUNK = 1_000;

export const STATE_FILING_DESCRIPTIONS = {
  cfsf: 'Sent with the federal IRIS file; the IRS forwards it to the state (Combined Federal/State Filing)',
  selfEFile: (portal: string | null) =>
    portal ? `Ready for download: upload the file in ${portal}` : 'Ready for download',
  eFile: 'Queued for the direct state eFile',
  selfFile: 'Filed by the payer with the state (Manual)',
} as const;

function nextStatus(
  method: StateFilingMethod | null,
  stateCode: string | null,
): { status: StateFilingStatus; desc: string } | null {
  switch (method) {
    case 'CFSF':
      return { status: 'Filed', desc: STATE_FILING_DESCRIPTIONS.cfsf };
    case 'SelfEFile':
      return {
        status: 'ReadyForDownload',
        desc: STATE_FILING_DESCRIPTIONS.selfEFile(getStateChannel(stateCode ?? '')?.portal ?? null),
      };
    case 'EFile':
      return { status: 'Queued', desc: STATE_FILING_DESCRIPTIONS.eFile };
    case 'SelfFile':
      return { status: 'Filed', desc: STATE_FILING_DESCRIPTIONS.selfFile };
    default:
      return null;
  }
}

/**
 * A state-only filing (forms states/state-only.ts): the state service without Federal eFile. It has no
 * federal transmission, so its state filing never waits for a federal acceptance.
 */
export const stateOnly = sql`not coalesce((${filings.fedSub}->>'selected')::boolean, false)`;

const paidStateSub = sql`(${filings.stateSub}->>'selected')::boolean and (${filings.stateSub}->>'isPaid')::boolean`;

/**
 * After the federal status became Accepted (at once for a state-only filing): moves each filing's
 * waiting state submission on by its method. A state filing that was never marked (the efile.state job had not run yet) moves too.
 * Returns how many moved.
 */
export async function advanceStateFilings(
  db: Db,
  filingIds: readonly number[],
  now = new Date(),
): Promise<number> {
  let moved = 0;
  for (let start = 0; start < filingIds.length; start += CHUNK) {
    const part = filingIds.slice(start, start + CHUNK);
    const rows = await db
      .select({ id: filings.id, stateSub: filings.stateSub })
      .from(filings)
      .where(
        and(
          inArray(filings.id, part),
          or(eq(filings.status, 'Accepted'), stateOnly),
          paidStateSub,
          or(isNull(filings.stateFilingStatus), inArray(filings.stateFilingStatus, ['None', ...WAITING])),
        ),
      );
    const moves = rows.flatMap((row) => {
      const method = row.stateSub.filingMethod;
      const next = nextStatus(isStateFilingMethod(method) ? method : null, row.stateSub.stateCode);
      return next ? [{ id: row.id, ...next }] : [];
    });
    // One audit statement per status the part moves to.
    const byStatus = new Map<string, { status: string; desc: string; ids: number[] }>();
    for (const move of moves) {
      const key = `${move.status}\n${move.desc}`;
      const group = byStatus.get(key) ?? { status: move.status, desc: move.desc, ids: [] };
      group.ids.push(move.id);
      byStatus.set(key, group);
    }
    for (const group of byStatus.values())
      await recordChannelStatuses(db, 'state', group.ids, group.status, group.desc);
    for (const next of moves) {
      await db
        .update(filings)
        .set({
          stateFilingStatus: next.status,
          stateFilingStatusDesc: next.desc,
          stateFilingStatusDate: now,
          updatedAt: now,
        })
        .where(eq(filings.id, next.id));
      moved += 1;
    }
  }
  return moved;
}

/**
 * The efile.state job (queued by submitFilings): the paid state submissions of the filings become
 * Submitted, waiting for the federal eFile; those whose federal return is already Accepted move on at
 * once. Filings whose state submission has a status already are left alone (the job may run twice).
 */
export async function markStateFilingsSubmitted(
  db: Db,
  filingIds: readonly number[],
  now = new Date(),
): Promise<{ submitted: number; advanced: number }> {
  let submitted = 0;
  for (let start = 0; start < filingIds.length; start += CHUNK) {
    const part = filingIds.slice(start, start + CHUNK);
    const fresh = and(
      paidStateSub,
      or(isNull(filings.stateFilingStatus), eq(filings.stateFilingStatus, 'None')),
    );
    await recordChannelStatuses(db, 'state', part, 'Submitted', WAITING_FOR_FEDERAL_LABEL, 'system', fresh);
    const rows = await db
      .update(filings)
      .set({
        stateFilingStatus: 'Submitted',
        stateFilingStatusDesc: WAITING_FOR_FEDERAL_LABEL,
        stateFilingStatusDate: now,
        updatedAt: now,
      })
      .where(and(inArray(filings.id, part), fresh))
      .returning({ id: filings.id });
    submitted += rows.length;
  }
  const advanced = await advanceStateFilings(db, filingIds, now);
  return { submitted, advanced };
}
