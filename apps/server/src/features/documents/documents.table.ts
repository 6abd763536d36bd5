import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { domains } from '../accounts/accounts.table.ts';

export const DOCUMENT_DOWNLOAD_STATUSES = ['Queued', 'Running', 'Ready', 'Failed'] as const;
export type DocumentDownloadStatus = (typeof DOCUMENT_DOWNLOAD_STATUSES)[number];

/** Raw bytes (PostgreSQL bytea). PGlite answers a Uint8Array, node-postgres a Buffer. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * A download of recipient, filer or full copies built by a durable job: which filings, which copies,
 * one combined PDF or a zip of one PDF per filing, and how far it has got. The file itself is kept in
 * the database in chunks (`document_download_chunks`), so any server process can send it.
 */
export const documentDownloads = pgTable(
  'document_downloads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    domainId: bigint('domain_id', { mode: 'number' })
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    jobId: bigint('job_id', { mode: 'number' }),
    /** The spec's printCopyType: RecipientCopy, FilerCopy, FullCopy. */
    printCopyType: text('print_copy_type').notNull(),
    combined: integer('combined').notNull().default(0),
    filingIds: jsonb('filing_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status', { enum: DOCUMENT_DOWNLOAD_STATUSES }).notNull().default('Queued'),
    progress: integer('progress').notNull().default(0),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull().default(0),
    pages: integer('pages').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('document_downloads_domain_idx').on(table.domainId, table.createdAt)],
);

/** The bytes of a finished download, in order. */
export const documentDownloadChunks = pgTable(
  'document_download_chunks',
  {
    downloadId: bigint('download_id', { mode: 'number' })
      .notNull()
      .references(() => documentDownloads.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.downloadId, table.seq] })],
);

export type DocumentDownloadRow = typeof documentDownloads.$inferSelect;
