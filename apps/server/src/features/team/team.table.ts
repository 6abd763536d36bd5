import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { domains, MEMBER_ROLES } from '../accounts/accounts.table.ts';

export const INVITATION_STATUSES = ['Pending', 'Accepted', 'Revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** An invitation to join an account's team; the e-mailed code is kept only as a hash. */
export const invitations = pgTable(
  'invitations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    domainId: bigint('domain_id', { mode: 'number' })
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: MEMBER_ROLES }).notNull(),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('Pending'),
    codeHash: text('code_hash').notNull(),
    invitedBy: bigint('invited_by', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('invitations_code_idx').on(table.codeHash),
    index('invitations_domain_idx').on(table.domainId, table.status),
  ],
);

export type InvitationRow = typeof invitations.$inferSelect;
