import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Request counters shared by every server process: one row per limited key and window. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
