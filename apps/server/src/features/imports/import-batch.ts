import { and, eq, inArray, sql } from 'drizzle-orm';
import { hasRequiredBoxAmount, isFormType, isPlaceholderTin } from '@file1099/forms';
import type { Db } from '../../db/database.ts';
import { isAppError } from '../../lib/app-error.ts';
import { recordEntityChanges, type EntityChange } from '../audit/record-changes.ts';
import type { TinVault } from '../../lib/tin-vault.ts';
import { filings, filingStatusHistory } from '../filings/filings.table.ts';
import { prepareFilingValues } from '../filings/filings.service.ts';
import { preparePayeeValues } from '../payees/payees.service.ts';
import { payees, type PayeeRow } from '../payees/payees.table.ts';
import { IMPORT_RECORD_MESSAGES, partnerImportStatus, toPayeeInput } from './import-steps.ts';
import { payloadKey, type ImportPayload } from './imports.service.ts';
import type { ImportRecordRow } from './imports.table.ts';

/**
 * The fast path of an import: a run of records that need no question — new payees, new filings, and
 * the simple skips — written with one multi-row statement per table in one transaction. It stops
 * before the first record that needs the user or fails a check; that one takes the record-by-record
 * path. A batch is written whole or not at all, so no record is ever half-written.
 */
export interface BatchItem {
  record: ImportRecordRow;
  payload: ImportPayload;
}

/** Who started the import and the import's name (`import #12 vendors.csv`), for the audit trail. */
export interface BatchAudit {
  actor: string;
  source: string;
}

interface RecordResult {
  id: number;
  status: 'Added' | 'Skipped';
  message: string | null;
  payeeId: number | null;
  filingId: number | null;
}

async function writeResults(db: Db, results: readonly RecordResult[]): Promise<void> {
  if (results.length === 0) return;
  const rows = sql.join(
    results.map(
      (r) =>
        sql`(${r.id}::bigint, ${r.status}::text, ${r.message}::text, ${r.payeeId}::bigint, ${r.filingId}::bigint)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update import_records as r
       set status = v.status, message = v.message, payee_id = v.payee_id, filing_id = v.filing_id
      from (values ${rows}) as v(id, status, message, payee_id, filing_id)
     where r.id = v.id`);
}

/** Partner links of `items` already held by a payee of the account (matched before the TIN). */
async function linkedPartnerKeys(
  db: Db,
  domainId: number,
  items: readonly BatchItem[],
): Promise<Set<string>> {
  const refs = items.flatMap((item) => (item.payload.partnerRef ? [item.payload.partnerRef] : []));
  if (refs.length === 0) return new Set();
  const rows = await db
    .select({ partner: payees.partner, partnerId: payees.partnerId })
    .from(payees)
    .where(
      and(
        eq(payees.domainId, domainId),
        inArray(payees.partner, [...new Set(refs.map((ref) => ref.partner))]),
        inArray(
          payees.partnerId,
          refs.map((ref) => ref.vendorId),
        ),
      ),
    );
  return new Set(rows.map((row) => `partner:${row.partner ?? ''}:${row.partnerId ?? ''}`));
}

/** New payees at the head of `items`; returns how many records it handled and the new payees' ids. */
export async function writePayeeBatch(
  db: Db,
  vault: TinVault,
  domainId: number,
  items: readonly BatchItem[],
  audit: BatchAudit,
): Promise<{ handled: number; payeeIdByTin: Map<string, number> }> {
  const matchable = items.map((item) => item.payload.payee.tin).filter((tin) => !isPlaceholderTin(tin));
  const hashes = matchable.map((tin) => vault.hash(tin));
  const existing = hashes.length
    ? new Set(
        (
          await db
            .select({ tinHash: payees.tinHash })
            .from(payees)
            .where(and(eq(payees.domainId, domainId), inArray(payees.tinHash, hashes)))
        ).map((row) => row.tinHash),
      )
    : new Set<string | null>();
  const linked = await linkedPartnerKeys(db, domainId, items);
  const prepared: { item: BatchItem; values: ReturnType<typeof preparePayeeValues> }[] = [];
  for (const item of items) {
    const tin = item.payload.payee.tin;
    if (!isPlaceholderTin(tin) && existing.has(vault.hash(tin))) break;
    if (linked.has(payloadKey(item.payload))) break;
    try {
      prepared.push({
        item,
        values: preparePayeeValues(
          vault,
          toPayeeInput(item.payload.payee, undefined, item.payload.partnerRef),
        ),
      });
    } catch (error) {
      if (isAppError(error)) break;
      throw error;
    }
  }
  const payeeIdByTin = new Map<string, number>();
  if (prepared.length === 0) return { handled: 0, payeeIdByTin };
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(payees)
      .values(
        prepared.map(({ item, values }) => ({ ...values, ...partnerImportStatus(item.payload), domainId })),
      )
      .returning({
        id: payees.id,
        tinHash: payees.tinHash,
        partner: payees.partner,
        partnerId: payees.partnerId,
      });
    // Matched by TIN (unique within a run) or partner link, not by position in the answer.
    const idByKey = new Map<string, number>();
    for (const row of inserted) {
      if (row.partner !== null && row.partnerId !== null)
        idByKey.set(`partner:${row.partner}:${row.partnerId}`, row.id);
      else if (row.tinHash !== null) idByKey.set(row.tinHash, row.id);
    }
    for (const { item } of prepared) {
      const key = item.payload.partnerRef ? payloadKey(item.payload) : vault.hash(item.payload.payee.tin);
      const id = idByKey.get(key);
      if (id === undefined) throw new Error('writePayeeBatch: an inserted payee was not returned');
      payeeIdByTin.set(payloadKey(item.payload), id);
    }
    await recordEntityChanges(
      tx,
      prepared.map(({ item, values }) => ({
        ...audit,
        domainId,
        entityType: 'payee' as const,
        entityId: payeeIdByTin.get(payloadKey(item.payload)) ?? 0,
        action: 'create',
        label: values.displayName,
        after: { ...values, ...partnerImportStatus(item.payload) },
      })),
    );
    await writeResults(
      tx,
      prepared.map(({ item }) => ({
        id: item.record.id,
        status: 'Added',
        message: null,
        payeeId: payeeIdByTin.get(payloadKey(item.payload)) ?? null,
        filingId: null,
      })),
    );
  });
  return { handled: prepared.length, payeeIdByTin };
}

/** New filings (and the simple skips) at the head of `items`; returns how many records it handled. */
export async function writeFilingBatch(
  db: Db,
  vault: TinVault,
  domainId: number,
  filingYear: number,
  items: readonly BatchItem[],
  payeeIdByTin: ReadonlyMap<string, number | null>,
  audit: BatchAudit,
): Promise<number> {
  const payeeIds = [
    ...new Set(
      items
        .map((item) => payeeIdByTin.get(payloadKey(item.payload)))
        .filter((id): id is number => typeof id === 'number'),
    ),
  ];
  const payeeRows = payeeIds.length
    ? await db
        .select()
        .from(payees)
        .where(and(eq(payees.domainId, domainId), inArray(payees.id, payeeIds)))
    : [];
  const payeeById = new Map<number, PayeeRow>(payeeRows.map((row) => [row.id, row]));
  const taken = payeeIds.length
    ? new Set(
        (
          await db
            .select({ payeeId: filings.payeeId, filingType: filings.filingType })
            .from(filings)
            .where(
              and(
                eq(filings.domainId, domainId),
                eq(filings.filingYear, filingYear),
                eq(filings.correctionType, 'Original'),
                inArray(filings.payeeId, payeeIds),
              ),
            )
        ).map((row) => `${row.payeeId}:${row.filingType}`),
      )
    : new Set<string>();
  const skips: RecordResult[] = [];
  const prepared: { item: BatchItem; values: ReturnType<typeof prepareFilingValues> }[] = [];
  for (const item of items) {
    if (item.payload.kind !== 'filing') break;
    const payeeId = payeeIdByTin.get(payloadKey(item.payload)) ?? null;
    const { formType, filingData } = item.payload;
    if (payeeId === null) {
      skips.push({
        id: item.record.id,
        status: 'Skipped',
        message: IMPORT_RECORD_MESSAGES.payeeNotImported,
        payeeId: null,
        filingId: null,
      });
      continue;
    }
    if (!isFormType(formType) || !hasRequiredBoxAmount(formType, filingYear, filingData)) {
      skips.push({
        id: item.record.id,
        status: 'Skipped',
        message: IMPORT_RECORD_MESSAGES.noBoxAmounts,
        payeeId,
        filingId: null,
      });
      continue;
    }
    const payee = payeeById.get(payeeId);
    if (!payee || taken.has(`${payeeId}:${formType}`)) break;
    try {
      prepared.push({
        item,
        values: prepareFilingValues(
          vault,
          { payeeId, filingType: formType, filingYear, filingData, correctionType: 'Original' },
          payee,
        ),
      });
      taken.add(`${payeeId}:${formType}`);
    } catch (error) {
      if (isAppError(error)) break;
      throw error;
    }
  }
  const handled = skips.length + prepared.length;
  if (handled === 0) return 0;
  await db.transaction(async (tx) => {
    const results: RecordResult[] = [...skips];
    if (prepared.length > 0) {
      const inserted = await tx
        .insert(filings)
        .values(prepared.map(({ values }) => ({ ...values, domainId })))
        .returning({ id: filings.id, payeeId: filings.payeeId, filingType: filings.filingType });
      await tx
        .insert(filingStatusHistory)
        .values(inserted.map((row) => ({ filingId: row.id, status: 'Draft', statusChangeDesc: 'Imported' })));
      // One original per payee and form in a batch, so (payee, form) finds each row.
      const idByKey = new Map(inserted.map((row) => [`${row.payeeId}:${row.filingType}`, row.id]));
      const created: EntityChange[] = [];
      for (const { item, values } of prepared) {
        const filingId = idByKey.get(`${values.payeeId}:${values.filingType}`);
        if (filingId === undefined) throw new Error('writeFilingBatch: an inserted filing was not returned');
        created.push({
          ...audit,
          domainId,
          entityType: 'filing' as const,
          entityId: filingId,
          action: 'create',
          label: `${values.filingType} ${values.filingYear} for ${values.payeeName}`,
          after: values,
        });
        results.push({
          id: item.record.id,
          status: 'Added',
          message: null,
          payeeId: values.payeeId,
          filingId,
        });
      }
      await recordEntityChanges(tx, created);
    }
    await writeResults(tx, results);
  });
  return handled;
}
