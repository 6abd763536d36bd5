import type { Problem } from '@file1099/forms';
import { domainGraphql } from '../../gql/domain/index.ts';
import type { PayerFieldsFragment, PayerType, TinType } from '../../gql/domain/graphql.ts';
import { graphqlRequest } from '../api/apiClient.ts';
import type { AddressValues } from '../party/partyValues.ts';

domainGraphql(`
  fragment PayerFields on Payer {
    id
    domainId
    domainType
    payerType
    businessName
    dba
    firstName
    middleName
    lastName
    address {
      ...AddressFields
    }
    emailAddress
    phoneNumber
    phoneExt
    tinType
    tin
    customAttributes {
      key
      value
    }
  }
`);

/** The account's payer (spec part 2 §3, Payer); the TIN comes back masked to its last four digits. */
export type Payer = PayerFieldsFragment;

const PAYER = domainGraphql(`
  query Payer {
    payer {
      ...PayerFields
    }
  }
`);

export const payerQueryKey = ['payer'] as const;

export async function fetchPayer(signal?: AbortSignal): Promise<Payer> {
  const data = await graphqlRequest('/rs/graphql', PAYER, {}, { signal });
  return data.payer;
}

export interface PayerSaveInput {
  id: number;
  payerType: PayerType;
  businessName: string;
  dba: string;
  firstName: string;
  middleName: string;
  lastName: string;
  tinType: TinType;
  /** A new TIN, or the masked one to keep the stored TIN. */
  tin: string;
  emailAddress: string;
  phoneNumber: string;
  phoneExt: string;
  address: AddressValues;
  customAttributes: { key: string; value: string }[];
}

const UPDATE_PAYER = domainGraphql(`
  mutation UpdatePayer(
    $id: Int
    $payerType: PayerType!
    $businessName: String
    $dba: String
    $firstName: String
    $middleName: String
    $lastName: String
    $tinType: TinType!
    $tin: String
    $emailAddress: String
    $phoneNumber: String
    $phoneExt: String
    $address: AddressInput
    $customAttributes: [CustomAttributeInput!]
  ) {
    updatePayer(
      id: $id
      payerType: $payerType
      businessName: $businessName
      dba: $dba
      firstName: $firstName
      middleName: $middleName
      lastName: $lastName
      tinType: $tinType
      tin: $tin
      emailAddress: $emailAddress
      phoneNumber: $phoneNumber
      phoneExt: $phoneExt
      address: $address
      customAttributes: $customAttributes
    ) {
      ...PayerFields
    }
  }
`);

export async function updatePayer(input: PayerSaveInput): Promise<Payer> {
  const data = await graphqlRequest('/rs/graphql', UPDATE_PAYER, { ...input });
  return data.updatePayer;
}

export const payerCheckQueryKey = (payerId: number, filingYear: number) =>
  ['payerCheck', payerId, filingYear] as const;

/** `validatePayer(payerId, filingYear)`: what must be fixed before this payer can file for that year. */
const VALIDATE_PAYER = domainGraphql(`
  mutation ValidatePayer($payerId: Int!, $filingYear: Int!) {
    validatePayer(payerId: $payerId, filingYear: $filingYear) {
      errors {
        ...ProblemFields
      }
      warnings {
        ...ProblemFields
      }
    }
  }
`);

export async function checkPayer(
  payerId: number,
  filingYear: number,
): Promise<{ errors: Problem[]; warnings: Problem[] }> {
  const data = await graphqlRequest('/rs/graphql', VALIDATE_PAYER, { payerId, filingYear });
  return data.validatePayer;
}
