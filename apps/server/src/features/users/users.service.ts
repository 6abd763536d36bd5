import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { createToken, hashToken } from '../../lib/tokens.ts';
import { checkNewPassword, hashPassword } from './password.ts';
import { emailCodes, users, type UserRow } from './users.table.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function checkEmail(email: string): string {
  const normalized = normalizeEmail(email);
  if (!EMAIL_PATTERN.test(normalized) || normalized.length > 254) {
    throw new AppError('BAD_USER_INPUT', 'Please enter a valid e-mail address', {
      fieldMessages: { email: 'Must be a valid email' },
    });
  }
  return normalized;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return user;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  isEmailConfirmed?: boolean;
  isSuperAdmin?: boolean;
}

export async function createUser(db: Db, input: NewUser): Promise<UserRow> {
  const email = checkEmail(input.email);
  checkNewPassword(input.password, email);
  if (await findUserByEmail(db, email)) {
    throw new AppError(
      'CONFLICT',
      'An account with this e-mail address already exists. Sign in or reset your password.',
      {
        fieldMessages: { email: 'Already registered' },
      },
    );
  }
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      isEmailConfirmed: input.isEmailConfirmed ?? false,
      isSuperAdmin: input.isSuperAdmin ?? false,
    })
    .returning();
  if (!user) throw new Error('createUser: insert returned no row');
  return user;
}

export type EmailCodePurpose = (typeof emailCodes.$inferInsert)['purpose'];

export const EMAIL_CODE_LIFETIME_MS: Record<EmailCodePurpose, number> = {
  confirm_email: 48 * 60 * 60_000,
  reset_password: 60 * 60_000,
};

/** A new single-use code; earlier unused codes of the same purpose stop working. */
export async function issueEmailCode(
  db: Db,
  userId: number,
  purpose: EmailCodePurpose,
  now = new Date(),
): Promise<string> {
  const code = createToken(24);
  await db
    .update(emailCodes)
    .set({ usedAt: now })
    .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose), isNull(emailCodes.usedAt)));
  await db.insert(emailCodes).values({
    userId,
    purpose,
    codeHash: hashToken(code),
    expiresAt: new Date(now.getTime() + EMAIL_CODE_LIFETIME_MS[purpose]),
  });
  return code;
}

/** Spends a code once: true when it was valid for this user and purpose and had not expired. */
export async function consumeEmailCode(
  db: Db,
  userId: number,
  purpose: EmailCodePurpose,
  code: string,
  now = new Date(),
): Promise<boolean> {
  const rows = await db
    .update(emailCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailCodes.codeHash, hashToken(code)),
        eq(emailCodes.userId, userId),
        eq(emailCodes.purpose, purpose),
        isNull(emailCodes.usedAt),
        gt(emailCodes.expiresAt, now),
      ),
    )
    .returning({ id: emailCodes.id });
  return rows.length === 1;
}
