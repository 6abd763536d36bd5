import type { FilingStatus } from '@file1099/forms';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { setFilingStatus } from '../filings/filings.service.ts';
import { releaseAcceptedDeliveries } from '../delivery/delivery.service.ts';
import { advancePrintRequests } from '../print/print.service.ts';
import { filings, type BoxValues, type FilingRow } from '../filings/filings.table.ts';
import { payees, type PayeeRow } from '../payees/payees.table.ts';
import { payers, type PayerRow } from '../payers/payers.table.ts';
import {
  acceptStateEFileFilings,
  findStateEFileIds,
  listStateEFileFilings,
  setStateEFileStatus,
} from '../state-filing/state-efs.ts';

/**
 * EFS Filings (spec part 2 §2, §3): the super admin's queue of submitted filings in status Received
 * (taken in) or Queued (waiting for the next transmission's Generate). Queue Filings sets Queued,
 * Un-queue sets Received, Reject sets System_Rejected and needs a reason (trimmed, at most 200
 * characters). Each row carries its state submission (isStateFiling, state, method: a direct state
 * e-file, EFile, is keyed in by the operator). TINs are shown by their last four digits only.
 */

export const EFS_LIST_STATUSES = ['Queued', 'Received'] as const;
export type EfsListStatus = (typeof EFS_LIST_STATUSES)[number];

/** Most rows one list returns; the queue is worked from the oldest. */
export const EFS_MAX_ROWS = 1000;
export const EFS_REASON_MAX = 200;
export const EFS_MESSAGES = {
  reasonRequired: 'Rejection Reason',
  reasonTooLong: `The Rejection Reason can be at most ${EFS_REASON_MAX} characters`,
  updated: (status: string) => `Updated status of efs requests to ${status} successfully`,
  failed: (status: string) => `Failed to updated the status of efs requests to ${status}`,
} as const;

export interface EfsAddress {
  streetName1: string;
  streetName2: string;
  city: string;
  state: string;
  country: string;
  zipCode: string;
  isForeignAddress: boolean;
}

export interface EfsFiling {
  id: number;
  clientDomainId: number;
  isTestFiling: boolean;
  filingYear: number;
  filingReturnType: string;
  isStateFiling: boolean;
  reportingStateCode: string | null;
  stateFilingMethod: string | null;
  payerTinLast4: string;
  payerName1: string;
  payerName2: string;
  payerAddress: EfsAddress;
  payeeName1: string;
  payeeTinLast4: string;
  payeeAccountNumber: string;
  payeeAddress: EfsAddress;
  status: string;
  statusChangeDesc: string | null;
  statusChangeDate: Date | null;
  boxData: BoxValues;
}

function address(row: {
  line1: string;
  line2: string;
  city: string;
  state: string;
  country: string;
  postalCode: string;
}): EfsAddress {
  const country = row.country.trim().toUpperCase();
  return {
    streetName1: row.line1,
    streetName2: row.line2,
    city: row.city,
    state: row.state,
    country: row.country,
    zipCode: row.postalCode,
    isForeignAddress: country !== '' && !['US', 'USA', 'UNITED STATES'].includes(country),
  };
}

/** The EFS queue in the given statuses, oldest status change first, at most `limit` rows. */
export async function listEfsFilings(
  db: Db,
  statuses: readonly EfsListStatus[],
  limit = EFS_MAX_ROWS,
): Promise<EfsFiling[]> {
  if (statuses.length === 0) return [];
  const max = Math.max(1, Math.min(limit, EFS_MAX_ROWS));
  const federal = await db
    .select({ id: filings.id })
    .from(filings)
    .where(inArray(filings.status, [...statuses]))
    .orderBy(filings.statusChangeDate, filings.id)
    .limit(max);
  // Direct state eFile rows (their federal return is Accepted): features/state-filing/state-efs.ts.
  const state = await listStateEFileFilings(db, statuses, max - federal.length);
  const ids = [...federal.map((f) => f.id), ...state.map((f) => f.id)];
  if (ids.length === 0) return [];
  const rows = await db
    .select({ filing: filings, payee: payees, payer: payers })
    .from(filings)
    .innerJoin(payees, eq(payees.id, filings.payeeId))
    .leftJoin(payers, eq(payers.domainId, filings.domainId))
    .where(inArray(filings.id, ids));
  const byId = new Map(rows.map((row) => [row.filing.id, row]));
  const stateIds = new Set(state.map((f) => f.id));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toEfsFiling(row, stateIds.has(id))] : [];
  });
}

function toEfsFiling(
  { filing, payee, payer }: { filing: FilingRow; payee: PayeeRow; payer: PayerRow | null },
  stateRow: boolean,
): EfsFiling {
  return {
    id: filing.id,
    clientDomainId: filing.domainId,
    isTestFiling: filing.isTestFiling,
    filingYear: filing.filingYear,
    filingReturnType: filing.filingType,
    isStateFiling: stateRow || filing.stateSub.selected,
    reportingStateCode: filing.stateSub.selected ? filing.stateSub.stateCode : null,
    stateFilingMethod: filing.stateSub.selected ? filing.stateSub.filingMethod : null,
    payerTinLast4: payer?.tinLast4 ?? '',
    payerName1: payer
      ? payer.businessName || [payer.firstName, payer.lastName].filter(Boolean).join(' ')
      : '',
    payerName2: payer?.dba ?? '',
    payerAddress: address(
      payer ?? { line1: '', line2: '', city: '', state: '', country: '', postalCode: '' },
    ),
    payeeName1: payee.displayName,
    payeeTinLast4: payee.tinLast4,
    payeeAccountNumber:
      typeof filing.filingData.payeeAccountNumber === 'string' ? filing.filingData.payeeAccountNumber : '',
    payeeAddress: address(payee),
    status: stateRow ? (filing.stateFilingStatus ?? '') : filing.status,
    statusChangeDesc: stateRow ? filing.stateFilingStatusDesc : filing.statusChangeDesc,
    statusChangeDate: stateRow ? filing.stateFilingStatusDate : filing.statusChangeDate,
    boxData: filing.filingData,
  };
}

/**
 * The EFS actions (updateEfsFilingsStatus): sets the filings' status with the status history
 * (setFilingStatus). A rejection (System_Rejected) needs a reason; any description is trimmed and at
 * most 200 characters. Returns how many filings changed.
 */
export async function updateEfsFilingsStatus(
  db: Db,
  filingIds: readonly number[],
  status: FilingStatus,
  statusChangeDesc: string | null,
  actor = 'system',
): Promise<number> {
  const reason = statusChangeDesc?.trim() ?? '';
  if (status === 'System_Rejected' && reason === '')
    throw new AppError('BAD_USER_INPUT', EFS_MESSAGES.reasonRequired, {
      fieldMessages: { statusChangeDesc: EFS_MESSAGES.reasonRequired },
    });
  if (reason.length > EFS_REASON_MAX)
    throw new AppError('BAD_USER_INPUT', EFS_MESSAGES.reasonTooLong, {
      fieldMessages: { statusChangeDesc: EFS_MESSAGES.reasonTooLong },
    });
  if (filingIds.length > EFS_MAX_ROWS)
    throw new AppError('BAD_USER_INPUT', `At most ${EFS_MAX_ROWS} filings can be updated at once`);
  // Direct state eFile rows change their state status, never the (Accepted) federal one.
  const stateIds = await findStateEFileIds(db, filingIds);
  const state = new Set(stateIds);
  const federalIds = filingIds.filter((id) => !state.has(id));
  const changed = await setStateEFileStatus(db, stateIds, status, reason || null, new Date(), actor);
  if (federalIds.length === 0) return changed;
  const federal = await setFilingStatus(db, federalIds, status, reason || null, actor);
  // Recipient copies waiting for the federal acceptance go out (features/delivery).
  if (status === 'Accepted') await releaseAcceptedDeliveries(db, federalIds);
  await advancePrintRequests(db, federalIds);
  return changed + federal;
}

/**
 * The EFS screen's "State accepted" (markStateFilingsAccepted): the state accepted these direct state
 * eFile filings; their state status becomes Accepted. Federal rows in the selection are left alone.
 */
export async function markStateFilingsAccepted(
  db: Db,
  filingIds: readonly number[],
  actor = 'system',
): Promise<number> {
  if (filingIds.length > EFS_MAX_ROWS)
    throw new AppError('BAD_USER_INPUT', `At most ${EFS_MAX_ROWS} filings can be updated at once`);
  return acceptStateEFileFilings(db, filingIds, new Date(), actor);
}
