import { describe, expect, it } from 'vitest';
import * as forms from './index.ts';

describe('public API', () => {
  it('exports the names the server and web app use', () => {
    const names = [
      'getFormDefinition',
      'getFormBoxes',
      'isReportable',
      'hasRequiredBoxAmount',
      'validateFiling',
      'validateFilings',
      'validatePayer',
      'validateTin',
      'maskTin',
      'parseMoneyToCents',
      'formatCents',
      'getDashboardCounts',
      'selectFederalSubmission',
      'createInvoice',
      'calculateRefund',
      'getSeasonCalendar',
      'getDueDates',
    ];
    for (const name of names) expect(typeof (forms as Record<string, unknown>)[name]).toBe('function');
    expect(forms.FORM_TYPES).toHaveLength(5);
    expect(forms.TIN_MESSAGES.invalidEin).toBe('Please enter a valid FEIN');
  });
});
