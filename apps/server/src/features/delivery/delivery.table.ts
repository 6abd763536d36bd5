import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { domains } from '../accounts/accounts.table.ts';
import { filings } from '../filings/filings.table.ts';
import { payees } from '../payees/payees.table.ts';

/** Invited (link out, no answer), Consented, Declined (asked for paper), Withdrawn (after consenting). */
export const CONSENT_STATUSES = ['Invited', 'Consented', 'Declined', 'Withdrawn'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

/**
 * A recipient's consent to electronic statements from one payer (the account's payer × the payee),
 * reference §G. The invitation token and the sample-PDF code are stored as hash and sealed copy; the
 * evidence (when, address, user agent, disclosure version) stays after a withdrawal.
 */
export const emailConsents = pgTable(
  'email_consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    domainId: bigint('domain_id', { mode: 'number' })
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    payeeId: bigint('payee_id', { mode: 'number' })
      .notNull()
      .references(() => payees.id, { onDelete: 'cascade' }),
    status: text('status').$type<ConsentStatus>().notNull().default('Invited'),
    /** The address the invitation went to; consent covers statements sent there. */
    emailAddress: text('email_address').notNull(),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    /** The code printed in the sample PDF, sealed (the PDF shows it; the answer is compared to it). */
    codeCiphertext: text('code_ciphertext'),
    disclosureVersion: text('disclosure_version').notNull(),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    consentIp: text('consent_ip'),
    consentUserAgent: text('consent_user_agent'),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawIp: text('withdraw_ip'),
    withdrawUserAgent: text('withdraw_user_agent'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('email_consents_payee_idx').on(table.domainId, table.payeeId),
    uniqueIndex('email_consents_token_idx').on(table.tokenHash),
  ],
);

/**
 * One e-mailed statement: the notice's download link (hash of a 32-byte token) for one filing, open
 * through October 15 of the following year, and the identity check's wrong tries and lock.
 */
export const emailDeliveries = pgTable(
  'email_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    filingId: bigint('filing_id', { mode: 'number' })
      .notNull()
      .references(() => filings.id, { onDelete: 'cascade' }),
    domainId: bigint('domain_id', { mode: 'number' }).notNull(),
    payeeId: bigint('payee_id', { mode: 'number' }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    mailId: bigint('mail_id', { mode: 'number' }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    firstDownloadAt: timestamp('first_download_at', { withTimezone: true }),
    downloads: integer('downloads').notNull().default(0),
    bouncedAt: timestamp('bounced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('email_deliveries_token_idx').on(table.tokenHash),
    index('email_deliveries_filing_idx').on(table.filingId),
  ],
);

export type EmailConsentRow = typeof emailConsents.$inferSelect;
export type EmailDeliveryRow = typeof emailDeliveries.$inferSelect;
