import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createInvoice, getPricingPlan, type ChargeItem, type InvoiceContext } from './invoice.ts';
import { SERVICES } from './services.ts';

const IN_SEASON: InvoiceContext = { plan: 'standard', today: '2026-01-20' };

describe('invoice', () => {
  it('has the spec Invoice shape', () => {
    const invoice = createInvoice(
      [
        { service: 'FED_EFILE', quantity: 3, alreadyPaid: 1 },
        { service: 'RECIPIENT_PRINT_DELIVERY', quantity: 2, alreadyPaid: 0 },
        { service: 'RECIPIENT_EMAIL_DELIVERY', quantity: 2, alreadyPaid: 0 },
      ],
      IN_SEASON,
    );
    expect(invoice).toEqual({
      totalAmount: 2 * 299 + 2 * 185,
      serviceItems: [
        {
          service: 'FED_EFILE',
          description: 'Federal eFile',
          quantity: 3,
          alreadyPaid: 1,
          preQty: 0,
          totalAmount: 598,
          lineItems: [
            {
              service: 'FED_EFILE',
              description: 'Federal eFile (1-5)',
              quantity: 2,
              itemPrice: 299,
              lineAmount: 598,
            },
          ],
        },
        {
          service: 'RECIPIENT_PRINT_DELIVERY',
          description: 'Recipient Copy by Mail',
          quantity: 2,
          alreadyPaid: 0,
          preQty: 0,
          totalAmount: 370,
          lineItems: [
            {
              service: 'RECIPIENT_PRINT_DELIVERY',
              description: 'Recipient Copy by Mail',
              quantity: 2,
              itemPrice: 185,
              lineAmount: 370,
            },
          ],
        },
        {
          service: 'RECIPIENT_EMAIL_DELIVERY',
          description: 'Recipient Copy by Email',
          quantity: 2,
          alreadyPaid: 0,
          preQty: 0,
          totalAmount: 0,
          lineItems: [
            {
              service: 'RECIPIENT_EMAIL_DELIVERY',
              description: 'Recipient Copy by Email',
              quantity: 2,
              itemPrice: 0,
              lineAmount: 0,
            },
          ],
        },
      ],
    });
  });

  it('counts tiers per season to date: the order continues after earlier purchases', () => {
    const later = createInvoice([{ service: 'FED_EFILE', quantity: 10, alreadyPaid: 0 }], {
      ...IN_SEASON,
      seasonQuantities: { FED_EFILE: 25 },
    });
    expect(later.serviceItems[0]?.preQty).toBe(25);
    expect(later.totalAmount).toBe(10 * 199);
    const whole = createInvoice(
      [{ service: 'FED_EFILE', quantity: 35, alreadyPaid: 0 }],
      IN_SEASON,
    ).totalAmount;
    const first = createInvoice(
      [{ service: 'FED_EFILE', quantity: 25, alreadyPaid: 0 }],
      IN_SEASON,
    ).totalAmount;
    expect(first + later.totalAmount).toBe(whole);
  });

  it('charges list price for every unit out of season, ignoring earlier purchases', () => {
    const invoice = createInvoice([{ service: 'FED_EFILE', quantity: 120, alreadyPaid: 0 }], {
      plan: 'accountant',
      today: '2026-06-01',
      seasonQuantities: { FED_EFILE: 400 },
    });
    expect(invoice.totalAmount).toBe(120 * 299);
    expect(invoice.serviceItems[0]).toMatchObject({
      preQty: 0,
      lineItems: [{ description: 'Federal eFile', quantity: 120 }],
    });
  });

  it('merges repeated services and ignores bad input', () => {
    const invoice = createInvoice(
      [
        { service: 'W9', quantity: 20, alreadyPaid: 0 },
        { service: 'W9', quantity: 10, alreadyPaid: 12 },
        { service: 'NOPE' as never, quantity: 5, alreadyPaid: 0 },
        { service: 'TIN_MATCH', quantity: -3, alreadyPaid: 0 },
        { service: 'STATE_EFILE', quantity: 2.5, alreadyPaid: 0 },
      ],
      IN_SEASON,
    );
    expect(
      invoice.serviceItems.map((item) => [item.service, item.quantity, item.alreadyPaid, item.totalAmount]),
    ).toEqual([
      ['W9', 30, 10, 20 * 100],
      ['TIN_MATCH', 0, 0, 0],
      ['STATE_EFILE', 0, 0, 0],
    ]);
  });

  it('chooses the accountant table for accountant accounts', () => {
    expect(getPricingPlan('A')).toBe('accountant');
    expect(getPricingPlan('B')).toBe('standard');
    expect(getPricingPlan(null)).toBe('standard');
  });
});

describe('invoice properties', () => {
  const chargeItem = fc.record({
    service: fc.constantFrom(...SERVICES),
    quantity: fc.oneof(fc.integer({ min: -5, max: 1500 }), fc.double({ noNaN: false })),
    alreadyPaid: fc.integer({ min: -5, max: 1500 }),
  }) as fc.Arbitrary<ChargeItem>;
  const context = fc.record({
    plan: fc.constantFrom('standard' as const, 'accountant' as const),
    today: fc.constantFrom('2025-12-01', '2026-03-15', '2026-04-01', '2026-08-01'),
    seasonQuantities: fc.dictionary(fc.constantFrom(...SERVICES), fc.integer({ min: -10, max: 2000 })),
  });

  it('totals equal the sum of lines, and nothing is negative', () => {
    fc.assert(
      fc.property(fc.array(chargeItem, { maxLength: 8 }), context, (items, ctx) => {
        const invoice = createInvoice(items, ctx);
        const serviceSum = invoice.serviceItems.reduce((total, item) => total + item.totalAmount, 0);
        expect(invoice.totalAmount).toBe(serviceSum);
        expect(invoice.totalAmount).toBeGreaterThanOrEqual(0);
        for (const item of invoice.serviceItems) {
          expect(item.totalAmount).toBe(item.lineItems.reduce((total, line) => total + line.lineAmount, 0));
          expect(item.lineItems.reduce((total, line) => total + line.quantity, 0)).toBe(
            item.quantity - item.alreadyPaid,
          );
          for (const line of item.lineItems) {
            expect(line.lineAmount).toBe(line.quantity * line.itemPrice);
            expect(line.quantity).toBeGreaterThan(0);
            expect(line.itemPrice).toBeGreaterThanOrEqual(0);
          }
        }
      }),
    );
  });

  it('splitting an order in season costs the same as placing it at once', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SERVICES),
        fc.integer({ min: 0, max: 1200 }),
        fc.integer({ min: 0, max: 1200 }),
        fc.constantFrom('standard' as const, 'accountant' as const),
        (service, a, b, plan) => {
          const today = '2026-02-10';
          const whole = createInvoice([{ service, quantity: a + b, alreadyPaid: 0 }], {
            plan,
            today,
          }).totalAmount;
          const first = createInvoice([{ service, quantity: a, alreadyPaid: 0 }], {
            plan,
            today,
          }).totalAmount;
          const second = createInvoice([{ service, quantity: b, alreadyPaid: 0 }], {
            plan,
            today,
            seasonQuantities: { [service]: a },
          }).totalAmount;
          expect(first + second).toBe(whole);
        },
      ),
    );
  });
});
