import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { getFailureMessage } from '../api/failure.ts';
import { AccountTypeField } from '../auth/AccountTypeField.tsx';
import { FormError } from '../form-kit/FormError.tsx';
import { FormTextField } from '../form-kit/FormTextField.tsx';
import { PageHeading } from '../form-kit/PageHeading.tsx';
import { useNotify } from '../notifications/useNotify.ts';
import { createAccount } from './accounts.api.ts';
import { getPathAfterSelecting } from './accountPaths.ts';
import { addAccountSchema, type AddAccountValues } from './schemas.ts';
import { useSelectAccount } from './useSelectAccount.ts';

/** /addaccount: a new account the user owns; it is selected at once. */
export function AddAccountPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const selectAccount = useSelectAccount();
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<AddAccountValues>({
    resolver: zodResolver(addAccountSchema),
    defaultValues: { name: '', domainType: 'B' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const account = await createAccount(values.name.trim(), values.domainType);
      await queryClient.invalidateQueries({ queryKey: ['myAccounts'] });
      const selected = await selectAccount(account.id);
      notify(`${account.name} is ready.`, { severity: 'success' });
      void navigate(getPathAfterSelecting(selected, null), { replace: true });
    } catch (caught) {
      setError(getFailureMessage(caught));
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} sx={{ maxWidth: 520, mx: 'auto' }}>
      <PageHeading title="Add account">
        Add another business, accounting firm or individual account to your login.
      </PageHeading>
      <AccountTypeField control={control} name="domainType" />
      <FormTextField control={control} name="name" label="Account name" autoComplete="organization" />
      <FormError message={error} />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          Add account
        </Button>
        <Button component={RouterLink} to="/selectaccount">
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}
