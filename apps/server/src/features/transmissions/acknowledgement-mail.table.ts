import { bigint, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { domains } from '../accounts/accounts.table.ts';
import { agencyTransmissions } from './transmissions.table.ts';

/**
 * One row per account told about a transmission's acknowledgement: the key makes the e-mail go
 * once per account per acknowledgement, even when its job runs again after a crash.
 */
export const acknowledgementMails = pgTable(
  'acknowledgement_mails',
  {
    transmissionId: bigint('transmission_id', { mode: 'number' })
      .notNull()
      .references(() => agencyTransmissions.id, { onDelete: 'cascade' }),
    domainId: bigint('domain_id', { mode: 'number' })
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.transmissionId, table.domainId] })],
);
