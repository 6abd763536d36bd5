import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const MAIL_STATUSES = ['pending', 'outbox', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Every message the product sends. Without SMTP settings a message stops here with status 'outbox'
 * and super admins read it in the app; with SMTP it is sent and marked 'sent'.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    template: text('template').notNull(),
    toAddress: text('to_address').notNull(),
    fromAddress: text('from_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    links: jsonb('links').$type<string[]>().notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    messageId: text('message_id'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('mail_outbox_to_idx').on(table.toAddress, table.createdAt)],
);

export type MailRow = typeof mailOutbox.$inferSelect;
