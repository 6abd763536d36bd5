import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getFailureMessage } from '../api/failure.ts';
import { FormError } from '../form-kit/FormError.tsx';
import { FormTextField } from '../form-kit/FormTextField.tsx';
import { PageLoading } from '../session/PageLoading.tsx';
import {
  downloadStatement,
  fetchStatement,
  statementQueryKey,
  withdrawConsent,
} from './deliveryPortal.api.ts';

const tinSchema = z.object({
  tinLast4: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'Enter the last four digits of your taxpayer identification number.'),
});
type TinValues = z.infer<typeof tinSchema>;

/**
 * /statement?id=… (no login): the recipient confirms the last four digits of their TIN and downloads
 * Copy B; five wrong tries lock the page for a while. They can also withdraw consent here.
 */
export function StatementPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [downloaded, setDownloaded] = useState(false);
  const view = useQuery({
    queryKey: statementQueryKey(id),
    queryFn: ({ signal }) => fetchStatement(id, signal),
    enabled: id !== '',
    retry: false,
    meta: { silentErrors: true },
  });
  const { control, handleSubmit, formState } = useForm<TinValues>({
    resolver: zodResolver(tinSchema),
    defaultValues: { tinLast4: '' },
  });
  const onSubmit = handleSubmit(async ({ tinLast4 }) => {
    setError(null);
    try {
      await downloadStatement(id, tinLast4);
      setDownloaded(true);
    } catch (caught) {
      setError(getFailureMessage(caught));
    }
  });
  const withdraw = async () => {
    setError(null);
    try {
      await withdrawConsent(id);
      await queryClient.invalidateQueries({ queryKey: statementQueryKey(id) });
    } catch (caught) {
      setError(getFailureMessage(caught));
    }
  };
  const data = view.data;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Your tax statement
      </Typography>
      {view.isLoading && <PageLoading label="Loading" />}
      {(id === '' || view.isError) && (
        <Alert severity="error" role="alert">
          {view.isError ? getFailureMessage(view.error) : 'This link is not valid.'}
        </Alert>
      )}
      {data && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <Typography variant="h5" component="h2">
              Form {data.formLabel} for {data.filingYear}
            </Typography>
            <Typography>
              From {data.payerName}. Available to download through {data.availableUntil}. Save or print it for
              your records.
            </Typography>
            {data.lockedMinutes > 0 && (
              <Alert severity="warning">
                Too many wrong tries. Try again in {data.lockedMinutes} minutes.
              </Alert>
            )}
            <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
              <FormTextField
                control={control}
                name="tinLast4"
                label="Last four digits of your SSN, ITIN or EIN"
                autoComplete="off"
              />
              <FormError message={error} />
              {downloaded && <Alert severity="success">Your Copy B was downloaded.</Alert>}
              <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
                Download Copy B
              </Button>
            </Stack>
            {data.consentWithdrawn ? (
              <Alert severity="info">
                You withdrew your consent. Later statements from {data.payerName} come on paper.
              </Alert>
            ) : (
              <Typography variant="body2">
                Prefer paper?{' '}
                <Button size="small" onClick={() => void withdraw()}>
                  Withdraw consent
                </Button>{' '}
                Statements already furnished stay available here; later ones come by mail.
              </Typography>
            )}
          </Stack>
        </Paper>
      )}
    </Container>
  );
}
