import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Alert, Button, Stack } from '@mui/material';
import { BILL_HOST, BILL_LOGIN_MESSAGES, validateBillLogin } from '@file1099/forms';
import { ApiError, restRequest } from '../api/apiClient.ts';
import { FormTextField } from '../form-kit/FormTextField.tsx';

const loginSchema = z
  .object({ bdcUsername: z.string(), bdcPassword: z.string() })
  .superRefine((values, context) => {
    for (const [path, message] of Object.entries(validateBillLogin(values)))
      context.addIssue({ code: 'custom', path: [path], message });
  });

type LoginValues = z.infer<typeof loginSchema>;

interface ConnectAnswer {
  connectionStatus?: 'Success' | 'Fail';
  errorMessage?: string;
}

/** The message for a failed sign-in (spec part 2 §8, "{host} connect"). */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401 || error.status === 403) return BILL_LOGIN_MESSAGES.unauthorized;
    return error.message || BILL_LOGIN_MESSAGES.connectError;
  }
  return BILL_LOGIN_MESSAGES.responseError;
}

/**
 * BILL's credentials form (spec part 2 §2 "{host} credentials form", §5, §7): username and password,
 * 'Connect to {host}', PUT form-encoded to the connect path. The password is only sent, never kept.
 */
export function BillLoginForm(props: { connectPath: string; onConnected: () => Promise<void> | void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { control, handleSubmit, reset } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { bdcUsername: '', bdcPassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setBusy(true);
    try {
      const answer = await restRequest<ConnectAnswer>(props.connectPath, {
        method: 'PUT',
        form: { bdcUsername: values.bdcUsername.trim(), bdcPassword: values.bdcPassword },
      });
      if (answer.connectionStatus !== 'Success') {
        setFailure(answer.errorMessage ?? BILL_LOGIN_MESSAGES.connectError);
        return;
      }
      reset({ bdcUsername: '', bdcPassword: '' });
      await props.onConnected();
    } catch (error) {
      setFailure(failureMessage(error));
      reset({ ...values, bdcPassword: '' });
    } finally {
      setBusy(false);
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <FormTextField
          control={control}
          name="bdcUsername"
          label={`${BILL_HOST} username`}
          autoComplete="username"
        />
        <FormTextField
          control={control}
          name="bdcPassword"
          label={`${BILL_HOST} password`}
          type="password"
          autoComplete="current-password"
        />
        <Stack direction="row">
          <Button type="submit" variant="contained" disabled={busy}>
            Connect to {BILL_HOST}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
