import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { W9_REQUEST_STATUSES } from '@file1099/forms';
import { domains } from '../accounts/accounts.table.ts';
import { payees } from '../payees/payees.table.ts';
import { users } from '../users/users.table.ts';

/** What the payee entered on the W-9 form (the TIN is kept sealed beside it, never in here). */
export interface W9FormData {
  entityType: 'Individual' | 'Business' | null;
  businessName: string;
  dba: string;
  firstName: string;
  middleName: string;
  lastName: string;
  tinType: string;
  fedTaxClassification: string;
  llcTaxClassification: string;
  otherClassification: string;
  foreignPartners: boolean;
  exemptPayeeCode: string;
  fatcaCode: string;
  emailAddress: string;
  phoneNumber: string;
  phoneExt: string;
  address: { line1: string; line2: string; city: string; state: string; country: string; postalCode: string };
  correctTIN: boolean;
  exempt: boolean;
  usPerson: boolean;
}

/** The evidence of the electronic signature (docs/w9.md): who signed, when, from where. */
export interface W9SignatureEvidence {
  signerName: string;
  signedAt: string;
  ip: string;
  userAgent: string;
  /** SHA-256 of the signature image and of the signed PDF, hex. */
  imageSha256: string;
  pdfSha256: string;
}

/**
 * A W-9 request of one payee (spec part 2 §3 w9Request, §4 statuses). The link's token is kept as a
 * hash (look-up) and sealed (to send the same link again on Remind); the signed PDF is kept sealed.
 */
export const w9Requests = pgTable(
  'w9_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    domainId: bigint('domain_id', { mode: 'number' })
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    payeeId: bigint('payee_id', { mode: 'number' })
      .notNull()
      .references(() => payees.id, { onDelete: 'cascade' }),
    status: text('status', { enum: W9_REQUEST_STATUSES }).notNull().default('Draft'),
    isPaid: boolean('is_paid').notNull().default(false),
    payerName: text('payer_name').notNull().default(''),
    payeeEmail: text('payee_email').notNull().default(''),
    tokenHash: text('token_hash'),
    tokenCiphertext: text('token_ciphertext'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    requestedBy: bigint('requested_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    remindCount: integer('remind_count').notNull().default(0),
    chargeTransactionId: bigint('charge_transaction_id', { mode: 'number' }),
    form: jsonb('form').$type<Partial<W9FormData>>().notNull().default({}),
    tinCiphertext: text('tin_ciphertext'),
    tinLast4: text('tin_last4').notNull().default(''),
    signature: jsonb('signature').$type<W9SignatureEvidence | null>(),
    pdfCiphertext: text('pdf_ciphertext'),
    filledAt: timestamp('filled_at', { withTimezone: true }),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('w9_requests_domain_payee_idx').on(table.domainId, table.payeeId, table.id),
    uniqueIndex('w9_requests_token_hash_idx').on(table.tokenHash),
  ],
);

export type W9RequestRow = typeof w9Requests.$inferSelect;
