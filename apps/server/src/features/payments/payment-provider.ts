/**
 * The one interface every payment provider implements (docs/payments.md). The billing service calls it
 * and records the outcome in the ledger; a provider never touches the database. Amounts are integer
 * cents. Nothing here may put a card token, a verification token or a provider secret in an error text.
 */
export const PAYMENT_PARTNERS = ['test', 'square', 'paypal'] as const;
export type PaymentPartner = (typeof PAYMENT_PARTNERS)[number];

/** How the money came in: a card (Square, the test provider) or a PayPal account. */
export type PaymentSource = 'card' | 'paypal';

export interface ChargeRequest {
  amountCents: number;
  /** Shown on the provider's side (Square note, PayPal purchase unit description). */
  description: string;
  /**
   * The browser's key for this one payment attempt (≤ 45 characters, Square's limit). Every retry and
   * double click sends the same key, and the provider answers it with the first outcome.
   */
  idempotencyKey: string;
  /** The card form's token: Square `cnon:…`, the test provider's `test-card:<digits>`. */
  nonce: string | null;
  /** Square's buyer-verification token, or PayPal's payer id. */
  buyerId: string | null;
  /** The PayPal order to capture. */
  orderId: string | null;
}

export type ChargeResult =
  /** The money is taken: credit the account once. */
  | {
      outcome: 'captured';
      /** The provider's payment (Square payment id, PayPal capture id). Refunds go to it. */
      paymentId: string;
      amountCents: number;
      source: PaymentSource;
      /** 'VISA', 'PayPal', … and the last four digits when a card was used, for the receipt. */
      brand: string | null;
      last4: string | null;
    }
  /** Nothing was taken; `message` is for the user, in their words. */
  | { outcome: 'declined'; message: string }
  /** The provider holds the payment for review: not credited now (docs/payments.md). */
  | { outcome: 'pending'; paymentId: string }
  /** The answer was lost (time-out, dropped connection): `reconcile` with the same request later. */
  | { outcome: 'unknown'; message: string };

export interface RefundRequest {
  /** The provider's payment id from the captured charge. */
  paymentId: string;
  amountCents: number;
  idempotencyKey: string;
  reason: string;
}

export type RefundResult =
  | { outcome: 'refunded' | 'pending'; refundId: string }
  | { outcome: 'declined'; message: string }
  | { outcome: 'unknown'; message: string };

export interface PaymentProvider {
  readonly partner: PaymentPartner;
  readonly source: PaymentSource;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * What became of a charge whose answer was lost, without charging twice: Square replays the
   * idempotency key, PayPal reads the order back.
   */
  reconcile(request: ChargeRequest): Promise<ChargeResult>;
  refund(request: RefundRequest): Promise<RefundResult>;
  /** PayPal only: the order the buyer approves in PayPal's window before `charge` captures it. */
  createOrder?(request: { amountCents: number; description: string; requestId: string }): Promise<string>;
}

/** What the browser needs to show each configured provider's form; nothing secret. */
export type BrowserPaymentProvider =
  | { partner: 'test' }
  | { partner: 'square'; applicationId: string; locationId: string; scriptSrc: string | null }
  | { partner: 'paypal'; clientId: string; sdkBaseUrl: string | null };
