import { authGraphql } from '../../gql/auth/index.ts';
import type {
  AcceptInvitationMutationVariables,
  InvitationQuery,
  SignupMutationVariables,
} from '../../gql/auth/graphql.ts';
import { graphqlRequest, restRequest } from '../api/apiClient.ts';
import { toSessionUser } from '../session/session.query.ts';
import type { SessionUser } from '../session/session.types.ts';

/** Calls of the auth service (docs/access.md): REST sign-in and sign-out, GraphQL on /access/graphql. */

export interface LoginAnswer {
  success: boolean;
  mfaState: string;
  mfaRequired: boolean;
  mfaEnrolled: boolean;
}

/** `POST /access/login`, form-encoded as the original client sent it (spec part 2 §7). */
export function logIn(input: { email: string; password: string; altcha: string }): Promise<LoginAnswer> {
  return restRequest<LoginAnswer>('/access/login', {
    method: 'POST',
    form: { username: input.email, password: input.password, altcha: input.altcha },
  });
}

export function logOutOnServer(): Promise<unknown> {
  return restRequest('/access/logout', { csrf: true });
}

const SIGNUP = authGraphql(`
  mutation Signup(
    $email: String!
    $password: String!
    $firstName: String!
    $lastName: String!
    $accountName: String!
    $accountType: DomainType!
    $altcha: String!
  ) {
    signup(
      email: $email
      password: $password
      firstName: $firstName
      lastName: $lastName
      accountName: $accountName
      accountType: $accountType
      altcha: $altcha
    )
  }
`);

export type SignupInput = SignupMutationVariables;

/** Creates the login; the server answers the same whether or not the address has one already. */
export async function signUp(input: SignupInput): Promise<void> {
  await graphqlRequest('/access/graphql', SIGNUP, { ...input });
}

const CONFIRM_EMAIL = authGraphql(`
  mutation ConfirmEmail($email: String!, $code: String!) {
    confirmEmail(email: $email, code: $code)
  }
`);

export async function confirmEmail(email: string, code: string): Promise<boolean> {
  const data = await graphqlRequest('/access/graphql', CONFIRM_EMAIL, { email, code });
  return data.confirmEmail;
}

const RESEND_CONFIRMATION = authGraphql(`
  mutation ResendConfirmation($email: String, $altcha: String) {
    resendConfirmation(email: $email, altcha: $altcha)
  }
`);

/** Signed in: no arguments (the session's address). Signed out: the address and an ALTCHA answer. */
export async function resendConfirmation(input: { email?: string; altcha?: string } = {}): Promise<boolean> {
  const data = await graphqlRequest('/access/graphql', RESEND_CONFIRMATION, {
    email: input.email ?? null,
    altcha: input.altcha ?? null,
  });
  return data.resendConfirmation;
}

const REQUEST_PASSWORD_RESET = authGraphql(`
  mutation RequestPasswordReset($email: String!, $altcha: String!) {
    requestPasswordReset(email: $email, altcha: $altcha)
  }
`);

export async function requestPasswordReset(email: string, altcha: string): Promise<boolean> {
  const data = await graphqlRequest('/access/graphql', REQUEST_PASSWORD_RESET, { email, altcha });
  return data.requestPasswordReset;
}

const RESET_PASSWORD = authGraphql(`
  mutation ResetPassword($email: String!, $code: String!, $password: String!) {
    resetPassword(email: $email, code: $code, password: $password)
  }
`);

export async function resetPassword(input: {
  email: string;
  code: string;
  password: string;
}): Promise<boolean> {
  const data = await graphqlRequest('/access/graphql', RESET_PASSWORD, { ...input });
  return data.resetPassword;
}

const CHANGE_PASSWORD = authGraphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

export async function changePassword(currentPassword: string, newPassword: string): Promise<boolean> {
  const data = await graphqlRequest('/access/graphql', CHANGE_PASSWORD, { currentPassword, newPassword });
  return data.changePassword;
}

const UPDATE_USER_PREFERENCES = authGraphql(`
  mutation UpdateUserPreferences($firstName: String!, $lastName: String!) {
    updateUserPreferences(firstName: $firstName, lastName: $lastName) {
      ...SessionFields
    }
  }
`);

export async function updateUserPreferences(
  firstName: string,
  lastName: string,
): Promise<SessionUser | null> {
  const data = await graphqlRequest('/access/graphql', UPDATE_USER_PREFERENCES, { firstName, lastName });
  return data.updateUserPreferences ? toSessionUser(data.updateUserPreferences) : null;
}

const START_TEST_DRIVE = authGraphql(`
  mutation StartTestDrive($altcha: String!) {
    startTestDrive(altcha: $altcha)
  }
`);

export async function startTestDrive(altcha: string): Promise<boolean> {
  const data = await graphqlRequest('/access/graphql', START_TEST_DRIVE, { altcha });
  return data.startTestDrive;
}

const INVITATION = authGraphql(`
  query Invitation($email: String!, $code: String!) {
    invitation(email: $email, code: $code) {
      email
      accountName
      role
      hasLogin
    }
  }
`);

export type InvitationInfo = InvitationQuery['invitation'];

export async function findInvitation(email: string, code: string): Promise<InvitationInfo> {
  const data = await graphqlRequest('/access/graphql', INVITATION, { email, code });
  return data.invitation;
}

const ACCEPT_INVITATION = authGraphql(`
  mutation AcceptInvitation(
    $email: String!
    $code: String!
    $password: String!
    $firstName: String
    $lastName: String
    $altcha: String!
  ) {
    acceptInvitation(
      email: $email
      code: $code
      password: $password
      firstName: $firstName
      lastName: $lastName
      altcha: $altcha
    )
  }
`);

export type AcceptInvitationInput = AcceptInvitationMutationVariables;

export async function acceptInvitation(input: AcceptInvitationInput): Promise<boolean> {
  const data = await graphqlRequest('/access/graphql', ACCEPT_INVITATION, {
    ...input,
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
  });
  return data.acceptInvitation;
}
