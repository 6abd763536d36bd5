import { PAYMENT_PARTNERS, type PaymentPartner } from '../payments/payment-provider.ts';

export function isPaymentPartner(value: string): value is PaymentPartner {
  return (PAYMENT_PARTNERS as readonly string[]).includes(value);
}
