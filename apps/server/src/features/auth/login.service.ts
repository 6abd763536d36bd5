import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { isMfaRequiredForUser } from '../accounts/accounts.service.ts';
import type { MfaState } from '../sessions/sessions.table.ts';
import { getDummyHash, verifyPassword } from '../users/password.ts';
import { findUserByEmail, normalizeEmail } from '../users/users.service.ts';
import { loginAttempts, users, type UserRow } from '../users/users.table.ts';

/** The sign-in errors of the specification, word for word (part 2 §8). */
export const LOGIN_ERRORS = {
  badCredentials: 'Bad credentials',
  emailNotVerified: 'Email not verified',
  locked: 'User account is locked',
  disabled: 'User is disabled',
} as const;

export const LOCK_AFTER_FAILURES = 5;
export const LOCK_WINDOW_MS = 15 * 60_000;
export const LOCK_DURATION_MS = 15 * 60_000;

function refuse(message: string): AppError {
  return new AppError('UNAUTHENTICATED', message);
}

async function recordAttempt(db: Db, email: string, succeeded: boolean, now: Date): Promise<void> {
  await db.insert(loginAttempts).values({ email, succeeded, attemptedAt: now });
}

/**
 * Counts a failed proof of identity (password or second factor); the fifth within 15 minutes since
 * the last success locks the user for 15 minutes. Returns true when this failure locked the user.
 */
export async function recordFailure(
  db: Db,
  user: UserRow | undefined,
  email: string,
  now: Date,
): Promise<boolean> {
  await recordAttempt(db, email, false, now);
  if (!user) return false;
  const windowStart = new Date(now.getTime() - LOCK_WINDOW_MS);
  const [lastSuccess] = await db
    .select({ at: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, true)))
    .orderBy(desc(loginAttempts.attemptedAt))
    .limit(1);
  const since = lastSuccess && lastSuccess.at > windowStart ? lastSuccess.at : windowStart;
  const [failures] = await db
    .select({ value: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.attemptedAt, since),
      ),
    );
  if ((failures?.value ?? 0) < LOCK_AFTER_FAILURES) return false;
  await db
    .update(users)
    .set({ lockedUntil: new Date(now.getTime() + LOCK_DURATION_MS) })
    .where(eq(users.id, user.id));
  return true;
}

export async function recordSuccess(db: Db, email: string, now: Date): Promise<void> {
  await recordAttempt(db, email, true, now);
}

export function isLocked(user: UserRow, now: Date): boolean {
  return user.lockedUntil !== null && user.lockedUntil > now;
}

/** The second-factor state a new session starts in. */
export async function getInitialMfaState(db: Db, user: UserRow): Promise<MfaState> {
  if (user.mfaSecret) return 'required';
  return (await isMfaRequiredForUser(db, user.id)) ? 'required' : 'none';
}

/** Checks e-mail and password; returns the user or throws one of the spec's sign-in errors. */
export async function authenticate(
  db: Db,
  rawEmail: string,
  password: string,
  now = new Date(),
): Promise<UserRow> {
  const email = normalizeEmail(rawEmail);
  const user = email ? await findUserByEmail(db, email) : undefined;
  if (user && isLocked(user, now)) throw refuse(LOGIN_ERRORS.locked);
  const passwordOk = user
    ? await verifyPassword(user.passwordHash, password)
    : (await verifyPassword(await getDummyHash(), password), false);
  if (!passwordOk || !user) {
    const locked = await recordFailure(db, user, email, now);
    throw refuse(locked ? LOGIN_ERRORS.locked : LOGIN_ERRORS.badCredentials);
  }
  if (user.isDisabled) throw refuse(LOGIN_ERRORS.disabled);
  if (!user.isEmailConfirmed) throw refuse(LOGIN_ERRORS.emailNotVerified);
  await recordSuccess(db, email, now);
  await db.update(users).set({ lastLoginAt: now, lockedUntil: null }).where(eq(users.id, user.id));
  return user;
}
