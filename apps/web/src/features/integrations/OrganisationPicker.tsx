import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, MenuItem, TextField } from '@mui/material';
import { PARTNERS } from '@file1099/forms';
import { getFailureMessage } from '../api/failure.ts';
import {
  connectOAuthAccount,
  fetchOAuthAccounts,
  integrationKey,
  oAuthAccountsKey,
  type OAuthIntegration,
  type Partner,
} from './integrations.api.ts';

/**
 * The organisation picker of a connected partner whose grant reaches several sets of books (Xero
 * organisations, FreshBooks and Wave businesses, Zoho Books organizations): the one the imports read.
 * Shown only when there is a choice.
 */
export function OrganisationPicker(props: { partner: Partner; integration: OAuthIntegration }) {
  const { partner, integration } = props;
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const accounts = useQuery({
    queryKey: oAuthAccountsKey(partner),
    queryFn: () => fetchOAuthAccounts(partner),
  });
  const options = accounts.data ?? [];
  if (options.length < 2) return null;
  const term = PARTNERS[partner].organisationTerm;
  const label = `${term.charAt(0).toUpperCase()}${term.slice(1)}`;

  const choose = async (accountId: string) => {
    const account = options.find((option) => option.accountId === accountId);
    if (!account) return;
    setFailure(null);
    setBusy(true);
    try {
      const updated = await connectOAuthAccount(partner, account);
      queryClient.setQueryData(integrationKey(partner), updated);
    } catch (error) {
      setFailure(getFailureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <TextField
        select
        label={label}
        value={integration.accountId ?? ''}
        onChange={(event) => void choose(event.target.value)}
        disabled={busy}
        sx={{ maxWidth: 420 }}
        helperText={`The ${term} to import from.`}
      >
        {options.map((option) => (
          <MenuItem key={option.accountId} value={option.accountId}>
            {option.accountName}
          </MenuItem>
        ))}
      </TextField>
      {failure && <Alert severity="error">{failure}</Alert>}
    </>
  );
}
