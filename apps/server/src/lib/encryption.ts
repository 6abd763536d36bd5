import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from './app-error.ts';

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';

/** AES-256-GCM with a random 96-bit nonce; output is `v1:<nonce>:<tag>:<ciphertext>` in base64. */
export interface Encryptor {
  encrypt(plaintext: string): string;
  decrypt(sealed: string): string;
  /** Bytes sealed as nonce (12) ‖ tag (16) ‖ ciphertext, for large binary data (stored documents). */
  encryptBytes(plain: Uint8Array): Buffer;
  decryptBytes(sealed: Uint8Array): Buffer;
}

export function createEncryptor(key: Buffer): Encryptor {
  if (key.length !== 32) throw new Error('The encryption key must be 32 bytes');
  return {
    encrypt(plaintext) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv(ALGORITHM, key, nonce);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [
        VERSION,
        nonce.toString('base64'),
        cipher.getAuthTag().toString('base64'),
        ciphertext.toString('base64'),
      ].join(':');
    },
    encryptBytes(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv(ALGORITHM, key, nonce);
      const ciphertext = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([nonce, cipher.getAuthTag(), ciphertext]);
    },
    decryptBytes(sealed) {
      if (sealed.length < 28) throw new Error('Not an encrypted value');
      const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
      const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
    },
    decrypt(sealed) {
      const [version, nonce, tag, ciphertext] = sealed.split(':');
      if (version !== VERSION || !nonce || !tag || ciphertext === undefined)
        throw new Error('Not an encrypted value');
      const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(nonce, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/**
 * The key comes from ENCRYPTION_KEY (base64, 32 bytes) or, for the embedded default, from
 * DATA_DIR/secrets/encryption.key, generated on first start with owner-only permissions.
 */
export function loadEncryptionKey(options: { encryptionKey: string | undefined; dataDir: string }): Buffer {
  if (options.encryptionKey) {
    const key = Buffer.from(options.encryptionKey, 'base64');
    if (key.length !== 32)
      throw new StartupError('ENCRYPTION_KEY must be 32 bytes, base64-encoded (openssl rand -base64 32).');
    return key;
  }
  const keyPath = path.join(options.dataDir, 'secrets', 'encryption.key');
  if (fs.existsSync(keyPath)) {
    const key = Buffer.from(fs.readFileSync(keyPath, 'utf8').trim(), 'base64');
    if (key.length !== 32) throw new StartupError(`${keyPath} does not hold a 32-byte base64 key.`);
    return key;
  }
  fs.mkdirSync(path.dirname(keyPath), { recursive: true, mode: 0o700 });
  const key = randomBytes(32);
  fs.writeFileSync(keyPath, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}
