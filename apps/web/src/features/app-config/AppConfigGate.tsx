import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { getFailureMessage } from '../api/failure.ts';
import { MaintenancePage } from '../pardon/MaintenancePage.tsx';
import { usePardonOverride } from '../pardon/usePardonOverride.ts';
import { appConfigQueryOptions } from './appConfig.query.ts';
import { AppConfigContext } from './appConfigContext.ts';

/**
 * Loads the public app configuration before any route renders, and shows the maintenance page
 * instead of everything when the pardon-page setting (or its `pardonPage` override) is on.
 */
export function AppConfigGate({ children }: { children: ReactNode }) {
  const override = usePardonOverride();
  const config = useQuery({ ...appConfigQueryOptions, enabled: override !== true });

  if (override === true) return <MaintenancePage />;
  if (config.data) {
    if (override ?? config.data.pardonPage) return <MaintenancePage />;
    return <AppConfigContext.Provider value={config.data}>{children}</AppConfigContext.Provider>;
  }
  if (config.isError) {
    return (
      <Box
        role="alert"
        sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}
      >
        <Box>
          <Typography variant="h5" component="h1" gutterBottom>
            File1099 could not load its settings.
          </Typography>
          <Typography color="text.secondary" gutterBottom>
            {getFailureMessage(config.error)}
          </Typography>
          <Button variant="contained" onClick={() => void config.refetch()}>
            Try again
          </Button>
        </Box>
      </Box>
    );
  }
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label="Loading File1099" />
    </Box>
  );
}
