import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getFailureMessage } from '../api/failure.ts';
import { totpField } from '../form-kit/fields.ts';
import { FormError } from '../form-kit/FormError.tsx';
import { FormTextField } from '../form-kit/FormTextField.tsx';
import { PageLoading } from '../session/PageLoading.tsx';
import { confirmMfaEnrolment, startMfaEnrolment } from './mfa.api.ts';

export const enrolmentSchema = z.object({ code: totpField });
type EnrolmentValues = z.input<typeof enrolmentSchema>;

interface MfaEnrolmentProps {
  /** Receives the recovery codes once the first code is accepted. */
  onEnrolled: (codes: string[]) => void;
  /** Extra buttons beside Confirm (Skip, Cancel). */
  actions?: ReactNode;
}

/**
 * Setting up an authenticator app: a QR code and the secret to type in by hand, then the first code.
 * The secret is fetched once per visit (a query, so a re-render cannot start a second set-up).
 */
export function MfaEnrolment({ onEnrolled, actions }: MfaEnrolmentProps) {
  const [error, setError] = useState<string | null>(null);
  const enrolment = useQuery({
    queryKey: ['mfaEnrolment'],
    queryFn: startMfaEnrolment,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    meta: { silentErrors: true },
  });
  const { control, handleSubmit, formState } = useForm<EnrolmentValues>({
    resolver: zodResolver(enrolmentSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      onEnrolled(await confirmMfaEnrolment(values.code.trim()));
    } catch (caught) {
      setError(getFailureMessage(caught));
    }
  });

  if (enrolment.isPending) return <PageLoading label="Preparing your authenticator set-up" />;
  if (enrolment.isError) {
    return (
      <Stack spacing={2}>
        <Alert severity="error">{getFailureMessage(enrolment.error)}</Alert>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => void enrolment.refetch()}>
            Try again
          </Button>
          {actions}
        </Stack>
      </Stack>
    );
  }
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} data-testid="mfa-enrolment">
      <Typography>
        1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator,
        1Password and others).
      </Typography>
      <Box
        component="img"
        src={enrolment.data.qrCodeDataUrl}
        alt="QR code to add File1099 to your authenticator app"
        sx={{ width: 220, height: 220, alignSelf: 'center' }}
      />
      <Typography variant="body2">
        Cannot scan it? Enter this key in the app instead:{' '}
        <Box component="code" data-testid="mfa-secret" sx={{ fontSize: '1rem', wordBreak: 'break-all' }}>
          {enrolment.data.secret}
        </Box>
      </Typography>
      <Typography>2. Enter the 6-digit code the app shows.</Typography>
      <FormTextField
        control={control}
        name="code"
        label="6-digit code"
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      />
      <FormError message={error} />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          Turn on two-step verification
        </Button>
        {actions}
      </Stack>
    </Stack>
  );
}
