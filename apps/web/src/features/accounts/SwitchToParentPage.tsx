import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { PageHeading } from '../form-kit/PageHeading.tsx';
import { isFirmShell } from '../session/access.ts';
import { PageLoading } from '../session/PageLoading.tsx';
import { useSession } from '../session/useSession.ts';
import { useAppBase } from './useAppBase.ts';
import { useSelectAccount } from './useSelectAccount.ts';

/** Spec part 2 §8: the switch-back failure text. */
export const SWITCH_BACK_FAILED = 'An unknown error occurred. Please contact us';

interface SwitchToParentPageProps {
  /**
   * 'clients': /switchtopractice (the firm's client list); 'filings': /file1099/switchtofirm, 'Firm
   * Filings' (the firm's own filings); 'dashboard': /contractor/switchtofirm.
   */
  target: 'clients' | 'filings' | 'dashboard';
}

/**
 * Back from a client to the accounting firm through the client's parent domain id
 * (`POST /rs/api/sessions/tokens/{parentDomainId}/`). In the firm already: straight to the target.
 * Anyone else who asks for their practice picks one of their firm ('A') accounts (spec part 1 §2).
 */
export function SwitchToParentPage({ target }: SwitchToParentPageProps) {
  const { user } = useSession();
  const navigate = useNavigate();
  const appBase = useAppBase();
  const selectAccount = useSelectAccount();
  const parentId = user?.isAccountantInClient ? user.parentDomainId : null;
  const destination = `${appBase}/${target}`;
  const switchBack = useMutation({
    mutationFn: (domainId: string) => selectAccount(domainId),
    onSuccess: () => void navigate(destination, { replace: true }),
    meta: { silentErrors: true },
  });
  const { mutate } = switchBack;

  useEffect(() => {
    if (parentId) mutate(parentId);
  }, [parentId, mutate]);

  if (!parentId) {
    if (isFirmShell(user) || target !== 'clients') return <Navigate to={destination} replace />;
    return <Navigate to="/selectaccount" replace state={{ domainTypesToShow: ['A'] }} />;
  }
  if (switchBack.isError) {
    return (
      <Stack spacing={2}>
        <PageHeading title={target === 'clients' ? 'My practice' : 'Firm Filings'} />
        <Alert severity="error">{SWITCH_BACK_FAILED}</Alert>
      </Stack>
    );
  }
  return <PageLoading label="Switching to your firm" />;
}
