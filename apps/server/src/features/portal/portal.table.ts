import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { domains } from '../accounts/accounts.table.ts';
import { payees } from '../payees/payees.table.ts';

export const RELATION_TYPES = ['Vendor'] as const;
export type RelationType = (typeof RELATION_TYPES)[number];

export const DOMAIN_INVITATION_STATUSES = ['Pending', 'Accepted', 'Deleted'] as const;
export type DomainInvitationStatus = (typeof DOMAIN_INVITATION_STATUSES)[number];

/**
 * A payer's invitation of one payee (the sub-entity) to the contractor portal. The e-mailed code is
 * kept only as a hash; accepting or resending it makes the old link useless.
 */
export const domainInvitations = pgTable(
  'domain_invitations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sourceDomainId: bigint('source_domain_id', { mode: 'number' })
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    sourceSubEntityId: bigint('source_sub_entity_id', { mode: 'number' })
      .notNull()
      .references(() => payees.id, { onDelete: 'cascade' }),
    relationType: text('relation_type', { enum: RELATION_TYPES }).notNull().default('Vendor'),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    status: text('status', { enum: DOMAIN_INVITATION_STATUSES }).notNull().default('Pending'),
    codeHash: text('code_hash').notNull(),
    invitedBy: bigint('invited_by', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('domain_invitations_code_idx').on(table.codeHash),
    index('domain_invitations_source_idx').on(table.sourceDomainId, table.sourceSubEntityId, table.status),
  ],
);

export const RELATION_STATUSES = ['Connected', 'DisConnected'] as const;
export type RelationStatus = (typeof RELATION_STATUSES)[number];

/**
 * A domain-to-domain relation: the payer's payee record (source domain and sub-entity) linked to the
 * contractor's own account (target, type 'C'). One relation per payee record.
 */
export const domainRelations = pgTable(
  'domain_relations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sourceDomainId: bigint('source_domain_id', { mode: 'number' })
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    sourceSubEntityId: bigint('source_sub_entity_id', { mode: 'number' })
      .notNull()
      .references(() => payees.id, { onDelete: 'cascade' }),
    targetDomainId: bigint('target_domain_id', { mode: 'number' })
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    relationType: text('relation_type', { enum: RELATION_TYPES }).notNull().default('Vendor'),
    relationStatus: text('relation_status', { enum: RELATION_STATUSES }).notNull().default('Connected'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('domain_relations_source_idx').on(table.sourceDomainId, table.sourceSubEntityId),
    index('domain_relations_target_idx').on(table.targetDomainId, table.relationStatus),
  ],
);

export type DomainInvitationRow = typeof domainInvitations.$inferSelect;
export type DomainRelationRow = typeof domainRelations.$inferSelect;
