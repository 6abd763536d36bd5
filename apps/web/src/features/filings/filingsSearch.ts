import { FILING_TABS, type FilingStatus, type FilingTab } from '@file1099/forms';

/** Trowsers (full-screen flows) the filings page opens from its `trowser` query value. */
export type Trowser = 'filing' | 'import' | 'submit' | 'selfefile';

const TROWSERS: readonly Trowser[] = ['filing', 'import', 'submit', 'selfefile'];

/** What /file1099/filings reads from its query: `tab`, `trowser`, `step` and `params` (JSON). */
export interface FilingsSearch {
  tab: FilingTab['index'];
  trowser: Trowser | null;
  step: string | null;
  params: Record<string, unknown>;
}

function readParams(value: string | null): Record<string, unknown> {
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Anything but 1 or 2 is the Drafts tab. */
export function readFilingsSearch(search: URLSearchParams): FilingsSearch {
  const tabValue = Number(search.get('tab'));
  const tab = tabValue === 1 || tabValue === 2 ? tabValue : 0;
  const trowserValue = search.get('trowser');
  const trowser = TROWSERS.find((candidate) => candidate === trowserValue) ?? null;
  return { tab, trowser, step: search.get('step'), params: readParams(search.get('params')) };
}

/** The query for a state of the page; empty parts are left out. */
export function writeFilingsSearch(state: Partial<FilingsSearch> & { tab: number }): URLSearchParams {
  const search = new URLSearchParams({ tab: String(state.tab) });
  if (state.trowser) search.set('trowser', state.trowser);
  if (state.step) search.set('step', state.step);
  if (state.params && Object.keys(state.params).length > 0)
    search.set('params', JSON.stringify(state.params));
  return search;
}

/** The filing a `filing` trowser edits (`params.id`), or null to add one. */
export function getTrowserFilingId(params: Record<string, unknown>): number | null {
  const id = params.id;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Statuses the tab lists (the form package's tabs: rejected filings are listed under Processing). */
export function getTabStatuses(tab: number): readonly FilingStatus[] {
  return (FILING_TABS[tab] ?? FILING_TABS[0]).listStatuses;
}

/** Zero states in the spec's words (part 2 §2, Filings). */
export const ZERO_STATES: Readonly<Record<FilingTab['index'], string>> = {
  0: "You have no filings in the works. Click 'Add Filing' to create one.",
  1: "You have no filings in progress. Click 'Submit Filings' to submit your drafts.",
  2: 'You have no filings accepted by the IRS yet.',
};

/** Spec part 2 §9: the filings table shows 500 rows a page. */
export const FILINGS_PAGE_SIZE = 500;
