import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { getFailureMessage } from '../api/failure.ts';
import { FormError } from '../form-kit/FormError.tsx';
import { FormTextField } from '../form-kit/FormTextField.tsx';
import { PageHeading } from '../form-kit/PageHeading.tsx';
import { useSession } from '../session/useSession.ts';
import { resetPassword } from './auth.api.ts';
import { resetPasswordSchema, type ResetPasswordValues } from './schemas.ts';

/** /resetpassword?code&email: chooses a new password; every session of the user ends. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const code = params.get('code') ?? '';
  const { clearSession, dispatchLogIn } = useSession();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await resetPassword({ email, code, password: values.password });
      // The server ended every session of this user, this browser's included.
      clearSession();
      dispatchLogIn('logoutSuccess');
      setDone(true);
    } catch (caught) {
      setError(getFailureMessage(caught));
    }
  });

  if (done) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 440, mx: 'auto' }}>
        <PageHeading title="Choose a new password" />
        <Alert severity="success" data-testid="password-reset">
          Your password is changed. Please sign in with your new password.
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained">
          Sign in
        </Button>
      </Stack>
    );
  }
  if (!email || !code) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 440, mx: 'auto' }}>
        <PageHeading title="Choose a new password" />
        <Alert severity="error">This link is incomplete. Please open the link from the e-mail again.</Alert>
        <Button component={RouterLink} to="/forgotpassword" variant="outlined">
          Ask for a new link
        </Button>
      </Stack>
    );
  }
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} sx={{ maxWidth: 440, mx: 'auto' }}>
      <PageHeading title="Choose a new password">For {email}.</PageHeading>
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
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        Save my new password
      </Button>
    </Stack>
  );
}
