/**
 * Analytics events of spec part 1 §7 ("Analytics events go to a tag manager"). They are pushed to
 * `window.dataLayer`, the array a tag manager reads; File1099 loads no tag-manager script itself, so
 * nothing leaves the browser unless an operator adds one.
 */
export type AnalyticsEvent =
  | 'pageview'
  | 'signup'
  | 'td_signup'
  | 'signin'
  | 'mfa'
  | 'accept_user_invite'
  | 'accept_domain_invite'
  /** The dashboard's 'Tell us what you use': the accounting software a user asks for. */
  | 'accounting_software';

export type DataLayerEntry = { event: AnalyticsEvent } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Appends one event to `window.dataLayer`, creating the array when the page has none. */
export function pushAnalyticsEvent(event: AnalyticsEvent, data: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  const entry: DataLayerEntry = { ...data, event };
  window.dataLayer.push(entry);
}
