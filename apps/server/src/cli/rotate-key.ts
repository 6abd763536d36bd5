import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, getTableName, gt, isNotNull, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { billingPayments } from '../features/billing/billing.table.ts';
import { configProperties } from '../features/config/config.table.ts';
import { emailConsents } from '../features/delivery/delivery.table.ts';
import { documentDownloadChunks } from '../features/documents/documents.table.ts';
import { importRecords } from '../features/imports/imports.table.ts';
import {
  integrationConnections,
  integrationConnectStates,
} from '../features/integrations/connections.table.ts';
import { payees } from '../features/payees/payees.table.ts';
import { payers } from '../features/payers/payers.table.ts';
import { agencyTransmissions, tinTransmissions } from '../features/transmissions/transmissions.table.ts';
import { users } from '../features/users/users.table.ts';
import { w9Requests } from '../features/w9/w9.table.ts';
import { createEncryptor, type Encryptor } from '../lib/encryption.ts';
import { createTinVault, deriveTinHashKey } from '../lib/tin-vault.ts';

export interface RotationCounts {
  payers: number;
  payees: number;
  importRecords: number;
  mfaSecrets: number;
  configProperties: number;
  /** Rows of the other sealed columns (SEALED_COLUMNS), per table name. */
  sealed: Record<string, number>;
}

/**
 * Columns holding text sealed with the key (lib/encryption.ts) and nothing else to recompute: each is
 * decrypted with the old key and sealed again with the new one. Every sealed column of the schema is
 * either here or handled above (TINs, whose look-up hashes change too; TOTP secrets; config values);
 * rotate-key.test.ts fails when a new one is in neither.
 */
export const SEALED_COLUMNS: readonly {
  table: PgTable;
  id: PgColumn;
  /** Property name in the table (as `.set()` takes it) → column. */
  columns: Readonly<Record<string, PgColumn>>;
}[] = [
  {
    table: w9Requests,
    id: w9Requests.id,
    columns: {
      tokenCiphertext: w9Requests.tokenCiphertext,
      tinCiphertext: w9Requests.tinCiphertext,
      pdfCiphertext: w9Requests.pdfCiphertext,
    },
  },
  {
    table: agencyTransmissions,
    id: agencyTransmissions.id,
    columns: { fileSealed: agencyTransmissions.fileSealed },
  },
  { table: tinTransmissions, id: tinTransmissions.id, columns: { fileSealed: tinTransmissions.fileSealed } },
  {
    table: billingPayments,
    id: billingPayments.id,
    columns: { sealedRequest: billingPayments.sealedRequest },
  },
  {
    table: importRecords,
    id: importRecords.id,
    columns: { payloadCiphertext: importRecords.payloadCiphertext },
  },
  { table: emailConsents, id: emailConsents.id, columns: { codeCiphertext: emailConsents.codeCiphertext } },
  {
    table: integrationConnections,
    id: integrationConnections.id,
    columns: {
      accessTokenSealed: integrationConnections.accessTokenSealed,
      refreshTokenSealed: integrationConnections.refreshTokenSealed,
    },
  },
  {
    table: integrationConnectStates,
    id: integrationConnectStates.id,
    columns: { codeVerifierSealed: integrationConnectStates.codeVerifierSealed },
  },
];

/** Rows per batch: sealed files can be large, so a table is never read whole. */
const ROTATION_BATCH = 100;

/** Stored document chunks (sealed bytes, documents.store.ts), one at a time: each is up to 1 MiB. */
async function rotateDocumentChunks(tx: Db, oldEncryptor: Encryptor, next: Encryptor): Promise<number> {
  const chunks = documentDownloadChunks;
  let count = 0;
  let after = { downloadId: 0, seq: -1 };
  for (;;) {
    const [row] = await tx
      .select()
      .from(chunks)
      .where(
        or(
          gt(chunks.downloadId, after.downloadId),
          and(eq(chunks.downloadId, after.downloadId), gt(chunks.seq, after.seq)),
        ),
      )
      .orderBy(asc(chunks.downloadId), asc(chunks.seq))
      .limit(1);
    if (!row) return count;
    await tx
      .update(chunks)
      .set({ data: next.encryptBytes(oldEncryptor.decryptBytes(row.data)) })
      .where(and(eq(chunks.downloadId, row.downloadId), eq(chunks.seq, row.seq)));
    after = { downloadId: row.downloadId, seq: row.seq };
    count += 1;
  }
}

/** Seals every value of an entry's columns again, in batches by id; returns the rows seen. */
async function rotateSealedColumns(
  tx: Db,
  entry: (typeof SEALED_COLUMNS)[number],
  move: (sealed: string) => string,
): Promise<number> {
  let count = 0;
  let after = 0;
  for (;;) {
    const rows: Record<string, unknown>[] = await tx
      .select({ ...entry.columns, rowId: entry.id })
      .from(entry.table)
      .where(gt(entry.id, after))
      .orderBy(asc(entry.id))
      .limit(ROTATION_BATCH);
    for (const row of rows) {
      const changes: Record<string, string> = {};
      for (const key of Object.keys(entry.columns)) {
        const value = row[key];
        if (typeof value === 'string' && value !== '') changes[key] = move(value);
      }
      if (Object.keys(changes).length > 0)
        await tx
          .update(entry.table)
          .set(changes)
          .where(eq(entry.id, Number(row.rowId)));
      count += 1;
    }
    if (rows.length < ROTATION_BATCH) return count;
    after = Number(rows.at(-1)?.rowId);
  }
}

export async function reencryptAll(db: Db, oldKey: Buffer, newKey: Buffer): Promise<RotationCounts> {
  const oldEncryptor = createEncryptor(oldKey);
  const next = createEncryptor(newKey);
  const vault = createTinVault(next, deriveTinHashKey(newKey));
  const move = (enc: Encryptor, sealed: string) => next.encrypt(enc.decrypt(sealed));
  return db.transaction(async (tx) => {
    const counts: RotationCounts = {
      payers: 0,
      payees: 0,
      importRecords: 0,
      mfaSecrets: 0,
      configProperties: 0,
      sealed: {},
    };
    for (const row of await tx.select().from(payers).where(isNotNull(payers.tinCiphertext))) {
      const tin = oldEncryptor.decrypt(row.tinCiphertext ?? '');
      await tx.update(payers).set(vault.seal(tin)).where(eq(payers.id, row.id));
      counts.payers += 1;
    }
    for (const row of await tx.select().from(payees).where(isNotNull(payees.tinCiphertext))) {
      const tin = oldEncryptor.decrypt(row.tinCiphertext ?? '');
      await tx.update(payees).set(vault.seal(tin)).where(eq(payees.id, row.id));
      counts.payees += 1;
    }
    for (const row of await tx.select().from(users)) {
      if (!row.mfaSecret && !row.mfaPendingSecret) continue;
      await tx
        .update(users)
        .set({
          mfaSecret: row.mfaSecret ? move(oldEncryptor, row.mfaSecret) : null,
          mfaPendingSecret: row.mfaPendingSecret ? move(oldEncryptor, row.mfaPendingSecret) : null,
        })
        .where(eq(users.id, row.id));
      counts.mfaSecrets += 1;
    }
    for (const row of await tx.select().from(configProperties)) {
      if (!row.isEncrypted && row.type !== 'ENCRYPTED') continue;
      await tx
        .update(configProperties)
        .set({ value: move(oldEncryptor, row.value) })
        .where(eq(configProperties.id, row.id));
      counts.configProperties += 1;
    }
    for (const entry of SEALED_COLUMNS) {
      const rows = await rotateSealedColumns(tx, entry, (sealed) => move(oldEncryptor, sealed));
      if (entry.table === importRecords) counts.importRecords = rows;
      else counts.sealed[getTableName(entry.table)] = rows;
    }
    counts.sealed.document_download_chunks = await rotateDocumentChunks(tx, oldEncryptor, next);
    return counts;
  });
}

export function createKey(): Buffer {
  return randomBytes(32);
}

/**
 * The embedded default keeps its key in DATA_DIR/secrets. The new key is written beside it first
 * (encryption.key.next) so it is never lost; after the data is re-encrypted it replaces the old one,
 * which stays as encryption.key.previous.
 */
export function stageKeyFile(dataDir: string, key: Buffer): { commit(): void } {
  const dir = path.join(dataDir, 'secrets');
  const current = path.join(dir, 'encryption.key');
  const staged = path.join(dir, 'encryption.key.next');
  fs.writeFileSync(staged, `${key.toString('base64')}\n`, { mode: 0o600 });
  return {
    commit() {
      if (fs.existsSync(current)) fs.renameSync(current, path.join(dir, 'encryption.key.previous'));
      fs.renameSync(staged, current);
    },
  };
}
