/**
 * BILL's sign-in form (spec part 2 §2 "{host} credentials form", §5, §8): a username that is an
 * e-mail address and a password, with the spec's messages, checked the same in the browser and on
 * the server.
 */
import { EMAIL_MESSAGE, isValidEmail } from '../identity/email.ts';

export const BILL_HOST = 'BILL';

export const BILL_LOGIN_MESSAGES = {
  usernameRequired: `${BILL_HOST} username is required`,
  usernameEmail: EMAIL_MESSAGE,
  passwordRequired: `${BILL_HOST} password is required`,
  /** BILL answered 401/403 (spec part 2 §8, "text as shown"). */
  unauthorized: `Unauthorized access. Please login into your ${BILL_HOST} account first.`,
  connectError: `Error connecting to ${BILL_HOST}`,
  responseError: 'Error processing response from server',
} as const;

/** The longest username and password taken (BILL's own limits are lower). */
export const BILL_LOGIN_MAX_LENGTH = 254;

export interface BillLoginErrors {
  bdcUsername?: string;
  bdcPassword?: string;
}

export function validateBillLogin(input: { bdcUsername: string; bdcPassword: string }): BillLoginErrors {
  const errors: BillLoginErrors = {};
  const username = input.bdcUsername.trim();
  if (username === '') errors.bdcUsername = BILL_LOGIN_MESSAGES.usernameRequired;
  else if (!isValidEmail(username)) errors.bdcUsername = BILL_LOGIN_MESSAGES.usernameEmail;
  if (input.bdcPassword === '') errors.bdcPassword = BILL_LOGIN_MESSAGES.passwordRequired;
  else if (input.bdcPassword.length > BILL_LOGIN_MAX_LENGTH)
    errors.bdcPassword = BILL_LOGIN_MESSAGES.passwordRequired;
  return errors;
}
