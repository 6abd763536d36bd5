import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ConstructionIcon from '@mui/icons-material/Construction';
import { MESSAGES } from '@file1099/shared';
import { useDocumentTitle } from '../routing/useDocumentTitle.ts';

/** Replaces the whole app while the pardon-page setting is on. */
export function MaintenancePage() {
  useDocumentTitle(MESSAGES.maintenanceTitle, { exact: true });
  return (
    <Box
      component="main"
      data-testid="maintenance-page"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}
    >
      <Box>
        <ConstructionIcon color="primary" sx={{ fontSize: 64 }} aria-hidden />
        <Typography variant="h4" component="h1" gutterBottom>
          {MESSAGES.maintenanceText}
        </Typography>
        <Typography color="text.secondary">File1099 is down for maintenance.</Typography>
      </Box>
    </Box>
  );
}
