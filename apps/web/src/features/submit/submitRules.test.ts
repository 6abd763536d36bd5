// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createInvoice, getSeasonCalendar, type ChargeItem } from '@file1099/forms';
import { SEASON_2025 } from '@file1099/shared';
import {
  ACKNOWLEDGEMENTS,
  getNextSteps,
  getOrderWarnings,
  getPayBlocker,
  getValidationOutcome,
  needsTinAuthorization,
  SUBMIT_MESSAGES,
} from './submitRules.ts';

const invoiceOf = (items: ChargeItem[]) => createInvoice(items, { plan: 'standard', today: '2026-01-10' });
const FED_AND_TIN = invoiceOf([
  { service: 'FED_EFILE', quantity: 3, alreadyPaid: 0 },
  { service: 'TIN_MATCH', quantity: 2, alreadyPaid: 0 },
]);
const FED_ONLY = invoiceOf([{ service: 'FED_EFILE', quantity: 3, alreadyPaid: 0 }]);
const ALL_CHECKED = ACKNOWLEDGEMENTS.map(() => true);

describe('submit rules', () => {
  it('blocks on any error, asks about warnings alone, passes clean filings', () => {
    const clean = { id: 1, errors: [], warnings: [] };
    const warned = { id: 2, errors: [], warnings: [{ message: 'Below threshold' }] };
    const broken = { id: 3, errors: [{ message: 'TIN is required' }], warnings: [] };
    expect(getValidationOutcome([clean, warned, broken])).toEqual({ kind: 'errors', filingIds: [3] });
    expect(getValidationOutcome([clean, warned])).toEqual({ kind: 'warnings', filingIds: [2] });
    expect(getValidationOutcome([clean])).toEqual({ kind: 'ok' });
  });

  it('asks for the TIN authorisation only when TINs are verified in this order', () => {
    expect(needsTinAuthorization(FED_AND_TIN)).toBe(true);
    expect(needsTinAuthorization(FED_ONLY)).toBe(false);
    const paidBefore = invoiceOf([{ service: 'TIN_MATCH', quantity: 2, alreadyPaid: 2 }]);
    expect(needsTinAuthorization(paidBefore)).toBe(false);
  });

  it('holds the payment back for e-mail, funds, acknowledgements and TIN authorisation, in that order', () => {
    const total = FED_AND_TIN.totalAmount;
    const base = {
      invoice: FED_AND_TIN,
      availableCents: total,
      emailConfirmed: true,
      acknowledged: ALL_CHECKED,
      tinAuthorized: true,
    };
    expect(getPayBlocker({ ...base, emailConfirmed: false })?.message).toBe(
      SUBMIT_MESSAGES.emailNotConfirmed,
    );
    expect(getPayBlocker({ ...base, availableCents: total - 150 })).toEqual({
      kind: 'funds',
      message: SUBMIT_MESSAGES.notEnoughFunds,
      // The shortfall is below the $3.99 minimum charge, so the minimum is suggested.
      suggestedTopUpCents: 399,
    });
    expect(getPayBlocker({ ...base, availableCents: 0 })).toMatchObject({ suggestedTopUpCents: total });
    expect(getPayBlocker({ ...base, acknowledged: [true, false, true] })?.kind).toBe('acknowledge');
    expect(getPayBlocker({ ...base, tinAuthorized: false })?.kind).toBe('tin');
    expect(getPayBlocker({ ...base, invoice: FED_ONLY, tinAuthorized: false })).toBeNull();
    expect(getPayBlocker(base)).toBeNull();
  });

  it("shows the season's warnings that concern the order", () => {
    const irsDown = getSeasonCalendar(SEASON_2025, '2025-12-10T12:00:00-08:00');
    expect(getOrderWarnings(irsDown, FED_ONLY).map((warning) => warning.code)).toEqual(['IRS_DOWN']);
    const late = getSeasonCalendar(SEASON_2025, '2026-01-31T18:00:00-08:00');
    const printOnly = invoiceOf([{ service: 'RECIPIENT_PRINT_DELIVERY', quantity: 1, alreadyPaid: 0 }]);
    expect(getOrderWarnings(late, printOnly).map((warning) => warning.code)).toEqual(['PRINT_WILL_MISS']);
    expect(getOrderWarnings(late, FED_ONLY).map((warning) => warning.code)).toEqual(['FEDERAL_MAY_BE_LATE']);
  });

  it('tells what happens next and when', () => {
    const open = getSeasonCalendar(SEASON_2025, '2026-01-10T12:00:00-08:00');
    const steps = getNextSteps(FED_AND_TIN, open);
    expect(steps[0]).toMatch(/within a couple of hours/);
    expect(steps[1]).toBe('Your federal filings are transmitted to the IRS within 12-24 hours.');
    expect(steps.at(-1)).toMatch(/Processing tab/);
    const down = getSeasonCalendar(SEASON_2025, '2025-12-10T12:00:00-08:00');
    expect(getNextSteps(FED_ONLY, down)[0]).toMatch(/on or after Jan 6th/);
  });
});
