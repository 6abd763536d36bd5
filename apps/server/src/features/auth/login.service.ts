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

function refuse(message: string): AppError {
  return new AppError('UNAUTHENTICATED', message);
}

async function recordAttempt(
  db: Db,
  email: string,
  source: string,
  succeeded: boolean,
  now: Date,
): Promise<void> {
  await db.insert(loginAttempts).values({ email, source: source.slice(0, 100), succeeded, attemptedAt: now });
}

/**
 * Locked for this source: 5 failures from it within 15 minutes since its last success. The lock holds
 * for the address the failures came from only, so a stranger guessing cannot lock the owner out from
 * elsewhere; guessing from many addresses meets the proof-of-work check and the per-account rate limit.
 */
export async function isLockedFrom(db: Db, email: string, source: string, now: Date): Promise<boolean> {
  const windowStart = new Date(now.getTime() - LOCK_WINDOW_MS);
  const [lastSuccess] = await db
    .select({ at: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.source, source),
        eq(loginAttempts.succeeded, true),
        gt(loginAttempts.attemptedAt, windowStart),
      ),
    )
    .orderBy(desc(loginAttempts.attemptedAt))
    .limit(1);
  const since = lastSuccess ? lastSuccess.at : windowStart;
  const [failures] = await db
    .select({ value: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.source, source),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.attemptedAt, since),
      ),
    );
  return (failures?.value ?? 0) >= LOCK_AFTER_FAILURES;
}

/** Counts a failed proof of identity (password or second factor); true when the source is now locked. */
export async function recordFailure(db: Db, email: string, source: string, now: Date): Promise<boolean> {
  await recordAttempt(db, email, source, false, now);
  return isLockedFrom(db, email, source, now);
}

export async function recordSuccess(db: Db, email: string, source: string, now: Date): Promise<void> {
  await recordAttempt(db, email, source, true, now);
}

/** Locked by an operator (users.locked_until), whatever the source. */
export function isLocked(user: UserRow, now: Date): boolean {
  return user.lockedUntil !== null && user.lockedUntil > now;
}

/** The second-factor state a new session starts in. */
export async function getInitialMfaState(db: Db, user: UserRow): Promise<MfaState> {
  if (user.mfaSecret) return 'required';
  return (await isMfaRequiredForUser(db, user.id)) ? 'required' : 'none';
}

/** Checks e-mail and password from a source address; returns the user or throws a spec sign-in error. */
export async function authenticate(
  db: Db,
  rawEmail: string,
  password: string,
  source: string,
  now = new Date(),
): Promise<UserRow> {
  const email = normalizeEmail(rawEmail);
  const user = email ? await findUserByEmail(db, email) : undefined;
  // Known or not, the answer and the work are the same, so the lock tells nothing about an address.
  if ((user && isLocked(user, now)) || (await isLockedFrom(db, email, source, now))) {
    await verifyPassword(await getDummyHash(), password);
    throw refuse(LOGIN_ERRORS.locked);
  }
  const passwordOk = user
    ? await verifyPassword(user.passwordHash, password)
    : (await verifyPassword(await getDummyHash(), password), false);
  if (!passwordOk || !user) {
    const locked = await recordFailure(db, email, source, now);
    throw refuse(locked ? LOGIN_ERRORS.locked : LOGIN_ERRORS.badCredentials);
  }
  if (user.isDisabled) throw refuse(LOGIN_ERRORS.disabled);
  if (!user.isEmailConfirmed) throw refuse(LOGIN_ERRORS.emailNotVerified);
  await recordSuccess(db, email, source, now);
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
  return user;
}
