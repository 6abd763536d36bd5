/** Service codes (spec part 1 §3, part 2 §3). */
export const SERVICES = [
  'FED_EFILE',
  'STATE_CFSF',
  'STATE_EFILE',
  'TIN_MATCH',
  'W9',
  'RECIPIENT_PRINT_DELIVERY',
  'RECIPIENT_EMAIL_DELIVERY',
] as const;
export type Service = (typeof SERVICES)[number];

export const SERVICE_DESCRIPTIONS: Readonly<Record<Service, string>> = {
  FED_EFILE: 'Federal eFile',
  STATE_CFSF: 'State eFile (Combined Federal/State)',
  STATE_EFILE: 'Direct State eFile',
  TIN_MATCH: 'TIN Verification',
  W9: 'W-9 Request',
  RECIPIENT_PRINT_DELIVERY: 'Recipient Copy by Mail',
  RECIPIENT_EMAIL_DELIVERY: 'Recipient Copy by Email',
};

export function isService(value: unknown): value is Service {
  return typeof value === 'string' && (SERVICES as readonly string[]).includes(value);
}

/** Billing transaction types and their display (spec part 2 §3). */
export const BILLING_TRANSACTION_TYPE_LABELS = {
  PurchaseCredit: 'Payment',
  ReferralCredit: 'Referral credit',
  PromoCredit: 'Credit adjustment',
  ServiceCharge: 'Charge',
} as const;
export type BillingTransactionType = keyof typeof BILLING_TRANSACTION_TYPE_LABELS;
