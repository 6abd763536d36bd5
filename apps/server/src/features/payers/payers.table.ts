import { sql } from 'drizzle-orm';
import { bigint, bigserial, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { domains } from '../accounts/accounts.table.ts';

export const PAYER_TYPES = ['Business', 'Individual'] as const;
export type PayerType = (typeof PAYER_TYPES)[number];

export interface CustomAttribute {
  key: string;
  value: string;
}

/** The filer of an account's returns: one per account (a firm's client has its own). */
export const payers = pgTable(
  'payers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    domainId: bigint('domain_id', { mode: 'number' })
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    payerType: text('payer_type', { enum: PAYER_TYPES }).notNull().default('Business'),
    businessName: text('business_name').notNull().default(''),
    dba: text('dba').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    middleName: text('middle_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    line1: text('line1').notNull().default(''),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    country: text('country').notNull().default('US'),
    postalCode: text('postal_code').notNull().default(''),
    emailAddress: text('email_address').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    phoneExt: text('phone_ext').notNull().default(''),
    tinType: text('tin_type').notNull().default('EIN'),
    tinCiphertext: text('tin_ciphertext'),
    tinHash: text('tin_hash'),
    tinLast4: text('tin_last4').notNull().default(''),
    customAttributes: jsonb('custom_attributes')
      .$type<CustomAttribute[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payers_domain_idx').on(table.domainId)],
);

export type PayerRow = typeof payers.$inferSelect;
