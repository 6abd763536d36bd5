import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { getFailureMessage } from '../api/failure.ts';
import { mfaCodeSchema, type MfaCodeValues } from '../auth/schemas.ts';
import { FormError } from '../form-kit/FormError.tsx';
import { FormTextField } from '../form-kit/FormTextField.tsx';
import type { SessionUser } from '../session/session.types.ts';
import { verifyMfa } from './mfa.api.ts';

interface MfaChallengeProps {
  onVerified: (user: SessionUser | null) => void;
  actions?: ReactNode;
}

/** The sign-in challenge: a code from the authenticator app, or one of the recovery codes. */
export function MfaChallenge({ onVerified, actions }: MfaChallengeProps) {
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<MfaCodeValues>({
    resolver: zodResolver(mfaCodeSchema),
    defaultValues: { code: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      onVerified(await verifyMfa(values.code.trim()));
    } catch (caught) {
      setError(getFailureMessage(caught));
    }
  });
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
      <FormTextField
        control={control}
        name="code"
        label="Code"
        autoComplete="one-time-code"
        autoFocus
        helperText="The 6-digit code from your authenticator app, or one of your recovery codes."
      />
      <FormError message={error} />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          Verify
        </Button>
        {actions}
      </Stack>
    </Stack>
  );
}
