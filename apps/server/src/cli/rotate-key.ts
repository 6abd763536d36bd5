import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { configProperties } from '../features/config/config.table.ts';
import { importRecords } from '../features/imports/imports.table.ts';
import { payees } from '../features/payees/payees.table.ts';
import { payers } from '../features/payers/payers.table.ts';
import { users } from '../features/users/users.table.ts';
import { createEncryptor, type Encryptor } from '../lib/encryption.ts';
import { createTinVault, deriveTinHashKey } from '../lib/tin-vault.ts';

export interface RotationCounts {
  payers: number;
  payees: number;
  importRecords: number;
  mfaSecrets: number;
  configProperties: number;
}

/**
 * Re-encrypts everything encrypted at rest with a new key, in one transaction: TINs (and their
 * look-up hashes, which derive from the key), import payloads, TOTP secrets and ENCRYPTED config
 * properties. The caller stores the new key only after this commits.
 */
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
    for (const row of await tx
      .select({ id: importRecords.id, payload: importRecords.payloadCiphertext })
      .from(importRecords)) {
      await tx
        .update(importRecords)
        .set({ payloadCiphertext: move(oldEncryptor, row.payload) })
        .where(eq(importRecords.id, row.id));
      counts.importRecords += 1;
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
