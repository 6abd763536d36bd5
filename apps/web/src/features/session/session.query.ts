import { queryOptions } from '@tanstack/react-query';
import { graphqlRequest } from '../api/apiClient.ts';
import { authGraphql } from '../../gql/auth/index.ts';
import type { SessionFieldsFragment } from '../../gql/auth/graphql.ts';
import type { AccountRole, DomainType, MfaState, SessionUser } from './session.types.ts';

/** Every field of the auth service's SessionData type (docs/access.md, GraphQL). */
authGraphql(`
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
`);

export const SESSION_DATA_QUERY = authGraphql(`
  query SessionData {
    sessionData {
      ...SessionFields
    }
  }
`);

/** SessionData as the server sends it (ids are numbers there); also the REST account switch's `data`. */
export type SessionDataDto = SessionFieldsFragment;

const DOMAIN_TYPES: readonly DomainType[] = ['A', 'B', 'C'];
const ROLES: readonly AccountRole[] = ['Owner', 'Admin', 'Member'];
const MFA_STATES: readonly MfaState[] = ['none', 'required', 'done', 'skipped'];

function toId(value: number | string | null | undefined): string | null {
  return value === null || value === undefined ? null : String(value);
}

export function toDomainType(value: string | null | undefined): DomainType | null {
  return DOMAIN_TYPES.find((type) => type === value) ?? null;
}

/** Maps the server's session data to the app's; an unknown MFA state counts as required (fail closed). */
export function toSessionUser(dto: SessionDataDto): SessionUser {
  return {
    domainId: toId(dto.domainId),
    domainGlobalId: dto.domainGlobalId,
    domainName: dto.domainName,
    domainType: toDomainType(dto.domainType),
    parentDomainId: toId(dto.parentDomainId),
    parentDomainGlobalId: dto.parentDomainGlobalId,
    parentDomainName: dto.parentDomainName,
    email: dto.email,
    loginName: dto.loginName,
    firstName: dto.firstName,
    lastName: dto.lastName,
    userGlobalId: dto.userGlobalId,
    isEmailConfirmed: dto.isEmailConfirmed,
    isSuperAdmin: dto.isSuperAdmin,
    isTestAccount: dto.isTestAccount,
    role: ROLES.find((role) => role === dto.role) ?? null,
    isAccountantInClient: dto.isAccountantInClient,
    requireMfa: dto.requireMfa,
    mfaState: MFA_STATES.find((state) => state === dto.mfaState) ?? 'required',
    mfaEnabled: dto.mfaEnabled,
  };
}

export const sessionQueryKey = ['sessionData'] as const;

export async function fetchSessionUser(signal?: AbortSignal): Promise<SessionUser | null> {
  const data = await graphqlRequest('/access/graphql', SESSION_DATA_QUERY, {}, { signal });
  return data.sessionData ? toSessionUser(data.sessionData) : null;
}

/** The signed-in user; null when nobody is. Failures are not shown: they sign the user out (spec §8). */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => fetchSessionUser(signal),
  meta: { silentErrors: true },
});
