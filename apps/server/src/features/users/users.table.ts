import { sql } from 'drizzle-orm';
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
  uuid,
} from 'drizzle-orm/pg-core';

/** A person who signs in. E-mail is the login name, stored lower-cased. */
export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    globalId: uuid('global_id').notNull().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    isEmailConfirmed: boolean('is_email_confirmed').notNull().default(false),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    isDisabled: boolean('is_disabled').notNull().default(false),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** TOTP secret, encrypted at rest; set once enrolment is confirmed. */
    mfaSecret: text('mfa_secret'),
    /** A secret offered during enrolment and not yet confirmed with a code. */
    mfaPendingSecret: text('mfa_pending_secret'),
    /** argon2id hashes of the unused recovery codes. */
    mfaRecoveryCodes: jsonb('mfa_recovery_codes')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Last TOTP time step accepted, so a code cannot be used twice. */
    mfaLastStep: integer('mfa_last_step'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_idx').on(table.email),
    uniqueIndex('users_global_id_idx').on(table.globalId),
  ],
);

/** Sign-in attempts, for the lock after 5 failures in 15 minutes from one source. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    /** The client address the attempt came from: a lock holds for that source only. */
    source: text('source').notNull().default(''),
    succeeded: boolean('succeeded').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_attempts_email_idx').on(table.email, table.attemptedAt),
    index('login_attempts_source_idx').on(table.email, table.source, table.attemptedAt),
  ],
);

/** Single-use codes sent by e-mail: confirm an address, reset a password. Only hashes are kept. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm_email', 'reset_password'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('email_codes_hash_idx').on(table.codeHash),
    index('email_codes_user_idx').on(table.userId, table.purpose),
  ],
);

export type UserRow = typeof users.$inferSelect;
