import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { FormAltcha } from '../altcha/FormAltcha.tsx';
import { getFailureMessage } from '../api/failure.ts';
import { FormError } from '../form-kit/FormError.tsx';
import { FormTextField } from '../form-kit/FormTextField.tsx';
import { PageHeading } from '../form-kit/PageHeading.tsx';
import { requestPasswordReset } from './auth.api.ts';
import { forgotPasswordSchema, type ForgotPasswordValues } from './schemas.ts';

/** The same words whether or not a login uses the address, so the page reveals nothing (issue 3). */
export const RESET_REQUESTED =
  'If a File1099 login uses that e-mail address, we have sent it a link to choose a new password. The link works once, for one hour.';

/** /forgotpassword: asks for a reset link. */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, setValue, formState } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '', altcha: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await requestPasswordReset(values.email.trim(), values.altcha);
      setSent(true);
    } catch (caught) {
      setError(getFailureMessage(caught));
      setValue('altcha', '');
    }
  });

  if (sent) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 440, mx: 'auto' }}>
        <PageHeading title="Forgot your password?" />
        <Alert severity="success" data-testid="reset-requested">
          {RESET_REQUESTED}
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained">
          Back to sign in
        </Button>
      </Stack>
    );
  }
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} sx={{ maxWidth: 440, mx: 'auto' }}>
      <PageHeading title="Forgot your password?">
        Enter the e-mail address you sign in with and we will send you a link to choose a new password.
      </PageHeading>
      <FormTextField control={control} name="email" label="E-mail" type="email" autoComplete="email" />
      <FormAltcha control={control} name="altcha" />
      <FormError message={error} />
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        Send me a link
      </Button>
      <Link component={RouterLink} to="/login">
        Back to sign in
      </Link>
    </Stack>
  );
}
