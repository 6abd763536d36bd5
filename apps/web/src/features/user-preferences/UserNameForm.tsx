import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { getFailureMessage } from '../api/failure.ts';
import { updateUserPreferences } from '../auth/auth.api.ts';
import { userNameSchema, type UserNameValues } from '../auth/schemas.ts';
import { FormError } from '../form-kit/FormError.tsx';
import { FormTextField } from '../form-kit/FormTextField.tsx';
import { useNotify } from '../notifications/useNotify.ts';
import type { SessionUser } from '../session/session.types.ts';
import { useSession } from '../session/useSession.ts';

/** The user's first and last name (`updateUserPreferences`). */
export function UserNameForm({ user }: { user: SessionUser }) {
  const notify = useNotify();
  const { setSessionUser } = useSession();
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, formState, reset } = useForm<UserNameValues>({
    resolver: zodResolver(userNameSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName },
  });
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const updated = await updateUserPreferences(values.firstName.trim(), values.lastName.trim());
      if (updated) setSessionUser(updated);
      reset({ firstName: values.firstName.trim(), lastName: values.lastName.trim() });
      notify('Your name is saved.', { severity: 'success' });
    } catch (caught) {
      setError(getFailureMessage(caught));
    }
  });
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label="Your name">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="firstName" label="First name" autoComplete="given-name" />
        <FormTextField control={control} name="lastName" label="Last name" autoComplete="family-name" />
      </Stack>
      <FormError message={error} />
      <Button
        type="submit"
        variant="contained"
        disabled={formState.isSubmitting}
        sx={{ alignSelf: 'flex-start' }}
      >
        Save name
      </Button>
    </Stack>
  );
}
