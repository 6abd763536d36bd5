import { eq } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Encryptor } from '../../lib/encryption.ts';
import { loadQrCode } from '../../lib/lazy-modules.ts';
import { createRecoveryCode, hashToken } from '../../lib/tokens.ts';
import { isMfaRequiredForUser } from '../accounts/accounts.service.ts';
import { findUserById } from '../users/users.service.ts';
import { users, type UserRow } from '../users/users.table.ts';
import { isLocked, isLockedFrom, LOGIN_ERRORS, recordFailure, recordSuccess } from './login.service.ts';

export const RECOVERY_CODE_COUNT = 10;
export const MFA_CODE_WRONG =
  'That code is not right. Enter the 6-digit code from your authenticator app, or a recovery code.';

export interface MfaEnrolment {
  secret: string;
  otpauthUri: string;
  qrCodeDataUrl: string;
}

async function loadUser(db: Db, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('FORBIDDEN', 'User not found');
  return user;
}

/** Step 1: a new secret, shown as a QR code; it only takes effect once a code from it is entered. */
export async function startEnrolment(db: Db, encryptor: Encryptor, userId: number): Promise<MfaEnrolment> {
  const user = await loadUser(db, userId);
  const secret = generateSecret();
  await db
    .update(users)
    .set({ mfaPendingSecret: encryptor.encrypt(secret) })
    .where(eq(users.id, user.id));
  const otpauthUri = generateURI({ issuer: 'File1099', label: user.email, secret });
  return {
    secret,
    otpauthUri,
    qrCodeDataUrl: await (await loadQrCode()).toDataURL(otpauthUri, { margin: 1, width: 220 }),
  };
}

function createRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, createRecoveryCode);
  return { codes, hashes: codes.map(hashToken) };
}

async function checkTotp(
  secret: string,
  code: string,
  afterTimeStep: number | null,
): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: 30,
    ...(afterTimeStep !== null ? { afterTimeStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** Step 2: the first code proves the app has the secret; returns the recovery codes, shown once. */
export async function confirmEnrolment(
  db: Db,
  encryptor: Encryptor,
  userId: number,
  code: string,
): Promise<string[]> {
  const user = await loadUser(db, userId);
  if (!user.mfaPendingSecret)
    throw new AppError(
      'BAD_USER_INPUT',
      'Start the set-up again: no authenticator is waiting to be confirmed.',
    );
  const secret = encryptor.decrypt(user.mfaPendingSecret);
  const timeStep = await checkTotp(secret, code.trim(), null);
  if (timeStep === undefined)
    throw new AppError(
      'BAD_USER_INPUT',
      'That code is not right. Enter the 6-digit code your authenticator app shows now.',
      { fieldMessages: { code: 'Not right' } },
    );
  const { codes, hashes } = createRecoveryCodes();
  await db
    .update(users)
    .set({
      mfaSecret: user.mfaPendingSecret,
      mfaPendingSecret: null,
      mfaLastStep: timeStep,
      mfaRecoveryCodes: hashes,
    })
    .where(eq(users.id, user.id));
  return codes;
}

/**
 * The sign-in challenge: a current TOTP code (never the same one twice) or an unused recovery code.
 * Wrong codes count towards the same lock as wrong passwords.
 */
export async function verifySecondFactor(
  db: Db,
  encryptor: Encryptor,
  userId: number,
  rawCode: string,
  source: string,
  now = new Date(),
): Promise<'totp' | 'recovery'> {
  const user = await loadUser(db, userId);
  if (isLocked(user, now) || (await isLockedFrom(db, user.email, source, now)))
    throw new AppError('FORBIDDEN', LOGIN_ERRORS.locked);
  if (!user.mfaSecret) throw new AppError('BAD_USER_INPUT', 'Set up an authenticator app first.');
  const code = rawCode.trim().toLowerCase();
  const timeStep = await checkTotp(encryptor.decrypt(user.mfaSecret), code, user.mfaLastStep);
  if (timeStep !== undefined) {
    await db.update(users).set({ mfaLastStep: timeStep }).where(eq(users.id, user.id));
    await recordSuccess(db, user.email, source, now);
    return 'totp';
  }
  const hash = hashToken(code);
  if (user.mfaRecoveryCodes.includes(hash)) {
    await db
      .update(users)
      .set({ mfaRecoveryCodes: user.mfaRecoveryCodes.filter((h) => h !== hash) })
      .where(eq(users.id, user.id));
    await recordSuccess(db, user.email, source, now);
    return 'recovery';
  }
  if (await recordFailure(db, user.email, source, now)) throw new AppError('FORBIDDEN', LOGIN_ERRORS.locked);
  throw new AppError('BAD_USER_INPUT', MFA_CODE_WRONG, { fieldMessages: { code: 'Not right' } });
}

export async function regenerateRecoveryCodes(
  db: Db,
  encryptor: Encryptor,
  userId: number,
  code: string,
  source: string,
): Promise<string[]> {
  await verifySecondFactor(db, encryptor, userId, code, source);
  const { codes, hashes } = createRecoveryCodes();
  await db.update(users).set({ mfaRecoveryCodes: hashes }).where(eq(users.id, userId));
  return codes;
}

export async function disableMfa(
  db: Db,
  encryptor: Encryptor,
  userId: number,
  code: string,
  source: string,
): Promise<void> {
  if (await isMfaRequiredForUser(db, userId)) {
    throw new AppError(
      'BAD_USER_INPUT',
      'An account you belong to requires two-step verification, so it cannot be turned off.',
    );
  }
  await verifySecondFactor(db, encryptor, userId, code, source);
  await db
    .update(users)
    .set({ mfaSecret: null, mfaPendingSecret: null, mfaRecoveryCodes: [], mfaLastStep: null })
    .where(eq(users.id, userId));
}

export async function countRecoveryCodes(db: Db, userId: number): Promise<number> {
  return (await loadUser(db, userId)).mfaRecoveryCodes.length;
}
