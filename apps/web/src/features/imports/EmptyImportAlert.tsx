import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { IMPORT_MESSAGES } from './imports.api.ts';

/** The empty-import message with what to check (spec part 2 §8). */
export function EmptyImportAlert({ severity = 'error' }: { severity?: 'error' | 'warning' }) {
  return (
    <Alert severity={severity} data-testid="empty-import">
      {IMPORT_MESSAGES.noData}
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {IMPORT_MESSAGES.noDataExcelCause}
      </Typography>
    </Alert>
  );
}
