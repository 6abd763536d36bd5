import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { filings } from '../filings/filings.table.ts';

/**
 * Lob's tracking webhooks already applied, one row per event id: a replayed or resent event finds its
 * row and changes nothing (docs/print-mail.md, "Lob"). The letter id is in the filing's
 * printSub.printCopyTrackingId.
 */
export const lobWebhookEvents = pgTable('lob_webhook_events', {
  eventId: text('event_id').primaryKey(),
  eventType: text('event_type').notNull(),
  letterId: text('letter_id').notNull(),
  filingId: bigint('filing_id', { mode: 'number' }).references(() => filings.id, { onDelete: 'set null' }),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
