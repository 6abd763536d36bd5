import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { irisA2aTransmissions, type IrisA2aTransmissionRow } from './iris-a2a.table.ts';

/**
 * How far an A2A transmission got, for the operator's grid: Failed (sending or polling stopped; the
 * failure says why), Acknowledged, Receipt received (IRIS holds it; the acknowledgement is polled),
 * Sending (an upload started) or Queued (waiting for the submit job).
 */
export const IRIS_A2A_STAGES = ['Queued', 'Sending', 'Receipt received', 'Acknowledged', 'Failed'] as const;
export type IrisA2aStage = (typeof IRIS_A2A_STAGES)[number];

export function getIrisA2aStage(row: IrisA2aTransmissionRow): IrisA2aStage {
  if (row.failure) return 'Failed';
  if (row.acknowledgedAt) return 'Acknowledged';
  if (row.receivedAt) return 'Receipt received';
  if (row.sendingSince) return 'Sending';
  return 'Queued';
}

/** The A2A rows of these agency transmissions (none for those sent by hand), in one statement. */
export async function findIrisA2aRows(
  db: Db,
  transmissionIds: readonly number[],
): Promise<IrisA2aTransmissionRow[]> {
  if (transmissionIds.length === 0) return [];
  return db
    .select()
    .from(irisA2aTransmissions)
    .where(inArray(irisA2aTransmissions.transmissionId, [...transmissionIds]));
}
