import { describe, expect, it } from 'vitest';
import {
  canCorrectFiling,
  canMoveFilingToDraft,
  countFilingsByTab,
  FILING_STATUSES,
  FILING_TABS,
  getDashboardCounts,
  getFilingStatusLabel,
  getFilingTab,
  isFilingEditable,
  isFilingStatus,
  type FilingStatus,
} from './filing-status.ts';

const TABLE: [FilingStatus, string, 0 | 1 | 2, boolean, 'draft' | 'processing' | 'accepted'][] = [
  ['Draft', 'Draft', 0, true, 'draft'],
  ['Submitted', 'Submitted', 1, true, 'processing'],
  ['WaitingOnTINMatch', 'Waiting on TIN Match', 1, true, 'processing'],
  ['Received', 'Received', 1, true, 'processing'],
  ['Queued', 'Queued', 1, true, 'processing'],
  ['Processing', 'Processing', 1, true, 'processing'],
  ['Sent_To_Agency', 'Filed with IRS', 1, true, 'processing'],
  ['Accepted', 'Accepted', 2, true, 'accepted'],
  ['System_Rejected', 'Rejected', 1, false, 'processing'],
  ['Agency_Rejected', 'Rejected by IRS', 1, false, 'processing'],
];

describe('filing statuses', () => {
  it('covers every status in the table', () => {
    expect(TABLE.map(([status]) => status)).toEqual([...FILING_STATUSES]);
  });

  it.each(TABLE)(
    '%s: label %s, tab %i, counted in tab %s, dashboard %s',
    (status, label, tab, countedInTab, dashboard) => {
      expect(getFilingStatusLabel(status)).toBe(label);
      expect(getFilingTab(status).index).toBe(tab);
      expect(FILING_TABS[tab].listStatuses).toContain(status);
      expect(FILING_TABS[tab].countStatuses.includes(status)).toBe(countedInTab);
      const counts = getDashboardCounts({ [status]: 3 });
      expect(counts[dashboard]).toBe(3);
      expect(counts.draft + counts.processing + counts.accepted).toBe(3);
      expect(countFilingsByTab({ [status]: 2 })[tab]).toBe(countedInTab ? 2 : 0);
    },
  );

  it('counts tabs and dashboard from status counts', () => {
    const counts = {
      Draft: 4,
      Submitted: 1,
      Sent_To_Agency: 2,
      System_Rejected: 5,
      Agency_Rejected: 1,
      Accepted: 7,
    };
    expect(countFilingsByTab(counts)).toEqual([4, 3, 7]);
    expect(getDashboardCounts(counts)).toEqual({ draft: 4, processing: 9, accepted: 7 });
    expect(getDashboardCounts({})).toEqual({ draft: 0, processing: 0, accepted: 0 });
  });

  it('names the tabs', () => {
    expect(FILING_TABS.map((tab) => tab.label)).toEqual(['Drafts', 'Processing', 'Accepted']);
  });

  it('allows editing only drafts, moving back only rejected filings, and correcting only filed ones', () => {
    expect(FILING_STATUSES.filter(isFilingEditable)).toEqual(['Draft']);
    expect(FILING_STATUSES.filter(canMoveFilingToDraft)).toEqual(['System_Rejected', 'Agency_Rejected']);
    expect(FILING_STATUSES.filter(canCorrectFiling)).toEqual(['Sent_To_Agency', 'Accepted']);
    expect(isFilingStatus('Sent_To_Agency')).toBe(true);
    expect(isFilingStatus('Filed')).toBe(false);
  });
});
