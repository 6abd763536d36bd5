import { useQuery } from '@tanstack/react-query';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { FILING_TABS } from '@file1099/forms';
import { fetchFilingCounts, filingCountsQueryKey } from './filings.api.ts';
import type { FilingsSearch } from './filingsSearch.ts';

interface FilingTabsProps {
  tab: FilingsSearch['tab'];
  year: number;
  onChange: (tab: FilingsSearch['tab']) => void;
}

/**
 * Drafts, Processing and Accepted with their counts for the year. Keyed by the tab, so the counts are
 * asked again whenever the user changes tab: statuses move on the server (the IRS, the back office).
 */
export function FilingTabs({ tab, year, onChange }: FilingTabsProps) {
  const counts = useQuery({
    queryKey: filingCountsQueryKey(year),
    queryFn: ({ signal }) => fetchFilingCounts(year, signal),
    staleTime: 0,
  });
  const tabCounts = counts.data ? [counts.data.draft, counts.data.processing, counts.data.accepted] : null;
  return (
    <Tabs
      value={tab}
      onChange={(_event, next: number) => onChange(next === 1 || next === 2 ? next : 0)}
      aria-label="Filing status"
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {FILING_TABS.map((filingTab) => (
        <Tab
          key={filingTab.index}
          value={filingTab.index}
          label={tabCounts ? `${filingTab.label} (${tabCounts[filingTab.index]})` : filingTab.label}
        />
      ))}
    </Tabs>
  );
}
