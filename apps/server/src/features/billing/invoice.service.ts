import { and, eq, gte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  createInvoice,
  getPacificDate,
  getPricingPlan,
  getTierSeasonStart,
  isService,
  type ChargeItem,
  type Invoice,
  type PricingPlan,
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

/** Who prices together: an account alone, or a firm ('A') with every client it keeps. */
export interface PricingGroup {
  plan: PricingPlan;
  /** The firm whose volume sets the tiers, or null for an account on its own. */
  firmId: number | null;
}

const parents = alias(domains, 'parent_domains');

/**
 * The account's price table (spec part 2 §9): a firm ('A') and its clients (accounts whose parent is
 * the firm) get the accountant table, and their tiers count the firm's and all its clients' units
 * together, so an accountant's season volume prices every client's order (docs/billing.md).
 */
export async function getPricingGroup(db: Db, domainId: number): Promise<PricingGroup> {
  const [domain] = await db
    .select({ domainType: domains.domainType, parentId: parents.id, parentType: parents.domainType })
    .from(domains)
    .leftJoin(parents, eq(parents.id, domains.parentDomainId))
    .where(eq(domains.id, domainId));
  if (!domain) throw new AppError('NOT_FOUND', 'Account not found');
  if (domain.domainType === 'A') return { plan: getPricingPlan('A'), firmId: domainId };
  if (domain.parentId !== null && domain.parentType === 'A')
    return { plan: getPricingPlan('A'), firmId: domain.parentId };
  return { plan: getPricingPlan(domain.domainType), firmId: null };
}

/** The account's price table: the accountant table for firms and their clients, else the standard one. */
export async function getDomainPlan(db: Db, domainId: number): Promise<PricingPlan> {
  return (await getPricingGroup(db, domainId)).plan;
}

/**
 * Units of each service paid for since the season began (none out of season): the account's own, or
 * for a firm and its clients the whole group's.
 */
export async function getSeasonQuantities(
  db: Db,
  domainId: number,
  today: string,
): Promise<Partial<Record<Service, number>>> {
  const seasonStart = getTierSeasonStart(today);
  if (!seasonStart) return {};
  const { firmId } = await getPricingGroup(db, domainId);
  const inGroup =
    firmId === null
      ? eq(billingChargeItems.domainId, domainId)
      : sql`${billingChargeItems.domainId} in (${db
          .select({ id: domains.id })
          .from(domains)
          .where(or(eq(domains.id, firmId), eq(domains.parentDomainId, firmId)))})`;
  const rows = await db
    .select({ service: billingChargeItems.service, units: sql<string>`sum(${billingChargeItems.units})` })
    .from(billingChargeItems)
    .where(and(inGroup, gte(billingChargeItems.pacificDate, seasonStart)))
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
