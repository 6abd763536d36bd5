import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { BILL_HOST, BILL_LOGIN_MESSAGES, validateBillLogin } from '@file1099/forms';
import { ApiError, restRequest } from '../api/apiClient.ts';
import { FormSelectField } from '../form-kit/FormSelectField.tsx';
import { FormTextField } from '../form-kit/FormTextField.tsx';

/** The form's rules; the organization is required once the picker shows. */
const loginSchema = (choosing: boolean) =>
  z
    .object({ bdcUsername: z.string(), bdcPassword: z.string(), bdcOrganizationId: z.string() })
    .superRefine((values, context) => {
      for (const [path, message] of Object.entries(validateBillLogin(values)))
        context.addIssue({ code: 'custom', path: [path], message });
      if (choosing && values.bdcOrganizationId === '')
        context.addIssue({
          code: 'custom',
          path: ['bdcOrganizationId'],
          message: BILL_LOGIN_MESSAGES.organizationRequired,
        });
    });

type LoginValues = z.infer<ReturnType<typeof loginSchema>>;

interface Organization {
  organizationId: string;
  name: string;
}

interface ConnectAnswer {
  connectionStatus?: 'Success' | 'Fail' | 'ChooseOrganization';
  errorMessage?: string;
  organizations?: Organization[];
}

const EMPTY: LoginValues = { bdcUsername: '', bdcPassword: '', bdcOrganizationId: '' };

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
 * 'Connect to {host}', PUT form-encoded to the connect path. When the sign-in opens several BILL
 * organizations the server lists them and keeps nothing: the form shows a picker and sends the
 * username, password and chosen organization again. Changing the username or password hides the
 * picker. The password stays only in its field until the connection succeeds or fails.
 */
export function BillLoginForm(props: { connectPath: string; onConnected: () => Promise<void> | void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [organizations, setOrganizations] = useState<Organization[] | null>(null);
  const { control, handleSubmit, reset, subscribe, setValue } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema(organizations !== null)),
    defaultValues: EMPTY,
  });

  useEffect(
    () =>
      subscribe({
        name: ['bdcUsername', 'bdcPassword'],
        exact: true,
        formState: { values: true },
        callback: () => setOrganizations(null),
      }),
    [subscribe],
  );

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setBusy(true);
    try {
      const chosen = organizations === null ? '' : values.bdcOrganizationId;
      const answer = await restRequest<ConnectAnswer>(props.connectPath, {
        method: 'PUT',
        form: {
          bdcUsername: values.bdcUsername.trim(),
          bdcPassword: values.bdcPassword,
          ...(chosen === '' ? {} : { bdcOrganizationId: chosen }),
        },
      });
      if (answer.connectionStatus === 'ChooseOrganization' && answer.organizations?.length) {
        setOrganizations(answer.organizations);
        setValue('bdcOrganizationId', '');
        return;
      }
      if (answer.connectionStatus !== 'Success') {
        setFailure(answer.errorMessage ?? BILL_LOGIN_MESSAGES.connectError);
        return;
      }
      setOrganizations(null);
      reset(EMPTY);
      await props.onConnected();
    } catch (error) {
      setFailure(failureMessage(error));
      setOrganizations(null);
      reset({ ...values, bdcPassword: '', bdcOrganizationId: '' });
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
        {organizations !== null && (
          <>
            <Typography variant="body2">{BILL_LOGIN_MESSAGES.chooseOrganization}</Typography>
            <FormSelectField
              control={control}
              name="bdcOrganizationId"
              label={BILL_LOGIN_MESSAGES.organizationLabel}
              emptyLabel={BILL_LOGIN_MESSAGES.organizationEmpty}
              options={organizations.map((organization) => ({
                value: organization.organizationId,
                label: organization.name,
              }))}
            />
          </>
        )}
        <Stack direction="row">
          <Button type="submit" variant="contained" disabled={busy}>
            Connect to {BILL_HOST}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
