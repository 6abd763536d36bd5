import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { pushAnalyticsEvent } from '../analytics/analytics.ts';
import { getFailureMessage } from '../api/failure.ts';
import { FormError } from '../form-kit/FormError.tsx';
import { PageHeading } from '../form-kit/PageHeading.tsx';
import { PageLoading } from '../session/PageLoading.tsx';
import { getPostSignInPath, readReturnPath } from '../session/postSignIn.ts';
import type { SessionUser } from '../session/session.types.ts';
import { useSession } from '../session/useSession.ts';
import { MfaChallenge } from './MfaChallenge.tsx';
import { MfaEnrolment } from './MfaEnrolment.tsx';
import { skipMfa } from './mfa.api.ts';
import { RecoveryCodes } from './RecoveryCodes.tsx';

/**
 * /mfa (spec part 1 §2 and §4): the second factor after sign-in. With an authenticator app: enter a
 * code. Without one, when an account requires it: set one up. Otherwise setting one up is offered
 * with Skip. Cancel signs out. Needs a signed-in user.
 */
export function MfaPage() {
  const { user, isLoading, setSessionUser, refreshSession } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const from = readReturnPath(location.state);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [skipError, setSkipError] = useState<string | null>(null);

  if (isLoading) return <PageLoading label="Loading your session" />;
  if (!user) return <Navigate to="/login" replace />;

  const goOn = (next: SessionUser | null) => {
    const target = next ? getPostSignInPath(next, from) : '/login';
    void navigate(target, { replace: true, state: from ? { from } : undefined });
  };

  const cancel = <Button onClick={() => void navigate('/logout', { replace: true })}>Cancel</Button>;

  if (codes) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto' }}>
        <PageHeading title="Two-step verification">Two-step verification is on.</PageHeading>
        <RecoveryCodes codes={codes} onContinue={() => void refreshSession().then(goOn, () => goOn(null))} />
      </Stack>
    );
  }

  if (user.mfaState === 'required' && user.mfaEnabled) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 480, mx: 'auto' }}>
        <PageHeading title="Two-step verification">
          Enter the code your authenticator app shows for File1099.
        </PageHeading>
        <MfaChallenge
          actions={cancel}
          onVerified={(verified) => {
            setSessionUser(verified);
            pushAnalyticsEvent('mfa', { method: 'challenge' });
            goOn(verified);
          }}
        />
      </Stack>
    );
  }

  if (user.mfaState !== 'required' && user.mfaEnabled) {
    return <Navigate to={getPostSignInPath(user, from)} replace />;
  }

  const canSkip = user.mfaState !== 'required';
  const skip = async () => {
    setSkipError(null);
    try {
      await skipMfa();
      goOn(await refreshSession());
    } catch (caught) {
      setSkipError(getFailureMessage(caught));
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto' }}>
      <PageHeading title="Two-step verification">
        {canSkip
          ? 'Protect your login with a code from an authenticator app on your phone.'
          : 'Your account requires two-step verification. Set up an authenticator app to continue.'}
      </PageHeading>
      <MfaEnrolment
        onEnrolled={(recoveryCodes) => {
          pushAnalyticsEvent('mfa', { method: 'enrolment' });
          setCodes(recoveryCodes);
        }}
        actions={
          <>
            {canSkip && <Button onClick={() => void skip()}>Skip</Button>}
            {cancel}
          </>
        }
      />
      <FormError message={skipError} />
    </Stack>
  );
}
