import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { domains } from '../accounts/accounts.table.ts';

export const IMPORT_RUN_STATUSES = [
  'Parsed',
  'Queued',
  'Processing',
  'WaitingForAnswer',
  'Processed',
  'Aborted',
  'Cancelled',
  'Failed',
] as const;
export type ImportRunStatus = (typeof IMPORT_RUN_STATUSES)[number];

export const IMPORT_RECORD_STATUSES = [
  'Pending',
  'Added',
  'Updated',
  'Skipped',
  'Aborted',
  'Errored',
] as const;
export type ImportRecordStatus = (typeof IMPORT_RECORD_STATUSES)[number];

/** What a row of an import describes. */
export const IMPORT_RECORD_KINDS = ['payee', 'filing', 'payer'] as const;

export type QuestionKind = 'payeeExists' | 'filingExists' | 'error';

/** One field of an existing payee beside the file's row; `file` null: the file does not carry it. */
export interface PayeeComparisonRow {
  label: string;
  existing: string;
  file: string | null;
}

export interface ImportQuestion {
  kind: QuestionKind;
  recordId: number;
  title: string;
  message: string;
  /** The answers the dialog offers, in order. */
  actions: string[];
  /** For an existing payee: both versions, field by field (TINs masked), before 'Overwrite'. */
  comparison?: PayeeComparisonRow[];
}

/** Answers given with 'Apply to all', by question kind. */
export type ImportPolicies = Partial<Record<QuestionKind, string>>;

export interface ImportProblem {
  sheet: string;
  row: number;
  column?: string;
  message: string;
}

/** One uploaded file on its way in: parsed, then processed record by record as a durable job. */
export const importRuns = pgTable(
  'import_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    domainId: bigint('domain_id', { mode: 'number' })
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    resource: text('resource').notNull(),
    filingYear: integer('filing_year').notNull(),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: IMPORT_RUN_STATUSES }).notNull(),
    progress: integer('progress').notNull().default(0),
    question: jsonb('question').$type<ImportQuestion | null>(),
    /** The answer to the open question, used once by the next step of the job. */
    answer: text('answer'),
    policies: jsonb('policies')
      .$type<ImportPolicies>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    problems: jsonb('problems')
      .$type<ImportProblem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    skipped: jsonb('skipped')
      .$type<ImportProblem[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    recordCount: integer('record_count').notNull().default(0),
    /** Rows that will be imported: the records less the rejected rows and the left-out duplicates. */
    readyCount: integer('ready_count').notNull().default(0),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('import_runs_domain_idx').on(table.domainId, table.createdAt)],
);

/**
 * One record of a run, in processing order (payees, then 1099-MISC, then 1099-NEC filings). The
 * parsed values hold a TIN, so they are stored encrypted.
 */
export const importRecords = pgTable(
  'import_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    runId: bigint('run_id', { mode: 'number' })
      .notNull()
      .references(() => importRuns.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** The `seq` of the payee (or payer) record this record belongs to: the review's row. */
    payeeSeq: integer('payee_seq'),
    kind: text('kind', { enum: IMPORT_RECORD_KINDS }).notNull(),
    sheet: text('sheet').notNull(),
    row: integer('row').notNull(),
    formType: text('form_type'),
    payloadCiphertext: text('payload_ciphertext').notNull(),
    displayName: text('display_name').notNull(),
    maskedTin: text('masked_tin').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: IMPORT_RECORD_STATUSES }).notNull().default('Pending'),
    message: text('message'),
    payeeId: bigint('payee_id', { mode: 'number' }),
    filingId: bigint('filing_id', { mode: 'number' }),
  },
  (table) => [
    index('import_records_run_idx').on(table.runId, table.seq),
    index('import_records_payee_idx').on(table.runId, table.payeeSeq),
  ],
);

export type ImportRunRow = typeof importRuns.$inferSelect;
export type ImportRecordRow = typeof importRecords.$inferSelect;
