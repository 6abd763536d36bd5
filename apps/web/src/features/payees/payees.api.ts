import { graphqlRequest } from '../api/apiClient.ts';
import { ADDRESS_FIELDS, type AddressDto, type AddressValues } from '../party/partyValues.ts';

/** A payee (spec part 2 §3); the TIN comes back masked to its last four digits. */
export interface Payee {
  id: number;
  entityType: string;
  businessName: string;
  firstName: string;
  middleName: string;
  lastName: string;
  dba: string;
  displayName: string;
  tinType: string;
  tin: string;
  tinMatchStatus: string | null;
  tinMatchResult: string | null;
  emailAddress: string;
  phoneNumber: string;
  phoneExt: string;
  address: AddressDto;
  is1099Vendor: boolean;
  vendorId: string | null;
  partner: string | null;
  importStatus: string | null;
}

export interface PageMetadata {
  hasPreviousPage: boolean;
  hasNextPage: boolean;
  currentPage: number;
  totalPages: number;
  totalCount: number;
}

export const PAYEE_FIELDS = `id entityType businessName firstName middleName lastName dba displayName tinType tin
  tinMatchStatus tinMatchResult emailAddress phoneNumber phoneExt ${ADDRESS_FIELDS} is1099Vendor vendorId partner importStatus`;

/** Spec part 2 §9: the payees grid shows 100 rows by default. */
export const PAYEES_PAGE_SIZE = 100;

export interface PayeeListInput {
  pageSize: number;
  pageNumber: number;
  search: string;
}

export const payeesQueryKey = (input: PayeeListInput) => ['payees', input] as const;

export async function fetchPayees(
  input: PayeeListInput,
  signal?: AbortSignal,
): Promise<{ payees: Payee[]; pageMetadata: PageMetadata }> {
  const data = await graphqlRequest<{
    payeesWithPageMetadata: { payees: Payee[]; pageMetadata: PageMetadata };
  }>(
    '/rs/graphql',
    `query Payees($pageSize: Int, $pageNumber: Int, $search: String) {
      payeesWithPageMetadata(pageSize: $pageSize, pageNumber: $pageNumber, search: $search) {
        payees { ${PAYEE_FIELDS} }
        pageMetadata { hasPreviousPage hasNextPage currentPage totalPages totalCount }
      }
    }`,
    { pageSize: input.pageSize, pageNumber: input.pageNumber, search: input.search || null },
    { signal },
  );
  return data.payeesWithPageMetadata;
}

export const payeeCountQueryKey = ['payees', 'count'] as const;

/** `payeeCount`: how many payees the account has. */
export async function fetchPayeeCount(signal?: AbortSignal): Promise<number> {
  const data = await graphqlRequest<{ payeeCount: number }>(
    '/rs/graphql',
    'query PayeeCount { payeeCount }',
    {},
    { signal },
  );
  return data.payeeCount;
}

export interface PayeeSaveInput {
  id?: number;
  entityType: string;
  businessName: string;
  firstName: string;
  middleName: string;
  lastName: string;
  dba: string;
  tinType: string;
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
  const data = await graphqlRequest<{ payeeByTin: Payee | null }>(
    '/rs/graphql',
    `query PayeeByTin($tin: String!, $excludeId: Int) { payeeByTin(tin: $tin, excludeId: $excludeId) { ${PAYEE_FIELDS} } }`,
    { tin, excludeId: excludeId ?? null },
  );
  return data.payeeByTin;
}

export async function savePayee(payee: PayeeSaveInput): Promise<Payee> {
  const data = await graphqlRequest<{ addEditPayee: Payee }>(
    '/rs/graphql',
    `mutation AddEditPayee($payee: PayeeInput!) { addEditPayee(payee: $payee) { ${PAYEE_FIELDS} } }`,
    { payee },
  );
  return data.addEditPayee;
}

/** The light payee dialog: a name and an e-mail. */
export async function savePayeeLight(input: {
  id?: number;
  displayName: string;
  emailAddress: string;
}): Promise<Payee> {
  const data = await graphqlRequest<{ addEditPayeeLight: Payee }>(
    '/rs/graphql',
    `mutation AddEditPayeeLight($id: Int, $displayName: String!, $emailAddress: String) {
      addEditPayeeLight(id: $id, displayName: $displayName, emailAddress: $emailAddress) { ${PAYEE_FIELDS} }
    }`,
    { ...input },
  );
  return data.addEditPayeeLight;
}

export async function deletePayees(ids: readonly number[]): Promise<boolean> {
  if (ids.length === 1) {
    const data = await graphqlRequest<{ deletePayee: boolean }>(
      '/rs/graphql',
      'mutation DeletePayee($id: Int!) { deletePayee(id: $id) }',
      { id: ids[0] },
    );
    return data.deletePayee;
  }
  const data = await graphqlRequest<{ deletePayees: boolean }>(
    '/rs/graphql',
    'mutation DeletePayees($ids: [Int!]!) { deletePayees(ids: $ids) }',
    { ids },
  );
  return data.deletePayees;
}

/** 'Ignore' on an InValid TIN match: the payee goes back to not verified. */
export async function ignoreTinValidation(payeeId: number): Promise<boolean> {
  const data = await graphqlRequest<{ ignoreTINValidation: boolean }>(
    '/rs/graphql',
    'mutation IgnoreTin($payeeId: Int!) { ignoreTINValidation(payeeId: $payeeId) }',
    { payeeId },
  );
  return data.ignoreTINValidation;
}
