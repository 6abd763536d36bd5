import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { appConfigQueryKey } from '../app-config/appConfig.query.ts';
import { useDocumentTitle } from '../routing/useDocumentTitle.ts';
import { useSession } from '../session/useSession.ts';

/** /logout: forgets the session and every signed-in query; the public app config stays. */
export function LogoutPage() {
  useDocumentTitle('Signed out');
  const { clearSession } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    // Issue 3 adds the server sign-out call here.
    clearSession();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== appConfigQueryKey[0] });
  }, [clearSession, queryClient]);
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        You are signed out.
      </Typography>
      <Typography gutterBottom>Sign in again to keep working on your filings.</Typography>
      <Button component={RouterLink} to="/login" variant="contained">
        Sign in
      </Button>
    </>
  );
}
