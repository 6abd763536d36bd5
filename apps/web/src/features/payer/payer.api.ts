import type { Problem } from '@file1099/forms';
import { graphqlRequest } from '../api/apiClient.ts';
import { ADDRESS_FIELDS, type AddressDto, type AddressValues } from '../party/partyValues.ts';

/** The account's payer (spec part 2 §3, Payer); the TIN comes back masked to its last four digits. */
export interface Payer {
  id: number;
  domainId: number;
  domainType: string | null;
  payerType: string;
  businessName: string;
  dba: string;
  firstName: string;
  middleName: string;
  lastName: string;
  address: AddressDto;
  emailAddress: string;
  phoneNumber: string;
  phoneExt: string;
  tinType: string;
  tin: string;
  customAttributes: { key: string; value: string }[];
}

const PAYER_FIELDS = `id domainId domainType payerType businessName dba firstName middleName lastName
  ${ADDRESS_FIELDS} emailAddress phoneNumber phoneExt tinType tin customAttributes { key value }`;

export const payerQueryKey = ['payer'] as const;

export async function fetchPayer(signal?: AbortSignal): Promise<Payer> {
  const data = await graphqlRequest<{ payer: Payer }>(
    '/rs/graphql',
    `query Payer { payer { ${PAYER_FIELDS} } }`,
    {},
    { signal },
  );
  return data.payer;
}

export interface PayerSaveInput {
  id: number;
  payerType: string;
  businessName: string;
  dba: string;
  firstName: string;
  middleName: string;
  lastName: string;
  tinType: string;
  /** A new TIN, or the masked one to keep the stored TIN. */
  tin: string;
  emailAddress: string;
  phoneNumber: string;
  phoneExt: string;
  address: AddressValues;
  customAttributes: { key: string; value: string }[];
}

export async function updatePayer(input: PayerSaveInput): Promise<Payer> {
  const data = await graphqlRequest<{ updatePayer: Payer }>(
    '/rs/graphql',
    `mutation UpdatePayer($id: Int, $payerType: PayerType!, $businessName: String, $dba: String, $firstName: String,
      $middleName: String, $lastName: String, $tinType: TinType!, $tin: String, $emailAddress: String,
      $phoneNumber: String, $phoneExt: String, $address: AddressInput, $customAttributes: [CustomAttributeInput!]) {
      updatePayer(id: $id, payerType: $payerType, businessName: $businessName, dba: $dba, firstName: $firstName,
        middleName: $middleName, lastName: $lastName, tinType: $tinType, tin: $tin, emailAddress: $emailAddress,
        phoneNumber: $phoneNumber, phoneExt: $phoneExt, address: $address, customAttributes: $customAttributes) {
        ${PAYER_FIELDS}
      }
    }`,
    { ...input },
  );
  return data.updatePayer;
}

export const payerCheckQueryKey = (payerId: number, filingYear: number) =>
  ['payerCheck', payerId, filingYear] as const;

/** `validatePayer(payerId, filingYear)`: what must be fixed before this payer can file for that year. */
export async function checkPayer(
  payerId: number,
  filingYear: number,
): Promise<{ errors: Problem[]; warnings: Problem[] }> {
  const data = await graphqlRequest<{ validatePayer: { errors: Problem[]; warnings: Problem[] } }>(
    '/rs/graphql',
    `mutation ValidatePayer($payerId: Int!, $filingYear: Int!) {
      validatePayer(payerId: $payerId, filingYear: $filingYear) {
        errors { code path message }
        warnings { code path message }
      }
    }`,
    { payerId, filingYear },
  );
  return data.validatePayer;
}
