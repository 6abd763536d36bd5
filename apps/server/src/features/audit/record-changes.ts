import type { Db } from '../../db/database.ts';
import { diffForAudit, recordAudit } from './audit.service.ts';
import type { AuditEntityType } from './audit.table.ts';

/** Columns that never belong in the trail: sealed TINs, lookup hashes, keys and bookkeeping. */
const NOT_RECORDED = /(ciphertext|hash|^id$|^domainId$|^createdAt$|^updatedAt$)/i;

function recordable(row: object | null | undefined): Record<string, unknown> | null {
  if (!row) return null;
  return Object.fromEntries(Object.entries(row).filter(([key]) => !NOT_RECORDED.test(key)));
}

export interface EntityChange {
  actor: string;
  domainId: number;
  entityType: AuditEntityType;
  entityId: number;
  action: 'create' | 'update' | 'delete' | string;
  /** How a user knows the record (a payee's name, a filing's form and payee). */
  label: string;
  before?: object | null;
  after?: object | null;
}

/**
 * Records one change of an account's record (payee, filing, payment…) from the services that make
 * it, inside their transaction. An update that changed nothing recorded is not written.
 */
export async function recordEntityChange(db: Db, change: EntityChange): Promise<void> {
  const changes = diffForAudit(recordable(change.before), recordable(change.after));
  if (change.action === 'update' && Object.keys(changes).length === 0) return;
  await recordAudit(db, {
    actor: change.actor,
    domainId: change.domainId,
    entityType: change.entityType,
    entityId: change.entityId,
    action: change.action,
    summary: `${change.entityType[0]?.toUpperCase() ?? ''}${change.entityType.slice(1)} ${change.label} ${change.action}d`,
    changes,
  });
}
