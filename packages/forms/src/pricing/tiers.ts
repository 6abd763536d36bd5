import type { Service } from './services.ts';

/** One price band: units from..to (to null = and up) cost unitPriceCents each. */
export interface PriceTier {
  from: number;
  to: number | null;
  unitPriceCents: number;
}

/** Tiers of one service, lowest units first; never empty. */
export type TierList = readonly [PriceTier, ...PriceTier[]];

export type PricingTable = Readonly<Record<Service, TierList>>;

const FREE: TierList = [{ from: 1, to: null, unitPriceCents: 0 }];
/** Print copies are $1.85 each, whatever the volume (spec part 2 §9). */
const PRINT: TierList = [{ from: 1, to: null, unitPriceCents: 185 }];

const STANDARD_STATE_W9_TIN: TierList = [
  { from: 1, to: 25, unitPriceCents: 100 },
  { from: 26, to: 50, unitPriceCents: 69 },
  { from: 51, to: 100, unitPriceCents: 49 },
  { from: 101, to: null, unitPriceCents: 0 },
];

/**
 * Non-accountant prices per unit (spec part 2 §9). "100+ free" is read as the 101st unit on, since
 * 51-100 is priced. State CFSF (combined federal/state), self eFile and manual state filing are free,
 * as are e-mailed copies.
 */
export const STANDARD_PRICING: PricingTable = {
  FED_EFILE: [
    { from: 1, to: 5, unitPriceCents: 299 },
    { from: 6, to: 25, unitPriceCents: 249 },
    { from: 26, to: 50, unitPriceCents: 199 },
    { from: 51, to: 100, unitPriceCents: 149 },
    { from: 101, to: null, unitPriceCents: 0 },
  ],
  STATE_CFSF: FREE,
  STATE_EFILE: STANDARD_STATE_W9_TIN,
  TIN_MATCH: STANDARD_STATE_W9_TIN,
  W9: STANDARD_STATE_W9_TIN,
  RECIPIENT_PRINT_DELIVERY: PRINT,
  RECIPIENT_EMAIL_DELIVERY: FREE,
};

const ACCOUNTANT_STATE_W9_TIN: TierList = [
  { from: 1, to: 150, unitPriceCents: 100 },
  { from: 151, to: 500, unitPriceCents: 70 },
  { from: 501, to: 1000, unitPriceCents: 40 },
  { from: 1001, to: null, unitPriceCents: 0 },
];

/** Accountant (shell account) prices per unit (spec part 2 §9); "1000+ free" from the 1001st unit. */
export const ACCOUNTANT_PRICING: PricingTable = {
  FED_EFILE: [
    { from: 1, to: 5, unitPriceCents: 299 },
    { from: 6, to: 30, unitPriceCents: 249 },
    { from: 31, to: 150, unitPriceCents: 199 },
    { from: 151, to: 500, unitPriceCents: 149 },
    { from: 501, to: 1000, unitPriceCents: 49 },
    { from: 1001, to: null, unitPriceCents: 0 },
  ],
  STATE_CFSF: FREE,
  STATE_EFILE: ACCOUNTANT_STATE_W9_TIN,
  TIN_MATCH: ACCOUNTANT_STATE_W9_TIN,
  W9: ACCOUNTANT_STATE_W9_TIN,
  RECIPIENT_PRINT_DELIVERY: PRINT,
  RECIPIENT_EMAIL_DELIVERY: FREE,
};

export type PricingPlan = 'standard' | 'accountant';

export function getPricingTable(plan: PricingPlan): PricingTable {
  return plan === 'accountant' ? ACCOUNTANT_PRICING : STANDARD_PRICING;
}

/** The unit price of the n-th unit (1-based) of a service in a table. */
export function getUnitPriceCents(table: PricingTable, service: Service, unitNumber: number): number {
  const tier = table[service].find(
    (band) => unitNumber >= band.from && (band.to === null || unitNumber <= band.to),
  );
  return tier?.unitPriceCents ?? 0;
}

/**
 * Tiered pricing applies only in the season, Dec 1 to Apr 1 inclusive (spec part 2 §9). `today` is the
 * calendar date 'YYYY-MM-DD' in Pacific time. Returns the season's first day, or null out of season.
 */
export function getTierSeasonStart(today: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!match) return null;
  const year = Number(match[1]);
  const monthDay = `${match[2]}-${match[3]}`;
  if (monthDay >= '12-01') return `${year}-12-01`;
  if (monthDay <= '04-01') return `${year - 1}-12-01`;
  return null;
}

export function isTierSeason(today: string): boolean {
  return getTierSeasonStart(today) !== null;
}
