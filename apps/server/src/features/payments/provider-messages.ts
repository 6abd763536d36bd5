import { PAYMENT_MESSAGES } from '@file1099/forms';
import { TEST_CARD_MESSAGES } from './test-provider.ts';

/** Square-Payments and PayPal idempotency keys: Square allows 1–45 characters (shared/reference/payments.md §2.4). */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 45;

/**
 * What the user reads when a provider declines or cannot be reached. No text here ever carries the
 * provider's own error detail, a token or a secret: only these fixed sentences leave a provider.
 */
export const PROVIDER_MESSAGES = {
  declined: TEST_CARD_MESSAGES.declined,
  callIssuer: 'Your card was declined. Please call your card issuer or use another card.',
  insufficientFunds: TEST_CARD_MESSAGES.insufficientFunds,
  cvv: 'The card security code (CVV) was not accepted. Please check it and try again.',
  postalCode: 'The billing postal code was not accepted. Please check it and try again.',
  expiration: 'The card expiration date is not valid. Please check it and try again.',
  expired: 'Your card has expired. Please use another card.',
  cardNumber: 'The card number is not valid. Please check it and try again.',
  notSupported: 'This card can not be used here. Please use another card.',
  verificationRequired:
    'Your bank needs to verify this payment. Please enter the card again and complete the verification.',
  transactionLimit: 'The amount is over the limit of this card. Please use a smaller amount or another card.',
  processingLimit: 'The payment is over the processing limit. Please contact support.',
  cardTokenUsed: 'The card details have expired. Please enter the card again.',
  busy: 'The payment service is busy. Please try again in a minute.',
  orderFailed: PAYMENT_MESSAGES.orderFailed,
  captureFailed: PAYMENT_MESSAGES.captureFailed,
  paypalDeclined: 'PayPal declined the payment method. Please choose another way to pay in PayPal.',
  paypalNotApproved: 'The PayPal payment was not approved. Please approve it in PayPal and try again.',
  unknown:
    'The payment service did not answer in time. We are checking whether the payment went through; please do not pay again.',
  invalidRequest: 'The payment request is not valid.',
  refundTooLarge: 'The refund is more than what remains refundable of this payment.',
  refundNotFound: 'The payment to refund was not found at the payment provider.',
  refundRefused: 'The payment provider refused the refund.',
} as const;

/** Square error codes → the user's message (shared/reference/payments.md §2.3). */
const SQUARE_CODE_MESSAGES: Readonly<Record<string, string>> = {
  GENERIC_DECLINE: PROVIDER_MESSAGES.declined,
  CARD_DECLINED: PROVIDER_MESSAGES.declined,
  CARD_DECLINED_CALL_ISSUER: PROVIDER_MESSAGES.callIssuer,
  CARD_DECLINED_VERIFICATION_REQUIRED: PROVIDER_MESSAGES.verificationRequired,
  INSUFFICIENT_FUNDS: PROVIDER_MESSAGES.insufficientFunds,
  TRANSACTION_LIMIT: PROVIDER_MESSAGES.transactionLimit,
  CVV_FAILURE: PROVIDER_MESSAGES.cvv,
  VERIFY_CVV_FAILURE: PROVIDER_MESSAGES.cvv,
  ADDRESS_VERIFICATION_FAILURE: PROVIDER_MESSAGES.postalCode,
  VERIFY_AVS_FAILURE: PROVIDER_MESSAGES.postalCode,
  INVALID_EXPIRATION: PROVIDER_MESSAGES.expiration,
  INVALID_EXPIRATION_YEAR: PROVIDER_MESSAGES.expiration,
  INVALID_EXPIRATION_DATE: PROVIDER_MESSAGES.expiration,
  BAD_EXPIRATION: PROVIDER_MESSAGES.expiration,
  EXPIRATION_FAILURE: PROVIDER_MESSAGES.expiration,
  CARD_EXPIRED: PROVIDER_MESSAGES.expired,
  PAN_FAILURE: PROVIDER_MESSAGES.cardNumber,
  INVALID_CARD: PROVIDER_MESSAGES.cardNumber,
  INVALID_CARD_DATA: PROVIDER_MESSAGES.cardNumber,
  INVALID_ACCOUNT: PROVIDER_MESSAGES.cardNumber,
  CARD_NOT_SUPPORTED: PROVIDER_MESSAGES.notSupported,
  CARDHOLDER_INSUFFICIENT_PERMISSIONS: PROVIDER_MESSAGES.notSupported,
  PAYMENT_LIMIT_EXCEEDED: PROVIDER_MESSAGES.processingLimit,
  AMOUNT_TOO_HIGH: PROVIDER_MESSAGES.processingLimit,
  CARD_TOKEN_USED: PROVIDER_MESSAGES.cardTokenUsed,
  CARD_TOKEN_EXPIRED: PROVIDER_MESSAGES.cardTokenUsed,
  RATE_LIMITED: PROVIDER_MESSAGES.busy,
};

/** The message of the first error code we know, else the spec's "Unable to process the order". */
export function messageForSquareCodes(codes: readonly string[]): string {
  for (const code of codes) {
    const message = SQUARE_CODE_MESSAGES[code];
    if (message) return message;
  }
  return PROVIDER_MESSAGES.orderFailed;
}

/** The request's own faults, found before a provider is called (nothing secret in them). */
export function checkChargeRequest(request: { amountCents: number; idempotencyKey: string }): string | null {
  if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0)
    return PROVIDER_MESSAGES.invalidRequest;
  const key = request.idempotencyKey;
  if (key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) return PROVIDER_MESSAGES.invalidRequest;
  return null;
}
