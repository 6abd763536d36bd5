import { useEffect } from 'react';
import { Link as RouterLink, Navigate, useLocation } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getFailureMessage } from '../api/failure.ts';
import { useDocumentTitle } from '../routing/useDocumentTitle.ts';
import { PageLoading } from '../session/PageLoading.tsx';
import { readThenSignIn } from '../session/useLogout.ts';
import { useSession } from '../session/useSession.ts';
import { logOutOnServer } from './auth.api.ts';

/**
 * /logout: `GET /access/logout`, then forgets the user, the account and every signed-in query
 * (spec part 1 §4: LoggingOut, then LoggedOut; a failure leaves the user LoggedIn). After a 403 it
 * continues to the sign-in page.
 */
export function LogoutPage() {
  useDocumentTitle('Signed out');
  const { clearSession, dispatchLogIn } = useSession();
  const thenSignIn = readThenSignIn(useLocation().state);
  const signOut = useMutation({
    mutationFn: logOutOnServer,
    onMutate: () => dispatchLogIn('logoutRequest'),
    onSuccess: () => {
      clearSession();
      dispatchLogIn('logoutSuccess');
    },
    onError: () => dispatchLogIn('logoutFailure'),
    meta: { silentErrors: true },
  });
  const { mutate } = signOut;

  useEffect(() => {
    mutate();
  }, [mutate]);

  if (signOut.isError) {
    return (
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          We could not sign you out.
        </Typography>
        <Alert severity="error">{getFailureMessage(signOut.error)}</Alert>
        <Button variant="contained" onClick={() => mutate()} sx={{ alignSelf: 'flex-start' }}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (!signOut.isSuccess) return <PageLoading label="Signing you out" />;
  if (thenSignIn) return <Navigate to="/login" replace />;
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
