/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment AccountFields on Account {\n    id\n    globalId\n    name\n    domainType\n    isTestAccount\n    role\n  }\n": typeof types.AccountFieldsFragmentDoc,
    "\n  query MyAccounts($domainTypes: [DomainType!]) {\n    myAccounts(domainTypes: $domainTypes) {\n      ...AccountFields\n    }\n  }\n": typeof types.MyAccountsDocument,
    "\n  mutation CreateAccount($name: String!, $domainType: DomainType!) {\n    createAccount(name: $name, domainType: $domainType) {\n      ...AccountFields\n    }\n  }\n": typeof types.CreateAccountDocument,
    "\n  mutation Signup(\n    $email: String!\n    $password: String!\n    $firstName: String!\n    $lastName: String!\n    $accountName: String!\n    $accountType: DomainType!\n    $altcha: String!\n  ) {\n    signup(\n      email: $email\n      password: $password\n      firstName: $firstName\n      lastName: $lastName\n      accountName: $accountName\n      accountType: $accountType\n      altcha: $altcha\n    )\n  }\n": typeof types.SignupDocument,
    "\n  mutation ConfirmEmail($email: String!, $code: String!) {\n    confirmEmail(email: $email, code: $code)\n  }\n": typeof types.ConfirmEmailDocument,
    "\n  mutation ResendConfirmation($email: String, $altcha: String) {\n    resendConfirmation(email: $email, altcha: $altcha)\n  }\n": typeof types.ResendConfirmationDocument,
    "\n  mutation RequestPasswordReset($email: String!, $altcha: String!) {\n    requestPasswordReset(email: $email, altcha: $altcha)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($email: String!, $code: String!, $password: String!) {\n    resetPassword(email: $email, code: $code, password: $password)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation UpdateUserPreferences($firstName: String!, $lastName: String!) {\n    updateUserPreferences(firstName: $firstName, lastName: $lastName) {\n      ...SessionFields\n    }\n  }\n": typeof types.UpdateUserPreferencesDocument,
    "\n  mutation StartTestDrive($altcha: String!) {\n    startTestDrive(altcha: $altcha)\n  }\n": typeof types.StartTestDriveDocument,
    "\n  query Invitation($email: String!, $code: String!) {\n    invitation(email: $email, code: $code) {\n      email\n      accountName\n      role\n      hasLogin\n    }\n  }\n": typeof types.InvitationDocument,
    "\n  mutation AcceptInvitation(\n    $email: String!\n    $code: String!\n    $password: String!\n    $firstName: String\n    $lastName: String\n    $altcha: String!\n  ) {\n    acceptInvitation(\n      email: $email\n      code: $code\n      password: $password\n      firstName: $firstName\n      lastName: $lastName\n      altcha: $altcha\n    )\n  }\n": typeof types.AcceptInvitationDocument,
    "\n  fragment OAuthIntegrationFields on OAuthIntegration {\n    partner\n    connected\n    needsReconnect\n    configured\n    accountId\n    accountName\n    connectedDate\n    updatedDate\n  }\n": typeof types.OAuthIntegrationFieldsFragmentDoc,
    "\n  query OAuthIntegration($partner: Partner!) {\n    oAuthIntegration(partner: $partner) {\n      ...OAuthIntegrationFields\n    }\n  }\n": typeof types.OAuthIntegrationDocument,
    "\n  mutation RefreshTokens($partner: Partner!) {\n    refreshTokens(partner: $partner) {\n      ...OAuthIntegrationFields\n    }\n  }\n": typeof types.RefreshTokensDocument,
    "\n  mutation DisconnectOAuthIntegration($partner: Partner!) {\n    disconnectOAuthIntegration(partner: $partner)\n  }\n": typeof types.DisconnectOAuthIntegrationDocument,
    "\n  query OAuthTokenData($partner: Partner!) {\n    oAuthTokenData(partner: $partner)\n  }\n": typeof types.OAuthTokenDataDocument,
    "\n  mutation UpdateOAuthToken($partner: Partner!, $tokenData: String!) {\n    updateOAuthToken(partner: $partner, tokenData: $tokenData)\n  }\n": typeof types.UpdateOAuthTokenDocument,
    "\n  query OAuthAccounts($partner: Partner!) {\n    oAuthAccounts(partner: $partner) {\n      accountId\n      accountName\n    }\n  }\n": typeof types.OAuthAccountsDocument,
    "\n  mutation ConnectOAuthAccount($partner: Partner!, $accountId: String!, $accountName: String!) {\n    connectOAuthAccount(partner: $partner, accountId: $accountId, accountName: $accountName) {\n      ...OAuthIntegrationFields\n    }\n  }\n": typeof types.ConnectOAuthAccountDocument,
    "\n  mutation StartMfaEnrolment {\n    startMfaEnrolment {\n      secret\n      otpauthUri\n      qrCodeDataUrl\n    }\n  }\n": typeof types.StartMfaEnrolmentDocument,
    "\n  mutation ConfirmMfaEnrolment($code: String!) {\n    confirmMfaEnrolment(code: $code)\n  }\n": typeof types.ConfirmMfaEnrolmentDocument,
    "\n  mutation VerifyMfa($code: String!) {\n    verifyMfa(code: $code) {\n      ...SessionFields\n    }\n  }\n": typeof types.VerifyMfaDocument,
    "\n  mutation SkipMfa {\n    skipMfa\n  }\n": typeof types.SkipMfaDocument,
    "\n  mutation DisableMfa($code: String!) {\n    disableMfa(code: $code)\n  }\n": typeof types.DisableMfaDocument,
    "\n  mutation RegenerateRecoveryCodes($code: String!) {\n    regenerateRecoveryCodes(code: $code)\n  }\n": typeof types.RegenerateRecoveryCodesDocument,
    "\n  query RecoveryCodesLeft {\n    recoveryCodesLeft\n  }\n": typeof types.RecoveryCodesLeftDocument,
    "\n  query DomainInvitation($email: String!, $code: String!) {\n    domainInvitation(email: $email, code: $code) {\n      email\n      payerName\n      payeeName\n      hasLogin\n    }\n  }\n": typeof types.DomainInvitationDocument,
    "\n  mutation AcceptDomainInvitation(\n    $email: String!\n    $code: String!\n    $password: String!\n    $firstName: String\n    $lastName: String\n    $altcha: String!\n  ) {\n    acceptDomainInvitation(\n      email: $email\n      code: $code\n      password: $password\n      firstName: $firstName\n      lastName: $lastName\n      altcha: $altcha\n    )\n  }\n": typeof types.AcceptDomainInvitationDocument,
    "\n  fragment SessionFields on SessionData {\n    domainId\n    domainGlobalId\n    domainName\n    domainType\n    parentDomainId\n    parentDomainGlobalId\n    parentDomainName\n    email\n    loginName\n    firstName\n    lastName\n    userGlobalId\n    isEmailConfirmed\n    isSuperAdmin\n    isTestAccount\n    role\n    isAccountantInClient\n    requireMfa\n    mfaState\n    mfaEnabled\n  }\n": typeof types.SessionFieldsFragmentDoc,
    "\n  query SessionData {\n    sessionData {\n      ...SessionFields\n    }\n  }\n": typeof types.SessionDataDocument,
};
const documents: Documents = {
    "\n  fragment AccountFields on Account {\n    id\n    globalId\n    name\n    domainType\n    isTestAccount\n    role\n  }\n": types.AccountFieldsFragmentDoc,
    "\n  query MyAccounts($domainTypes: [DomainType!]) {\n    myAccounts(domainTypes: $domainTypes) {\n      ...AccountFields\n    }\n  }\n": types.MyAccountsDocument,
    "\n  mutation CreateAccount($name: String!, $domainType: DomainType!) {\n    createAccount(name: $name, domainType: $domainType) {\n      ...AccountFields\n    }\n  }\n": types.CreateAccountDocument,
    "\n  mutation Signup(\n    $email: String!\n    $password: String!\n    $firstName: String!\n    $lastName: String!\n    $accountName: String!\n    $accountType: DomainType!\n    $altcha: String!\n  ) {\n    signup(\n      email: $email\n      password: $password\n      firstName: $firstName\n      lastName: $lastName\n      accountName: $accountName\n      accountType: $accountType\n      altcha: $altcha\n    )\n  }\n": types.SignupDocument,
    "\n  mutation ConfirmEmail($email: String!, $code: String!) {\n    confirmEmail(email: $email, code: $code)\n  }\n": types.ConfirmEmailDocument,
    "\n  mutation ResendConfirmation($email: String, $altcha: String) {\n    resendConfirmation(email: $email, altcha: $altcha)\n  }\n": types.ResendConfirmationDocument,
    "\n  mutation RequestPasswordReset($email: String!, $altcha: String!) {\n    requestPasswordReset(email: $email, altcha: $altcha)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($email: String!, $code: String!, $password: String!) {\n    resetPassword(email: $email, code: $code, password: $password)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation UpdateUserPreferences($firstName: String!, $lastName: String!) {\n    updateUserPreferences(firstName: $firstName, lastName: $lastName) {\n      ...SessionFields\n    }\n  }\n": types.UpdateUserPreferencesDocument,
    "\n  mutation StartTestDrive($altcha: String!) {\n    startTestDrive(altcha: $altcha)\n  }\n": types.StartTestDriveDocument,
    "\n  query Invitation($email: String!, $code: String!) {\n    invitation(email: $email, code: $code) {\n      email\n      accountName\n      role\n      hasLogin\n    }\n  }\n": types.InvitationDocument,
    "\n  mutation AcceptInvitation(\n    $email: String!\n    $code: String!\n    $password: String!\n    $firstName: String\n    $lastName: String\n    $altcha: String!\n  ) {\n    acceptInvitation(\n      email: $email\n      code: $code\n      password: $password\n      firstName: $firstName\n      lastName: $lastName\n      altcha: $altcha\n    )\n  }\n": types.AcceptInvitationDocument,
    "\n  fragment OAuthIntegrationFields on OAuthIntegration {\n    partner\n    connected\n    needsReconnect\n    configured\n    accountId\n    accountName\n    connectedDate\n    updatedDate\n  }\n": types.OAuthIntegrationFieldsFragmentDoc,
    "\n  query OAuthIntegration($partner: Partner!) {\n    oAuthIntegration(partner: $partner) {\n      ...OAuthIntegrationFields\n    }\n  }\n": types.OAuthIntegrationDocument,
    "\n  mutation RefreshTokens($partner: Partner!) {\n    refreshTokens(partner: $partner) {\n      ...OAuthIntegrationFields\n    }\n  }\n": types.RefreshTokensDocument,
    "\n  mutation DisconnectOAuthIntegration($partner: Partner!) {\n    disconnectOAuthIntegration(partner: $partner)\n  }\n": types.DisconnectOAuthIntegrationDocument,
    "\n  query OAuthTokenData($partner: Partner!) {\n    oAuthTokenData(partner: $partner)\n  }\n": types.OAuthTokenDataDocument,
    "\n  mutation UpdateOAuthToken($partner: Partner!, $tokenData: String!) {\n    updateOAuthToken(partner: $partner, tokenData: $tokenData)\n  }\n": types.UpdateOAuthTokenDocument,
    "\n  query OAuthAccounts($partner: Partner!) {\n    oAuthAccounts(partner: $partner) {\n      accountId\n      accountName\n    }\n  }\n": types.OAuthAccountsDocument,
    "\n  mutation ConnectOAuthAccount($partner: Partner!, $accountId: String!, $accountName: String!) {\n    connectOAuthAccount(partner: $partner, accountId: $accountId, accountName: $accountName) {\n      ...OAuthIntegrationFields\n    }\n  }\n": types.ConnectOAuthAccountDocument,
    "\n  mutation StartMfaEnrolment {\n    startMfaEnrolment {\n      secret\n      otpauthUri\n      qrCodeDataUrl\n    }\n  }\n": types.StartMfaEnrolmentDocument,
    "\n  mutation ConfirmMfaEnrolment($code: String!) {\n    confirmMfaEnrolment(code: $code)\n  }\n": types.ConfirmMfaEnrolmentDocument,
    "\n  mutation VerifyMfa($code: String!) {\n    verifyMfa(code: $code) {\n      ...SessionFields\n    }\n  }\n": types.VerifyMfaDocument,
    "\n  mutation SkipMfa {\n    skipMfa\n  }\n": types.SkipMfaDocument,
    "\n  mutation DisableMfa($code: String!) {\n    disableMfa(code: $code)\n  }\n": types.DisableMfaDocument,
    "\n  mutation RegenerateRecoveryCodes($code: String!) {\n    regenerateRecoveryCodes(code: $code)\n  }\n": types.RegenerateRecoveryCodesDocument,
    "\n  query RecoveryCodesLeft {\n    recoveryCodesLeft\n  }\n": types.RecoveryCodesLeftDocument,
    "\n  query DomainInvitation($email: String!, $code: String!) {\n    domainInvitation(email: $email, code: $code) {\n      email\n      payerName\n      payeeName\n      hasLogin\n    }\n  }\n": types.DomainInvitationDocument,
    "\n  mutation AcceptDomainInvitation(\n    $email: String!\n    $code: String!\n    $password: String!\n    $firstName: String\n    $lastName: String\n    $altcha: String!\n  ) {\n    acceptDomainInvitation(\n      email: $email\n      code: $code\n      password: $password\n      firstName: $firstName\n      lastName: $lastName\n      altcha: $altcha\n    )\n  }\n": types.AcceptDomainInvitationDocument,
    "\n  fragment SessionFields on SessionData {\n    domainId\n    domainGlobalId\n    domainName\n    domainType\n    parentDomainId\n    parentDomainGlobalId\n    parentDomainName\n    email\n    loginName\n    firstName\n    lastName\n    userGlobalId\n    isEmailConfirmed\n    isSuperAdmin\n    isTestAccount\n    role\n    isAccountantInClient\n    requireMfa\n    mfaState\n    mfaEnabled\n  }\n": types.SessionFieldsFragmentDoc,
    "\n  query SessionData {\n    sessionData {\n      ...SessionFields\n    }\n  }\n": types.SessionDataDocument,
};

/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  fragment AccountFields on Account {\n    id\n    globalId\n    name\n    domainType\n    isTestAccount\n    role\n  }\n"): typeof import('./graphql').AccountFieldsFragmentDoc;
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  query MyAccounts($domainTypes: [DomainType!]) {\n    myAccounts(domainTypes: $domainTypes) {\n      ...AccountFields\n    }\n  }\n"): typeof import('./graphql').MyAccountsDocument;
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  mutation CreateAccount($name: String!, $domainType: DomainType!) {\n    createAccount(name: $name, domainType: $domainType) {\n      ...AccountFields\n    }\n  }\n"): typeof import('./graphql').CreateAccountDocument;
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  mutation Signup(\n    $email: String!\n    $password: String!\n    $firstName: String!\n    $lastName: String!\n    $accountName: String!\n    $accountType: DomainType!\n    $altcha: String!\n  ) {\n    signup(\n      email: $email\n      password: $password\n      firstName: $firstName\n      lastName: $lastName\n      accountName: $accountName\n      accountType: $accountType\n      altcha: $altcha\n    )\n  }\n"): typeof import('./graphql').SignupDocument;
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  mutation ConfirmEmail($email: String!, $code: String!) {\n    confirmEmail(email: $email, code: $code)\n  }\n"): typeof import('./graphql').ConfirmEmailDocument;
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  mutation ResendConfirmation($email: String, $altcha: String) {\n    resendConfirmation(email: $email, altcha: $altcha)\n  }\n"): typeof import('./graphql').ResendConfirmationDocument;
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  mutation RequestPasswordReset($email: String!, $altcha: String!) {\n    requestPasswordReset(email: $email, altcha: $altcha)\n  }\n"): typeof import('./graphql').RequestPasswordResetDocument;
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  mutation ResetPassword($email: String!, $code: String!, $password: String!) {\n    resetPassword(email: $email, code: $code, password: $password)\n  }\n"): typeof import('./graphql').ResetPasswordDocument;
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"): typeof import('./graphql').ChangePasswordDocument;
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  mutation UpdateUserPreferences($firstName: String!, $lastName: String!) {\n    updateUserPreferences(firstName: $firstName, lastName: $lastName) {\n      ...SessionFields\n    }\n  }\n"): typeof import('./graphql').UpdateUserPreferencesDocument;
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  mutation StartTestDrive($altcha: String!) {\n    startTestDrive(altcha: $altcha)\n  }\n"): typeof import('./graphql').StartTestDriveDocument;
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  query Invitation($email: String!, $code: String!) {\n    invitation(email: $email, code: $code) {\n      email\n      accountName\n      role\n      hasLogin\n    }\n  }\n"): typeof import('./graphql').InvitationDocument;
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  mutation AcceptInvitation(\n    $email: String!\n    $code: String!\n    $password: String!\n    $firstName: String\n    $lastName: String\n    $altcha: String!\n  ) {\n    acceptInvitation(\n      email: $email\n      code: $code\n      password: $password\n      firstName: $firstName\n      lastName: $lastName\n      altcha: $altcha\n    )\n  }\n"): typeof import('./graphql').AcceptInvitationDocument;
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  fragment OAuthIntegrationFields on OAuthIntegration {\n    partner\n    connected\n    needsReconnect\n    configured\n    accountId\n    accountName\n    connectedDate\n    updatedDate\n  }\n"): typeof import('./graphql').OAuthIntegrationFieldsFragmentDoc;
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  query OAuthIntegration($partner: Partner!) {\n    oAuthIntegration(partner: $partner) {\n      ...OAuthIntegrationFields\n    }\n  }\n"): typeof import('./graphql').OAuthIntegrationDocument;
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  mutation RefreshTokens($partner: Partner!) {\n    refreshTokens(partner: $partner) {\n      ...OAuthIntegrationFields\n    }\n  }\n"): typeof import('./graphql').RefreshTokensDocument;
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  mutation DisconnectOAuthIntegration($partner: Partner!) {\n    disconnectOAuthIntegration(partner: $partner)\n  }\n"): typeof import('./graphql').DisconnectOAuthIntegrationDocument;
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  query OAuthTokenData($partner: Partner!) {\n    oAuthTokenData(partner: $partner)\n  }\n"): typeof import('./graphql').OAuthTokenDataDocument;
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  mutation UpdateOAuthToken($partner: Partner!, $tokenData: String!) {\n    updateOAuthToken(partner: $partner, tokenData: $tokenData)\n  }\n"): typeof import('./graphql').UpdateOAuthTokenDocument;
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  query OAuthAccounts($partner: Partner!) {\n    oAuthAccounts(partner: $partner) {\n      accountId\n      accountName\n    }\n  }\n"): typeof import('./graphql').OAuthAccountsDocument;
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  mutation ConnectOAuthAccount($partner: Partner!, $accountId: String!, $accountName: String!) {\n    connectOAuthAccount(partner: $partner, accountId: $accountId, accountName: $accountName) {\n      ...OAuthIntegrationFields\n    }\n  }\n"): typeof import('./graphql').ConnectOAuthAccountDocument;
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  mutation StartMfaEnrolment {\n    startMfaEnrolment {\n      secret\n      otpauthUri\n      qrCodeDataUrl\n    }\n  }\n"): typeof import('./graphql').StartMfaEnrolmentDocument;
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  mutation ConfirmMfaEnrolment($code: String!) {\n    confirmMfaEnrolment(code: $code)\n  }\n"): typeof import('./graphql').ConfirmMfaEnrolmentDocument;
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  mutation VerifyMfa($code: String!) {\n    verifyMfa(code: $code) {\n      ...SessionFields\n    }\n  }\n"): typeof import('./graphql').VerifyMfaDocument;
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  mutation SkipMfa {\n    skipMfa\n  }\n"): typeof import('./graphql').SkipMfaDocument;
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  mutation DisableMfa($code: String!) {\n    disableMfa(code: $code)\n  }\n"): typeof import('./graphql').DisableMfaDocument;
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  mutation RegenerateRecoveryCodes($code: String!) {\n    regenerateRecoveryCodes(code: $code)\n  }\n"): typeof import('./graphql').RegenerateRecoveryCodesDocument;
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  query RecoveryCodesLeft {\n    recoveryCodesLeft\n  }\n"): typeof import('./graphql').RecoveryCodesLeftDocument;
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  query DomainInvitation($email: String!, $code: String!) {\n    domainInvitation(email: $email, code: $code) {\n      email\n      payerName\n      payeeName\n      hasLogin\n    }\n  }\n"): typeof import('./graphql').DomainInvitationDocument;
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  mutation AcceptDomainInvitation(\n    $email: String!\n    $code: String!\n    $password: String!\n    $firstName: String\n    $lastName: String\n    $altcha: String!\n  ) {\n    acceptDomainInvitation(\n      email: $email\n      code: $code\n      password: $password\n      firstName: $firstName\n      lastName: $lastName\n      altcha: $altcha\n    )\n  }\n"): typeof import('./graphql').AcceptDomainInvitationDocument;
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  fragment SessionFields on SessionData {\n    domainId\n    domainGlobalId\n    domainName\n    domainType\n    parentDomainId\n    parentDomainGlobalId\n    parentDomainName\n    email\n    loginName\n    firstName\n    lastName\n    userGlobalId\n    isEmailConfirmed\n    isSuperAdmin\n    isTestAccount\n    role\n    isAccountantInClient\n    requireMfa\n    mfaState\n    mfaEnabled\n  }\n"): typeof import('./graphql').SessionFieldsFragmentDoc;
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  query SessionData {\n    sessionData {\n      ...SessionFields\n    }\n  }\n"): typeof import('./graphql').SessionDataDocument;


export function authGraphql(source: string) {
  return (documents as any)[source] ?? {};
}
