import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { domains } from '../accounts/accounts.table.ts';

/** Ledger row types (spec part 2 §3); Refund is ours: money sent back to the payer's card or PayPal. */
export const BILLING_TRANSACTION_TYPES = [
  'PurchaseCredit',
  'ReferralCredit',
  'PromoCredit',
  'ServiceCharge',
  'Refund',
] as const;
export type BillingTransactionType = (typeof BILLING_TRANSACTION_TYPES)[number];

/**
 * One row per account that has ever had a ledger row: its balance, and the row every change of the
 * account's funds locks first (SELECT … FOR UPDATE), so changes of one account run one after another
 * on PGlite and PostgreSQL alike.
 */
export const billingAccounts = pgTable(
  'billing_accounts',
  {
    domainId: bigint('domain_id', { mode: 'number' })
      .primaryKey()
      .references(() => domains.id, { onDelete: 'cascade' }),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('billing_accounts_balance_not_negative', sql`${table.balanceCents} >= 0`)],
);

/**
 * The prepaid funds ledger: append-only, integer cents, signed (credits > 0, charges and refunds < 0),
 * each row with the account's running total after it. Never updated, never deleted.
 */
export const billingTransactions = pgTable(
  'billing_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    globalId: uuid('global_id').notNull().defaultRandom(),
    domainId: bigint('domain_id', { mode: 'number' })
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    transactionTime: timestamp('transaction_time', { withTimezone: true }).notNull().defaultNow(),
    transactionType: text('transaction_type', { enum: BILLING_TRANSACTION_TYPES }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    runningTotalCents: bigint('running_total_cents', { mode: 'number' }).notNull(),
    description: text('description'),
    /** Who caused the row (the payer, the submitter, the super admin); null for jobs. */
    userId: bigint('user_id', { mode: 'number' }),
    /** PurchaseCredit: the payment it credits. Refund: the payment refunded. */
    paymentId: bigint('payment_id', { mode: 'number' }),
  },
  (table) => [
    index('billing_transactions_domain_idx').on(table.domainId, table.id),
    check('billing_transactions_running_total_not_negative', sql`${table.runningTotalCents} >= 0`),
  ],
);

export const PAYMENT_STATUSES = ['processing', 'pending', 'unknown', 'captured', 'declined'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * One card or PayPal payment, unique per account and idempotency key: retries, double clicks and a
 * second tab find this row and never charge again. Credited once (transactionId) when captured.
 */
export const billingPayments = pgTable(
  'billing_payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    domainId: bigint('domain_id', { mode: 'number' })
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    partner: text('partner').notNull(),
    source: text('source').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    orderId: text('order_id'),
    /** The card token and buyer id, encrypted, kept only until the outcome is known (reconcile). */
    sealedRequest: text('sealed_request'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('processing'),
    providerPaymentId: text('provider_payment_id'),
    brand: text('brand'),
    last4: text('last4'),
    message: text('message'),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    userId: bigint('user_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('billing_payments_key_idx').on(table.domainId, table.idempotencyKey)],
);

export const REFUND_STATUSES = ['processing', 'refunded', 'declined'] as const;

/** A refund of a payment, unique per payment and idempotency key. */
export const billingRefunds = pgTable(
  'billing_refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => billingPayments.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestedCents: bigint('requested_cents', { mode: 'number' }).notNull(),
    processingFeeCents: bigint('processing_fee_cents', { mode: 'number' }).notNull(),
    refundCents: bigint('refund_cents', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('processing'),
    providerRefundId: text('provider_refund_id'),
    message: text('message'),
    /** The Refund ledger row that took the requested amount from the funds. */
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('billing_refunds_key_idx').on(table.paymentId, table.idempotencyKey)],
);

/**
 * The service units a ServiceCharge paid for, so the season's tiers continue from what the account
 * already bought (pacificDate: the day of the charge in Pacific time, compared with the season start).
 */
export const billingChargeItems = pgTable(
  'billing_charge_items',
  {
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => billingTransactions.id, { onDelete: 'cascade' }),
    domainId: bigint('domain_id', { mode: 'number' }).notNull(),
    service: text('service').notNull(),
    units: integer('units').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    pacificDate: text('pacific_date').notNull(),
  },
  (table) => [index('billing_charge_items_season_idx').on(table.domainId, table.pacificDate)],
);

export type BillingTransactionRow = typeof billingTransactions.$inferSelect;
export type BillingPaymentRow = typeof billingPayments.$inferSelect;
export type BillingRefundRow = typeof billingRefunds.$inferSelect;
