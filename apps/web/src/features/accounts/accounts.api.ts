import { authGraphql } from '../../gql/auth/index.ts';
import type { AccountFieldsFragment } from '../../gql/auth/graphql.ts';
import { domainGraphql } from '../../gql/domain/index.ts';
import type { ClientsQuery } from '../../gql/domain/graphql.ts';
import { graphqlRequest, restRequest } from '../api/apiClient.ts';
import { toSessionUser, type SessionDataDto } from '../session/session.query.ts';
import type { AccountRole, DomainType, SessionUser } from '../session/session.types.ts';

/** Accounts (the spec's domains): the picker, new accounts, a firm's clients, account preferences. */

export interface AccountSummary {
  id: string;
  globalId: string;
  name: string;
  domainType: DomainType;
  isTestAccount: boolean;
  role: AccountRole;
}

function toAccount(dto: AccountFieldsFragment): AccountSummary {
  return {
    id: String(dto.id),
    globalId: dto.globalId,
    name: dto.name,
    domainType: dto.domainType === 'A' || dto.domainType === 'C' ? dto.domainType : 'B',
    isTestAccount: dto.isTestAccount,
    role: dto.role === 'Owner' || dto.role === 'Admin' ? dto.role : 'Member',
  };
}

authGraphql(`
  fragment AccountFields on Account {
    id
    globalId
    name
    domainType
    isTestAccount
    role
  }
`);

const MY_ACCOUNTS = authGraphql(`
  query MyAccounts($domainTypes: [DomainType!]) {
    myAccounts(domainTypes: $domainTypes) {
      ...AccountFields
    }
  }
`);

const CREATE_ACCOUNT = authGraphql(`
  mutation CreateAccount($name: String!, $domainType: DomainType!) {
    createAccount(name: $name, domainType: $domainType) {
      ...AccountFields
    }
  }
`);

export const myAccountsQueryKey = (domainTypes: readonly DomainType[] | null) =>
  ['myAccounts', domainTypes ?? 'all'] as const;

export async function fetchMyAccounts(domainTypes: readonly DomainType[] | null): Promise<AccountSummary[]> {
  const data = await graphqlRequest('/access/graphql', MY_ACCOUNTS, {
    domainTypes: domainTypes && domainTypes.length > 0 ? [...domainTypes] : null,
  });
  return (data.myAccounts ?? []).map(toAccount);
}

export async function createAccount(name: string, domainType: DomainType): Promise<AccountSummary> {
  const data = await graphqlRequest('/access/graphql', CREATE_ACCOUNT, { name, domainType });
  return toAccount(data.createAccount);
}

/** `POST /rs/api/sessions/tokens/{domainId}/` (spec part 2 §7): the session now works in that account. */
export async function selectAccountOnServer(domainId: string): Promise<SessionUser | null> {
  const answer = await restRequest<{ success: boolean; data: SessionDataDto | null }>(
    `/rs/api/sessions/tokens/${encodeURIComponent(domainId)}/`,
    { method: 'POST' },
  );
  return answer.data ? toSessionUser(answer.data) : null;
}

export interface ClientAccount {
  id: string;
  globalId: string;
  name: string;
  domainType: DomainType;
  isTestAccount: boolean;
}

/** A client as `clients` and `POST /rs/api/clients/` send it. */
type ClientDto = ClientsQuery['clients']['clients'][number];

function toClient(dto: ClientDto): ClientAccount {
  return {
    id: String(dto.id),
    globalId: dto.globalId,
    name: dto.name,
    domainType: dto.domainType === 'C' ? 'C' : dto.domainType === 'A' ? 'A' : 'B',
    isTestAccount: dto.isTestAccount,
  };
}

export interface ClientPage {
  totalCount: number;
  clients: ClientAccount[];
}

const CLIENTS = domainGraphql(`
  query Clients($pageSize: Int, $pageNumber: Int, $search: String) {
    clients(pageSize: $pageSize, pageNumber: $pageNumber, search: $search) {
      totalCount
      clients {
        id
        globalId
        name
        domainType
        isTestAccount
      }
    }
  }
`);

export const clientsQueryKey = (pageSize: number, pageNumber: number, search: string) =>
  ['clients', pageSize, pageNumber, search] as const;

export async function fetchClients(
  input: { pageSize: number; pageNumber: number; search: string },
  signal?: AbortSignal,
): Promise<ClientPage> {
  const data = await graphqlRequest(
    '/rs/graphql',
    CLIENTS,
    { pageSize: input.pageSize, pageNumber: input.pageNumber, search: input.search || null },
    { signal },
  );
  return { totalCount: data.clients.totalCount, clients: data.clients.clients.map(toClient) };
}

export interface NewClient {
  domainType: 'B' | 'C';
  name: string;
  firstName: string;
  lastName: string;
}

/** `POST /rs/api/clients/` (spec part 2 §7). */
export async function addClient(client: NewClient): Promise<ClientAccount> {
  const answer = await restRequest<{ success: boolean; message: string; data: ClientDto }>(
    '/rs/api/clients/',
    {
      method: 'POST',
      body: client,
    },
  );
  return toClient(answer.data);
}

const UPDATE_ACCOUNT_PREFERENCES = domainGraphql(`
  mutation UpdateAccountPreferences($name: String, $requireMfa: Boolean) {
    updateAccountPreferences(name: $name, requireMfa: $requireMfa) {
      id
    }
  }
`);

export async function updateAccountPreferences(input: { name: string; requireMfa: boolean }): Promise<void> {
  await graphqlRequest('/rs/graphql', UPDATE_ACCOUNT_PREFERENCES, { ...input });
}
