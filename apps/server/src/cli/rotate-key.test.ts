import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
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
import { createKey, reencryptAll, stageKeyFile } from './rotate-key.ts';

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
