import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  primaryKey,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Problem } from '@file1099/forms';
import { domains } from '../accounts/accounts.table.ts';
import { payees } from '../payees/payees.table.ts';

export interface FedSub {
  selected: boolean;
  isPaid: boolean;
  uniqueRecordId: string | null;
}
export interface StateSub {
  selected: boolean;
  isPaid: boolean;
  filingMethod: string | null;
  stateCode: string | null;
  uniqueRecordId: string | null;
}
export interface PrintSub {
  selected: boolean;
  isPaid: boolean;
  printCopyTrackingId: string | null;
}
export interface EmailSub {
  selected: boolean;
  isPaid: boolean;
  emailTrackingId: string | null;
}

/**
 * TIN verification ordered with this filing (updateTINMatchByFilingIds). The check itself belongs to the
 * payee: submitting creates one TIN match request per payee, charged once however many filings ask.
 */
export interface TinMatchSub {
  selected: boolean;
  isPaid: boolean;
}

export type BoxValues = Record<string, number | boolean | string | null>;

/**
 * One information return. `filingData` holds the boxes as the form catalogue names them, money in
 * integer cents. Errors and warnings are the form package's findings at the last save.
 */
export const filings = pgTable(
  'filings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    domainId: bigint('domain_id', { mode: 'number' })
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    payeeId: bigint('payee_id', { mode: 'number' })
      .notNull()
      .references(() => payees.id),
    /** The payee's display name, kept in step with the payee, so the grid sorts on an index. */
    payeeName: text('payee_name').notNull().default(''),
    filingYear: integer('filing_year').notNull(),
    filingType: text('filing_type').notNull(),
    filingData: jsonb('filing_data').$type<BoxValues>().notNull(),
    /** Sum of the amounts that count on Form 1096, for the grid's total column and sorting. */
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    correctionType: text('correction_type').notNull().default('Original'),
    originalFilingId: bigint('original_filing_id', { mode: 'number' }),
    isTestFiling: boolean('is_test_filing').notNull().default(false),
    status: text('status').notNull().default('Draft'),
    statusChangeDesc: text('status_change_desc'),
    statusChangeDate: timestamp('status_change_date', { withTimezone: true }).notNull().defaultNow(),
    stateFilingStatus: text('state_filing_status'),
    stateFilingStatusDesc: text('state_filing_status_desc'),
    stateFilingStatusDate: timestamp('state_filing_status_date', { withTimezone: true }),
    printStatus: text('print_status'),
    printStatusDesc: text('print_status_desc'),
    printStatusDate: timestamp('print_status_date', { withTimezone: true }),
    printCopyExpectedDeliveryDate: timestamp('print_copy_expected_delivery_date', { withTimezone: true }),
    emailStatus: text('email_status'),
    emailStatusDesc: text('email_status_desc'),
    emailStatusDate: timestamp('email_status_date', { withTimezone: true }),
    fedSub: jsonb('fed_sub')
      .$type<FedSub>()
      .notNull()
      .default(sql`'{"selected":false,"isPaid":false,"uniqueRecordId":null}'::jsonb`),
    stateSub: jsonb('state_sub')
      .$type<StateSub>()
      .notNull()
      .default(
        sql`'{"selected":false,"isPaid":false,"filingMethod":null,"stateCode":null,"uniqueRecordId":null}'::jsonb`,
      ),
    printSub: jsonb('print_sub')
      .$type<PrintSub>()
      .notNull()
      .default(sql`'{"selected":false,"isPaid":false,"printCopyTrackingId":null}'::jsonb`),
    emailSub: jsonb('email_sub')
      .$type<EmailSub>()
      .notNull()
      .default(sql`'{"selected":false,"isPaid":false,"emailTrackingId":null}'::jsonb`),
    tinMatchSub: jsonb('tin_match_sub')
      .$type<TinMatchSub>()
      .notNull()
      .default(sql`'{"selected":false,"isPaid":false}'::jsonb`),
    errors: jsonb('errors')
      .$type<Problem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    warnings: jsonb('warnings')
      .$type<Problem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('filings_grid_idx').on(table.domainId, table.filingYear, table.status, table.payeeName, table.id),
    index('filings_payee_idx').on(table.domainId, table.payeeId, table.filingType, table.filingYear),
    index('filings_original_idx').on(table.originalFilingId),
    // Generate's reading order (transmissions/agency-generate.ts readPage) over the filings ready for a
    // transmission only (READY_FOR_TRANSMISSION, and WaitingOnTINMatch when its wait is waived): each
    // page is a short walk of this index instead of a sort of every ready filing.
    index('filings_ready_idx')
      .on(table.filingYear, table.domainId, table.filingType, table.id)
      .where(sql`status in ('Received', 'Queued', 'WaitingOnTINMatch')`),
  ],
);

/**
 * Running totals per account, year, status and form: the row with box '' counts filings and sums
 * their Total; the other rows sum each money box. Kept by a trigger on filings (migration
 * 0004_filing_summaries), so the drafts grid's total row and the tab counts never scan the filings.
 */
export const filingSummaries = pgTable(
  'filing_summaries',
  {
    domainId: bigint('domain_id', { mode: 'number' }).notNull(),
    filingYear: integer('filing_year').notNull(),
    status: text('status').notNull(),
    filingType: text('filing_type').notNull(),
    box: text('box').notNull(),
    cents: bigint('cents', { mode: 'number' }).notNull().default(0),
    filings: integer('filings').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.domainId, table.filingYear, table.status, table.filingType, table.box] }),
  ],
);

/** Every status a filing went through, with who or what moved it. */
export const filingStatusHistory = pgTable(
  'filing_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    filingId: bigint('filing_id', { mode: 'number' })
      .notNull()
      .references(() => filings.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    statusChangeDesc: text('status_change_desc'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('filing_status_history_filing_idx').on(table.filingId, table.changedAt)],
);

export type FilingRow = typeof filings.$inferSelect;
