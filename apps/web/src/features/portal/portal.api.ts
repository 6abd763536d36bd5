import { authGraphql } from '../../gql/auth/index.ts';
import { domainGraphql } from '../../gql/domain/index.ts';
import type {
  AcceptDomainInvitationMutationVariables,
  DomainInvitationQuery,
} from '../../gql/auth/graphql.ts';
import type {
  ContractorPayersQuery,
  DomainRelationStatusFieldsFragment,
  FilingsIssuedQuery,
} from '../../gql/domain/graphql.ts';
import { graphqlRequest } from '../api/apiClient.ts';

/** Calls of the vendor portal (docs/contractor-portal.md): the payer's invitations and the contractor app. */

domainGraphql(`
  fragment DomainRelationStatusFields on DomainRelationStatus {
    id
    relationId
    invitationId
    sourceSubEntityId
    relationType
    relationStatus
    invitedEmail
  }
`);

export type DomainRelationStatus = DomainRelationStatusFieldsFragment;

const STATUSES = domainGraphql(`
  query DomainRelationStatuses($subEntityIds: [Int!]!) {
    domainRelationStatusByTypeAndEntities(subEntityIds: $subEntityIds, relationType: Vendor) {
      ...DomainRelationStatusFields
    }
  }
`);

export const portalStatusesQueryKey = (ids: readonly number[]) => ['portalStatuses', ...ids] as const;

export async function fetchPortalStatuses(
  subEntityIds: number[],
  signal?: AbortSignal,
): Promise<DomainRelationStatus[]> {
  if (subEntityIds.length === 0) return [];
  const data = await graphqlRequest('/rs/graphql', STATUSES, { subEntityIds }, { signal });
  return data.domainRelationStatusByTypeAndEntities;
}

const INVITE = domainGraphql(`
  mutation InviteDomain($subEntityId: Int!) {
    inviteDomain(subEntityId: $subEntityId, relationType: Vendor) {
      ...DomainRelationStatusFields
    }
  }
`);

export async function inviteDomain(subEntityId: number): Promise<DomainRelationStatus> {
  return (await graphqlRequest('/rs/graphql', INVITE, { subEntityId })).inviteDomain;
}

const RESEND = domainGraphql(`
  mutation ResendDomainInvitation($id: Int!) {
    resendDomainInvitation(id: $id) {
      ...DomainRelationStatusFields
    }
  }
`);

export async function resendDomainInvitation(id: number): Promise<DomainRelationStatus> {
  return (await graphqlRequest('/rs/graphql', RESEND, { id })).resendDomainInvitation;
}

const DELETE_INVITATION = domainGraphql(`
  mutation DeleteDomainInvitation($id: Int!) {
    deleteDomainInvitation(id: $id) {
      ...DomainRelationStatusFields
    }
  }
`);

export async function deleteDomainInvitation(id: number): Promise<DomainRelationStatus> {
  return (await graphqlRequest('/rs/graphql', DELETE_INVITATION, { id })).deleteDomainInvitation;
}

const DELETE_RELATION = domainGraphql(`
  mutation DeleteD2DRelation($id: Int!) {
    deleteD2DRelation(id: $id) {
      ...DomainRelationStatusFields
    }
  }
`);

export async function deleteD2DRelation(id: number): Promise<DomainRelationStatus> {
  return (await graphqlRequest('/rs/graphql', DELETE_RELATION, { id })).deleteD2DRelation;
}

const FILINGS_ISSUED = domainGraphql(`
  query FilingsIssued {
    filingsIssued {
      id
      payerName
      payeeName
      tin
      filingType
      filingTypeDisplay
      filingYear
      correctionType
      status
      formData
    }
  }
`);

export type IssuedFiling = FilingsIssuedQuery['filingsIssued'][number];

export async function fetchFilingsIssued(signal?: AbortSignal): Promise<IssuedFiling[]> {
  return (await graphqlRequest('/rs/graphql', FILINGS_ISSUED, undefined, { signal })).filingsIssued;
}

/** The recipient copy (Copy B) of one issued filing: opened in the browser, or downloaded. */
export function copyBUrl(filingId: number, download = false): string {
  return `/rs/api/contractor/filings/${filingId}/copyb${download ? '?download=1' : ''}`;
}

const CONTRACTOR_PAYERS = domainGraphql(`
  query ContractorPayers {
    contractorPayers {
      relationId
      payerName
      payeeName
      entityType
      tinType
      tin
      emailAddress
      address {
        line1
        line2
        city
        state
        country
        postalCode
      }
      w9Status
      w9FilledAt
      emailConsent
      emailConsentAt
    }
  }
`);

export type ContractorPayer = ContractorPayersQuery['contractorPayers'][number];

export async function fetchContractorPayers(signal?: AbortSignal): Promise<ContractorPayer[]> {
  return (await graphqlRequest('/rs/graphql', CONTRACTOR_PAYERS, undefined, { signal })).contractorPayers;
}

const SEND_W9 = domainGraphql(`
  mutation SendUpdatedW9($relationId: Int!, $w9: JSON!, $signature: String!) {
    sendUpdatedW9(relationId: $relationId, w9: $w9, signature: $signature) {
      relationId
      w9Status
    }
  }
`);

export async function sendUpdatedW9(relationId: number, w9: unknown, signature: string): Promise<void> {
  await graphqlRequest('/rs/graphql', SEND_W9, { relationId, w9, signature });
}

const DOMAIN_INVITATION = authGraphql(`
  query DomainInvitation($email: String!, $code: String!) {
    domainInvitation(email: $email, code: $code) {
      email
      payerName
      payeeName
      hasLogin
    }
  }
`);

export type DomainInvitationInfo = DomainInvitationQuery['domainInvitation'];

export async function findDomainInvitation(email: string, code: string): Promise<DomainInvitationInfo> {
  return (await graphqlRequest('/access/graphql', DOMAIN_INVITATION, { email, code })).domainInvitation;
}

const ACCEPT = authGraphql(`
  mutation AcceptDomainInvitation(
    $email: String!
    $code: String!
    $password: String!
    $firstName: String
    $lastName: String
    $altcha: String!
  ) {
    acceptDomainInvitation(
      email: $email
      code: $code
      password: $password
      firstName: $firstName
      lastName: $lastName
      altcha: $altcha
    )
  }
`);

export async function acceptDomainInvitation(
  input: AcceptDomainInvitationMutationVariables,
): Promise<boolean> {
  const data = await graphqlRequest('/access/graphql', ACCEPT, {
    ...input,
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
  });
  return data.acceptDomainInvitation;
}
