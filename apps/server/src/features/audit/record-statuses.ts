import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { filings } from '../filings/filings.table.ts';
import { payees } from '../payees/payees.table.ts';
import { maskForAudit } from './audit.service.ts';
import { auditEvents, type AuditChanges } from './audit.table.ts';

const CHUNK = 1_000;

/** A filing's delivery channels beside its federal status, each with its status and description. */
export const FILING_CHANNELS = {
  print: { action: 'print status', label: 'print', status: 'printStatus', desc: 'printStatusDesc' },
  email: { action: 'e-mail status', label: 'e-mail', status: 'emailStatus', desc: 'emailStatusDesc' },
  state: {
    action: 'state status',
    label: 'state filing',
    status: 'stateFilingStatus',
    desc: 'stateFilingStatusDesc',
  },
} as const;
export type FilingChannel = keyof typeof FILING_CHANNELS;

/**
 * Records filings' print, e-mail or state filing status moving to `status` (jobs, webhooks, the back
 * office, the recipient's answers), like `recordFilingStatuses` for the federal status: one read and
 * one multi-row insert per 1,000 filings. Call it inside the transaction, before the update, with the
 * update's own condition as `where`, so each event says the status it came from and only filings the
 * update changes are recorded. `desc` undefined leaves the description as it is.
 */
export async function recordChannelStatuses(
  db: Db,
  channel: FilingChannel,
  ids: readonly number[],
  status: string,
  desc: string | null | undefined,
  actor = 'system',
  where?: SQL,
): Promise<void> {
  const names = FILING_CHANNELS[channel];
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += CHUNK) {
    const part = unique.slice(start, start + CHUNK);
    const rows = await db
      .select({
        id: filings.id,
        domainId: filings.domainId,
        status: filings[names.status],
        desc: filings[names.desc],
        filingType: filings.filingType,
        filingYear: filings.filingYear,
        payeeName: filings.payeeName,
      })
      .from(filings)
      .where(and(inArray(filings.id, part), where));
    const events = rows.flatMap((row) => {
      const toDesc = desc === undefined ? row.desc : desc;
      if (row.status === status && row.desc === toDesc) return [];
      const from = row.status ?? 'None';
      const changes: AuditChanges = {
        [names.status]: { from: row.status, to: status },
        [names.desc]: {
          from: maskForAudit(names.desc, row.desc),
          to: maskForAudit(names.desc, toDesc),
        },
      };
      return [
        {
          actor,
          domainId: row.domainId,
          entityType: 'filing' as const,
          entityId: String(row.id),
          action: names.action,
          summary: String(
            maskForAudit(
              'summary',
              `Filing ${row.filingType} ${row.filingYear} for ${row.payeeName}: ${names.label} ${from} → ${status}`,
            ),
          ),
          changes,
        },
      ];
    });
    if (events.length > 0) await db.insert(auditEvents).values(events);
  }
}

/**
 * Records payees' TIN match status moving to `status` with the IRS's result code (a check ordered,
 * answered, refused, or reset by Ignore): one read and one insert per 1,000 payees, inside the
 * transaction and before the update.
 */
export async function recordTinMatchStatuses(
  db: Db,
  payeeIds: readonly number[],
  status: string | null,
  result: string | null,
  actor = 'system',
): Promise<void> {
  const unique = [...new Set(payeeIds)];
  for (let start = 0; start < unique.length; start += CHUNK) {
    const part = unique.slice(start, start + CHUNK);
    const rows = await db
      .select({
        id: payees.id,
        domainId: payees.domainId,
        displayName: payees.displayName,
        status: payees.tinMatchStatus,
        result: payees.tinMatchResult,
      })
      .from(payees)
      .where(inArray(payees.id, part));
    const events = rows
      .filter((row) => row.status !== status || row.result !== result)
      .map((row) => ({
        actor,
        domainId: row.domainId,
        entityType: 'payee' as const,
        entityId: String(row.id),
        action: 'TIN match',
        summary: String(
          maskForAudit(
            'summary',
            `Payee ${row.displayName}: TIN match ${row.status ?? 'NotVerified'} → ${status ?? 'NotVerified'}`,
          ),
        ),
        changes: {
          tinMatchStatus: { from: row.status, to: status },
          tinMatchResult: { from: row.result, to: result },
        },
      }));
    if (events.length > 0) await db.insert(auditEvents).values(events);
  }
}

export interface ConsentChange {
  actor: string;
  domainId: number;
  payeeId: number;
  /** The filing whose statement page the recipient used, when there is one. */
  filingId?: number | null;
  from: string | null;
  to: string;
  /** The address the consent is for (what the payer holds). */
  emailAddress: string;
}

/**
 * Records an e-mail delivery consent changing (invited, given, declined, withdrawn) against the payee,
 * and the filing when the recipient answered from its statement page: one insert. The evidence (IP,
 * browser) and the sample's code stay on the consent record only.
 */
export async function recordConsent(db: Db, change: ConsentChange): Promise<void> {
  if (change.from === change.to) return;
  const [payee] = await db
    .select({ displayName: payees.displayName })
    .from(payees)
    .where(eq(payees.id, change.payeeId));
  const changes: AuditChanges = {
    emailConsent: { from: change.from, to: change.to },
    emailAddress: { from: null, to: change.emailAddress },
  };
  const summary = String(
    maskForAudit(
      'summary',
      `E-mail consent of ${payee?.displayName ?? 'a payee'}: ${change.from ?? 'None'} → ${change.to}`,
    ),
  );
  const base = { actor: change.actor, domainId: change.domainId, action: 'e-mail consent', summary, changes };
  await db
    .insert(auditEvents)
    .values([
      { ...base, entityType: 'payee' as const, entityId: String(change.payeeId) },
      ...(change.filingId
        ? [{ ...base, entityType: 'filing' as const, entityId: String(change.filingId) }]
        : []),
    ]);
}

/** What a payer did about a payee's access to the contractor portal (spec part 2 §4, vendor portal). */
export interface PortalAccessChange {
  actor: string;
  domainId: number;
  payeeId: number;
  /** The address invited: what the payees grid shows. */
  email: string;
  from: string | null;
  to: 'Invited' | 'Invitation resent' | 'Invitation deleted' | 'DisConnected';
}

/** Records a payee's portal access changing (invite, resend, delete the invitation, disable access). */
export async function recordPortalAccess(db: Db, change: PortalAccessChange): Promise<void> {
  const [payee] = await db
    .select({ displayName: payees.displayName })
    .from(payees)
    .where(eq(payees.id, change.payeeId));
  const summary = String(
    maskForAudit(
      'summary',
      `Vendor portal of ${payee?.displayName ?? 'a payee'} (${change.email}): ${change.from ?? 'NotConnected'} → ${change.to}`,
    ),
  );
  await db.insert(auditEvents).values({
    actor: change.actor,
    domainId: change.domainId,
    entityType: 'payee',
    entityId: String(change.payeeId),
    action: 'vendor portal',
    summary,
    changes: { vendorPortal: { from: change.from, to: change.to } },
  });
}
