import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PrintStatus } from '@file1099/forms';
import type { Db } from '../../db/database.ts';
import { loadPdfKit } from '../../lib/lazy-modules.ts';
import type { TinVault } from '../../lib/tin-vault.ts';
import { recordChannelStatuses } from '../audit/record-statuses.ts';
import { payerNameOf } from '../delivery/delivery.service.ts';
import { getDocumentKit } from '../documents/documents.assets.ts';
import { loadFilingStatements } from '../documents/documents.source.ts';
import { filings } from '../filings/filings.table.ts';
import { payees, type PayeeRow } from '../payees/payees.table.ts';
import { payers, type PayerRow } from '../payers/payers.table.ts';
import { LobError, type LobAddress, type LobClient } from './lob.client.ts';
import { undeliverableReasons, PRINT_DESCRIPTIONS } from './print.rules.ts';
import { lobWebhookEvents } from './print.table.ts';

/** Requests one run of the Lob job sends; a full batch queues the next run at once. */
export const LOB_BATCH = 50;

export const LOB_DESCRIPTIONS = {
  sent: (letterId: string) => `Sent to Lob for printing and mailing (letter ${letterId}).`,
  refused: (reason: string) => `Lob refused the address: ${reason}`,
  event: {
    Mailed: 'Mailed by Lob (USPS First-Class Mail).',
    InTransit: 'In transit with USPS.',
    InLocalArea: 'At the recipient’s local post office.',
    ProcessedForDelivery: 'Processed for delivery by USPS.',
    ReRouted: 'Re-routed by USPS.',
    ReturnedToSender: 'The envelope is being returned to the sender.',
  },
} as const;

/** Lob's letter tracking events and the spec's statuses they mean. */
export const LOB_EVENT_STATUSES: Readonly<Record<string, keyof typeof LOB_DESCRIPTIONS.event>> = {
  'letter.mailed': 'Mailed',
  'letter.in_transit': 'InTransit',
  'letter.in_local_area': 'InLocalArea',
  'letter.processed_for_delivery': 'ProcessedForDelivery',
  'letter.re-routed': 'ReRouted',
  'letter.returned_to_sender': 'ReturnedToSender',
};

/** The order a letter moves in: an event arriving late never moves a request back. */
const TRACKING_ORDER: readonly PrintStatus[] = [
  'Mailing',
  'Mailed',
  'InTransit',
  'InLocalArea',
  'ProcessedForDelivery',
  'ReRouted',
  'ReturnedToSender',
];

const printPaid = sql`(${filings.printSub}->>'isPaid')::boolean and (${filings.printSub}->>'selected')::boolean`;

function addressOf(name: string, row: PayeeRow | PayerRow): LobAddress {
  return {
    name,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    state: row.state,
    zip: row.postalCode,
    country: row.country || 'US',
  };
}

async function setStatus(
  db: Db,
  filingId: number,
  from: PrintStatus,
  values: Partial<typeof filings.$inferInsert>,
): Promise<boolean> {
  const now = new Date();
  return db.transaction(async (tx) => {
    // Locked first, so the audit event and the move are both made or neither.
    const [row] = await tx
      .select({ id: filings.id })
      .from(filings)
      .where(and(eq(filings.id, filingId), eq(filings.printStatus, from)))
      .for('update');
    if (!row) return false;
    await recordChannelStatuses(tx, 'print', [row.id], values.printStatus ?? from, values.printStatusDesc);
    await tx
      .update(filings)
      .set({ printStatusDate: now, updatedAt: now, ...values })
      .where(eq(filings.id, row.id));
    return true;
  });
}

async function copyB(db: Db, tinVault: TinVault, domainId: number, filingId: number): Promise<Uint8Array> {
  const [item] = await loadFilingStatements(db, tinVault, domainId, [filingId]);
  if (!item) throw new Error(`Filing ${filingId} has no statement.`);
  const { StatementPdf } = await loadPdfKit();
  const pdf = await StatementPdf.create(await getDocumentKit(), '1099 recipient copy');
  await pdf.addStatement(item.statement, ['B']);
  return pdf.save();
}

export interface LobSendResult {
  sent: number;
  errored: number;
  more: boolean;
}

/**
 * Sends Queued paid print copies (the given filings, or the oldest LOB_BATCH) to Lob: an undeliverable
 * address (the mail room's check, or Lob's refusal) becomes Errored with the reason; a created letter
 * moves the request to Mailing with the letter id in printSub.printCopyTrackingId. A request the
 * back office moved meanwhile is left as it is. Lob being unreachable throws (the job retries; the
 * Idempotency-Key makes the retry return the same letter).
 */
export async function sendQueuedToLob(
  db: Db,
  tinVault: TinVault,
  client: LobClient,
  filingIds?: readonly number[],
): Promise<LobSendResult> {
  const rows = await db
    .select({ filing: filings, payee: payees, payer: payers })
    .from(filings)
    .innerJoin(payees, eq(payees.id, filings.payeeId))
    .leftJoin(payers, eq(payers.domainId, filings.domainId))
    .where(
      and(
        eq(filings.printStatus, 'Queued'),
        printPaid,
        filingIds ? inArray(filings.id, [...filingIds]) : undefined,
      ),
    )
    .orderBy(asc(filings.id))
    .limit(LOB_BATCH);
  let sent = 0;
  let errored = 0;
  for (const { filing, payee, payer } of rows) {
    const reasons = [
      ...undeliverableReasons(payee),
      ...(payer ? [] : ['the account has no payer to return the letter to']),
    ];
    if (reasons.length > 0 || !payer) {
      const desc = PRINT_DESCRIPTIONS.undeliverable(reasons.join('; '));
      if (await setStatus(db, filing.id, 'Queued', { printStatus: 'Errored', printStatusDesc: desc }))
        errored += 1;
      continue;
    }
    try {
      const letter = await client.createLetter({
        filingId: filing.id,
        to: addressOf(payee.displayName, payee),
        from: addressOf(payerNameOf(payer), payer),
        pdf: await copyB(db, tinVault, filing.domainId, filing.id),
        description: `${filing.filingType} ${filing.filingYear} filing ${filing.id}`,
      });
      const moved = await setStatus(db, filing.id, 'Queued', {
        printStatus: 'Mailing',
        printStatusDesc: LOB_DESCRIPTIONS.sent(letter.id),
        printSub: { ...filing.printSub, printCopyTrackingId: letter.id },
        printCopyExpectedDeliveryDate: letter.expectedDeliveryDate
          ? new Date(`${letter.expectedDeliveryDate}T00:00:00Z`)
          : null,
      });
      if (moved) sent += 1;
    } catch (error) {
      if (!(error instanceof LobError) || error.kind !== 'address') throw error;
      const desc = LOB_DESCRIPTIONS.refused(error.message);
      if (await setStatus(db, filing.id, 'Queued', { printStatus: 'Errored', printStatusDesc: desc }))
        errored += 1;
    }
  }
  return { sent, errored, more: !filingIds && rows.length === LOB_BATCH };
}

/** A Lob event as its webhook body carries it (only what is used). */
export interface LobEvent {
  id: string;
  type: string;
  letterId: string;
  filingId: number | null;
  expectedDeliveryDate: string | null;
}

/** Reads Lob's event body; null when it is not a letter event this app can use. */
export function readLobEvent(body: unknown): LobEvent | null {
  if (typeof body !== 'object' || body === null) return null;
  const event = body as {
    id?: unknown;
    event_type?: { id?: unknown };
    reference_id?: unknown;
    body?: { id?: unknown; metadata?: { filing_id?: unknown }; expected_delivery_date?: unknown };
  };
  const letterId = typeof event.body?.id === 'string' ? event.body.id : event.reference_id;
  if (typeof event.id !== 'string' || typeof event.event_type?.id !== 'string') return null;
  if (typeof letterId !== 'string') return null;
  const filingId = Number(event.body?.metadata?.filing_id);
  const expected = event.body?.expected_delivery_date;
  return {
    id: event.id.slice(0, 100),
    type: event.event_type.id,
    letterId,
    filingId: Number.isSafeInteger(filingId) && filingId > 0 ? filingId : null,
    expectedDeliveryDate:
      typeof expected === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(expected) ? expected : null,
  };
}

/**
 * Applies one tracking event, once per event id: the request whose letter it is moves to the event's
 * status, only forward (TRACKING_ORDER). Returns what happened, for the answer and the tests.
 */
export async function applyLobEvent(db: Db, event: LobEvent): Promise<'applied' | 'duplicate' | 'ignored'> {
  const status = LOB_EVENT_STATUSES[event.type];
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: filings.id, printStatus: filings.printStatus })
      .from(filings)
      .where(
        and(
          event.filingId ? eq(filings.id, event.filingId) : undefined,
          sql`${filings.printSub}->>'printCopyTrackingId' = ${event.letterId}`,
        ),
      )
      .limit(1)
      .for('update');
    const inserted = await tx
      .insert(lobWebhookEvents)
      .values({
        eventId: event.id,
        eventType: event.type,
        letterId: event.letterId,
        filingId: row?.id ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: lobWebhookEvents.eventId });
    if (inserted.length === 0) return 'duplicate';
    if (!status || !row) return 'ignored';
    const from = (row.printStatus ?? 'None') as PrintStatus;
    if (TRACKING_ORDER.indexOf(status) <= TRACKING_ORDER.indexOf(from) || !TRACKING_ORDER.includes(from))
      return 'ignored';
    await setStatus(tx, row.id, from, {
      printStatus: status,
      printStatusDesc: LOB_DESCRIPTIONS.event[status],
      ...(event.expectedDeliveryDate
        ? { printCopyExpectedDeliveryDate: new Date(`${event.expectedDeliveryDate}T00:00:00Z`) }
        : {}),
    });
    return 'applied';
  });
}
