import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { getFailureMessage } from '../api/failure.ts';
import { PageHeading } from '../form-kit/PageHeading.tsx';
import { PageLoading } from '../session/PageLoading.tsx';
import { useSession } from '../session/useSession.ts';
import { findInvitation, logOutOnServer } from './auth.api.ts';
import { AcceptInvitationForm } from './AcceptInvitationForm.tsx';

/**
 * /acceptinvitation?code&email (spec part 1 §2): signs out whoever is signed in on this browser first,
 * then shows the invitation and asks the invitee to prove (or create) their login.
 */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const code = params.get('code') ?? '';
  const { clearSession, dispatchLogIn } = useSession();
  // Set once the previous session is gone, so a retried load does not sign out a second time.
  const signedOut = useRef(false);
  const invitation = useQuery({
    queryKey: ['invitation', email, code],
    queryFn: async () => {
      if (!signedOut.current) {
        await logOutOnServer();
        clearSession(['invitation']);
        dispatchLogIn('logoutSuccess');
        signedOut.current = true;
      }
      return findInvitation(email, code);
    },
    enabled: email !== '' && code !== '',
    retry: false,
    staleTime: Infinity,
    meta: { silentErrors: true },
  });

  if (!email || !code) {
    return (
      <>
        <PageHeading title="Accept invitation" />
        <Alert severity="error">This link is incomplete. Please open the link from the e-mail again.</Alert>
      </>
    );
  }
  if (invitation.isPending) return <PageLoading label="Loading your invitation" />;
  if (invitation.isError) {
    return (
      <>
        <PageHeading title="Accept invitation" />
        <Alert severity="error">{getFailureMessage(invitation.error)}</Alert>
      </>
    );
  }
  const info = invitation.data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 520, mx: 'auto' }}>
      <PageHeading title="Accept invitation">
        You are invited to join {info.accountName} as {info.role === 'Admin' ? 'an' : 'a'} {info.role}.
      </PageHeading>
      <AcceptInvitationForm email={email} code={code} hasLogin={info.hasLogin} />
    </Stack>
  );
}
