import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PartnerId } from '@file1099/forms';
import { domains } from '../accounts/accounts.table.ts';
import { users } from '../users/users.table.ts';

/** Connected (tokens usable) or NeedsReconnect (the partner refused them; the user connects again). */
export const CONNECTION_STATUSES = ['Connected', 'NeedsReconnect'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/**
 * One account's connection to one accounting partner (spec part 2 §3 "OAuth integration", "Token
 * data" and "Accounting integration"): the partner's company (QuickBooks realmId, Xero tenant …), the
 * tokens sealed with the server key, their expiry times and the last sync times. No row: not
 * connected. A refresh locks the row (`SELECT … FOR UPDATE`), so one refresh runs at a time per
 * connection across servers and the rotated refresh token is stored in the same transaction.
 */
export const integrationConnections = pgTable(
  'integration_connections',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    domainId: bigint('domain_id', { mode: 'number' })
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    partner: text('partner').$type<PartnerId>().notNull(),
    status: text('status').$type<ConnectionStatus>().notNull().default('Connected'),
    /** The partner's id of the connected company (QuickBooks realmId); null until one is chosen. */
    tenantId: text('tenant_id'),
    tenantName: text('tenant_name'),
    accessTokenSealed: text('access_token_sealed').notNull(),
    refreshTokenSealed: text('refresh_token_sealed').notNull(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }),
    connectedByUserId: bigint('connected_by_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    lastRefreshedAt: timestamp('last_refreshed_at', { withTimezone: true }),
    accountsLastSyncAt: timestamp('accounts_last_sync_at', { withTimezone: true }),
    vendorsLastSyncAt: timestamp('vendors_last_sync_at', { withTimezone: true }),
    transactionsLastSyncAt: timestamp('transactions_last_sync_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('integration_connections_domain_partner_idx').on(table.domainId, table.partner)],
);

export type IntegrationConnectionRow = typeof integrationConnections.$inferSelect;

/**
 * A connect attempt's `state` parameter: only its SHA-256 is stored, with who started it, for which
 * account and partner, until when, and when the callback used it (once). The PKCE code verifier of
 * partners that take PKCE is sealed with the server key.
 */
export const integrationConnectStates = pgTable(
  'integration_connect_states',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    stateHash: text('state_hash').notNull(),
    domainId: bigint('domain_id', { mode: 'number' })
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    partner: text('partner').$type<PartnerId>().notNull(),
    codeVerifierSealed: text('code_verifier_sealed'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('integration_connect_states_hash_idx').on(table.stateHash),
    index('integration_connect_states_expiry_idx').on(table.expiresAt),
  ],
);
