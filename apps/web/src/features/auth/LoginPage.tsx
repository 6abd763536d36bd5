import { useState } from 'react';
import { Link as RouterLink, Navigate, useLocation, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AltchaField } from '../altcha/AltchaField.tsx';
import { pushAnalyticsEvent } from '../analytics/analytics.ts';
import { getFailureMessage } from '../api/failure.ts';
import { useAppConfig } from '../app-config/useAppConfig.ts';
import { ALTCHA_REQUIRED } from '../form-kit/messages.ts';
import { FormError } from '../form-kit/FormError.tsx';
import { PageHeading } from '../form-kit/PageHeading.tsx';
import { useNotify } from '../notifications/useNotify.ts';
import { PageLoading } from '../session/PageLoading.tsx';
import { getPostSignInPath, readReturnPath } from '../session/postSignIn.ts';
import { useSession } from '../session/useSession.ts';
import { logIn, resendConfirmation } from './auth.api.ts';
import { getLoginErrorMessage, isEmailNotVerified } from './loginErrors.ts';
import { SignInTextField } from './SignInTextField.tsx';
import { useLoginForm } from './useLoginForm.ts';

/** /login (spec part 1 §2): e-mail, password and the anti-robot check; redirects away when signed in. */
export function LoginPage() {
  const { sandbox } = useAppConfig();
  const [params] = useSearchParams();
  const location = useLocation();
  const { user, isLoading, logInStatus, dispatchLogIn, refreshSession } = useSession();
  const notify = useNotify();
  const [error, setError] = useState<string | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const form = useLoginForm();
  const { values, errors, handleSubmit, setValue, getValues, setFieldError } = form;
  const from = readReturnPath(location.state);

  if (sandbox && !params.get('token')) return <Navigate to="/testdrive" replace />;
  if (isLoading) return <PageLoading label="Loading your session" />;
  if (user && logInStatus !== 'LoggingIn') {
    return <Navigate to={getPostSignInPath(user, from)} replace state={from ? { from } : undefined} />;
  }

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    setUnverifiedEmail(null);
    dispatchLogIn('loginRequest');
    try {
      await logIn({ email: values.email, password: values.password, altcha: values.altcha });
      await refreshSession();
      pushAnalyticsEvent('signin');
      dispatchLogIn('loginSuccess');
    } catch (caught) {
      dispatchLogIn('loginFailure');
      setError(getLoginErrorMessage(caught));
      if (isEmailNotVerified(caught)) setUnverifiedEmail(values.email);
      // The server accepts each anti-robot answer once; the next try needs a new one.
      setValue('altcha', '');
    }
  });

  const resend = async () => {
    const { altcha } = getValues();
    if (!unverifiedEmail) return;
    if (!altcha) {
      setFieldError('altcha', ALTCHA_REQUIRED);
      return;
    }
    setResending(true);
    try {
      await resendConfirmation({ email: unverifiedEmail, altcha });
      setError(null);
      setUnverifiedEmail(null);
      notify(`We sent the confirmation e-mail to ${unverifiedEmail} again.`, { severity: 'success' });
    } catch (caught) {
      setError(getFailureMessage(caught));
    } finally {
      setValue('altcha', '');
      setResending(false);
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      onFocus={form.preload}
      spacing={2}
      sx={{ maxWidth: 440, mx: 'auto' }}
    >
      <PageHeading title="Sign in">Sign in to prepare and e-file your 1099s.</PageHeading>
      <SignInTextField
        name="email"
        label="E-mail"
        type="email"
        autoComplete="username"
        autoFocus
        value={values.email}
        onChange={(value) => form.change('email', value)}
        error={errors.email}
        inputRef={form.registerInput('email')}
      />
      <SignInTextField
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(value) => form.change('password', value)}
        error={errors.password}
        inputRef={form.registerInput('password')}
      />
      <AltchaField
        value={values.altcha}
        onChange={(payload) => form.change('altcha', payload)}
        error={errors.altcha}
      />
      <FormError message={error} />
      {unverifiedEmail && (
        <Stack spacing={1} data-testid="resend-confirmation">
          <Typography variant="body2">
            Please confirm your e-mail address with the link we sent to {unverifiedEmail}. Tick &apos;I am not
            a robot&apos; and we will send it again.
          </Typography>
          <Button variant="outlined" onClick={() => void resend()} disabled={resending}>
            Send the confirmation e-mail again
          </Button>
        </Stack>
      )}
      <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
        Sign in
      </Button>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Link component={RouterLink} to="/forgotpassword">
          Forgot your password?
        </Link>
        <Link component={RouterLink} to="/signup">
          Create an account
        </Link>
      </Stack>
    </Stack>
  );
}
