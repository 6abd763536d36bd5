import Tab, { type TabProps } from '@mui/material/Tab';
import Tooltip from '@mui/material/Tooltip';

interface YearTabProps extends TabProps {
  value: number;
  tooltip: string;
}

/**
 * A year tab with its tooltip. MUI Tabs passes its props (selected, onChange, …) to its direct
 * children, so this component forwards them to the Tab inside the Tooltip. `describeChild` keeps the
 * year as the tab's accessible name and makes the tooltip its description.
 */
export function YearTab({ value, tooltip, ...tabProps }: YearTabProps) {
  return (
    <Tooltip title={tooltip} describeChild>
      <Tab {...tabProps} value={value} label={String(value)} />
    </Tooltip>
  );
}
