import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const AUDIT_ENTITY_TYPES = [
  'payer',
  'payee',
  'filing',
  'payment',
  'config',
  'membership',
  'worker',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** One field's change; TINs are masked and secrets replaced before a change is stored. */
export type AuditChanges = Record<string, { from: unknown; to: unknown }>;

/**
 * The audit trail (docs/back-office.md): who changed what and when. Append-only: the product only
 * inserts and reads these rows (audit.service.ts has no update or delete).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The e-mail of the user who made the change, or 'system' / 'admin-cli'. */
    actor: text('actor').notNull(),
    /** The account the changed record belongs to; null for back-office records (config, workers). */
    domainId: bigint('domain_id', { mode: 'number' }),
    entityType: text('entity_type', { enum: AUDIT_ENTITY_TYPES }).notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    summary: text('summary').notNull().default(''),
    changes: jsonb('changes').$type<AuditChanges>().notNull().default({}),
  },
  (table) => [
    index('audit_events_entity_idx').on(table.entityType, table.entityId, table.at),
    index('audit_events_domain_idx').on(table.domainId, table.at),
    index('audit_events_at_idx').on(table.at),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
