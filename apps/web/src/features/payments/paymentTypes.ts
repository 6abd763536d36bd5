/**
 * What the Add Funds dialog sends and receives (docs/payments.md). The shapes mirror the server's
 * `chargeWithNonce` arguments and `PaymentProviderConfig`; money is integer cents.
 */
export type PaymentPartner = 'test' | 'square' | 'paypal';
export type PaymentSource = 'card' | 'paypal';

/** What the browser needs to show one provider's form; nothing secret. */
export interface PaymentProviderConfig {
  partner: PaymentPartner;
  applicationId?: string | null;
  locationId?: string | null;
  scriptSrc?: string | null;
  clientId?: string | null;
  sdkBaseUrl?: string | null;
}

/** The arguments of `chargeWithNonce`. */
export interface ChargeInput {
  amount: number;
  chargeDesc: string;
  paymentPartner: PaymentPartner;
  paymentSource: PaymentSource;
  nonce: string | null;
  buyerId: string | null;
  /** One per payment attempt; a retry of the same attempt sends it again. */
  idempotencyKey: string;
  orderId: string | null;
}

/** The ledger row a charge creates (a subset of BillingTransaction). */
export interface FundedTransaction {
  id: number;
  transactionAmount: number;
  runningTotal: number;
}

/** The Square card form's billing contact (more data, fewer bank challenges). */
export interface BillingContact {
  givenName?: string;
  familyName?: string;
  email?: string;
  postalCode?: string;
  countryCode?: string;
}

/** The description the charge carries to the provider (Square note, PayPal purchase unit). */
export const CHARGE_DESCRIPTION = 'File1099 prepaid funds';

/** The built-in test provider's cards (the server's test-provider.ts; docs/payments.md). */
export const TEST_CARDS = [
  { number: '4111 1111 1111 1111', outcome: 'success' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 9995', outcome: 'insufficient funds' },
] as const;

/** The test card form's token for a card number: the server's `toTestCardNonce`. */
export function toTestCardNonce(cardNumber: string): string {
  return `test-card:${cardNumber.replace(/\D/g, '')}`;
}

/** Square allows idempotency keys of 1–45 characters; a UUID is 36. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
