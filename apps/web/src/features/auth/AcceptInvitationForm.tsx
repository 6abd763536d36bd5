import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormAltcha } from '../altcha/FormAltcha.tsx';
import { pushAnalyticsEvent } from '../analytics/analytics.ts';
import { getFailureMessage } from '../api/failure.ts';
import { FormError } from '../form-kit/FormError.tsx';
import { FormTextField } from '../form-kit/FormTextField.tsx';
import { getPostSignInPath } from '../session/postSignIn.ts';
import { useSession } from '../session/useSession.ts';
import { acceptInvitation } from './auth.api.ts';
import {
  acceptExistingSchema,
  acceptNewSchema,
  type AcceptExistingValues,
  type AcceptNewValues,
} from './schemas.ts';

type AcceptCall = (input: {
  email: string;
  code: string;
  password: string;
  firstName?: string;
  lastName?: string;
  altcha: string;
}) => Promise<boolean>;

/** What accepting calls and where it goes: a team invitation by default, or a portal invitation. */
export interface AcceptTarget {
  call: AcceptCall;
  /** Where the new session lands (else the usual post-sign-in page). */
  successPath?: string;
  analyticsEvent: 'accept_user_invite' | 'accept_domain_invite';
}

const TEAM_TARGET: AcceptTarget = { call: acceptInvitation, analyticsEvent: 'accept_user_invite' };

interface AcceptInvitationFormProps {
  email: string;
  code: string;
  hasLogin: boolean;
  target?: AcceptTarget;
}

function useAccept(email: string, code: string, target: AcceptTarget) {
  const navigate = useNavigate();
  const { dispatchLogIn, refreshSession } = useSession();
  const [error, setError] = useState<string | null>(null);
  const accept = async (input: {
    password: string;
    firstName?: string;
    lastName?: string;
    altcha: string;
  }) => {
    setError(null);
    dispatchLogIn('loginRequest');
    try {
      await target.call({ email, code, ...input });
      const user = await refreshSession();
      dispatchLogIn('loginSuccess');
      pushAnalyticsEvent(target.analyticsEvent);
      const next = user ? (target.successPath ?? getPostSignInPath(user, null)) : '/login';
      void navigate(next, { replace: true });
      return true;
    } catch (caught) {
      dispatchLogIn('loginFailure');
      setError(getFailureMessage(caught));
      return false;
    }
  };
  return { accept, error };
}

function ExistingLoginForm({ email, code, target }: { email: string; code: string; target: AcceptTarget }) {
  const { accept, error } = useAccept(email, code, target);
  const { control, handleSubmit, setValue, formState } = useForm<AcceptExistingValues>({
    resolver: zodResolver(acceptExistingSchema),
    defaultValues: { password: '', altcha: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    if (!(await accept(values))) setValue('altcha', '');
  });
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
      <TextField label="E-mail" value={email} slotProps={{ input: { readOnly: true } }} />
      <FormTextField
        control={control}
        name="password"
        label="Your File1099 password"
        type="password"
        autoComplete="current-password"
      />
      <FormAltcha control={control} name="altcha" />
      <FormError message={error} />
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        Accept and sign in
      </Button>
    </Stack>
  );
}

function NewLoginForm({ email, code, target }: { email: string; code: string; target: AcceptTarget }) {
  const { accept, error } = useAccept(email, code, target);
  const { control, handleSubmit, setValue, formState } = useForm<AcceptNewValues>({
    resolver: zodResolver(acceptNewSchema),
    defaultValues: { firstName: '', lastName: '', password: '', confirmPassword: '', altcha: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    const ok = await accept({
      password: values.password,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      altcha: values.altcha,
    });
    if (!ok) setValue('altcha', '');
  });
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
      <TextField label="E-mail" value={email} slotProps={{ input: { readOnly: true } }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name="firstName" label="First name" autoComplete="given-name" />
        <FormTextField control={control} name="lastName" label="Last name" autoComplete="family-name" />
      </Stack>
      <FormTextField
        control={control}
        name="password"
        label="Choose a password"
        type="password"
        autoComplete="new-password"
        helperText="At least 10 characters."
      />
      <FormTextField
        control={control}
        name="confirmPassword"
        label="Password again"
        type="password"
        autoComplete="new-password"
      />
      <FormAltcha control={control} name="altcha" />
      <FormError message={error} />
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        Accept and create my login
      </Button>
    </Stack>
  );
}

/** An existing login enters its password; a new invitee gives a name and chooses a password. */
export function AcceptInvitationForm({
  email,
  code,
  hasLogin,
  target = TEAM_TARGET,
}: AcceptInvitationFormProps) {
  return hasLogin ? (
    <ExistingLoginForm email={email} code={code} target={target} />
  ) : (
    <NewLoginForm email={email} code={code} target={target} />
  );
}
