import { describe, expect, it } from 'vitest';
import { createInvoice } from './invoice.ts';
import type { Service } from './services.ts';
import {
  ACCOUNTANT_PRICING,
  getTierSeasonStart,
  getUnitPriceCents,
  isTierSeason,
  STANDARD_PRICING,
} from './tiers.ts';

const BOUNDARIES = [1, 5, 6, 25, 26, 30, 31, 50, 51, 100, 101, 150, 151, 500, 501, 1000, 1001] as const;

/** Unit price of the n-th unit at each boundary, read from spec part 2 §9. */
const EXPECTED: Record<'standard' | 'accountant', Record<'FED_EFILE' | 'OTHER', readonly number[]>> = {
  //                         1    5    6   25   26   30   31   50   51  100  101  150  151  500  501 1000 1001
  standard: {
    FED_EFILE: [299, 299, 249, 249, 199, 199, 199, 199, 149, 149, 0, 0, 0, 0, 0, 0, 0],
    OTHER: [100, 100, 100, 100, 69, 69, 69, 69, 49, 49, 0, 0, 0, 0, 0, 0, 0],
  },
  accountant: {
    FED_EFILE: [299, 299, 249, 249, 249, 249, 199, 199, 199, 199, 199, 199, 149, 149, 49, 49, 0],
    OTHER: [100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 70, 70, 40, 40, 0],
  },
};

const SERVICES: readonly [Service, 'FED_EFILE' | 'OTHER'][] = [
  ['FED_EFILE', 'FED_EFILE'],
  ['STATE_EFILE', 'OTHER'],
  ['W9', 'OTHER'],
  ['TIN_MATCH', 'OTHER'],
];

const cases = (['standard', 'accountant'] as const).flatMap((plan) =>
  SERVICES.flatMap(([service, column]) =>
    BOUNDARIES.map((unit, index) => ({ plan, service, unit, price: EXPECTED[plan][column][index] ?? -1 })),
  ),
);

/** Sum of the expected unit prices, walked unit by unit. */
function sumUnitPrices(plan: 'standard' | 'accountant', service: Service, from: number, to: number): number {
  const table = plan === 'accountant' ? ACCOUNTANT_PRICING : STANDARD_PRICING;
  let total = 0;
  for (let unit = from; unit <= to; unit += 1) total += getUnitPriceCents(table, service, unit);
  return total;
}

describe('tier boundaries', () => {
  it.each(cases)('$plan $service unit $unit costs $price cents', ({ plan, service, unit, price }) => {
    const table = plan === 'accountant' ? ACCOUNTANT_PRICING : STANDARD_PRICING;
    expect(getUnitPriceCents(table, service, unit)).toBe(price);
    const invoice = createInvoice([{ service, quantity: unit, alreadyPaid: 0 }], {
      plan,
      today: '2026-01-15',
    });
    const previous = createInvoice([{ service, quantity: unit - 1, alreadyPaid: 0 }], {
      plan,
      today: '2026-01-15',
    });
    expect(invoice.totalAmount - previous.totalAmount).toBe(price);
  });

  it('prices spec examples', () => {
    const thirty = createInvoice([{ service: 'FED_EFILE', quantity: 30, alreadyPaid: 0 }], {
      plan: 'standard',
      today: '2026-02-01',
    });
    expect(thirty.totalAmount).toBe(5 * 299 + 20 * 249 + 5 * 199);
    expect(
      thirty.serviceItems[0]?.lineItems.map((line) => [
        line.description,
        line.quantity,
        line.itemPrice,
        line.lineAmount,
      ]),
    ).toEqual([
      ['Federal eFile (1-5)', 5, 299, 1495],
      ['Federal eFile (6-25)', 20, 249, 4980],
      ['Federal eFile (26-50)', 5, 199, 995],
    ]);
    const many = createInvoice([{ service: 'W9', quantity: 120, alreadyPaid: 0 }], {
      plan: 'standard',
      today: '2026-02-01',
    });
    expect(many.totalAmount).toBe(25 * 100 + 25 * 69 + 50 * 49);
    expect(many.serviceItems[0]?.lineItems.at(-1)).toMatchObject({
      description: 'W-9 Request (101+)',
      quantity: 20,
      lineAmount: 0,
    });
    expect(sumUnitPrices('accountant', 'FED_EFILE', 1, 1001)).toBe(
      createInvoice([{ service: 'FED_EFILE', quantity: 1001, alreadyPaid: 0 }], {
        plan: 'accountant',
        today: '2025-12-01',
      }).totalAmount,
    );
  });

  it('prices print at $1.85 each and makes e-mail, CFSF free at any volume', () => {
    for (const table of [STANDARD_PRICING, ACCOUNTANT_PRICING]) {
      for (const unit of BOUNDARIES) {
        expect(getUnitPriceCents(table, 'RECIPIENT_PRINT_DELIVERY', unit)).toBe(185);
        expect(getUnitPriceCents(table, 'RECIPIENT_EMAIL_DELIVERY', unit)).toBe(0);
        expect(getUnitPriceCents(table, 'STATE_CFSF', unit)).toBe(0);
      }
    }
    expect(getUnitPriceCents(STANDARD_PRICING, 'FED_EFILE', 0)).toBe(0);
  });
});

describe('tier season', () => {
  it.each([
    ['2025-11-30', null],
    ['2025-12-01', '2025-12-01'],
    ['2025-12-31', '2025-12-01'],
    ['2026-01-01', '2025-12-01'],
    ['2026-04-01', '2025-12-01'],
    ['2026-04-02', null],
    ['2026-07-04', null],
    ['not a date', null],
  ])('%s → %j', (today, start) => {
    expect(getTierSeasonStart(today)).toBe(start);
    expect(isTierSeason(today)).toBe(start !== null);
  });
});
