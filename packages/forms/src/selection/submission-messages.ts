/**
 * What a submission is refused with (spec part 2 §5 submission needs, §8), in the same words whether
 * the browser sees it first or the server refuses it.
 */
export const SUBMISSION_NEEDS_MESSAGES = {
  selectAtLeastOne: 'Select at least 1 filing to submit.',
  filingsHaveErrors:
    'Some of the filings you are submitting have errors. Please review and fix the errors before submitting again.',
  emailNotConfirmed:
    'Please confirm your e-mail address before submitting. You can resend the confirmation e-mail from User Profile.',
  noFederal: 'Select Federal eFile for every filing you submit.',
} as const;
