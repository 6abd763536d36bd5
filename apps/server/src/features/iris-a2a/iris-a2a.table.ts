import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { agencyTransmissions } from '../transmissions/transmissions.table.ts';
import { IRIS_ENVIRONMENTS } from './iris-a2a.config.ts';

/**
 * The A2A side of an agency transmission (docs/iris-a2a.md, "Wiring"): a row exists once the
 * transmission is queued for `efile.iris-submit` (at most one per transmission: the key), and records
 * where it goes and how far it got. `sendingSince` is committed before the first upload, so a job
 * resumed after a crash looks the UTID up at IRIS instead of sending again.
 */
export const irisA2aTransmissions = pgTable('iris_a2a_transmissions', {
  transmissionId: bigint('transmission_id', { mode: 'number' })
    .primaryKey()
    .references(() => agencyTransmissions.id, { onDelete: 'cascade' }),
  /** ats for test accounts and while iris.a2a.environment is ats; production otherwise. */
  environment: text('environment', { enum: IRIS_ENVIRONMENTS }).notNull(),
  /** Set (under a row lock) before the first upload: from now on IRIS may hold the file. */
  sendingSince: timestamp('sending_since', { withTimezone: true }),
  receivedAt: timestamp('received_at', { withTimezone: true }),
  acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  /** Why sending or polling stopped, for the operator (never a secret). */
  failure: text('failure'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type IrisA2aTransmissionRow = typeof irisA2aTransmissions.$inferSelect;
