import { domainGraphql } from '../../gql/domain/index.ts';
import { graphqlRequest } from '../api/apiClient.ts';
import type { ChargeInput, FundedTransaction, PaymentProviderConfig } from './paymentTypes.ts';

/** Funds and payments on the domain service (docs/payments.md, GraphQL). Money is integer cents. */

export const paymentProvidersQueryKey = ['paymentProviders'] as const;
export const availableCreditsQueryKey = ['availableCredits'] as const;

const PAYMENT_PROVIDERS = domainGraphql(`
  query PaymentProviders {
    paymentProviders {
      partner
      applicationId
      locationId
      scriptSrc
      clientId
      sdkBaseUrl
    }
  }
`);

const AVAILABLE_CREDITS = domainGraphql(`
  query AvailableCredits {
    availableCredits
  }
`);

const CHARGE_WITH_NONCE = domainGraphql(`
  mutation ChargeWithNonce(
    $amount: Int!
    $chargeDesc: String!
    $paymentPartner: PaymentPartner!
    $paymentSource: PaymentSource!
    $nonce: String
    $buyerId: String
    $idempotencyKey: String!
    $orderId: String
  ) {
    chargeWithNonce(
      amount: $amount
      chargeDesc: $chargeDesc
      paymentPartner: $paymentPartner
      paymentSource: $paymentSource
      nonce: $nonce
      buyerId: $buyerId
      idempotencyKey: $idempotencyKey
      orderId: $orderId
    ) {
      id
      transactionAmount
      runningTotal
    }
  }
`);

const CREATE_PAYMENT_ORDER = domainGraphql(`
  mutation CreatePaymentOrder($amount: Int!, $chargeDesc: String!, $requestId: String!) {
    createPaymentOrder(amount: $amount, chargeDesc: $chargeDesc, requestId: $requestId)
  }
`);

/** The configured providers, in the order the dialog offers them. */
export async function fetchPaymentProviders(signal?: AbortSignal): Promise<PaymentProviderConfig[]> {
  const data = await graphqlRequest('/rs/graphql', PAYMENT_PROVIDERS, {}, { signal });
  return data.paymentProviders;
}

/** The account's prepaid funds, in cents. */
export async function fetchAvailableCredits(signal?: AbortSignal): Promise<number> {
  const data = await graphqlRequest('/rs/graphql', AVAILABLE_CREDITS, {}, { signal });
  return data.availableCredits;
}

export async function chargeWithNonce(input: ChargeInput): Promise<FundedTransaction> {
  const data = await graphqlRequest('/rs/graphql', CHARGE_WITH_NONCE, input);
  return data.chargeWithNonce;
}

/** A PayPal order of the amount (our server creates it); `requestId` makes a repeat harmless. */
export async function createPaymentOrder(
  amount: number,
  chargeDesc: string,
  requestId: string,
): Promise<string> {
  const data = await graphqlRequest('/rs/graphql', CREATE_PAYMENT_ORDER, { amount, chargeDesc, requestId });
  return data.createPaymentOrder;
}
