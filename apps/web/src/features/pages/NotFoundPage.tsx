import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@file1099/shared';
import { useDocumentTitle } from '../routing/useDocumentTitle.ts';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {MESSAGES.pageNotFound}
      </Typography>
      <Typography>
        Go to the{' '}
        <Link component={RouterLink} to="/file1099/dashboard">
          Main Dashboard
        </Link>
        .
      </Typography>
    </>
  );
}
