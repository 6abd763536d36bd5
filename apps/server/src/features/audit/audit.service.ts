import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { auditEvents, type AuditChanges, type AuditEntityType, type AuditEventRow } from './audit.table.ts';

export const SECRET_MASK = '********';

/** A key holding a TIN (tin, payeeTin, recipientTIN…), never a TIN type. */
const TIN_KEY = /(^tin$|Tin$|TIN$|^tinLast4$|TinLast4$)/;
const SECRET_KEY = /(password|secret|token|card)/i;

function maskTinValue(value: unknown): unknown {
  if (typeof value !== 'string' && typeof value !== 'number') return value;
  const digits = String(value).replace(/\D/g, '');
  return digits.length >= 4 ? `*****${digits.slice(-4)}` : value === '' ? '' : SECRET_MASK;
}

/** A copy safe to store in the trail: TINs keep their last four digits, secrets are replaced. */
export function maskForAudit(key: string, value: unknown): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (TIN_KEY.test(key)) return maskTinValue(value);
  if (SECRET_KEY.test(key)) return SECRET_MASK;
  if (Array.isArray(value)) return value.map((item) => maskForAudit(key, item));
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([inner, item]) => [
        inner,
        maskForAudit(inner, item),
      ]),
    );
  }
  // A TIN written into free text (a note, an error) is masked too.
  if (typeof value === 'string')
    return value.replace(/\b\d{3}-?\d{2}-?(\d{4})\b|\b\d{2}-(\d{7})\b/g, maskTinText);
  return value;
}

function maskTinText(match: string): string {
  return `*****${match.replace(/\D/g, '').slice(-4)}`;
}

function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) {
    return (a instanceof Date ? a.toISOString() : a) === (b instanceof Date ? b.toISOString() : b);
  }
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

const IGNORED = new Set(['updatedAt', 'lastModified', 'version', 'createdAt']);

/**
 * The fields that differ between two versions of a record, masked. `before` null is a creation,
 * `after` null a deletion. Keys in `secretKeys` are shown as changed but never with their values.
 */
export function diffForAudit(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  options: { secretKeys?: readonly string[]; only?: readonly string[] } = {},
): AuditChanges {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: AuditChanges = {};
  for (const key of keys) {
    if (IGNORED.has(key) || (options.only && !options.only.includes(key))) continue;
    const from = before?.[key];
    const to = after?.[key];
    if (same(from, to)) continue;
    const secret = options.secretKeys?.includes(key) === true;
    changes[key] = {
      from: secret ? (from === undefined ? null : SECRET_MASK) : maskForAudit(key, from),
      to: secret ? (to === undefined ? null : SECRET_MASK) : maskForAudit(key, to),
    };
  }
  return changes;
}

export interface AuditEventInput {
  actor: string;
  domainId?: number | null;
  entityType: AuditEntityType;
  entityId: string | number;
  action: string;
  summary?: string;
  changes?: AuditChanges;
}

/** Appends one event; call it inside the transaction that makes the change, so both or neither stay. */
export async function recordAudit(db: Db, event: AuditEventInput): Promise<void> {
  await db.insert(auditEvents).values({
    actor: event.actor,
    domainId: event.domainId ?? null,
    entityType: event.entityType,
    entityId: String(event.entityId),
    action: event.action,
    summary: String(maskForAudit('summary', event.summary ?? '')),
    changes: event.changes ?? {},
  });
}

export interface AuditFilter {
  domainId?: number;
  entityType?: AuditEntityType;
  entityId?: string;
  actor?: string;
  /** Free text found in the actor, entity id, action or summary. */
  text?: string;
  from?: Date;
  to?: Date;
}

function conditions(filter: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.domainId !== undefined) parts.push(eq(auditEvents.domainId, filter.domainId));
  if (filter.entityType) parts.push(eq(auditEvents.entityType, filter.entityType));
  if (filter.entityId) parts.push(eq(auditEvents.entityId, filter.entityId));
  if (filter.actor) parts.push(ilike(auditEvents.actor, `%${escapeLike(filter.actor)}%`));
  if (filter.from) parts.push(gte(auditEvents.at, filter.from));
  if (filter.to) parts.push(lt(auditEvents.at, filter.to));
  if (filter.text) {
    const pattern = `%${escapeLike(filter.text)}%`;
    const anyOf = or(
      ilike(auditEvents.actor, pattern),
      ilike(auditEvents.entityId, pattern),
      ilike(auditEvents.action, pattern),
      ilike(auditEvents.summary, pattern),
    );
    if (anyOf) parts.push(anyOf);
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Newest first, one page. */
export async function listAudit(
  db: Db,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AuditEventRow[]; totalCount: number }> {
  const where = conditions(filter);
  const rows = await db
    .select()
    .from(auditEvents)
    .where(where)
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditEvents)
    .where(where);
  return { rows, totalCount: count?.n ?? 0 };
}
