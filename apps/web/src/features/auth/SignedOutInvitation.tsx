import { useRef, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { getFailureMessage } from '../api/failure.ts';
import { PageHeading } from '../form-kit/PageHeading.tsx';
import { PageLoading } from '../session/PageLoading.tsx';
import { useSession } from '../session/useSession.ts';
import { logOutOnServer } from './auth.api.ts';

/**
 * An invitation page (?code&email; spec part 1 §2): signs out whoever is signed in on this browser
 * first, then loads the invitation and shows `children` with it, or why the link does not work.
 */
export function SignedOutInvitation<T>({
  queryKey,
  find,
  children,
}: {
  queryKey: string;
  find: (email: string, code: string) => Promise<T>;
  children: (info: T, email: string, code: string) => ReactNode;
}) {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const code = params.get('code') ?? '';
  const { clearSession, dispatchLogIn } = useSession();
  // Set once the previous session is gone, so a retried load does not sign out a second time.
  const signedOut = useRef(false);
  const invitation = useQuery({
    queryKey: [queryKey, email, code],
    queryFn: async () => {
      if (!signedOut.current) {
        await logOutOnServer();
        clearSession([queryKey]);
        dispatchLogIn('logoutSuccess');
        signedOut.current = true;
      }
      return find(email, code);
    },
    enabled: email !== '' && code !== '',
    retry: false,
    staleTime: Infinity,
    meta: { silentErrors: true },
  });

  const problem =
    !email || !code
      ? 'This link is incomplete. Please open the link from the e-mail again.'
      : invitation.isError
        ? getFailureMessage(invitation.error)
        : null;
  if (problem) {
    return (
      <>
        <PageHeading title="Accept invitation" />
        <Alert severity="error">{problem}</Alert>
      </>
    );
  }
  if (invitation.isPending || invitation.data === undefined)
    return <PageLoading label="Loading your invitation" />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 520, mx: 'auto' }}>
      {children(invitation.data, email, code)}
    </Stack>
  );
}
