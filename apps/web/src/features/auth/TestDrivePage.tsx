import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormAltcha } from '../altcha/FormAltcha.tsx';
import { pushAnalyticsEvent } from '../analytics/analytics.ts';
import { getFailureMessage } from '../api/failure.ts';
import { useAppConfig } from '../app-config/useAppConfig.ts';
import { FormError } from '../form-kit/FormError.tsx';
import { PageHeading } from '../form-kit/PageHeading.tsx';
import { useSession } from '../session/useSession.ts';
import { startTestDrive } from './auth.api.ts';
import { testDriveSchema, type TestDriveValues } from './schemas.ts';

/** /testdrive (sandbox only): a throwaway demo account, 'Sample Company', signed in at once. */
export function TestDrivePage() {
  const { sandbox } = useAppConfig();
  const navigate = useNavigate();
  const { dispatchLogIn, refreshSession } = useSession();
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, setValue, formState } = useForm<TestDriveValues>({
    resolver: zodResolver(testDriveSchema),
    defaultValues: { altcha: '' },
  });

  if (!sandbox) {
    return (
      <>
        <PageHeading title="Test drive" />
        <Alert severity="info">The test drive is available in the sandbox only.</Alert>
      </>
    );
  }

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    dispatchLogIn('loginRequest');
    try {
      await startTestDrive(values.altcha);
      await refreshSession();
      dispatchLogIn('loginSuccess');
      pushAnalyticsEvent('td_signup');
      void navigate('/file1099', { replace: true });
    } catch (caught) {
      dispatchLogIn('loginFailure');
      setError(getFailureMessage(caught));
      setValue('altcha', '');
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} sx={{ maxWidth: 480, mx: 'auto' }}>
      <PageHeading title="Test drive">
        Try File1099 with a sample company. Nothing you enter is kept, and nothing is sent to the IRS.
      </PageHeading>
      <FormAltcha control={control} name="altcha" />
      <FormError message={error} />
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        Start the test drive
      </Button>
    </Stack>
  );
}
