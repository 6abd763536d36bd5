import type { Db } from '../../db/database.ts';
import { diffForAudit, maskForAudit } from './audit.service.ts';
import { auditEvents, type AuditEntityType } from './audit.table.ts';

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
  /** Where the change came from when not a screen: an import batch ('import #12 vendors.csv'). */
  source?: string;
}

/** The import a change came from, as events name it (searchable by its number or file name). */
export function importSource(runId: number, fileName: string): string {
  return `import #${runId} ${fileName}`;
}

function eventOf(change: EntityChange) {
  const changes = diffForAudit(recordable(change.before), recordable(change.after));
  if (change.action === 'update' && Object.keys(changes).length === 0) return null;
  const type = `${change.entityType[0]?.toUpperCase() ?? ''}${change.entityType.slice(1)}`;
  const via = change.source ? ` by ${change.source}` : '';
  return {
    actor: change.actor,
    domainId: change.domainId,
    entityType: change.entityType,
    entityId: String(change.entityId),
    action: change.action,
    summary: String(maskForAudit('summary', `${type} ${change.label} ${change.action}d${via}`)),
    changes,
  };
}

/**
 * Records one change of an account's record (payee, filing, payment…) from the services that make
 * it, inside their transaction. An update that changed nothing recorded is not written.
 */
export async function recordEntityChange(db: Db, change: EntityChange): Promise<void> {
  const event = eventOf(change);
  if (event) await db.insert(auditEvents).values(event);
}

const CHUNK = 500;

/**
 * Records many changes at once (an import batch): one multi-row insert per 500 events, inside the
 * transaction that writes the records.
 */
export async function recordEntityChanges(db: Db, changes: readonly EntityChange[]): Promise<void> {
  const events = changes.flatMap((change) => {
    const event = eventOf(change);
    return event ? [event] : [];
  });
  for (let start = 0; start < events.length; start += CHUNK)
    await db.insert(auditEvents).values(events.slice(start, start + CHUNK));
}
