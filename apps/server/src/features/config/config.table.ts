import { boolean, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const CONFIG_TYPES = ['STRING', 'NUMBER', 'BOOLEAN', 'JSON', 'ENCRYPTED'] as const;
export type ConfigType = (typeof CONFIG_TYPES)[number];

/** Config Management properties (spec part 2 §3). ENCRYPTED values are stored AES-256-GCM encrypted. */
export const configProperties = pgTable('config_properties', {
  id: serial('id').primaryKey(),
  globalId: uuid('global_id').notNull().defaultRandom(),
  version: integer('version').notNull().default(1),
  name: text('name').notNull().unique(),
  value: text('value').notNull(),
  type: text('type', { enum: CONFIG_TYPES }).notNull(),
  description: text('description').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  isEncrypted: boolean('is_encrypted').notNull().default(false),
  requiresRestart: boolean('requires_restart').notNull().default(false),
  lastModified: timestamp('last_modified', { withTimezone: true }).notNull().defaultNow(),
  modifiedBy: text('modified_by').notNull().default('system'),
});

export type ConfigRow = typeof configProperties.$inferSelect;
