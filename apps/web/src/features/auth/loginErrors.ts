import { ApiError } from '../api/apiClient.ts';

/** The sign-in errors of spec part 2 §8, word for word, as the server sends them. */
export const LOGIN_ERRORS = {
  badCredentials: 'Bad credentials',
  emailNotVerified: 'Email not verified',
  locked: 'User account is locked',
  disabled: 'User is disabled',
} as const;

export const SIGN_IN_RESPONSE_ERROR = 'Error processing sign-in response';

/** The server's answer to a wrong or missing anti-robot check (docs/access.md). */
export const ALTCHA_FAILED = 'The anti-robot check did not pass. Please try again.';

const SHOWN_AS_SENT: readonly string[] = [...Object.values(LOGIN_ERRORS), ALTCHA_FAILED];

/**
 * What the sign-in form shows for a failed `POST /access/login`: the spec's four texts as they come,
 * plus the anti-robot message (the person can act on it); anything else is
 * 'Error processing sign-in response'.
 */
export function getLoginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && SHOWN_AS_SENT.includes(error.message)) return error.message;
  return SIGN_IN_RESPONSE_ERROR;
}

export function isEmailNotVerified(error: unknown): boolean {
  return error instanceof ApiError && error.message === LOGIN_ERRORS.emailNotVerified;
}
