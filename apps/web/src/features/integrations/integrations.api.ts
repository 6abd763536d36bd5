import { authGraphql } from '../../gql/auth/index.ts';
import type { Partner, OAuthIntegrationFieldsFragment } from '../../gql/auth/graphql.ts';
import { domainGraphql } from '../../gql/domain/index.ts';
import type { AccountingIntegrationPartnersQuery } from '../../gql/domain/graphql.ts';
import { graphqlRequest } from '../api/apiClient.ts';

/** A partner's connection on the auth service (spec part 2 §3 "OAuth integration", §7). */
export type OAuthIntegration = OAuthIntegrationFieldsFragment;
export type PartnerCard = AccountingIntegrationPartnersQuery['accountingIntegrationPartner'][number];
export type { Partner };

export const integrationKey = (partner: Partner) => ['oAuthIntegration', partner] as const;
export const partnerCardsKey = ['accountingIntegrationPartner'] as const;

authGraphql(`
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
`);

const OAUTH_INTEGRATION = authGraphql(`
  query OAuthIntegration($partner: Partner!) {
    oAuthIntegration(partner: $partner) {
      ...OAuthIntegrationFields
    }
  }
`);

const REFRESH_TOKENS = authGraphql(`
  mutation RefreshTokens($partner: Partner!) {
    refreshTokens(partner: $partner) {
      ...OAuthIntegrationFields
    }
  }
`);

const DISCONNECT = authGraphql(`
  mutation DisconnectOAuthIntegration($partner: Partner!) {
    disconnectOAuthIntegration(partner: $partner)
  }
`);

const PARTNER_CARDS = domainGraphql(`
  query AccountingIntegrationPartners {
    accountingIntegrationPartner {
      partner
      productName
      path
      connectPath
      available
      configured
      settingNames
    }
  }
`);

export async function fetchIntegration(partner: Partner): Promise<OAuthIntegration> {
  return (await graphqlRequest('/access/graphql', OAUTH_INTEGRATION, { partner })).oAuthIntegration;
}

/** On opening the screen: tokens that expire soon are refreshed (spec part 2 §4). */
export async function refreshIntegration(partner: Partner): Promise<OAuthIntegration> {
  return (await graphqlRequest('/access/graphql', REFRESH_TOKENS, { partner })).refreshTokens;
}

export async function disconnectIntegration(partner: Partner): Promise<void> {
  await graphqlRequest('/access/graphql', DISCONNECT, { partner });
}

export async function fetchPartnerCards(): Promise<PartnerCard[]> {
  return (await graphqlRequest('/rs/graphql', PARTNER_CARDS)).accountingIntegrationPartner;
}

const TOKEN_DATA = authGraphql(`
  query OAuthTokenData($partner: Partner!) {
    oAuthTokenData(partner: $partner)
  }
`);

const UPDATE_TOKEN = authGraphql(`
  mutation UpdateOAuthToken($partner: Partner!, $tokenData: String!) {
    updateOAuthToken(partner: $partner, tokenData: $tokenData)
  }
`);

/** The super admin's token viewer: the token JSON with the tokens masked. */
export async function fetchTokenData(partner: Partner): Promise<string> {
  return (await graphqlRequest('/access/graphql', TOKEN_DATA, { partner })).oAuthTokenData;
}

export async function updateTokenData(partner: Partner, tokenData: string): Promise<void> {
  await graphqlRequest('/access/graphql', UPDATE_TOKEN, { partner, tokenData });
}

const OAUTH_ACCOUNTS = authGraphql(`
  query OAuthAccounts($partner: Partner!) {
    oAuthAccounts(partner: $partner) {
      accountId
      accountName
    }
  }
`);

const CONNECT_ACCOUNT = authGraphql(`
  mutation ConnectOAuthAccount($partner: Partner!, $accountId: String!, $accountName: String!) {
    connectOAuthAccount(partner: $partner, accountId: $accountId, accountName: $accountName) {
      ...OAuthIntegrationFields
    }
  }
`);

export interface OAuthAccount {
  accountId: string;
  accountName: string;
}

export const oAuthAccountsKey = (partner: Partner) => ['oAuthAccounts', partner] as const;

/** The organisations (companies, businesses) the connection reaches. */
export async function fetchOAuthAccounts(partner: Partner): Promise<OAuthAccount[]> {
  return (await graphqlRequest('/access/graphql', OAUTH_ACCOUNTS, { partner })).oAuthAccounts;
}

/** Records the organisation the user chose for the imports. */
export async function connectOAuthAccount(
  partner: Partner,
  account: OAuthAccount,
): Promise<OAuthIntegration> {
  return (await graphqlRequest('/access/graphql', CONNECT_ACCOUNT, { partner, ...account }))
    .connectOAuthAccount;
}
