/** The payer's W-9 texts: the spec's where it has them (part 2 §5, §8), ours otherwise. */
export const W9_PAYER_MESSAGES = {
  emailRequired: 'Email is required to request W-9 information',
  requestFailed: 'Failed to request W-9 information',
  cancelFailed: 'Failed to cancel W9 Requests',
  remindFailed: 'Failed to remind payees',
  submitFailed: 'Error submitting W-9 requests',
  notEnoughFunds: 'Your available funds do not cover this order. Use Add Funds to add the difference.',
  emailNotConfirmed:
    'Please confirm your e-mail address before requesting W-9 information. You can resend the confirmation e-mail from User Profile.',
  requested: (count: number) => `Requested ${count} W-9${count === 1 ? '' : 's'}`,
  reminded: (count: number) => `Reminded ${count} payee${count === 1 ? '' : 's'}`,
  cancelled: (count: number) => `Cancelled ${count} W-9 request${count === 1 ? '' : 's'}`,
  applied: 'Applied the W-9 to the payee',
  nothingToRequest: 'Every payee here already has a W-9 or a request out.',
} as const;
