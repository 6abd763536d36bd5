import {
  bigint,
  bigserial,
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/** 'A' accounting firm, 'B' business, 'C' individual (spec part 1 §3). */
export const DOMAIN_TYPES = ['A', 'B', 'C'] as const;
export type DomainType = (typeof DOMAIN_TYPES)[number];

export const MEMBER_ROLES = ['Owner', 'Admin', 'Member'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/**
 * An account (the spec's "domain"). A firm's client is an account whose parent is the firm; the
 * firm's members reach it through that relation, not through memberships of their own.
 */
export const domains = pgTable(
  'domains',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    globalId: uuid('global_id').notNull().defaultRandom(),
    name: text('name').notNull(),
    domainType: text('domain_type', { enum: DOMAIN_TYPES }).notNull(),
    parentDomainId: bigint('parent_domain_id', { mode: 'number' }),
    isTestAccount: boolean('is_test_account').notNull().default(false),
    /** Members must sign in with a second factor. */
    requireMfa: boolean('require_mfa').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('domains_global_id_idx').on(table.globalId),
    index('domains_parent_idx').on(table.parentDomainId, table.name),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    domainId: bigint('domain_id', { mode: 'number' })
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: MEMBER_ROLES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.domainId, table.userId] }),
    index('memberships_user_idx').on(table.userId),
  ],
);

export type DomainRow = typeof domains.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
