import { createHmac } from 'node:crypto';
import { getTinLast4, normalizeTin } from '@file1099/forms';
import type { Encryptor } from './encryption.ts';

/**
 * TINs at rest: AES-256-GCM ciphertext, a keyed hash (HMAC-SHA256) for exact look-ups such as
 * `payeeByTin`, and the last four digits for masked display. The plain TIN leaves only through
 * `revealTin`, for the operations that must have it (e-file files, the payee's own W-9).
 */
export interface SealedTin {
  tinCiphertext: string | null;
  tinHash: string | null;
  tinLast4: string;
}

export interface TinVault {
  seal(tin: string | null | undefined): SealedTin;
  hash(tin: string): string;
  reveal(ciphertext: string | null): string;
}

export function createTinVault(encryptor: Encryptor, hashKey: Buffer): TinVault {
  const hash = (tin: string) => createHmac('sha256', hashKey).update(normalizeTin(tin)).digest('hex');
  return {
    seal(tin) {
      const digits = normalizeTin(tin);
      if (!digits) return { tinCiphertext: null, tinHash: null, tinLast4: '' };
      return {
        tinCiphertext: encryptor.encrypt(digits),
        tinHash: hash(digits),
        tinLast4: getTinLast4(digits),
      };
    },
    hash,
    reveal: (ciphertext) => (ciphertext ? encryptor.decrypt(ciphertext) : ''),
  };
}

/** A separate key for the look-up hash, derived from the encryption key. */
export function deriveTinHashKey(encryptionKey: Buffer): Buffer {
  return createHmac('sha256', encryptionKey).update('tin-lookup-hash').digest();
}
