import { bigint, bigserial, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ENTITY_TYPES, type AddressField, type PayeeStoredField, type SameType } from '@file1099/forms';
import { domains } from '../accounts/accounts.table.ts';

/** A payee (vendor, contractor, recipient) of one account. The TIN is stored sealed (lib/tin-vault). */
export const payees = pgTable(
  'payees',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    domainId: bigint('domain_id', { mode: 'number' })
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    entityType: text('entity_type', { enum: ENTITY_TYPES }).notNull(),
    businessName: text('business_name').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    middleName: text('middle_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    dba: text('dba').notNull().default(''),
    displayName: text('display_name').notNull(),
    tinType: text('tin_type').notNull().default('NA'),
    tinCiphertext: text('tin_ciphertext'),
    tinHash: text('tin_hash'),
    tinLast4: text('tin_last4').notNull().default(''),
    tinMatchStatus: text('tin_match_status'),
    tinMatchResult: text('tin_match_result'),
    emailAddress: text('email_address').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    phoneExt: text('phone_ext').notNull().default(''),
    line1: text('line1').notNull().default(''),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    country: text('country').notNull().default('US'),
    postalCode: text('postal_code').notNull().default(''),
    is1099Vendor: boolean('is_1099_vendor').notNull().default(true),
    partner: text('partner'),
    partnerId: text('partner_id'),
    importStatus: text('import_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payees_domain_name_idx').on(table.domainId, table.displayName, table.id),
    index('payees_domain_tin_idx').on(table.domainId, table.tinHash),
    index('payees_domain_partner_idx').on(table.domainId, table.partner, table.partnerId),
  ],
);

export type PayeeRow = typeof payees.$inferSelect;

/**
 * The row keeps every field of the payee model (form package, identity/payee-model.ts) as text in a
 * column of the same name, the address one column per part; the TIN is the one kept otherwise (sealed,
 * with its hash and last four digits). A field added to the model without its column stops compiling.
 */
type ModelColumns = Pick<PayeeRow, PayeeStoredField | AddressField>;
const rowCarriesModel: SameType<
  { [K in keyof ModelColumns]: ModelColumns[K] extends string ? string : ModelColumns[K] },
  Record<PayeeStoredField | AddressField, string>
> = true;
void rowCarriesModel;
