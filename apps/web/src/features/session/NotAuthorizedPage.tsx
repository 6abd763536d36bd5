import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@file1099/shared';
import { useDocumentTitle } from '../routing/useDocumentTitle.ts';

/** What a user sees on a page that is not theirs (admin tools); nothing is asked of the server. */
export function NotAuthorizedPage() {
  useDocumentTitle('Not authorized');
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        Not authorized
      </Typography>
      <Alert severity="error" sx={{ mb: 2 }} data-testid="not-authorized">
        {MESSAGES.notAuthorized}
      </Alert>
      <Button component={RouterLink} to="/" variant="outlined">
        Back to File1099
      </Button>
    </>
  );
}
