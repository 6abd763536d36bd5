import { isService, SERVICE_DESCRIPTIONS, type Service } from './services.ts';
import { getPricingTable, isTierSeason, type PriceTier, type PricingPlan } from './tiers.ts';

/** The `invoice` query's input (spec part 2 §7): chargeItems of service, quantity, alreadyPaid. */
export interface ChargeItem {
  service: Service;
  quantity: number;
  /** How many of `quantity` are already paid (e.g. a re-submitted filing); they are not charged again. */
  alreadyPaid: number;
}

export interface InvoiceLineItem {
  service: Service;
  description: string;
  quantity: number;
  itemPrice: number;
  lineAmount: number;
}

export interface InvoiceServiceItem {
  service: Service;
  description: string;
  quantity: number;
  alreadyPaid: number;
  /** Units of the service bought earlier in the season; this order's tiers continue after them. */
  preQty: number;
  totalAmount: number;
  lineItems: InvoiceLineItem[];
}

/** The spec's Invoice shape (spec part 2 §3); every amount in cents. */
export interface Invoice {
  totalAmount: number;
  serviceItems: InvoiceServiceItem[];
}

export interface InvoiceContext {
  plan: PricingPlan;
  /** 'YYYY-MM-DD' in Pacific time; tiers apply only Dec 1 - Apr 1. */
  today: string;
  /** Units of each service paid since the season began (the server counts them from getTierSeasonStart). */
  seasonQuantities?: Readonly<Partial<Record<Service, number>>>;
}

function toCount(value: unknown): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;
}

function describeTier(service: Service, tier: PriceTier): string {
  const range = tier.to === null ? `${tier.from}+` : `${tier.from}-${tier.to}`;
  return `${SERVICE_DESCRIPTIONS[service]} (${range})`;
}

/** Split units preQty+1 .. preQty+quantity over the tiers they fall in. */
function priceInTiers(
  service: Service,
  tiers: readonly PriceTier[],
  preQty: number,
  quantity: number,
): InvoiceLineItem[] {
  const first = preQty + 1;
  const last = preQty + quantity;
  return tiers.flatMap((tier) => {
    const from = Math.max(first, tier.from);
    const to = Math.min(last, tier.to ?? last);
    if (to < from) return [];
    const count = to - from + 1;
    const description = tiers.length > 1 ? describeTier(service, tier) : SERVICE_DESCRIPTIONS[service];
    return [
      {
        service,
        description,
        quantity: count,
        itemPrice: tier.unitPriceCents,
        lineAmount: count * tier.unitPriceCents,
      },
    ];
  });
}

/** Merge items of the same service, keeping first-seen order. */
function mergeChargeItems(chargeItems: readonly ChargeItem[]): ChargeItem[] {
  const merged = new Map<Service, ChargeItem>();
  for (const item of chargeItems) {
    if (!isService(item.service)) continue;
    const quantity = toCount(item.quantity);
    const alreadyPaid = Math.min(toCount(item.alreadyPaid), quantity);
    const previous = merged.get(item.service);
    merged.set(item.service, {
      service: item.service,
      quantity: (previous?.quantity ?? 0) + quantity,
      alreadyPaid: (previous?.alreadyPaid ?? 0) + alreadyPaid,
    });
  }
  return [...merged.values()];
}

/**
 * The invoice for an order. Tiers count per season to date: this order's units continue after the
 * `seasonQuantities` already bought since Dec 1, so splitting an order never costs more or less than
 * placing it at once (docs/decisions/forms.md). Out of season every unit costs the first-tier price.
 * Invalid quantities count as 0; alreadyPaid is capped at the quantity.
 */
export function createInvoice(chargeItems: readonly ChargeItem[], context: InvoiceContext): Invoice {
  const table = getPricingTable(context.plan);
  const inSeason = isTierSeason(context.today);
  const serviceItems = mergeChargeItems(chargeItems).map((item): InvoiceServiceItem => {
    const tiers = table[item.service];
    const preQty = inSeason ? toCount(context.seasonQuantities?.[item.service]) : 0;
    const charged = item.quantity - item.alreadyPaid;
    const lineItems = inSeason
      ? priceInTiers(item.service, tiers, preQty, charged)
      : priceInTiers(item.service, [{ ...tiers[0], to: null }], 0, charged);
    return {
      service: item.service,
      description: SERVICE_DESCRIPTIONS[item.service],
      quantity: item.quantity,
      alreadyPaid: item.alreadyPaid,
      preQty,
      totalAmount: lineItems.reduce((total, line) => total + line.lineAmount, 0),
      lineItems,
    };
  });
  return { totalAmount: serviceItems.reduce((total, item) => total + item.totalAmount, 0), serviceItems };
}

/** Accountant (domain type 'A') accounts get the accountant table. */
export function getPricingPlan(domainType: string | null | undefined): PricingPlan {
  return domainType === 'A' ? 'accountant' : 'standard';
}
