import { z } from 'zod';

/**
 * Field rules shared by the access screens. They mirror the server's checks (docs/access.md) so a
 * person sees the problem before sending; the server checks again.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 60;
export const ACCOUNT_NAME_MAX_LENGTH = 120;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const emailField = z
  .string()
  .trim()
  .min(1, 'Please enter your e-mail address.')
  .max(254, 'That e-mail address is too long.')
  .regex(EMAIL_PATTERN, 'Please enter a valid e-mail address.');

/** A password being chosen (sign-up, reset, change, new invitee). */
export const newPasswordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

/** A password being entered to prove who you are: any non-empty text. */
export const passwordField = z.string().min(1, 'Please enter your password.');

export function personNameField(label: string) {
  return z
    .string()
    .trim()
    .min(1, `Please enter your ${label}.`)
    .max(NAME_MAX_LENGTH, `Your ${label} can have at most ${NAME_MAX_LENGTH} characters.`);
}

export const accountNameField = z
  .string()
  .trim()
  .max(ACCOUNT_NAME_MAX_LENGTH, `The account name can have at most ${ACCOUNT_NAME_MAX_LENGTH} characters.`);

export const ALTCHA_REQUIRED = "Please confirm that you are not a robot: tick 'I am not a robot'.";

/** The solved ALTCHA payload; empty until the check has run. */
export const altchaField = z.string().min(1, ALTCHA_REQUIRED);

/** A 6-digit authenticator code or a recovery code. */
export const codeField = z.string().trim().min(1, 'Please enter the code.').max(64, 'That code is too long.');

export const totpField = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code your authenticator app shows.');

export const DOMAIN_TYPE_OPTIONS = [
  { value: 'B', label: 'Business', text: 'A company that files 1099s for its payees.' },
  { value: 'A', label: 'Accounting firm', text: 'An accountant who files 1099s for clients.' },
  { value: 'C', label: 'Individual', text: 'A person who files 1099s in their own name.' },
] as const;

export const domainTypeField = z.enum(['A', 'B', 'C'], { error: 'Please choose an account type.' });

export function getDomainTypeLabel(type: string | null): string {
  return DOMAIN_TYPE_OPTIONS.find((option) => option.value === type)?.label ?? '';
}
