import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Proof-of-work answers already accepted, so one solved challenge cannot be replayed. */
export const altchaSpent = pgTable('altcha_spent', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
