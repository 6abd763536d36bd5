import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { readAddressInput, type StoredAddress } from '../../lib/address.ts';
import type { Encryptor } from '../../lib/encryption.ts';
import type { PageMetadata } from '../../lib/paging.ts';
import { findImportRun, pageImportRecords, type ImportPayload } from './imports.service.ts';
import { importRecords, type ImportRecordRow } from './imports.table.ts';

/** A filing of the review: its record and the box values read from the file. */
export interface ImportReviewFiling {
  record: ImportRecordRow;
  filingData: Record<string, unknown>;
}

/** One row of the review's Filing Data / Payer Data grid: a payee (or payer) and its filings. */
export interface ImportReviewRow {
  record: ImportRecordRow;
  address: StoredAddress;
  emailAddress: string;
  phoneNumber: string;
  filings: ImportReviewFiling[];
}

function readPayload(encryptor: Encryptor, record: ImportRecordRow): ImportPayload {
  return JSON.parse(encryptor.decrypt(record.payloadCiphertext)) as ImportPayload;
}

/**
 * The review grid (spec part 2 §2 'Import review'): a page of the run's payees — or payers — in the
 * file's order, each with its contact details and its 1099-MISC and 1099-NEC filings, so the user
 * sees per payee what was imported and, in each record's log, what happened.
 */
export async function listImportReviewRows(
  db: Db,
  encryptor: Encryptor,
  domainId: number,
  runId: number,
  page: { pageSize?: number | null; pageNumber?: number | null },
): Promise<{ rows: ImportReviewRow[]; pageMetadata: PageMetadata }> {
  await findImportRun(db, domainId, runId);
  const { records: parties, pageMetadata } = await pageImportRecords(
    db,
    and(eq(importRecords.runId, runId), inArray(importRecords.kind, ['payee', 'payer'])),
    page,
  );
  const seqs = parties.map((party) => party.seq);
  const filings =
    seqs.length === 0
      ? []
      : await db
          .select()
          .from(importRecords)
          .where(
            and(
              eq(importRecords.runId, runId),
              eq(importRecords.kind, 'filing'),
              inArray(importRecords.payeeSeq, seqs),
            ),
          )
          .orderBy(asc(importRecords.seq));
  const filingsBySeq = new Map<number, ImportReviewFiling[]>();
  for (const record of filings) {
    const payload = readPayload(encryptor, record);
    const list = filingsBySeq.get(record.payeeSeq ?? -1) ?? [];
    list.push({ record, filingData: payload.kind === 'filing' ? payload.filingData : {} });
    filingsBySeq.set(record.payeeSeq ?? -1, list);
  }
  const rows = parties.map((record): ImportReviewRow => {
    const { payee } = readPayload(encryptor, record);
    return {
      record,
      address: readAddressInput(payee.address),
      emailAddress: payee.emailAddress ?? '',
      phoneNumber: payee.phoneNumber ?? '',
      filings: filingsBySeq.get(record.seq) ?? [],
    };
  });
  return { rows, pageMetadata };
}
