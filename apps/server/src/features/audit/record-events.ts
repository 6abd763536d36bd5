import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { BillingTransactionRow } from '../billing/billing.table.ts';
import { filings } from '../filings/filings.table.ts';
import { users } from '../users/users.table.ts';
import { maskForAudit } from './audit.service.ts';
import { auditEvents } from './audit.table.ts';

/** The e-mail of the user a row names (the ledger, a payment keep a user id), else 'system'. */
export async function actorOfUser(db: Db, userId: number | null | undefined): Promise<string> {
  if (userId === null || userId === undefined) return 'system';
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email ?? 'system';
}

const CHUNK = 1_000;

type AuditEventInsert = Omit<typeof auditEvents.$inferInsert, 'id' | 'at'>;

/**
 * Inserts many events in one statement with one parameter (a JSON array): a thousand rows of seven
 * parameters each cost several times more to send and bind.
 */
export async function insertAuditEvents(db: Db, events: readonly AuditEventInsert[]): Promise<void> {
  if (events.length === 0) return;
  await db.execute(sql`insert into ${auditEvents} (actor, domain_id, entity_type, entity_id, action, summary, changes)
    select e.actor, e.domain_id, e.entity_type, e.entity_id, e.action, coalesce(e.summary, ''), coalesce(e.changes, '{}')
    from jsonb_to_recordset(${JSON.stringify(
      events.map((e) => ({
        actor: e.actor,
        domain_id: e.domainId ?? null,
        entity_type: e.entityType,
        entity_id: e.entityId,
        action: e.action,
        summary: e.summary,
        changes: e.changes,
      })),
    )}::jsonb) as e(actor text, domain_id bigint, entity_type text, entity_id text, action text, summary text, changes jsonb)`);
}

/**
 * Records filings moving to a status (submission, the IRS's and the states' answers, generation,
 * the back office, Move to Draft). Call it inside the transaction, before the update, so each event
 * says the status it came from. The description is free text (an agency's error): TIN-shaped numbers
 * in it are masked like everywhere in the trail.
 */
export async function recordFilingStatuses(
  db: Db,
  ids: readonly number[],
  status: string,
  description: string | null,
  actor = 'system',
): Promise<void> {
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += CHUNK) {
    const part = unique.slice(start, start + CHUNK);
    const rows = await db
      .select({
        id: filings.id,
        domainId: filings.domainId,
        status: filings.status,
        statusChangeDesc: filings.statusChangeDesc,
        filingType: filings.filingType,
        filingYear: filings.filingYear,
        payeeName: filings.payeeName,
      })
      .from(filings)
      .where(inArray(filings.id, part));
    const events = rows
      .filter((row) => row.status !== status || row.statusChangeDesc !== description)
      .map((row) => ({
        actor,
        domainId: row.domainId,
        entityType: 'filing' as const,
        entityId: String(row.id),
        action: 'status',
        summary: String(
          maskForAudit(
            'summary',
            `Filing ${row.filingType} ${row.filingYear} for ${row.payeeName}: ${row.status} → ${status}`,
          ),
        ),
        changes: {
          status: { from: row.status, to: status },
          statusChangeDesc: {
            from: maskForAudit('statusChangeDesc', row.statusChangeDesc),
            to: maskForAudit('statusChangeDesc', description),
          },
        },
      }));
    await insertAuditEvents(db, events);
  }
}

function dollars(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}$${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Records one row of the prepaid funds ledger (a purchase, a promo credit, a service charge, a
 * refund): the amount, the running total, the description and the payment it belongs to. Card data,
 * tokens and provider ids are never part of a ledger row, so none can reach the trail.
 */
export async function recordLedgerRow(db: Db, row: BillingTransactionRow): Promise<void> {
  await db.insert(auditEvents).values({
    actor: await actorOfUser(db, row.userId),
    domainId: row.domainId,
    entityType: 'payment',
    entityId: String(row.id),
    action: row.transactionType,
    summary: String(maskForAudit('summary', `Payment ${row.transactionType} ${dollars(row.amountCents)}`)),
    changes: {
      amountCents: { from: null, to: row.amountCents },
      runningTotalCents: { from: null, to: row.runningTotalCents },
      description: { from: null, to: maskForAudit('description', row.description) },
      ...(row.paymentId === null ? {} : { paymentId: { from: null, to: row.paymentId } }),
    },
  });
}

export interface MembershipChange {
  actor: string;
  domainId: number;
  /** The member's (or the invited person's) e-mail address: what the team screen shows. */
  email: string;
  action: 'invite' | 'resend invitation' | 'revoke invitation' | 'join' | 'remove';
  from?: string | null;
  to?: string | null;
}

/** Records a change of who belongs to an account (invitations, joining, leaving) and their role. */
export async function recordMembership(db: Db, change: MembershipChange): Promise<void> {
  await db.insert(auditEvents).values({
    actor: change.actor,
    domainId: change.domainId,
    entityType: 'membership',
    entityId: change.email,
    action: change.action,
    summary: `Membership of ${change.email}: ${change.action}`,
    changes:
      change.from === undefined && change.to === undefined
        ? {}
        : { role: { from: change.from ?? null, to: change.to ?? null } },
  });
}
