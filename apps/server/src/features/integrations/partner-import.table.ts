import { bigint, bigserial, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PartnerAccount, PartnerId } from '@file1099/forms';
import { domains } from '../accounts/accounts.table.ts';
import { integrationConnections } from './connections.table.ts';

/**
 * The account → box mappings of one account and partner (spec part 2 §3 "Box mapping"): one row per
 * box, its account ids comma-joined. Kept when the connection is dropped, so connecting again finds
 * them; an account is under at most one box of the account and partner (checked on save).
 */
export const integrationBoxMappings = pgTable(
  'integration_box_mappings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    domainId: bigint('domain_id', { mode: 'number' })
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    partner: text('partner').$type<PartnerId>().notNull(),
    boxName: text('box_name').notNull(),
    accountIds: text('account_ids').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('integration_box_mappings_box_idx').on(table.domainId, table.partner, table.boxName),
  ],
);

/** The chart of accounts as last read from the partner (refreshed on request), per connection. */
export const integrationCharts = pgTable(
  'integration_charts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    connectionId: bigint('connection_id', { mode: 'number' })
      .notNull()
      .references(() => integrationConnections.id, { onDelete: 'cascade' }),
    accounts: jsonb('accounts').$type<PartnerAccount[]>().notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('integration_charts_connection_idx').on(table.connectionId)],
);
