import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import * as schema from '../db/schema.ts';
import { ChunkStore, readChunks } from '../features/documents/documents.store.ts';
import { documentDownloads } from '../features/documents/documents.table.ts';
import { tinTransmissions } from '../features/transmissions/transmissions.table.ts';
import { w9Requests } from '../features/w9/w9.table.ts';
import { createAccount } from '../features/accounts/accounts.service.ts';
import { createConfigService } from '../features/config/config.service.ts';
import { configProperties } from '../features/config/config.table.ts';
import { findPayeeByTin, savePayee } from '../features/payees/payees.service.ts';
import { updatePayer } from '../features/payers/payers.service.ts';
import { createUser } from '../features/users/users.service.ts';
import { users } from '../features/users/users.table.ts';
import { createEncryptor } from '../lib/encryption.ts';
import { createTinVault, deriveTinHashKey } from '../lib/tin-vault.ts';
import { describeEachDatabase } from '../test/databases.ts';
import { createKey, reencryptAll, SEALED_COLUMNS, stageKeyFile } from './rotate-key.ts';

describeEachDatabase('encryption key rotation', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('re-encrypts TINs, look-up hashes, secrets and encrypted config with the new key', async () => {
    const oldKey = createKey();
    const newKey = createKey();
    const oldVault = createTinVault(createEncryptor(oldKey), deriveTinHashKey(oldKey));
    const newVault = createTinVault(createEncryptor(newKey), deriveTinHashKey(newKey));
    const user = await createUser(database.db, {
      email: 'rotate@example.test',
      password: 'a long enough password',
      firstName: 'R',
      lastName: 'K',
      isEmailConfirmed: true,
    });
    const domain = await createAccount(database.db, { userId: user.id, name: 'Rotate Co', domainType: 'B' });
    await updatePayer(database.db, oldVault, domain.id, {
      payerType: 'Business',
      businessName: 'Rotate Co',
      tinType: 'EIN',
      tin: '27-1112223',
    });
    await savePayee(database.db, oldVault, domain.id, {
      entityType: 'Business',
      businessName: 'Payee',
      tinType: 'EIN',
      tin: '27-3334445',
    });
    await database.db
      .update(users)
      .set({ mfaSecret: createEncryptor(oldKey).encrypt('TOTPSECRET') })
      .where(eq(users.id, user.id));
    const oldConfig = await createConfigService(database.db, {
      envOverrides: {},
      encryptor: createEncryptor(oldKey),
    });
    await oldConfig.createProperty({ name: 'partner.secret', value: 'shh', type: 'ENCRYPTED' }, 'test');

    const counts = await reencryptAll(database.db, oldKey, newKey);
    expect(counts).toMatchObject({ payers: 1, payees: 1, mfaSecrets: 1, configProperties: 1 });

    const payee = await findPayeeByTin(database.db, newVault, domain.id, '273334445');
    expect(newVault.reveal(payee?.tinCiphertext ?? null)).toBe('273334445');
    expect(await findPayeeByTin(database.db, oldVault, domain.id, '273334445')).toBeUndefined();
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(createEncryptor(newKey).decrypt(row?.mfaSecret ?? '')).toBe('TOTPSECRET');
    expect(() => createEncryptor(oldKey).decrypt(row?.mfaSecret ?? '')).toThrow();
    const newConfig = await createConfigService(database.db, {
      envOverrides: {},
      encryptor: createEncryptor(newKey),
    });
    expect(newConfig.get('partner.secret')).toBe('shh');
    const [stored] = await database.db
      .select()
      .from(configProperties)
      .where(eq(configProperties.name, 'partner.secret'));
    expect(stored?.value).not.toContain('shh');
  });

  it('re-encrypts W-9 links, TINs and PDFs and transmission files, in batches', async () => {
    // A database of its own: the rows of the test above are sealed with that test's key.
    const database = await kind.open();
    const oldKey = createKey();
    const newKey = createKey();
    const [oldEncryptor, newEncryptor] = [createEncryptor(oldKey), createEncryptor(newKey)];
    const user = await createUser(database.db, {
      email: 'rotate-sealed@example.test',
      password: 'a long enough password',
      firstName: 'R',
      lastName: 'S',
      isEmailConfirmed: true,
    });
    const domain = await createAccount(database.db, { userId: user.id, name: 'Sealed Co', domainType: 'B' });
    const vault = createTinVault(oldEncryptor, deriveTinHashKey(oldKey));
    const payee = await savePayee(database.db, vault, domain.id, {
      entityType: 'Business',
      businessName: 'Payee',
      tinType: 'EIN',
      tin: '27-3334446',
    });
    await database.db.insert(w9Requests).values({
      domainId: domain.id,
      payeeId: payee.id,
      tokenCiphertext: oldEncryptor.encrypt('link-token'),
      tinCiphertext: oldEncryptor.encrypt('273334446'),
      pdfCiphertext: null,
    });
    // More rows than one batch, so the rotation pages through the table.
    await database.db.insert(tinTransmissions).values(
      Array.from({ length: 150 }, (_, index) => ({
        fileName: `tin-${index}.txt`,
        fileSealed: oldEncryptor.encrypt(`file ${index}`),
        numberOfRequests: 1,
      })),
    );

    const [download] = await database.db
      .insert(documentDownloads)
      .values({
        domainId: domain.id,
        printCopyType: 'FilerCopy',
        fileName: 'c.pdf',
        contentType: 'application/pdf',
      })
      .returning();
    const store = new ChunkStore(database.db, oldEncryptor, download?.id ?? 0);
    await store.write(Buffer.from('%PDF-1.7 copy C with a TIN'));
    await store.flush();

    const counts = await reencryptAll(database.db, oldKey, newKey);
    expect(counts.sealed).toMatchObject({
      w9_requests: 1,
      tin_transmissions: 150,
      document_download_chunks: 1,
    });
    const document: Buffer[] = [];
    for await (const chunk of readChunks(database.db, newEncryptor, download?.id ?? 0)) document.push(chunk);
    expect(Buffer.concat(document).toString()).toBe('%PDF-1.7 copy C with a TIN');
    const [w9] = await database.db.select().from(w9Requests).where(eq(w9Requests.payeeId, payee.id));
    expect(newEncryptor.decrypt(w9?.tokenCiphertext ?? '')).toBe('link-token');
    expect(newEncryptor.decrypt(w9?.tinCiphertext ?? '')).toBe('273334446');
    expect(w9?.pdfCiphertext).toBeNull();
    const files = await database.db.select().from(tinTransmissions);
    expect(files.map((file) => newEncryptor.decrypt(file.fileSealed)).sort()).toEqual(
      Array.from({ length: 150 }, (_, index) => `file ${index}`).sort(),
    );
    await database.close();
  });
});

describe('the columns key rotation covers', () => {
  it('covers every sealed column of the schema', () => {
    // Columns re-encrypted by hand in reencryptAll (TINs with their hashes, TOTP secrets, document chunks).
    const byHand = [
      'payers.tin_ciphertext',
      'payees.tin_ciphertext',
      'users.mfa_secret',
      'users.mfa_pending_secret',
      'document_download_chunks.data',
    ];
    const covered = new Set([
      ...byHand,
      ...SEALED_COLUMNS.flatMap((entry) =>
        Object.values(entry.columns).map((column) => `${getTableName(entry.table)}.${column.name}`),
      ),
    ]);
    const tables = Object.values(schema).filter((value) => is(value, PgTable)) as PgTable[];
    const sealed = tables
      .flatMap((table) =>
        Object.values(getTableColumns(table)).map((column) => `${getTableName(table)}.${column.name}`),
      )
      .filter((name) => /ciphertext|sealed|secret/.test(name.split('.')[1] ?? ''));
    // Binary columns hold documents, which carry TINs: they are sealed too.
    const binary = tables.flatMap((table) =>
      Object.values(getTableColumns(table))
        .filter((column) => column.getSQLType() === 'bytea')
        .map((column) => `${getTableName(table)}.${column.name}`),
    );
    expect(binary).toContain('document_download_chunks.data');
    sealed.push(...binary);
    expect(sealed.length).toBeGreaterThan(8);
    expect(sealed.filter((name) => !covered.has(name))).toEqual([]);
  });
});

describe('the key file during rotation', () => {
  it('keeps the new key beside the old until the data is re-encrypted, then swaps them', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'file1099-key-'));
    fs.mkdirSync(path.join(dataDir, 'secrets'));
    fs.writeFileSync(path.join(dataDir, 'secrets', 'encryption.key'), 'old\n');
    const staged = stageKeyFile(dataDir, Buffer.alloc(32, 1));
    expect(fs.readFileSync(path.join(dataDir, 'secrets', 'encryption.key'), 'utf8')).toBe('old\n');
    expect(fs.existsSync(path.join(dataDir, 'secrets', 'encryption.key.next'))).toBe(true);
    staged.commit();
    expect(fs.readFileSync(path.join(dataDir, 'secrets', 'encryption.key'), 'utf8').trim()).toBe(
      Buffer.alloc(32, 1).toString('base64'),
    );
    expect(fs.readFileSync(path.join(dataDir, 'secrets', 'encryption.key.previous'), 'utf8')).toBe('old\n');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
