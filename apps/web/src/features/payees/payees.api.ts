import { domainGraphql } from '../../gql/domain/index.ts';
import type { EntityType, PayeeFieldsFragment, PayeesQuery, TinType } from '../../gql/domain/graphql.ts';
import { graphqlRequest } from '../api/apiClient.ts';
import type { AddressValues } from '../party/partyValues.ts';

domainGraphql(`
  fragment PayeeFields on Payee {
    id
    entityType
    businessName
    firstName
    middleName
    lastName
    dba
    displayName
    tinType
    tin
    tinMatchStatus
    tinMatchResult
    emailAddress
    phoneNumber
    phoneExt
    address {
      ...AddressFields
    }
    is1099Vendor
    vendorId
    partner
    importStatus
    w9Request {
      ...W9RequestFields
    }
    tinMatchRequest {
      ...TinMatchRequestFields
    }
  }
`);

/** A payee (spec part 2 §3); the TIN comes back masked to its last four digits. */
export type Payee = PayeeFieldsFragment;

export type PageMetadata = PayeesQuery['payeesWithPageMetadata']['pageMetadata'];

const PAYEES = domainGraphql(`
  query Payees($pageSize: Int, $pageNumber: Int, $search: String, $tinMatchStatus: String) {
    payeesWithPageMetadata(
      pageSize: $pageSize
      pageNumber: $pageNumber
      search: $search
      tinMatchStatus: $tinMatchStatus
    ) {
      payees {
        ...PayeeFields
      }
      pageMetadata {
        hasPreviousPage
        hasNextPage
        currentPage
        totalPages
        totalCount
      }
    }
  }
`);

const PAYEE_COUNT = domainGraphql(`
  query PayeeCount {
    payeeCount
  }
`);

const PAYEE_BY_TIN = domainGraphql(`
  query PayeeByTin($tin: String!, $excludeId: Int) {
    payeeByTin(tin: $tin, excludeId: $excludeId) {
      ...PayeeFields
    }
  }
`);

const ADD_EDIT_PAYEE = domainGraphql(`
  mutation AddEditPayee($payee: PayeeInput!) {
    addEditPayee(payee: $payee) {
      ...PayeeFields
    }
  }
`);

const ADD_EDIT_PAYEE_LIGHT = domainGraphql(`
  mutation AddEditPayeeLight($id: Int, $displayName: String!, $emailAddress: String) {
    addEditPayeeLight(id: $id, displayName: $displayName, emailAddress: $emailAddress) {
      ...PayeeFields
    }
  }
`);

const DELETE_PAYEE = domainGraphql(`
  mutation DeletePayee($id: Int!) {
    deletePayee(id: $id)
  }
`);

const DELETE_PAYEES = domainGraphql(`
  mutation DeletePayees($ids: [Int!]!) {
    deletePayees(ids: $ids)
  }
`);

const IGNORE_TIN = domainGraphql(`
  mutation IgnoreTin($payeeId: Int!) {
    ignoreTINValidation(payeeId: $payeeId)
  }
`);

/** Spec part 2 §9: the payees grid shows 100 rows by default. */
export const PAYEES_PAGE_SIZE = 100;

export interface PayeeListInput {
  pageSize: number;
  pageNumber: number;
  search: string;
  /** The TIN filter: a TIN match status or 'NotVerified'; '' for all. */
  tinMatchStatus?: string;
}

export const payeesQueryKey = (input: PayeeListInput) => ['payees', input] as const;

export async function fetchPayees(
  input: PayeeListInput,
  signal?: AbortSignal,
): Promise<{ payees: Payee[]; pageMetadata: PageMetadata }> {
  const data = await graphqlRequest(
    '/rs/graphql',
    PAYEES,
    {
      pageSize: input.pageSize,
      pageNumber: input.pageNumber,
      search: input.search || null,
      tinMatchStatus: input.tinMatchStatus || null,
    },
    { signal },
  );
  return data.payeesWithPageMetadata;
}

export const payeeCountQueryKey = ['payees', 'count'] as const;

/** `payeeCount`: how many payees the account has. */
export async function fetchPayeeCount(signal?: AbortSignal): Promise<number> {
  const data = await graphqlRequest('/rs/graphql', PAYEE_COUNT, {}, { signal });
  return data.payeeCount;
}

export interface PayeeSaveInput {
  id?: number;
  entityType: EntityType;
  businessName: string;
  firstName: string;
  middleName: string;
  lastName: string;
  dba: string;
  tinType: TinType;
  /** A new TIN, or the masked one to keep the stored TIN. */
  tin: string;
  emailAddress: string;
  phoneNumber: string;
  phoneExt: string;
  address: AddressValues;
}

/**
 * `payeeByTin`: another payee of the account with this TIN (shown masked), the same question the
 * import asks before 'An existing payee found'; `excludeId` leaves out the payee being edited.
 */
export async function findPayeeByTin(tin: string, excludeId?: number): Promise<Payee | null> {
  const data = await graphqlRequest('/rs/graphql', PAYEE_BY_TIN, { tin, excludeId: excludeId ?? null });
  return data.payeeByTin;
}

export async function savePayee(payee: PayeeSaveInput): Promise<Payee> {
  const data = await graphqlRequest('/rs/graphql', ADD_EDIT_PAYEE, { payee });
  return data.addEditPayee;
}

/** The light payee dialog: a name and an e-mail. */
export async function savePayeeLight(input: {
  id?: number;
  displayName: string;
  emailAddress: string;
}): Promise<Payee> {
  const data = await graphqlRequest('/rs/graphql', ADD_EDIT_PAYEE_LIGHT, { ...input });
  return data.addEditPayeeLight;
}

export async function deletePayees(ids: readonly number[]): Promise<boolean> {
  const [only] = ids;
  if (ids.length === 1 && only !== undefined) {
    const data = await graphqlRequest('/rs/graphql', DELETE_PAYEE, { id: only });
    return data.deletePayee;
  }
  const data = await graphqlRequest('/rs/graphql', DELETE_PAYEES, { ids: [...ids] });
  return data.deletePayees;
}

/** 'Ignore' on an InValid TIN match: the payee goes back to not verified. */
export async function ignoreTinValidation(payeeId: number): Promise<boolean> {
  const data = await graphqlRequest('/rs/graphql', IGNORE_TIN, { payeeId });
  return data.ignoreTINValidation;
}
