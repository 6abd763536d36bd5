import { createHmac } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { altchaSpent } from './altcha.table.ts';

/** ALTCHA (self-hosted proof of work) guards sign-up, sign-in, password reset and invitations. */
export const ALTCHA_LIFETIME_MS = 10 * 60_000;
export const ALTCHA_FAILED = 'The anti-robot check did not pass. Please try again.';

export interface AltchaService {
  createChallenge(): Promise<Challenge>;
  /** Accepts a solved challenge once; throws a user message otherwise. */
  verify(payload: string | undefined): Promise<void>;
}

interface DecodedPayload {
  algorithm: 'SHA-1' | 'SHA-256' | 'SHA-512';
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

function decodePayload(payload: string): DecodedPayload | undefined {
  try {
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Partial<DecodedPayload>;
    if (
      typeof decoded.signature !== 'string' ||
      typeof decoded.salt !== 'string' ||
      typeof decoded.challenge !== 'string' ||
      typeof decoded.number !== 'number'
    )
      return undefined;
    return decoded as DecodedPayload;
  } catch {
    return undefined;
  }
}

/** The HMAC key is derived from the server's encryption key, so it needs no setting of its own. */
export function deriveAltchaKey(encryptionKey: Buffer): string {
  return createHmac('sha256', encryptionKey).update('altcha-hmac-key').digest('hex');
}

export function createAltchaService(
  db: Db,
  options: { hmacKey: string; getMaxNumber: () => number },
): AltchaService {
  return {
    createChallenge() {
      return createChallenge({
        hmacKey: options.hmacKey,
        maxNumber: options.getMaxNumber(),
        expires: new Date(Date.now() + ALTCHA_LIFETIME_MS),
      });
    },
    async verify(payload) {
      if (!payload || payload.length > 4000)
        throw new AppError('BAD_USER_INPUT', ALTCHA_FAILED, { fieldMessages: { altcha: 'Required' } });
      const decoded = decodePayload(payload);
      if (!decoded || !(await verifySolution(payload, options.hmacKey, true))) {
        throw new AppError('BAD_USER_INPUT', ALTCHA_FAILED, { fieldMessages: { altcha: 'Invalid' } });
      }
      await db.delete(altchaSpent).where(lt(altchaSpent.expiresAt, new Date()));
      const inserted = await db
        .insert(altchaSpent)
        .values({ signature: decoded.signature, expiresAt: new Date(Date.now() + ALTCHA_LIFETIME_MS) })
        .onConflictDoNothing()
        .returning({ signature: altchaSpent.signature });
      if (inserted.length === 0)
        throw new AppError('BAD_USER_INPUT', ALTCHA_FAILED, { fieldMessages: { altcha: 'Already used' } });
    },
  };
}
