import type { CopyKind } from './field-maps.ts';

/**
 * The spec's download sets (Filings bulk actions): the recipient's copies, the filer's copies, and the
 * full set. Copy 2 goes with the recipient (it is filed with the recipient's state return); Copy 1
 * (state tax department) and Copy C (payer's records) stay with the filer.
 */
export const COPY_SETS = ['recipient', 'filer', 'full'] as const;
export type CopySet = (typeof COPY_SETS)[number];

export const COPY_SET_COPIES: Readonly<Record<CopySet, readonly CopyKind[]>> = {
  recipient: ['B', '2'],
  filer: ['C', '1'],
  full: ['1', 'B', '2', 'C'],
};

export function isCopySet(value: unknown): value is CopySet {
  return typeof value === 'string' && (COPY_SETS as readonly string[]).includes(value);
}
