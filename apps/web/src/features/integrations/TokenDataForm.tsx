import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { INTEGRATION_MESSAGES } from '@file1099/forms';
import { FormTextField } from '../form-kit/FormTextField.tsx';
import { useNotify } from '../notifications/useNotify.ts';
import { fetchTokenData, updateTokenData, type Partner } from './integrations.api.ts';

const tokenSchema = z.object({
  tokenData: z.string().trim().min(1, INTEGRATION_MESSAGES.tokenDataHint),
});

type TokenValues = z.infer<typeof tokenSchema>;

/**
 * The super admin's token viewer and updater (spec part 2 §2, §6): the token JSON (tokens masked; a
 * token left masked is kept) in a multiline field and Update Tokens.
 */
export function TokenDataForm({ partner }: { partner: Partner }) {
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const tokens = useQuery({ queryKey: ['oAuthTokenData', partner], queryFn: () => fetchTokenData(partner) });
  const { control, handleSubmit, reset } = useForm<TokenValues>({
    resolver: zodResolver(tokenSchema),
    defaultValues: { tokenData: '' },
  });
  useEffect(() => {
    if (tokens.data !== undefined) reset({ tokenData: tokens.data });
  }, [tokens.data, reset]);

  const submit = handleSubmit(async (values) => {
    setSaving(true);
    try {
      await updateTokenData(partner, values.tokenData);
      notify(INTEGRATION_MESSAGES.tokensUpdated, { severity: 'success' });
      await tokens.refetch();
    } catch {
      notify(INTEGRATION_MESSAGES.tokensUpdateFailed, { severity: 'error' });
    } finally {
      setSaving(false);
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          Tokens
        </Typography>
        {tokens.isError && <Alert severity="error">{INTEGRATION_MESSAGES.tokensLoadFailed}</Alert>}
        <FormTextField control={control} name="tokenData" label="Token JSON" multiline minRows={6} />
        <Stack direction="row">
          <Button type="submit" variant="outlined" disabled={saving || tokens.isPending}>
            Update Tokens
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
