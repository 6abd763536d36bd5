// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FILING_TABS } from '@file1099/forms';
import {
  getTabStatuses,
  getTrowserFilingId,
  readFilingsSearch,
  writeFilingsSearch,
} from './filingsSearch.ts';

describe('filings query', () => {
  it('reads tab, trowser, step and params', () => {
    const state = readFilingsSearch(
      new URLSearchParams('tab=2&trowser=filing&step=boxes&params=%7B%22id%22%3A12%7D'),
    );
    expect(state).toEqual({ tab: 2, trowser: 'filing', step: 'boxes', params: { id: 12 } });
    expect(getTrowserFilingId(state.params)).toBe(12);
  });

  it('falls back to Drafts and ignores unknown trowsers and bad JSON', () => {
    expect(readFilingsSearch(new URLSearchParams('tab=7&trowser=nope&params=%7Bbad'))).toEqual({
      tab: 0,
      trowser: null,
      step: null,
      params: {},
    });
    expect(getTrowserFilingId({ id: '12' })).toBeNull();
  });

  it('writes the query back, leaving out what is empty', () => {
    expect(writeFilingsSearch({ tab: 0, trowser: 'filing', params: { id: 4 } }).toString()).toBe(
      'tab=0&trowser=filing&params=%7B%22id%22%3A4%7D',
    );
    expect(writeFilingsSearch({ tab: 1, params: {} }).toString()).toBe('tab=1');
  });
});

describe('tabs and statuses', () => {
  it('maps tab 0 to drafts, 1 to processing with the rejected filings, 2 to accepted', () => {
    expect(getTabStatuses(0)).toEqual(['Draft']);
    expect(getTabStatuses(1)).toEqual([
      'Submitted',
      'WaitingOnTINMatch',
      'Received',
      'Queued',
      'Processing',
      'Sent_To_Agency',
      'System_Rejected',
      'Agency_Rejected',
    ]);
    expect(getTabStatuses(2)).toEqual(['Accepted']);
    expect(FILING_TABS.map((tab) => tab.label)).toEqual(['Drafts', 'Processing', 'Accepted']);
  });
});
