import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { TRANSMISSION_STATUSES } from '@file1099/forms';
import { filings } from '../filings/filings.table.ts';
import { payees } from '../payees/payees.table.ts';

export const TRANSMISSION_FORMATS = ['IRIS', 'PUB1220'] as const;
export type TransmissionFormat = (typeof TRANSMISSION_FORMATS)[number];

/** One problem the IRS (or the operator, on Mark as Rejected) reported for a record. */
export interface RecordError {
  code: string;
  message: string;
  elementPath: string;
}

/**
 * One file sent to the IRS: an IRIS transmission (its UniqueTransmissionId is new for every row and
 * never reused: the column is unique) or a Pub 1220 file. The file itself is kept for audit, gzip
 * compressed and sealed with the application key (it holds plain TINs).
 */
export const agencyTransmissions = pgTable(
  'agency_transmissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** IRIS UTID, or for Pub 1220 a generated id of the same shape: unique, never reused. */
    uniqueTransmissionId: text('unique_transmission_id').notNull(),
    formatType: text('format_type', { enum: TRANSMISSION_FORMATS }).notNull(),
    taxYear: integer('tax_year').notNull(),
    /** IRIS TransmissionTypeCd: O original, C correction, R replacement. */
    transmissionType: text('transmission_type').notNull().default('O'),
    /** Test accounts' filings go to the IRS test system (ATS) only. */
    isTest: boolean('is_test').notNull().default(false),
    fileName: text('file_name').notNull(),
    fileSealed: text('file_sealed').notNull(),
    fileBytes: integer('file_bytes').notNull(),
    recipientCount: integer('recipient_count').notNull(),
    issuerCount: integer('issuer_count').notNull(),
    ackNumber: text('ack_number'),
    /** IRIS Receipt ID, when the IRS answered with one. */
    receiptId: text('receipt_id'),
    transmissionStatus: text('transmission_status', { enum: TRANSMISSION_STATUSES })
      .notNull()
      .default('Generated'),
    /** The IRS's answer: IRIS status text (Accepted, Accepted with Errors, Partially Accepted, Rejected). */
    agencyStatus: text('agency_status'),
    isRejected: boolean('is_rejected'),
    statusChangeDate: timestamp('status_change_date', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('agency_transmissions_utid_idx').on(table.uniqueTransmissionId),
    index('agency_transmissions_status_idx').on(table.transmissionStatus, table.id),
  ],
);

/**
 * Which filing each record of a transmission carries: IRIS SubmissionId and RecordId (the Unique
 * Record ID is ReceiptId|SubmissionId|RecordId), and what the IRS said about it.
 */
export const agencyTransmissionRecords = pgTable(
  'agency_transmission_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transmissionId: bigint('transmission_id', { mode: 'number' })
      .notNull()
      .references(() => agencyTransmissions.id, { onDelete: 'cascade' }),
    filingId: bigint('filing_id', { mode: 'number' })
      .notNull()
      .references(() => filings.id, { onDelete: 'cascade' }),
    submissionId: integer('submission_id').notNull(),
    recordId: integer('record_id').notNull(),
    /** Accepted, AcceptedWithErrors or Rejected once the answer is in. */
    result: text('result'),
    errors: jsonb('errors')
      .$type<RecordError[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The IRIS replacement (R) that replaced this record's rejected transmission or submission. */
    replacedByTransmissionId: bigint('replaced_by_transmission_id', { mode: 'number' }).references(
      () => agencyTransmissions.id,
      { onDelete: 'set null' },
    ),
  },
  (table) => [
    uniqueIndex('agency_transmission_records_key_idx').on(
      table.transmissionId,
      table.submissionId,
      table.recordId,
    ),
    index('agency_transmission_records_filing_idx').on(table.filingId),
  ],
);

/** A bulk TIN-matching request file (Pub 2108-A) and its answer. */
export const tinTransmissions = pgTable(
  'tin_transmissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fileName: text('file_name').notNull(),
    fileSealed: text('file_sealed').notNull(),
    isTest: boolean('is_test').notNull().default(false),
    ackNumber: text('ack_number'),
    numberOfRequests: integer('number_of_requests').notNull(),
    transmissionStatus: text('transmission_status', { enum: TRANSMISSION_STATUSES })
      .notNull()
      .default('Generated'),
    isRejected: boolean('is_rejected'),
    statusChangeDate: timestamp('status_change_date', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tin_transmissions_status_idx').on(table.transmissionStatus, table.id)],
);

/** The payees a TIN-match file asks about; the account number of the file is the row's id. */
export const tinTransmissionRequests = pgTable(
  'tin_transmission_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transmissionId: bigint('transmission_id', { mode: 'number' })
      .notNull()
      .references(() => tinTransmissions.id, { onDelete: 'cascade' }),
    payeeId: bigint('payee_id', { mode: 'number' })
      .notNull()
      .references(() => payees.id, { onDelete: 'cascade' }),
    resultCode: text('result_code'),
  },
  (table) => [
    index('tin_transmission_requests_transmission_idx').on(table.transmissionId),
    index('tin_transmission_requests_payee_idx').on(table.payeeId),
  ],
);

export type AgencyTransmissionRow = typeof agencyTransmissions.$inferSelect;
export type AgencyTransmissionRecordRow = typeof agencyTransmissionRecords.$inferSelect;
export type TinTransmissionRow = typeof tinTransmissions.$inferSelect;
