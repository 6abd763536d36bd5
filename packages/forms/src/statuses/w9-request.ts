/** W-9 request statuses (spec part 2 §4). Requests are created as Draft, then paid and submitted. */
export const W9_REQUEST_STATUSES = [
  'Draft',
  'Submitted',
  'Requested',
  'Viewed',
  'Editing',
  'Filled',
  'Applied',
  'Cancelled',
] as const;
export type W9RequestStatus = (typeof W9_REQUEST_STATUSES)[number];

/** How a payee's W-9 shows in the payees grid. */
export type W9Display = 'requested' | 'ready' | 'missing';

export const W9_DISPLAY: Readonly<
  Record<W9Display, { label: string; color: 'warning' | 'success' | 'default'; link: boolean }>
> = {
  requested: { label: 'Requested', color: 'warning', link: false },
  ready: { label: 'Ready', color: 'success', link: true },
  missing: { label: 'Missing', color: 'default', link: false },
};

/**
 * Requested (orange) for Submitted, Requested, Viewed, Editing and Filled; ready (green, with a link)
 * for Applied; missing for Cancelled or no request. A Draft request has not gone out, so it is missing.
 */
export function getW9Display(status: W9RequestStatus | null | undefined): W9Display {
  switch (status) {
    case 'Submitted':
    case 'Requested':
    case 'Viewed':
    case 'Editing':
    case 'Filled':
      return 'requested';
    case 'Applied':
      return 'ready';
    default:
      return 'missing';
  }
}

/** Cancel and remind are offered only when the status is not Draft, Cancelled, Applied or Filled. */
export function canCancelOrRemindW9(status: W9RequestStatus | null | undefined): boolean {
  return (
    status !== null && status !== undefined && !['Draft', 'Cancelled', 'Applied', 'Filled'].includes(status)
  );
}

/** A new request can go out unless one is already out with the payee (complete W-9s need a new request to change). */
export function canRequestW9(status: W9RequestStatus | null | undefined): boolean {
  return !canCancelOrRemindW9(status);
}

/** A filled W-9 waits for the payer to apply it to the payee. */
export function canApplyW9(status: W9RequestStatus | null | undefined): boolean {
  return status === 'Filled';
}

/** The payee's /w9 page (spec part 1 §4): incomplete shows Get Started, complete shows View W-9. */
export type W9PageState = 'incomplete' | 'complete' | 'invalid';

export function getW9PageState(status: string | null | undefined): W9PageState {
  if (status === 'Requested' || status === 'Viewed' || status === 'Editing') return 'incomplete';
  if (status === 'Applied' || status === 'Filled') return 'complete';
  return 'invalid';
}
