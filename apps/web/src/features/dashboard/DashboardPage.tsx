import { useQuery } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useAppConfig } from '../app-config/useAppConfig.ts';
import { useRefreshAppConfig } from '../app-config/useRefreshAppConfig.ts';
import { fetchFilingCounts, filingCountsQueryKey } from '../filings/filings.api.ts';
import { useDocumentTitle } from '../routing/useDocumentTitle.ts';
import { useSession } from '../session/useSession.ts';
import { useFilingYear } from '../shell/useFilingYear.ts';
import { CountCards, GetStartedCard, getDashboardFlow, ImportCard } from './DashboardCards.tsx';
import { FiveStepFlow } from './FiveStepFlow.tsx';
import { getGreeting } from './greeting.ts';

/**
 * /file1099/dashboard (spec part 2 §2): greeting, get-started card, import shortcut, count tiles,
 * the five-step flow (spec part 1 §1), season notices. `?flow=create|submit|import` opens that flow instead.
 */
export function DashboardPage() {
  const [search] = useSearchParams();
  const flow = getDashboardFlow(search.get('flow'));
  return flow ? <Navigate replace to={flow} /> : <DashboardView />;
}

function DashboardView() {
  useDocumentTitle('Dashboard');
  const { season } = useAppConfig();
  const { user } = useSession();
  const { year, label } = useFilingYear();
  const { refresh, isRefreshing } = useRefreshAppConfig();
  const counts = useQuery({
    queryKey: filingCountsQueryKey(year),
    queryFn: ({ signal }) => fetchFilingCounts(year, signal),
    staleTime: 0,
  });
  // On the dashboard anything not Draft or Accepted counts as processing (spec part 2 §2).
  const tiles = counts.data
    ? {
        draft: counts.data.draft,
        processing: counts.data.dashboardProcessing,
        accepted: counts.data.accepted,
      }
    : null;
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h5" component="h1">
          Dashboard
        </Typography>
        <Button startIcon={<RefreshIcon />} onClick={refresh} disabled={isRefreshing}>
          Refresh
        </Button>
      </Stack>
      <Typography variant="h6" component="p" data-testid="dashboard-greeting">
        {getGreeting(new Date().getHours(), user?.firstName)}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        Your 1099 filings for {label.toLowerCase()}.
      </Typography>
      <Stack spacing={2} sx={{ mt: 2 }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <GetStartedCard year={year} drafts={counts.data?.draft ?? 0} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ImportCard />
          </Grid>
        </Grid>
        <CountCards counts={tiles} />
        <FiveStepFlow />
        {season.notices.length > 0 && (
          <Paper variant="outlined">
            <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 2 }}>
              Season notices
            </Typography>
            <List aria-label="Season notices">
              {season.notices.map((notice) => (
                <ListItem key={notice}>
                  <ListItemText primary={notice} />
                </ListItem>
              ))}
            </List>
          </Paper>
        )}
      </Stack>
    </>
  );
}
