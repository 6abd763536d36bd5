/**
 * BILL's sign-in form (spec part 2 §2 "{host} credentials form", §5, §8): a username that is an
 * e-mail address and a password, with the spec's messages, checked the same in the browser and on
 * the server. A sign-in that opens several BILL organizations is asked which one to connect: the
 * form sends the chosen organization's id (`bdcOrganizationId`) with the same username and password.
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
  noOrganization: `Error connecting to ${BILL_HOST}: no organization found.`,
  /** Shown above the organization picker. */
  chooseOrganization: `Your ${BILL_HOST} sign-in opens several organizations. Choose the one to connect.`,
  organizationLabel: `${BILL_HOST} organization`,
  organizationEmpty: `Select a ${BILL_HOST} organization`,
  organizationRequired: `Please choose the ${BILL_HOST} organization to connect`,
  organizationUnknown: `This ${BILL_HOST} sign-in cannot open that organization. Please choose one from the list.`,
} as const;

/** BILL's organization ids are short and alphanumeric (they start with 008). */
export const BILL_ORGANIZATION_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The most organizations the picker lists (by name; a longer list is cut there). */
export const BILL_ORGANIZATIONS_MAX = 500;

/** The longest username and password taken (BILL's own limits are lower). */
export const BILL_LOGIN_MAX_LENGTH = 254;

export interface BillLoginErrors {
  bdcUsername?: string;
  bdcPassword?: string;
  bdcOrganizationId?: string;
}

/** The username and password, and the chosen organization's id when one was sent (optional). */
export function validateBillLogin(input: {
  bdcUsername: string;
  bdcPassword: string;
  bdcOrganizationId?: string;
}): BillLoginErrors {
  const errors: BillLoginErrors = {};
  const username = input.bdcUsername.trim();
  if (username === '') errors.bdcUsername = BILL_LOGIN_MESSAGES.usernameRequired;
  else if (!isValidEmail(username)) errors.bdcUsername = BILL_LOGIN_MESSAGES.usernameEmail;
  if (input.bdcPassword === '') errors.bdcPassword = BILL_LOGIN_MESSAGES.passwordRequired;
  else if (input.bdcPassword.length > BILL_LOGIN_MAX_LENGTH)
    errors.bdcPassword = BILL_LOGIN_MESSAGES.passwordRequired;
  const organizationId = input.bdcOrganizationId?.trim() ?? '';
  if (organizationId !== '' && !BILL_ORGANIZATION_ID_PATTERN.test(organizationId))
    errors.bdcOrganizationId = BILL_LOGIN_MESSAGES.organizationUnknown;
  return errors;
}
