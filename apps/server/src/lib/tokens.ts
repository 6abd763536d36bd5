import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random URL-safe token (session ids, CSRF tokens, e-mailed codes). */
export function createToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored as SHA-256 hashes, so a leaked table holds nothing usable. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code a person can type: xxxxx-xxxxx from an alphabet without look-alikes. */
export function createRecoveryCode(): string {
  const pick = () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)] ?? 'a';
  const part = () => Array.from({ length: 5 }, pick).join('');
  return `${part()}-${part()}`;
}
