import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { getFailureMessage } from '../api/failure.ts';
import { logOutOnServer } from '../auth/auth.api.ts';
import { AcceptInvitationForm, type AcceptTarget } from '../auth/AcceptInvitationForm.tsx';
import { PageHeading } from '../form-kit/PageHeading.tsx';
import { PageLoading } from '../session/PageLoading.tsx';
import { useSession } from '../session/useSession.ts';
import { acceptDomainInvitation, findDomainInvitation } from './portal.api.ts';

const TARGET: AcceptTarget = {
  call: acceptDomainInvitation,
  successPath: '/contractor',
  analyticsEvent: 'accept_domain_invite',
};

/**
 * /acceptdomaininvitation?code&email (spec part 1 §2): signs out whoever is signed in on this browser,
 * then the invited payee signs up or signs in; on success the contractor app (/contractor) opens.
 */
export function AcceptDomainInvitationPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const code = params.get('code') ?? '';
  const { clearSession, dispatchLogIn } = useSession();
  const signedOut = useRef(false);
  const invitation = useQuery({
    queryKey: ['domainInvitation', email, code],
    queryFn: async () => {
      if (!signedOut.current) {
        await logOutOnServer();
        clearSession(['domainInvitation']);
        dispatchLogIn('logoutSuccess');
        signedOut.current = true;
      }
      return findDomainInvitation(email, code);
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
        {info.payerName} invited you to view the 1099s they issued to you and your W-9 information.
        {info.hasLogin ? ' Sign in to accept.' : ' Create your login to accept.'}
      </PageHeading>
      <AcceptInvitationForm email={email} code={code} hasLogin={info.hasLogin} target={TARGET} />
    </Stack>
  );
}
