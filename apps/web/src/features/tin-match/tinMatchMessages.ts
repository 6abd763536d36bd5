/** The payer's TIN verification texts (ours; the spec names the statuses and result codes only). */
export const TIN_MATCH_PAYER_MESSAGES = {
  requestFailed: 'Failed to request TIN verification',
  cancelFailed: 'Failed to cancel TIN verification',
  ignoreFailed: 'Failed to ignore the TIN verification result',
  intro:
    'Each TIN goes to the IRS TIN Matching program; the result shows in the TIN verification column, usually within a day.',
  emailNotConfirmed:
    'Please confirm your e-mail address before requesting TIN verification. You can resend the confirmation e-mail from User Profile.',
  requested: (count: number) => `Requested ${count} TIN verification${count === 1 ? '' : 's'}`,
  cancelled: (count: number) => `Cancelled ${count} TIN verification${count === 1 ? '' : 's'}`,
  nothingToRequest: 'Every payee here is already verified or in progress.',
} as const;
