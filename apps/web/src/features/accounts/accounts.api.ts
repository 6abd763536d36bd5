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

interface AccountDto {
  id: number | string;
  globalId: string;
  name: string;
  domainType: string;
  isTestAccount: boolean;
  role: string;
}

function toAccount(dto: AccountDto): AccountSummary {
  return {
    id: String(dto.id),
    globalId: dto.globalId,
    name: dto.name,
    domainType: dto.domainType === 'A' || dto.domainType === 'C' ? dto.domainType : 'B',
    isTestAccount: dto.isTestAccount,
    role: dto.role === 'Owner' || dto.role === 'Admin' ? dto.role : 'Member',
  };
}

const ACCOUNT_FIELDS = 'id globalId name domainType isTestAccount role';

export const myAccountsQueryKey = (domainTypes: readonly string[] | null) =>
  ['myAccounts', domainTypes ?? 'all'] as const;

export async function fetchMyAccounts(domainTypes: readonly string[] | null): Promise<AccountSummary[]> {
  const data = await graphqlRequest<{ myAccounts: AccountDto[] | null }>(
    '/access/graphql',
    `query MyAccounts($domainTypes: [DomainType!]) { myAccounts(domainTypes: $domainTypes) { ${ACCOUNT_FIELDS} } }`,
    { domainTypes: domainTypes && domainTypes.length > 0 ? domainTypes : null },
  );
  return (data.myAccounts ?? []).map(toAccount);
}

export async function createAccount(name: string, domainType: string): Promise<AccountSummary> {
  const data = await graphqlRequest<{ createAccount: AccountDto }>(
    '/access/graphql',
    `mutation CreateAccount($name: String!, $domainType: DomainType!) { createAccount(name: $name, domainType: $domainType) { ${ACCOUNT_FIELDS} } }`,
    { name, domainType },
  );
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

interface ClientDto {
  id: number | string;
  globalId: string;
  name: string;
  domainType: string;
  isTestAccount: boolean;
}

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

export const clientsQueryKey = (pageSize: number, pageNumber: number, search: string) =>
  ['clients', pageSize, pageNumber, search] as const;

export async function fetchClients(
  input: { pageSize: number; pageNumber: number; search: string },
  signal?: AbortSignal,
): Promise<ClientPage> {
  const data = await graphqlRequest<{ clients: { totalCount: number; clients: ClientDto[] } }>(
    '/rs/graphql',
    `query Clients($pageSize: Int, $pageNumber: Int, $search: String) {
      clients(pageSize: $pageSize, pageNumber: $pageNumber, search: $search) {
        totalCount
        clients { id globalId name domainType isTestAccount }
      }
    }`,
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

export async function updateAccountPreferences(input: { name: string; requireMfa: boolean }): Promise<void> {
  await graphqlRequest<{ updateAccountPreferences: { id: number } }>(
    '/rs/graphql',
    `mutation UpdateAccountPreferences($name: String, $requireMfa: Boolean) {
      updateAccountPreferences(name: $name, requireMfa: $requireMfa) { id }
    }`,
    { ...input },
  );
}
