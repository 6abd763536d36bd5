import { graphqlRequest, restRequest } from '../api/apiClient.ts';
import { SESSION_FIELDS, toSessionUser, type SessionDataDto } from '../session/session.query.ts';
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

function authGraphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return graphqlRequest<T>('/access/graphql', query, variables);
}

export interface SignupInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  accountName: string;
  accountType: string;
  altcha: string;
}

/** Creates the login; the server answers the same whether or not the address has one already. */
export async function signUp(input: SignupInput): Promise<void> {
  await authGraphql<{ signup: boolean }>(
    `mutation Signup($email: String!, $password: String!, $firstName: String!, $lastName: String!,
      $accountName: String!, $accountType: DomainType!, $altcha: String!) {
      signup(email: $email, password: $password, firstName: $firstName, lastName: $lastName,
        accountName: $accountName, accountType: $accountType, altcha: $altcha)
    }`,
    { ...input },
  );
}

export async function confirmEmail(email: string, code: string): Promise<boolean> {
  const data = await authGraphql<{ confirmEmail: boolean }>(
    'mutation ConfirmEmail($email: String!, $code: String!) { confirmEmail(email: $email, code: $code) }',
    { email, code },
  );
  return data.confirmEmail;
}

/** Signed in: no arguments (the session's address). Signed out: the address and an ALTCHA answer. */
export async function resendConfirmation(input: { email?: string; altcha?: string } = {}): Promise<boolean> {
  const data = await authGraphql<{ resendConfirmation: boolean }>(
    'mutation ResendConfirmation($email: String, $altcha: String) { resendConfirmation(email: $email, altcha: $altcha) }',
    { email: input.email ?? null, altcha: input.altcha ?? null },
  );
  return data.resendConfirmation;
}

export async function requestPasswordReset(email: string, altcha: string): Promise<boolean> {
  const data = await authGraphql<{ requestPasswordReset: boolean }>(
    'mutation RequestPasswordReset($email: String!, $altcha: String!) { requestPasswordReset(email: $email, altcha: $altcha) }',
    { email, altcha },
  );
  return data.requestPasswordReset;
}

export async function resetPassword(input: {
  email: string;
  code: string;
  password: string;
}): Promise<boolean> {
  const data = await authGraphql<{ resetPassword: boolean }>(
    'mutation ResetPassword($email: String!, $code: String!, $password: String!) { resetPassword(email: $email, code: $code, password: $password) }',
    { ...input },
  );
  return data.resetPassword;
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<boolean> {
  const data = await authGraphql<{ changePassword: boolean }>(
    'mutation ChangePassword($currentPassword: String!, $newPassword: String!) { changePassword(currentPassword: $currentPassword, newPassword: $newPassword) }',
    { currentPassword, newPassword },
  );
  return data.changePassword;
}

export async function updateUserPreferences(
  firstName: string,
  lastName: string,
): Promise<SessionUser | null> {
  const data = await authGraphql<{ updateUserPreferences: SessionDataDto | null }>(
    `mutation UpdateUserPreferences($firstName: String!, $lastName: String!) {
      updateUserPreferences(firstName: $firstName, lastName: $lastName) { ${SESSION_FIELDS} }
    }`,
    { firstName, lastName },
  );
  return data.updateUserPreferences ? toSessionUser(data.updateUserPreferences) : null;
}

export async function startTestDrive(altcha: string): Promise<boolean> {
  const data = await authGraphql<{ startTestDrive: boolean }>(
    'mutation StartTestDrive($altcha: String!) { startTestDrive(altcha: $altcha) }',
    { altcha },
  );
  return data.startTestDrive;
}

export interface InvitationInfo {
  email: string;
  accountName: string;
  role: string;
  hasLogin: boolean;
}

export async function findInvitation(email: string, code: string): Promise<InvitationInfo> {
  const data = await authGraphql<{ invitation: InvitationInfo }>(
    'query Invitation($email: String!, $code: String!) { invitation(email: $email, code: $code) { email accountName role hasLogin } }',
    { email, code },
  );
  return data.invitation;
}

export interface AcceptInvitationInput {
  email: string;
  code: string;
  password: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  altcha: string;
}

export async function acceptInvitation(input: AcceptInvitationInput): Promise<boolean> {
  const data = await authGraphql<{ acceptInvitation: boolean }>(
    `mutation AcceptInvitation($email: String!, $code: String!, $password: String!, $firstName: String,
      $lastName: String, $altcha: String!) {
      acceptInvitation(email: $email, code: $code, password: $password, firstName: $firstName,
        lastName: $lastName, altcha: $altcha)
    }`,
    { ...input, firstName: input.firstName ?? null, lastName: input.lastName ?? null },
  );
  return data.acceptInvitation;
}
