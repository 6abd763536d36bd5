import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../../lib/app-error.ts';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/** argon2id with the library's defaults (19 MiB, 2 passes), as OWASP recommends. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to compare against when the user does not exist, so timing does not reveal that. */
let dummyHash: Promise<string> | undefined;
export function getDummyHash(): Promise<string> {
  dummyHash ??= hash('not-a-real-password-0123456789');
  return dummyHash;
}

export function checkNewPassword(password: string, email: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new AppError('BAD_USER_INPUT', `Password must be at least ${PASSWORD_MIN_LENGTH} characters`, {
      fieldMessages: { password: `At least ${PASSWORD_MIN_LENGTH} characters` },
    });
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw new AppError('BAD_USER_INPUT', `Password must be at most ${PASSWORD_MAX_LENGTH} characters`, {
      fieldMessages: { password: `At most ${PASSWORD_MAX_LENGTH} characters` },
    });
  }
  if (password.toLowerCase() === email.toLowerCase()) {
    throw new AppError('BAD_USER_INPUT', 'Password must not be your e-mail address', {
      fieldMessages: { password: 'Must not be your e-mail address' },
    });
  }
}
