import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { getFailureMessage } from '../api/failure.ts';
import { emailField } from '../form-kit/fields.ts';
import { FormError } from '../form-kit/FormError.tsx';
import { FormTextField } from '../form-kit/FormTextField.tsx';
import { useNotify } from '../notifications/useNotify.ts';
import { inviteUser, TEAM_ROLES, teamQueryKey } from './team.api.ts';

export const inviteSchema = z.object({
  email: emailField,
  role: z.enum(['Owner', 'Admin', 'Member'], { error: 'Please choose a role.' }),
});
type InviteValues = z.input<typeof inviteSchema>;

export const ROLE_HELP: Record<string, string> = {
  Owner: 'Owner: everything, including the team and account preferences.',
  Admin: 'Admin: everything, including the team and account preferences.',
  Member: 'Member: prepares and files 1099s.',
};

/** Invites a person by e-mail with a role; they get a link that works for 7 days. */
export function InviteForm() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, formState, reset } = useForm<InviteValues>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: '', role: 'Member' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await inviteUser(values.email.trim(), values.role);
      reset({ email: '', role: values.role });
      await queryClient.invalidateQueries({ queryKey: teamQueryKey });
      notify(`We sent an invitation to ${values.email.trim()}.`, { severity: 'success' });
    } catch (caught) {
      setError(getFailureMessage(caught));
    }
  });
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label="Invite a user">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormTextField control={control} name="email" label="E-mail of the person to invite" type="email" />
        <Controller
          control={control}
          name="role"
          render={({ field, fieldState }) => (
            <TextField
              select
              label="Role"
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              error={fieldState.error !== undefined}
              helperText={fieldState.error?.message ?? ROLE_HELP[field.value]}
              sx={{ minWidth: 260 }}
            >
              {TEAM_ROLES.map((role) => (
                <MenuItem key={role} value={role}>
                  {role}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={formState.isSubmitting}
          sx={{ height: 56, px: 3 }}
        >
          Invite
        </Button>
      </Stack>
      <FormError message={error} />
    </Stack>
  );
}
