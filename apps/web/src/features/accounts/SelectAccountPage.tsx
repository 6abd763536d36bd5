import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { getFailureMessage } from '../api/failure.ts';
import type { DomainType } from '../session/session.types.ts';
import { getDomainTypeLabel } from '../form-kit/fields.ts';
import { FormError } from '../form-kit/FormError.tsx';
import { PageHeading } from '../form-kit/PageHeading.tsx';
import { PageLoading } from '../session/PageLoading.tsx';
import { readReturnPath } from '../session/postSignIn.ts';
import { useSession } from '../session/useSession.ts';
import { fetchMyAccounts, myAccountsQueryKey, type AccountSummary } from './accounts.api.ts';
import { getPathAfterSelecting } from './accountPaths.ts';
import { useSelectAccount } from './useSelectAccount.ts';

/** Reads `domainTypesToShow` from the location state (spec part 1 §2); null shows every type. */
export function readDomainTypesToShow(state: unknown): DomainType[] | null {
  if (typeof state !== 'object' || state === null || !('domainTypesToShow' in state)) return null;
  const value = state.domainTypesToShow;
  if (!Array.isArray(value)) return null;
  const types = value.filter((type): type is DomainType => type === 'A' || type === 'B' || type === 'C');
  return types.length > 0 ? types : null;
}

/** /selectaccount: the accounts the user belongs to; choosing one selects it for the session. */
export function SelectAccountPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const selectAccount = useSelectAccount();
  const domainTypes = readDomainTypesToShow(location.state);
  const from = readReturnPath(location.state);
  const [error, setError] = useState<string | null>(null);
  const [selecting, setSelecting] = useState<string | null>(null);
  const accounts = useQuery({
    queryKey: myAccountsQueryKey(domainTypes),
    queryFn: () => fetchMyAccounts(domainTypes),
  });

  const choose = async (account: AccountSummary) => {
    setError(null);
    setSelecting(account.id);
    try {
      const selected = await selectAccount(account.id);
      void navigate(getPathAfterSelecting(selected, from), { replace: true });
    } catch (caught) {
      setError(getFailureMessage(caught));
      setSelecting(null);
    }
  };

  return (
    <Stack spacing={2}>
      <PageHeading title="Select account">
        {domainTypes?.length === 1 && domainTypes[0] === 'A'
          ? 'Choose the practice (accounting firm) to work in.'
          : 'Choose the account to work in.'}
      </PageHeading>
      {accounts.isPending && <PageLoading label="Loading your accounts" />}
      {accounts.isError && <Alert severity="error">{getFailureMessage(accounts.error)}</Alert>}
      {accounts.data?.length === 0 && (
        <Alert severity="info">
          {domainTypes ? 'You have no account of this kind yet.' : 'You do not belong to any account yet.'}{' '}
          Add one to start.
        </Alert>
      )}
      {accounts.data && accounts.data.length > 0 && (
        <List aria-label="Your accounts" sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {accounts.data.map((account) => (
            <ListItemButton
              key={account.id}
              selected={account.id === user?.domainId}
              disabled={selecting !== null}
              onClick={() => void choose(account)}
            >
              <ListItemText
                primary={`${account.name}${account.isTestAccount ? ' (T)' : ''}`}
                secondary={`${getDomainTypeLabel(account.domainType)} · ${account.role}`}
              />
              {account.id === user?.domainId && <Chip size="small" label="Current" />}
            </ListItemButton>
          ))}
        </List>
      )}
      <FormError message={error} />
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to="/addaccount" variant="outlined">
          Add a new account
        </Button>
        <Button component={RouterLink} to="/logout">
          Sign out
        </Button>
      </Stack>
    </Stack>
  );
}
