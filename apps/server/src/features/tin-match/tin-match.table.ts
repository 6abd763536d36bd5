import { bigint, bigserial, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { domains } from '../accounts/accounts.table.ts';
import { payees } from '../payees/payees.table.ts';

/** Request statuses: Draft (created), InProgress (paid, queued for the IRS), Cancelled. */
export const TIN_MATCH_REQUEST_STATUSES = ['Draft', 'InProgress', 'Cancelled', 'Done'] as const;

/**
 * One TIN verification request of a payee (spec part 2 §3 tinMatchRequest): created as Draft, paid
 * from funds, then InProgress until the back office's TIN-matching response sets the payee's
 * tinMatchStatus and result (docs/w9.md, "TIN verification").
 */
export const tinMatchRequests = pgTable(
  'tin_match_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    domainId: bigint('domain_id', { mode: 'number' })
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    payeeId: bigint('payee_id', { mode: 'number' })
      .notNull()
      .references(() => payees.id, { onDelete: 'cascade' }),
    status: text('status', { enum: TIN_MATCH_REQUEST_STATUSES }).notNull().default('Draft'),
    isPaid: boolean('is_paid').notNull().default(false),
    nameControl: text('name_control').notNull().default(''),
    chargeTransactionId: bigint('charge_transaction_id', { mode: 'number' }),
    jobId: bigint('job_id', { mode: 'number' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tin_match_requests_domain_payee_idx').on(table.domainId, table.payeeId, table.id)],
);

export type TinMatchRequestRow = typeof tinMatchRequests.$inferSelect;
