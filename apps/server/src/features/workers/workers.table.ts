import { bigserial, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The back office's own staff directory, the spec's workers list (part 2 §2): id, name, job title,
 * location, org size, manager name. Not to be confused with job_workers (the job runner processes).
 */
export const workers = pgTable('workers', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  jobTitle: text('job_title').notNull().default(''),
  location: text('location').notNull().default(''),
  orgSize: text('org_size').notNull().default(''),
  managerName: text('manager_name').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  modifiedBy: text('modified_by').notNull().default('system'),
});

export type WorkerRow = typeof workers.$inferSelect;
