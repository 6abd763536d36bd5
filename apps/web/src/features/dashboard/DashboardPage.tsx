import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useAppConfig } from '../app-config/useAppConfig.ts';
import { useRefreshAppConfig } from '../app-config/useRefreshAppConfig.ts';
import { useDocumentTitle } from '../routing/useDocumentTitle.ts';
import { useFilingYear } from '../shell/useFilingYear.ts';

/** /file1099/dashboard: season notices now; the cards of spec part 1 §2 come with a later issue. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { season } = useAppConfig();
  const { label } = useFilingYear();
  const { refresh, isRefreshing } = useRefreshAppConfig();
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
      <Typography color="text.secondary" gutterBottom>
        Dashboard: your getting-started steps, filing counts and import shortcuts for {label.toLowerCase()}{' '}
        will be here.
      </Typography>
      {season.notices.length > 0 && (
        <Paper variant="outlined" sx={{ mt: 2 }}>
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
    </>
  );
}
