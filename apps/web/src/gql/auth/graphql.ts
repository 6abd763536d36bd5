/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** A: accounting firm, B: business, C: individual. */
export type DomainType =
  | 'A'
  | 'B'
  | 'C';

/** A role in an account. */
export type MemberRole =
  | 'Admin'
  | 'Member'
  | 'Owner';

/** The session's second factor: none, required (a code is due), done or skipped. */
export type MfaState =
  | 'done'
  | 'none'
  | 'required'
  | 'skipped';

/** An accounting partner. */
export type Partner =
  | 'BQECore'
  | 'Bill'
  | 'FreshBooks'
  | 'QBO'
  | 'Wave'
  | 'Xero'
  | 'Zoho';

export type AccountFieldsFragment = { id: number, globalId: string, name: string, domainType: DomainType, isTestAccount: boolean, role: MemberRole };

export type MyAccountsQueryVariables = Exact<{
  domainTypes?: Array<DomainType> | DomainType | null | undefined;
}>;


export type MyAccountsQuery = { myAccounts: Array<{ id: number, globalId: string, name: string, domainType: DomainType, isTestAccount: boolean, role: MemberRole }> };

export type CreateAccountMutationVariables = Exact<{
  name: string;
  domainType: DomainType;
}>;


export type CreateAccountMutation = { createAccount: { id: number, globalId: string, name: string, domainType: DomainType, isTestAccount: boolean, role: MemberRole } };

export type SignupMutationVariables = Exact<{
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  accountName: string;
  accountType: DomainType;
  altcha: string;
}>;


export type SignupMutation = { signup: boolean };

export type ConfirmEmailMutationVariables = Exact<{
  email: string;
  code: string;
}>;


export type ConfirmEmailMutation = { confirmEmail: boolean };

export type ResendConfirmationMutationVariables = Exact<{
  email?: string | null | undefined;
  altcha?: string | null | undefined;
}>;


export type ResendConfirmationMutation = { resendConfirmation: boolean };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
  altcha: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  email: string;
  code: string;
  password: string;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type UpdateUserPreferencesMutationVariables = Exact<{
  firstName: string;
  lastName: string;
}>;


export type UpdateUserPreferencesMutation = { updateUserPreferences: { domainId: number | null, domainGlobalId: string | null, domainName: string | null, domainType: DomainType | null, parentDomainId: number | null, parentDomainGlobalId: string | null, parentDomainName: string | null, email: string, loginName: string, firstName: string, lastName: string, userGlobalId: string, isEmailConfirmed: boolean, isSuperAdmin: boolean, isTestAccount: boolean, role: MemberRole | null, isAccountantInClient: boolean, requireMfa: boolean, mfaState: MfaState, mfaEnabled: boolean } | null };

export type StartTestDriveMutationVariables = Exact<{
  altcha: string;
}>;


export type StartTestDriveMutation = { startTestDrive: boolean };

export type InvitationQueryVariables = Exact<{
  email: string;
  code: string;
}>;


export type InvitationQuery = { invitation: { email: string, accountName: string, role: MemberRole, hasLogin: boolean } };

export type AcceptInvitationMutationVariables = Exact<{
  email: string;
  code: string;
  password: string;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  altcha: string;
}>;


export type AcceptInvitationMutation = { acceptInvitation: boolean };

export type OAuthIntegrationFieldsFragment = { partner: Partner, connected: boolean, needsReconnect: boolean, configured: boolean, accountId: string | null, accountName: string | null, connectedDate: string | null, updatedDate: string | null };

export type OAuthIntegrationQueryVariables = Exact<{
  partner: Partner;
}>;


export type OAuthIntegrationQuery = { oAuthIntegration: { partner: Partner, connected: boolean, needsReconnect: boolean, configured: boolean, accountId: string | null, accountName: string | null, connectedDate: string | null, updatedDate: string | null } };

export type RefreshTokensMutationVariables = Exact<{
  partner: Partner;
}>;


export type RefreshTokensMutation = { refreshTokens: { partner: Partner, connected: boolean, needsReconnect: boolean, configured: boolean, accountId: string | null, accountName: string | null, connectedDate: string | null, updatedDate: string | null } };

export type DisconnectOAuthIntegrationMutationVariables = Exact<{
  partner: Partner;
}>;


export type DisconnectOAuthIntegrationMutation = { disconnectOAuthIntegration: boolean };

export type OAuthTokenDataQueryVariables = Exact<{
  partner: Partner;
}>;


export type OAuthTokenDataQuery = { oAuthTokenData: string };

export type UpdateOAuthTokenMutationVariables = Exact<{
  partner: Partner;
  tokenData: string;
}>;


export type UpdateOAuthTokenMutation = { updateOAuthToken: boolean };

export type OAuthAccountsQueryVariables = Exact<{
  partner: Partner;
}>;


export type OAuthAccountsQuery = { oAuthAccounts: Array<{ accountId: string, accountName: string }> };

export type ConnectOAuthAccountMutationVariables = Exact<{
  partner: Partner;
  accountId: string;
  accountName: string;
}>;


export type ConnectOAuthAccountMutation = { connectOAuthAccount: { partner: Partner, connected: boolean, needsReconnect: boolean, configured: boolean, accountId: string | null, accountName: string | null, connectedDate: string | null, updatedDate: string | null } };

export type StartMfaEnrolmentMutationVariables = Exact<{ [key: string]: never; }>;


export type StartMfaEnrolmentMutation = { startMfaEnrolment: { secret: string, otpauthUri: string, qrCodeDataUrl: string } };

export type ConfirmMfaEnrolmentMutationVariables = Exact<{
  code: string;
}>;


export type ConfirmMfaEnrolmentMutation = { confirmMfaEnrolment: Array<string> };

export type VerifyMfaMutationVariables = Exact<{
  code: string;
}>;


export type VerifyMfaMutation = { verifyMfa: { domainId: number | null, domainGlobalId: string | null, domainName: string | null, domainType: DomainType | null, parentDomainId: number | null, parentDomainGlobalId: string | null, parentDomainName: string | null, email: string, loginName: string, firstName: string, lastName: string, userGlobalId: string, isEmailConfirmed: boolean, isSuperAdmin: boolean, isTestAccount: boolean, role: MemberRole | null, isAccountantInClient: boolean, requireMfa: boolean, mfaState: MfaState, mfaEnabled: boolean } | null };

export type SkipMfaMutationVariables = Exact<{ [key: string]: never; }>;


export type SkipMfaMutation = { skipMfa: boolean };

export type DisableMfaMutationVariables = Exact<{
  code: string;
}>;


export type DisableMfaMutation = { disableMfa: boolean };

export type RegenerateRecoveryCodesMutationVariables = Exact<{
  code: string;
}>;


export type RegenerateRecoveryCodesMutation = { regenerateRecoveryCodes: Array<string> };

export type RecoveryCodesLeftQueryVariables = Exact<{ [key: string]: never; }>;


export type RecoveryCodesLeftQuery = { recoveryCodesLeft: number };

export type DomainInvitationQueryVariables = Exact<{
  email: string;
  code: string;
}>;


export type DomainInvitationQuery = { domainInvitation: { email: string, payerName: string, payeeName: string, hasLogin: boolean } };

export type AcceptDomainInvitationMutationVariables = Exact<{
  email: string;
  code: string;
  password: string;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  altcha: string;
}>;


export type AcceptDomainInvitationMutation = { acceptDomainInvitation: boolean };

export type SessionFieldsFragment = { domainId: number | null, domainGlobalId: string | null, domainName: string | null, domainType: DomainType | null, parentDomainId: number | null, parentDomainGlobalId: string | null, parentDomainName: string | null, email: string, loginName: string, firstName: string, lastName: string, userGlobalId: string, isEmailConfirmed: boolean, isSuperAdmin: boolean, isTestAccount: boolean, role: MemberRole | null, isAccountantInClient: boolean, requireMfa: boolean, mfaState: MfaState, mfaEnabled: boolean };

export type SessionDataQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionDataQuery = { sessionData: { domainId: number | null, domainGlobalId: string | null, domainName: string | null, domainType: DomainType | null, parentDomainId: number | null, parentDomainGlobalId: string | null, parentDomainName: string | null, email: string, loginName: string, firstName: string, lastName: string, userGlobalId: string, isEmailConfirmed: boolean, isSuperAdmin: boolean, isTestAccount: boolean, role: MemberRole | null, isAccountantInClient: boolean, requireMfa: boolean, mfaState: MfaState, mfaEnabled: boolean } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AccountFieldsFragmentDoc = new TypedDocumentString(`
    fragment AccountFields on Account {
  id
  globalId
  name
  domainType
  isTestAccount
  role
}
    `, {"fragmentName":"AccountFields"}) as unknown as TypedDocumentString<AccountFieldsFragment, unknown>;
export const OAuthIntegrationFieldsFragmentDoc = new TypedDocumentString(`
    fragment OAuthIntegrationFields on OAuthIntegration {
  partner
  connected
  needsReconnect
  configured
  accountId
  accountName
  connectedDate
  updatedDate
}
    `, {"fragmentName":"OAuthIntegrationFields"}) as unknown as TypedDocumentString<OAuthIntegrationFieldsFragment, unknown>;
export const SessionFieldsFragmentDoc = new TypedDocumentString(`
    fragment SessionFields on SessionData {
  domainId
  domainGlobalId
  domainName
  domainType
  parentDomainId
  parentDomainGlobalId
  parentDomainName
  email
  loginName
  firstName
  lastName
  userGlobalId
  isEmailConfirmed
  isSuperAdmin
  isTestAccount
  role
  isAccountantInClient
  requireMfa
  mfaState
  mfaEnabled
}
    `, {"fragmentName":"SessionFields"}) as unknown as TypedDocumentString<SessionFieldsFragment, unknown>;
export const MyAccountsDocument = new TypedDocumentString(`
    query MyAccounts($domainTypes: [DomainType!]) {
  myAccounts(domainTypes: $domainTypes) {
    ...AccountFields
  }
}
    fragment AccountFields on Account {
  id
  globalId
  name
  domainType
  isTestAccount
  role
}`) as unknown as TypedDocumentString<MyAccountsQuery, MyAccountsQueryVariables>;
export const CreateAccountDocument = new TypedDocumentString(`
    mutation CreateAccount($name: String!, $domainType: DomainType!) {
  createAccount(name: $name, domainType: $domainType) {
    ...AccountFields
  }
}
    fragment AccountFields on Account {
  id
  globalId
  name
  domainType
  isTestAccount
  role
}`) as unknown as TypedDocumentString<CreateAccountMutation, CreateAccountMutationVariables>;
export const SignupDocument = new TypedDocumentString(`
    mutation Signup($email: String!, $password: String!, $firstName: String!, $lastName: String!, $accountName: String!, $accountType: DomainType!, $altcha: String!) {
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
    `) as unknown as TypedDocumentString<SignupMutation, SignupMutationVariables>;
export const ConfirmEmailDocument = new TypedDocumentString(`
    mutation ConfirmEmail($email: String!, $code: String!) {
  confirmEmail(email: $email, code: $code)
}
    `) as unknown as TypedDocumentString<ConfirmEmailMutation, ConfirmEmailMutationVariables>;
export const ResendConfirmationDocument = new TypedDocumentString(`
    mutation ResendConfirmation($email: String, $altcha: String) {
  resendConfirmation(email: $email, altcha: $altcha)
}
    `) as unknown as TypedDocumentString<ResendConfirmationMutation, ResendConfirmationMutationVariables>;
export const RequestPasswordResetDocument = new TypedDocumentString(`
    mutation RequestPasswordReset($email: String!, $altcha: String!) {
  requestPasswordReset(email: $email, altcha: $altcha)
}
    `) as unknown as TypedDocumentString<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($email: String!, $code: String!, $password: String!) {
  resetPassword(email: $email, code: $code, password: $password)
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ChangePasswordDocument = new TypedDocumentString(`
    mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
}
    `) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const UpdateUserPreferencesDocument = new TypedDocumentString(`
    mutation UpdateUserPreferences($firstName: String!, $lastName: String!) {
  updateUserPreferences(firstName: $firstName, lastName: $lastName) {
    ...SessionFields
  }
}
    fragment SessionFields on SessionData {
  domainId
  domainGlobalId
  domainName
  domainType
  parentDomainId
  parentDomainGlobalId
  parentDomainName
  email
  loginName
  firstName
  lastName
  userGlobalId
  isEmailConfirmed
  isSuperAdmin
  isTestAccount
  role
  isAccountantInClient
  requireMfa
  mfaState
  mfaEnabled
}`) as unknown as TypedDocumentString<UpdateUserPreferencesMutation, UpdateUserPreferencesMutationVariables>;
export const StartTestDriveDocument = new TypedDocumentString(`
    mutation StartTestDrive($altcha: String!) {
  startTestDrive(altcha: $altcha)
}
    `) as unknown as TypedDocumentString<StartTestDriveMutation, StartTestDriveMutationVariables>;
export const InvitationDocument = new TypedDocumentString(`
    query Invitation($email: String!, $code: String!) {
  invitation(email: $email, code: $code) {
    email
    accountName
    role
    hasLogin
  }
}
    `) as unknown as TypedDocumentString<InvitationQuery, InvitationQueryVariables>;
export const AcceptInvitationDocument = new TypedDocumentString(`
    mutation AcceptInvitation($email: String!, $code: String!, $password: String!, $firstName: String, $lastName: String, $altcha: String!) {
  acceptInvitation(
    email: $email
    code: $code
    password: $password
    firstName: $firstName
    lastName: $lastName
    altcha: $altcha
  )
}
    `) as unknown as TypedDocumentString<AcceptInvitationMutation, AcceptInvitationMutationVariables>;
export const OAuthIntegrationDocument = new TypedDocumentString(`
    query OAuthIntegration($partner: Partner!) {
  oAuthIntegration(partner: $partner) {
    ...OAuthIntegrationFields
  }
}
    fragment OAuthIntegrationFields on OAuthIntegration {
  partner
  connected
  needsReconnect
  configured
  accountId
  accountName
  connectedDate
  updatedDate
}`) as unknown as TypedDocumentString<OAuthIntegrationQuery, OAuthIntegrationQueryVariables>;
export const RefreshTokensDocument = new TypedDocumentString(`
    mutation RefreshTokens($partner: Partner!) {
  refreshTokens(partner: $partner) {
    ...OAuthIntegrationFields
  }
}
    fragment OAuthIntegrationFields on OAuthIntegration {
  partner
  connected
  needsReconnect
  configured
  accountId
  accountName
  connectedDate
  updatedDate
}`) as unknown as TypedDocumentString<RefreshTokensMutation, RefreshTokensMutationVariables>;
export const DisconnectOAuthIntegrationDocument = new TypedDocumentString(`
    mutation DisconnectOAuthIntegration($partner: Partner!) {
  disconnectOAuthIntegration(partner: $partner)
}
    `) as unknown as TypedDocumentString<DisconnectOAuthIntegrationMutation, DisconnectOAuthIntegrationMutationVariables>;
export const OAuthTokenDataDocument = new TypedDocumentString(`
    query OAuthTokenData($partner: Partner!) {
  oAuthTokenData(partner: $partner)
}
    `) as unknown as TypedDocumentString<OAuthTokenDataQuery, OAuthTokenDataQueryVariables>;
export const UpdateOAuthTokenDocument = new TypedDocumentString(`
    mutation UpdateOAuthToken($partner: Partner!, $tokenData: String!) {
  updateOAuthToken(partner: $partner, tokenData: $tokenData)
}
    `) as unknown as TypedDocumentString<UpdateOAuthTokenMutation, UpdateOAuthTokenMutationVariables>;
export const OAuthAccountsDocument = new TypedDocumentString(`
    query OAuthAccounts($partner: Partner!) {
  oAuthAccounts(partner: $partner) {
    accountId
    accountName
  }
}
    `) as unknown as TypedDocumentString<OAuthAccountsQuery, OAuthAccountsQueryVariables>;
export const ConnectOAuthAccountDocument = new TypedDocumentString(`
    mutation ConnectOAuthAccount($partner: Partner!, $accountId: String!, $accountName: String!) {
  connectOAuthAccount(
    partner: $partner
    accountId: $accountId
    accountName: $accountName
  ) {
    ...OAuthIntegrationFields
  }
}
    fragment OAuthIntegrationFields on OAuthIntegration {
  partner
  connected
  needsReconnect
  configured
  accountId
  accountName
  connectedDate
  updatedDate
}`) as unknown as TypedDocumentString<ConnectOAuthAccountMutation, ConnectOAuthAccountMutationVariables>;
export const StartMfaEnrolmentDocument = new TypedDocumentString(`
    mutation StartMfaEnrolment {
  startMfaEnrolment {
    secret
    otpauthUri
    qrCodeDataUrl
  }
}
    `) as unknown as TypedDocumentString<StartMfaEnrolmentMutation, StartMfaEnrolmentMutationVariables>;
export const ConfirmMfaEnrolmentDocument = new TypedDocumentString(`
    mutation ConfirmMfaEnrolment($code: String!) {
  confirmMfaEnrolment(code: $code)
}
    `) as unknown as TypedDocumentString<ConfirmMfaEnrolmentMutation, ConfirmMfaEnrolmentMutationVariables>;
export const VerifyMfaDocument = new TypedDocumentString(`
    mutation VerifyMfa($code: String!) {
  verifyMfa(code: $code) {
    ...SessionFields
  }
}
    fragment SessionFields on SessionData {
  domainId
  domainGlobalId
  domainName
  domainType
  parentDomainId
  parentDomainGlobalId
  parentDomainName
  email
  loginName
  firstName
  lastName
  userGlobalId
  isEmailConfirmed
  isSuperAdmin
  isTestAccount
  role
  isAccountantInClient
  requireMfa
  mfaState
  mfaEnabled
}`) as unknown as TypedDocumentString<VerifyMfaMutation, VerifyMfaMutationVariables>;
export const SkipMfaDocument = new TypedDocumentString(`
    mutation SkipMfa {
  skipMfa
}
    `) as unknown as TypedDocumentString<SkipMfaMutation, SkipMfaMutationVariables>;
export const DisableMfaDocument = new TypedDocumentString(`
    mutation DisableMfa($code: String!) {
  disableMfa(code: $code)
}
    `) as unknown as TypedDocumentString<DisableMfaMutation, DisableMfaMutationVariables>;
export const RegenerateRecoveryCodesDocument = new TypedDocumentString(`
    mutation RegenerateRecoveryCodes($code: String!) {
  regenerateRecoveryCodes(code: $code)
}
    `) as unknown as TypedDocumentString<RegenerateRecoveryCodesMutation, RegenerateRecoveryCodesMutationVariables>;
export const RecoveryCodesLeftDocument = new TypedDocumentString(`
    query RecoveryCodesLeft {
  recoveryCodesLeft
}
    `) as unknown as TypedDocumentString<RecoveryCodesLeftQuery, RecoveryCodesLeftQueryVariables>;
export const DomainInvitationDocument = new TypedDocumentString(`
    query DomainInvitation($email: String!, $code: String!) {
  domainInvitation(email: $email, code: $code) {
    email
    payerName
    payeeName
    hasLogin
  }
}
    `) as unknown as TypedDocumentString<DomainInvitationQuery, DomainInvitationQueryVariables>;
export const AcceptDomainInvitationDocument = new TypedDocumentString(`
    mutation AcceptDomainInvitation($email: String!, $code: String!, $password: String!, $firstName: String, $lastName: String, $altcha: String!) {
  acceptDomainInvitation(
    email: $email
    code: $code
    password: $password
    firstName: $firstName
    lastName: $lastName
    altcha: $altcha
  )
}
    `) as unknown as TypedDocumentString<AcceptDomainInvitationMutation, AcceptDomainInvitationMutationVariables>;
export const SessionDataDocument = new TypedDocumentString(`
    query SessionData {
  sessionData {
    ...SessionFields
  }
}
    fragment SessionFields on SessionData {
  domainId
  domainGlobalId
  domainName
  domainType
  parentDomainId
  parentDomainGlobalId
  parentDomainName
  email
  loginName
  firstName
  lastName
  userGlobalId
  isEmailConfirmed
  isSuperAdmin
  isTestAccount
  role
  isAccountantInClient
  requireMfa
  mfaState
  mfaEnabled
}`) as unknown as TypedDocumentString<SessionDataQuery, SessionDataQueryVariables>;