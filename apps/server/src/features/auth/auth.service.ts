import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkAccountName, checkDomainType, createAccount } from '../accounts/accounts.service.ts';
import type { DomainRow } from '../accounts/accounts.table.ts';
import { sendMail } from '../mail/mail.service.ts';
import { deleteUserSessions } from '../sessions/sessions.service.ts';
import { checkNewPassword, hashPassword, verifyPassword } from '../users/password.ts';
import {
  checkEmail,
  consumeEmailCode,
  createUser,
  findUserByEmail,
  findUserById,
  issueEmailCode,
} from '../users/users.service.ts';
import { users, type UserRow } from '../users/users.table.ts';

export interface MailContext {
  appUrl: string;
  mailFrom: string;
}

export const INVALID_LINK =
  'This link is invalid, was already used or has expired. Please ask for a new one.';

export function checkPersonName(value: string, field: 'firstName' | 'lastName'): string {
  const trimmed = value.trim();
  const label = field === 'firstName' ? 'First name' : 'Last name';
  if (!trimmed)
    throw new AppError('BAD_USER_INPUT', `${label} is required`, { fieldMessages: { [field]: 'Required' } });
  if (trimmed.length > 60)
    throw new AppError('BAD_USER_INPUT', `${label} must be at most 60 characters`, {
      fieldMessages: { [field]: 'Too long' },
    });
  return trimmed;
}

export async function sendConfirmation(db: Db, mail: MailContext, user: UserRow): Promise<void> {
  const code = await issueEmailCode(db, user.id, 'confirm_email');
  await sendMail(db, { from: mail.mailFrom }, user.email, 'confirmEmail', {
    appUrl: mail.appUrl,
    email: user.email,
    code,
    firstName: user.firstName,
  });
}

export interface SignupInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  accountName: string;
  accountType: string;
}

/** A new user with a first account they own; the confirmation e-mail goes out in the same transaction. */
export async function signUp(
  db: Db,
  mail: MailContext,
  input: SignupInput,
  options: { isTestAccount?: boolean } = {},
): Promise<{ user: UserRow; domain: DomainRow }> {
  const firstName = checkPersonName(input.firstName, 'firstName');
  const lastName = checkPersonName(input.lastName, 'lastName');
  const accountName =
    input.accountName.trim() || (input.accountType === 'C' ? `${firstName} ${lastName}` : '');
  return db.transaction(async (tx) => {
    const user = await createUser(tx, { email: input.email, password: input.password, firstName, lastName });
    const domain = await createAccount(tx, {
      userId: user.id,
      name: accountName,
      domainType: input.accountType,
      isTestAccount: options.isTestAccount,
    });
    await sendConfirmation(tx, mail, user);
    return { user, domain };
  });
}

/**
 * Sign-up as the public meets it: every check that does not depend on the address runs first, then a
 * new address gets its login (unconfirmed, no session) and a confirmation link, and a registered one
 * gets a message saying so. The answer and the work are the same either way, so sign-up cannot be
 * used to learn who has a login; the e-mail says the rest.
 */
export async function signUpWithoutDisclosure(db: Db, mail: MailContext, input: SignupInput): Promise<void> {
  const email = checkEmail(input.email);
  checkNewPassword(input.password, email);
  const firstName = checkPersonName(input.firstName, 'firstName');
  const lastName = checkPersonName(input.lastName, 'lastName');
  checkDomainType(input.accountType);
  checkAccountName(input.accountName.trim() || (input.accountType === 'C' ? `${firstName} ${lastName}` : ''));
  const existing = await findUserByEmail(db, email);
  if (!existing) {
    try {
      await signUp(db, mail, { ...input, email });
      return;
    } catch (error) {
      // Another sign-up for the same address won the race: answer as for a registered address.
      if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
    }
  }
  await hashPassword(input.password);
  const user = existing ?? (await findUserByEmail(db, email));
  if (user && !user.isDisabled)
    await sendMail(db, { from: mail.mailFrom }, user.email, 'signupExisting', {
      appUrl: mail.appUrl,
      email: user.email,
    });
}

export async function confirmEmail(db: Db, email: string, code: string): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  if (!user || !(await consumeEmailCode(db, user.id, 'confirm_email', code)))
    throw new AppError('BAD_USER_INPUT', INVALID_LINK);
  const [confirmed] = await db
    .update(users)
    .set({ isEmailConfirmed: true })
    .where(eq(users.id, user.id))
    .returning();
  if (!confirmed) throw new AppError('BAD_USER_INPUT', INVALID_LINK);
  return confirmed;
}

/** Sends the confirmation again when the address is registered and unconfirmed; says nothing either way. */
export async function resendConfirmation(db: Db, mail: MailContext, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (user && !user.isEmailConfirmed && !user.isDisabled) await sendConfirmation(db, mail, user);
}

/** Forgot password: mails a reset link when the address is registered, and never says whether it is. */
export async function requestPasswordReset(db: Db, mail: MailContext, email: string): Promise<void> {
  const normalized = checkEmail(email);
  const user = await findUserByEmail(db, normalized);
  if (!user || user.isDisabled) return;
  const code = await issueEmailCode(db, user.id, 'reset_password');
  await sendMail(db, { from: mail.mailFrom }, user.email, 'resetPassword', {
    appUrl: mail.appUrl,
    email: user.email,
    code,
  });
}

/** A new password from an e-mailed code: the mailbox is proven, so the address counts as confirmed. */
export async function resetPassword(db: Db, email: string, code: string, password: string): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new AppError('BAD_USER_INPUT', INVALID_LINK);
  checkNewPassword(password, user.email);
  return db.transaction(async (tx) => {
    if (!(await consumeEmailCode(tx, user.id, 'reset_password', code)))
      throw new AppError('BAD_USER_INPUT', INVALID_LINK);
    const [updated] = await tx
      .update(users)
      .set({ passwordHash: await hashPassword(password), lockedUntil: null, isEmailConfirmed: true })
      .where(eq(users.id, user.id))
      .returning();
    await deleteUserSessions(tx, user.id);
    if (!updated) throw new AppError('BAD_USER_INPUT', INVALID_LINK);
    return updated;
  });
}

export async function changePassword(
  db: Db,
  userId: number,
  currentPassword: string,
  newPassword: string,
  keepTokenHash: string,
): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new AppError('BAD_USER_INPUT', 'The current password is not right', {
      fieldMessages: { currentPassword: 'Not right' },
    });
  }
  checkNewPassword(newPassword, user.email);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword) })
    .where(eq(users.id, user.id));
  await deleteUserSessions(db, user.id, keepTokenHash);
}

export async function updateProfile(
  db: Db,
  userId: number,
  input: { firstName: string; lastName: string },
): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({
      firstName: checkPersonName(input.firstName, 'firstName'),
      lastName: checkPersonName(input.lastName, 'lastName'),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  return user;
}
