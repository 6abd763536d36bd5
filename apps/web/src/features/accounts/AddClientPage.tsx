import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
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
import { isFirmShell } from '../session/access.ts';
import { useSession } from '../session/useSession.ts';
import { addClient } from './accounts.api.ts';
import { ClientsUnavailable } from './ClientsPage.tsx';
import { addClientSchema, type AddClientValues } from './schemas.ts';
import { useAppBase } from './useAppBase.ts';

function AddClientForm() {
  const navigate = useNavigate();
  const notify = useNotify();
  const appBase = useAppBase();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<AddClientValues>({
    resolver: zodResolver(addClientSchema),
    defaultValues: { domainType: 'B', name: '', firstName: '', lastName: '' },
  });
  const domainType = useWatch({ control, name: 'domainType' });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const client = await addClient({
        domainType: values.domainType,
        name: values.name.trim(),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
      });
      await queryClient.invalidateQueries({ queryKey: ['clients'] });
      notify(`${client.name} is added to your clients.`, { severity: 'success' });
      void navigate(`${appBase}/clients`);
    } catch (caught) {
      setError(getFailureMessage(caught));
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} sx={{ maxWidth: 560 }}>
      <AccountTypeField control={control} name="domainType" label="Client type" types={['B', 'C']} />
      <FormTextField
        control={control}
        name="name"
        label={domainType === 'C' ? 'Name (optional)' : 'Business name'}
        helperText={domainType === 'C' ? "Leave empty to use the person's name." : undefined}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="firstName"
          label={domainType === 'C' ? 'First name' : 'Contact first name (optional)'}
        />
        <FormTextField
          control={control}
          name="lastName"
          label={domainType === 'C' ? 'Last name' : 'Contact last name (optional)'}
        />
      </Stack>
      <FormError message={error} />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          Add client
        </Button>
        <Button component={RouterLink} to={`${appBase}/clients`}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}

/** /clients/addclient: `POST /rs/api/clients/` with domainType, name, firstName and lastName. */
export function AddClientPage() {
  const { user } = useSession();
  return (
    <>
      <PageHeading title="Add client">A business or an individual your firm files 1099s for.</PageHeading>
      {isFirmShell(user) ? <AddClientForm /> : <ClientsUnavailable />}
    </>
  );
}
