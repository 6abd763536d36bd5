import * as z from 'zod/mini';
import { ALTCHA_REQUIRED } from './messages.ts';

export { DOMAIN_TYPE_OPTIONS, getDomainTypeLabel } from './domainTypes.ts';

/**
 * Field rules shared by the access screens. They mirror the server's checks (docs/access.md) so a
 * person sees the problem before sending; the server checks again. Written with zod's tree-shakable
 * 'zod/mini' API because the sign-in page uses them and its code must stay small
 * (docs/architecture.md, "Code splitting"); they compose with the full 'zod' API in other schemas.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 60;
export const ACCOUNT_NAME_MAX_LENGTH = 120;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const emailField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Please enter your e-mail address.'),
    z.maxLength(254, 'That e-mail address is too long.'),
    z.regex(EMAIL_PATTERN, 'Please enter a valid e-mail address.'),
  );

/** A password being chosen (sign-up, reset, change, new invitee). */
export const newPasswordField = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`),
    z.maxLength(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`),
  );

/** A password being entered to prove who you are: any non-empty text. */
export const passwordField = z.string().check(z.minLength(1, 'Please enter your password.'));

export function personNameField(label: string) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `Please enter your ${label}.`),
      z.maxLength(NAME_MAX_LENGTH, `Your ${label} can have at most ${NAME_MAX_LENGTH} characters.`),
    );
}

export const accountNameField = z
  .string()
  .check(
    z.trim(),
    z.maxLength(
      ACCOUNT_NAME_MAX_LENGTH,
      `The account name can have at most ${ACCOUNT_NAME_MAX_LENGTH} characters.`,
    ),
  );

export { ALTCHA_REQUIRED };

/** The solved ALTCHA payload; empty until the check has run. */
export const altchaField = z.string().check(z.minLength(1, ALTCHA_REQUIRED));

/** A 6-digit authenticator code or a recovery code. */
export const codeField = z
  .string()
  .check(z.trim(), z.minLength(1, 'Please enter the code.'), z.maxLength(64, 'That code is too long.'));

export const totpField = z
  .string()
  .check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code your authenticator app shows.'));

export const domainTypeField = z.enum(['A', 'B', 'C'], { error: 'Please choose an account type.' });
