import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormAltcha } from '../altcha/FormAltcha.tsx';
import { pushAnalyticsEvent } from '../analytics/analytics.ts';
import { getFailureMessage } from '../api/failure.ts';
import { useAppConfig } from '../app-config/useAppConfig.ts';
import { FormError } from '../form-kit/FormError.tsx';
import { FormTextField } from '../form-kit/FormTextField.tsx';
import { PageHeading } from '../form-kit/PageHeading.tsx';
import { AccountTypeField } from './AccountTypeField.tsx';
import { signUp } from './auth.api.ts';
import { signupSchema, type SignupValues } from './schemas.ts';

/**
 * /signup: a new login with its first account. The server mails a confirmation link (or, for an
 * address that already has a login, says so by e-mail) and answers the same either way, so the page
 * asks the user to open their e-mail; they sign in after confirming (docs/security.md).
 */
export function SignupPage() {
  const { sandbox } = useAppConfig();
  const [params] = useSearchParams();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, setValue, formState } = useForm<SignupValues>({
    resolver: zodResolver(signupSchema),
    defaultValues: {
      email: '',
      password: '',
      firstName: '',
      lastName: '',
      accountType: 'B',
      accountName: '',
      altcha: '',
    },
  });
  const accountType = useWatch({ control, name: 'accountType' });

  if (sandbox && !params.get('token')) return <Navigate to="/testdrive" replace />;

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await signUp({
        email: values.email.trim(),
        password: values.password,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        accountName: values.accountName.trim(),
        accountType: values.accountType,
        altcha: values.altcha,
      });
      pushAnalyticsEvent('signup', { accountType: values.accountType });
      setSentTo(values.email.trim());
    } catch (caught) {
      setError(getFailureMessage(caught));
      setValue('altcha', '');
    }
  });

  if (sentTo) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 520, mx: 'auto' }}>
        <PageHeading title="Check your e-mail" />
        <Alert severity="success">
          We sent a message to {sentTo}. Open the link in it to confirm your address, then sign in. The link
          works once and expires in 48 hours.
        </Alert>
        <Typography variant="body2">
          No message after a few minutes? Look in your spam folder, or sign in: the sign-in page offers to
          send the link again.
        </Typography>
        <Button component={RouterLink} to="/login" variant="contained">
          Sign in
        </Button>
      </Stack>
    );
  }

  const nameLabel =
    accountType === 'A' ? 'Firm name' : accountType === 'C' ? 'Account name (optional)' : 'Business name';

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} sx={{ maxWidth: 520, mx: 'auto' }}>
      <PageHeading title="Sign up">Create your File1099 login and your first account.</PageHeading>
      <FormTextField control={control} name="email" label="E-mail" type="email" autoComplete="email" />
      <FormTextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        helperText="At least 10 characters."
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="firstName" label="First name" autoComplete="given-name" />
        <FormTextField control={control} name="lastName" label="Last name" autoComplete="family-name" />
      </Stack>
      <AccountTypeField control={control} name="accountType" />
      <FormTextField
        control={control}
        name="accountName"
        label={nameLabel}
        autoComplete="organization"
        helperText={accountType === 'C' ? 'Leave empty to use your name.' : undefined}
      />
      <FormAltcha control={control} name="altcha" />
      <FormError message={error} />
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        Create my account
      </Button>
      <Typography variant="body2">
        Already have a login?{' '}
        <Link component={RouterLink} to="/login">
          Sign in
        </Link>
      </Typography>
    </Stack>
  );
}
