import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { getFailureMessage, notifyFailure } from '../api/failure.ts';
import { PageHeading } from '../form-kit/PageHeading.tsx';
import { useNotify } from '../notifications/useNotify.ts';
import { PageLoading } from '../session/PageLoading.tsx';
import { useSession } from '../session/useSession.ts';
import { confirmEmail, resendConfirmation } from './auth.api.ts';

const INCOMPLETE_LINK = 'This link is incomplete. Please open the link from the e-mail again.';

/**
 * /confirmemail?email&code&login (spec part 1 §2): confirms the address once (the code is single-use,
 * so the call is cached rather than repeated), then offers to continue or to sign in.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const code = params.get('code') ?? '';
  const offerLogin = params.get('login') !== 'false';
  const { user, refreshSession } = useSession();
  const notify = useNotify();
  const result = useQuery({
    queryKey: ['confirmEmail', email, code],
    queryFn: () => confirmEmail(email, code),
    enabled: email !== '' && code !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { silentErrors: true },
  });

  const confirmed = result.isSuccess;
  useEffect(() => {
    if (confirmed) void refreshSession().catch(() => undefined);
  }, [confirmed, refreshSession]);

  const resend = async () => {
    try {
      await resendConfirmation();
      notify(`We sent a new confirmation link to ${user?.email ?? 'your e-mail address'}.`, {
        severity: 'success',
      });
    } catch (caught) {
      notifyFailure(notify, caught);
    }
  };

  const actions = (
    <Stack direction="row" spacing={2}>
      {user ? (
        <Button component={RouterLink} to="/" variant="contained">
          Continue to File1099
        </Button>
      ) : (
        offerLogin && (
          <Button component={RouterLink} to="/login" variant="contained">
            Sign in
          </Button>
        )
      )}
    </Stack>
  );

  if (!email || !code) {
    return (
      <Stack spacing={2}>
        <PageHeading title="Confirm your e-mail address" />
        <Alert severity="error">{INCOMPLETE_LINK}</Alert>
        {actions}
      </Stack>
    );
  }
  if (result.isPending) return <PageLoading label="Confirming your e-mail address" />;
  return (
    <Stack spacing={2}>
      <PageHeading title="Confirm your e-mail address" />
      {result.isSuccess ? (
        <Alert severity="success" data-testid="email-confirmed">
          Thank you. {email} is confirmed.
        </Alert>
      ) : (
        <Alert severity="error">{getFailureMessage(result.error)}</Alert>
      )}
      {result.isError && user && !user.isEmailConfirmed && (
        <Button variant="outlined" onClick={() => void resend()} sx={{ alignSelf: 'flex-start' }}>
          Send the confirmation e-mail again
        </Button>
      )}
      {actions}
    </Stack>
  );
}
