import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { getFailureMessage } from '../api/failure.ts';
import { changePassword } from '../auth/auth.api.ts';
import { changePasswordSchema, type ChangePasswordValues } from '../auth/schemas.ts';
import { FormError } from '../form-kit/FormError.tsx';
import { FormTextField } from '../form-kit/FormTextField.tsx';
import { useNotify } from '../notifications/useNotify.ts';

const EMPTY: ChangePasswordValues = { currentPassword: '', password: '', confirmPassword: '' };

/** Changes the password; the current one proves it is the user. */
export function ChangePasswordForm() {
  const notify = useNotify();
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, formState, reset } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await changePassword(values.currentPassword, values.password);
      reset(EMPTY);
      notify('Your password is changed.', { severity: 'success' });
    } catch (caught) {
      setError(getFailureMessage(caught));
    }
  });
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label="Change password">
      <FormTextField
        control={control}
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      <FormTextField
        control={control}
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        helperText="At least 10 characters."
      />
      <FormTextField
        control={control}
        name="confirmPassword"
        label="New password again"
        type="password"
        autoComplete="new-password"
      />
      <FormError message={error} />
      <Button
        type="submit"
        variant="contained"
        disabled={formState.isSubmitting}
        sx={{ alignSelf: 'flex-start' }}
      >
        Change password
      </Button>
    </Stack>
  );
}
