import Box from '@mui/material/Box';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { getSeasonYearRole } from '@file1099/shared';
import { useAppConfig } from '../app-config/useAppConfig.ts';
import { useFilingYear } from './useFilingYear.ts';
import { YearTab } from './YearTab.tsx';

/** Tabs of the selectable tax years, newest first, with Latest/Previous/Upcoming tooltips. */
export function YearTabs() {
  const { season } = useAppConfig();
  const { year, years, setYear, role, label } = useFilingYear();
  return (
    <Box sx={{ mb: 3 }}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={year}
          onChange={(_event, value: number) => setYear(value)}
          aria-label="Filing year"
          variant="scrollable"
          scrollButtons="auto"
        >
          {years.map((option) => (
            <YearTab
              key={option}
              value={option}
              tooltip={`${getSeasonYearRole(season, option)} filing year`}
            />
          ))}
        </Tabs>
      </Box>
      <Typography variant="subtitle1" sx={{ mt: 1 }} data-testid="filing-year-label">
        {label}{' '}
        <Typography component="span" variant="body2" color="text.secondary">
          ({role} filing year)
        </Typography>
      </Typography>
    </Box>
  );
}
