import type { ThresholdKind } from './thresholds.ts';

/** The value kinds a box holds (spec part 1 §3). Money is integer cents. */
export const BOX_TYPES = ['money', 'boolean', 'text', 'date', 'state', 'stateEIN'] as const;
export type BoxType = (typeof BOX_TYPES)[number];

/** One box (or form field) of one form in one tax year, as the app shows and files it. */
export interface BoxDefinition {
  /** Key in a filing's `filingData`. */
  name: string;
  /** The IRS caption. */
  label: string;
  /** Column header for grids. */
  shortLabel: string;
  /** As printed on the form ('1', '1a', '15b'); '' when the form leaves the field unnumbered. */
  boxNumber: string;
  type: BoxType;
  /** Whether the amount adds to box 5 of Form 1096 ("Total amount reported"). */
  countsOn1096: boolean;
  /** Reporting threshold in cents; null when the box has none of its own. */
  thresholdCents: number | null;
  /** The threshold family; boxes of an aggregated family (interest) count together. */
  thresholdKind: ThresholdKind | null;
  /** 1-based position on the form and in the app. */
  displayOrder: number;
  /** Name of the box whose amount already includes this one (e.g. cash tips are part of box 1a). */
  includedIn: string | null;
}

/** What a box is, independent of the year: the data each form file lists once. */
export interface BoxField {
  label: string;
  shortLabel: string;
  type: BoxType;
  countsOn1096: boolean;
  threshold: ThresholdKind | null;
  includedIn?: string;
}

/** Where a box sits in one year's layout: [name, box number, label for that revision]. */
export type BoxPlacement = readonly [name: string, boxNumber: string, label?: string];

/** A value in `filingData`: cents for money, true/false for checkboxes, text otherwise. */
export type BoxValue = number | boolean | string | null | undefined;
export type FilingData = Readonly<Record<string, BoxValue>>;
