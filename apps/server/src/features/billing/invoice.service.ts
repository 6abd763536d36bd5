import { and, eq, gte, sql } from 'drizzle-orm';
import {
  createInvoice,
  getPacificDate,
  getPricingPlan,
  getTierSeasonStart,
  isService,
  type ChargeItem,
  type Invoice,
  type Service,
} from '@file1099/forms';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { domains } from '../accounts/accounts.table.ts';
import { billingChargeItems } from './billing.table.ts';

export const INVOICE_MESSAGES = {
  quantity: 'Quantities are whole numbers from 0 up, and already paid is at most the quantity.',
  tooManyItems: 'An invoice has at most 100 items.',
} as const;

/** The account's price table: the accountant table for firms ('A'), else the standard one. */
export async function getDomainPlan(db: Db, domainId: number) {
  const [domain] = await db
    .select({ domainType: domains.domainType })
    .from(domains)
    .where(eq(domains.id, domainId));
  if (!domain) throw new AppError('NOT_FOUND', 'Account not found');
  return getPricingPlan(domain.domainType);
}

/** Units of each service the account paid for since the season began (none out of season). */
export async function getSeasonQuantities(
  db: Db,
  domainId: number,
  today: string,
): Promise<Partial<Record<Service, number>>> {
  const seasonStart = getTierSeasonStart(today);
  if (!seasonStart) return {};
  const rows = await db
    .select({ service: billingChargeItems.service, units: sql<string>`sum(${billingChargeItems.units})` })
    .from(billingChargeItems)
    .where(and(eq(billingChargeItems.domainId, domainId), gte(billingChargeItems.pacificDate, seasonStart)))
    .groupBy(billingChargeItems.service);
  const quantities: Partial<Record<Service, number>> = {};
  for (const row of rows) if (isService(row.service)) quantities[row.service] = Number(row.units);
  return quantities;
}

/** Today as the pricing sees it: the calendar date in Pacific time. */
export function pricingToday(now: Date): string {
  return getPacificDate(now);
}

function checkChargeItems(items: readonly ChargeItem[]): void {
  if (items.length > 100) throw new AppError('BAD_USER_INPUT', INVOICE_MESSAGES.tooManyItems);
  for (const item of items) {
    const whole = (value: number) => Number.isSafeInteger(value) && value >= 0;
    if (!whole(item.quantity) || !whole(item.alreadyPaid) || item.alreadyPaid > item.quantity)
      throw new AppError('BAD_USER_INPUT', INVOICE_MESSAGES.quantity);
  }
}

/**
 * The invoice for an account's order (the `invoice` query, and the submission's own): the form
 * package's createInvoice with the account's plan, today in Pacific time and the season's units so far.
 */
export async function priceInvoice(
  db: Db,
  domainId: number,
  items: readonly ChargeItem[],
  now: Date = new Date(),
): Promise<Invoice> {
  checkChargeItems(items);
  const today = pricingToday(now);
  const [plan, seasonQuantities] = await Promise.all([
    getDomainPlan(db, domainId),
    getSeasonQuantities(db, domainId, today),
  ]);
  return createInvoice(items, { plan, today, seasonQuantities });
}
