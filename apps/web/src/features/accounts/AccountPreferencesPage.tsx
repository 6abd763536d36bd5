import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { getFailureMessage } from '../api/failure.ts';
import { getDomainTypeLabel } from '../form-kit/fields.ts';
import { FormError } from '../form-kit/FormError.tsx';
import { FormTextField } from '../form-kit/FormTextField.tsx';
import { PageHeading } from '../form-kit/PageHeading.tsx';
import { useNotify } from '../notifications/useNotify.ts';
import { canManageAccount } from '../session/access.ts';
import type { SessionUser } from '../session/session.types.ts';
import { useSession } from '../session/useSession.ts';
import { updateAccountPreferences } from './accounts.api.ts';
import { accountPreferencesSchema, type AccountPreferencesValues } from './schemas.ts';

function AccountPreferencesForm({ user }: { user: SessionUser }) {
  const notify = useNotify();
  const { refreshSession } = useSession();
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, formState, reset } = useForm<AccountPreferencesValues>({
    resolver: zodResolver(accountPreferencesSchema),
    defaultValues: { name: user.domainName ?? '', requireMfa: user.requireMfa },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await updateAccountPreferences({ name: values.name.trim(), requireMfa: values.requireMfa });
      await refreshSession();
      reset({ name: values.name.trim(), requireMfa: values.requireMfa });
      notify('Account preferences saved.', { severity: 'success' });
    } catch (caught) {
      setError(getFailureMessage(caught));
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} sx={{ maxWidth: 560 }}>
      <FormTextField control={control} name="name" label="Account name" autoComplete="organization" />
      <Controller
        control={control}
        name="requireMfa"
        render={({ field }) => (
          <div>
            <FormControlLabel
              control={
                <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
              }
              label="Require two-step verification for every member"
            />
            <FormHelperText>
              Members without an authenticator app will be asked to set one up when they next sign in.
            </FormHelperText>
          </div>
        )}
      />
      <FormError message={error} />
      <Button
        type="submit"
        variant="contained"
        disabled={formState.isSubmitting}
        sx={{ alignSelf: 'flex-start' }}
      >
        Save
      </Button>
    </Stack>
  );
}

/** /accountpreferences: the account's name and its two-step rule; Owners and Admins change them. */
export function AccountPreferencesPage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <>
      <PageHeading title="Account preferences">Settings of {user.domainName}.</PageHeading>
      {canManageAccount(user) ? (
        <AccountPreferencesForm key={user.domainId} user={user} />
      ) : (
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          <Alert severity="info">Only an Owner or Admin of this account can change its preferences.</Alert>
          <Table size="small">
            <TableBody>
              <TableRow>
                <TableCell component="th">Account name</TableCell>
                <TableCell>{user.domainName}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th">Account type</TableCell>
                <TableCell>{getDomainTypeLabel(user.domainType)}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th">Two-step verification</TableCell>
                <TableCell>{user.requireMfa ? 'Required for every member' : 'Up to each member'}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </Stack>
      )}
    </>
  );
}
