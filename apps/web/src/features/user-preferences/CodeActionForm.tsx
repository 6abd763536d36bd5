import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { getFailureMessage } from '../api/failure.ts';
import { mfaCodeSchema, type MfaCodeValues } from '../auth/schemas.ts';
import { FormError } from '../form-kit/FormError.tsx';
import { FormTextField } from '../form-kit/FormTextField.tsx';

interface CodeActionFormProps {
  label: string;
  buttonLabel: string;
  color?: 'primary' | 'error';
  onSubmit: (code: string) => Promise<void>;
  onCancel: () => void;
}

/** Asks for a current authenticator (or recovery) code before a sensitive change. */
export function CodeActionForm({
  label,
  buttonLabel,
  color = 'primary',
  onSubmit,
  onCancel,
}: CodeActionFormProps) {
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<MfaCodeValues>({
    resolver: zodResolver(mfaCodeSchema),
    defaultValues: { code: '' },
  });
  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      await onSubmit(values.code.trim());
    } catch (caught) {
      setError(getFailureMessage(caught));
    }
  });
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={buttonLabel}>
      <FormTextField control={control} name="code" label={label} autoComplete="one-time-code" autoFocus />
      <FormError message={error} />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" color={color} disabled={formState.isSubmitting}>
          {buttonLabel}
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Stack>
    </Stack>
  );
}
