import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

export const MFA_STATES = ['none', 'required', 'done', 'skipped'] as const;
export type MfaState = (typeof MFA_STATES)[number];

/** A signed-in browser. The cookie holds a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The selected account, or null before one is chosen. */
    domainId: bigint('domain_id', { mode: 'number' }),
    mfaState: text('mfa_state', { enum: MFA_STATES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent').notNull().default(''),
    /** SHA-256 of the CSRF token issued with this session; replaced at sign-in and sign-out. */
    csrfHash: text('csrf_hash'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export type SessionRow = typeof sessions.$inferSelect;
