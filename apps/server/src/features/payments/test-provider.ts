import { createHash } from 'node:crypto';
import type { ChargeRequest, ChargeResult, PaymentProvider, RefundResult } from './payment-provider.ts';

/**
 * Card numbers the built-in test provider knows (docs/payments.md). It moves no money: it lets a
 * newcomer finish the whole journey on a fresh install. Production refuses it unless enabled.
 */
export const TEST_CARDS = {
  success: '4111111111111111',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export const TEST_CARD_MESSAGES = {
  declined: 'Your card was declined. Please use another card.',
  insufficientFunds: 'Your card has insufficient funds. Please use another card.',
  unknownCard: `The test payment provider accepts only its test cards, such as 4111 1111 1111 1111.`,
  noCard: 'Please enter the card details.',
} as const;

const NONCE_PREFIX = 'test-card:';

/** The token the test card form sends for a card number (spaces removed). */
export function toTestCardNonce(cardNumber: string): string {
  return `${NONCE_PREFIX}${cardNumber.replace(/\D/g, '')}`;
}

/** The same key always gives the same payment id, as a provider replays an idempotency key. */
function paymentIdFor(idempotencyKey: string): string {
  return `test_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
}

function chargeTestCard(request: ChargeRequest): ChargeResult {
  const number = request.nonce?.startsWith(NONCE_PREFIX) ? request.nonce.slice(NONCE_PREFIX.length) : null;
  if (!number) return { outcome: 'declined', message: TEST_CARD_MESSAGES.noCard };
  if (number === TEST_CARDS.declined) return { outcome: 'declined', message: TEST_CARD_MESSAGES.declined };
  if (number === TEST_CARDS.insufficientFunds)
    return { outcome: 'declined', message: TEST_CARD_MESSAGES.insufficientFunds };
  if (number !== TEST_CARDS.success) return { outcome: 'declined', message: TEST_CARD_MESSAGES.unknownCard };
  return {
    outcome: 'captured',
    paymentId: paymentIdFor(request.idempotencyKey),
    amountCents: request.amountCents,
    source: 'card',
    brand: 'VISA',
    last4: number.slice(-4),
  };
}

export function createTestPaymentProvider(): PaymentProvider {
  return {
    partner: 'test',
    source: 'card',
    charge: (request) => Promise.resolve(chargeTestCard(request)),
    reconcile: (request) => Promise.resolve(chargeTestCard(request)),
    refund: (request): Promise<RefundResult> =>
      Promise.resolve(
        request.paymentId.startsWith('test_') && request.amountCents > 0
          ? { outcome: 'refunded', refundId: `test_refund_${paymentIdFor(request.idempotencyKey).slice(5)}` }
          : { outcome: 'declined', message: 'The test payment provider did not take this payment.' },
      ),
  };
}
