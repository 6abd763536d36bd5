import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getFailureMessage } from '../api/failure.ts';
import { ConsentDisclosures } from './ConsentDisclosures.tsx';
import { FormError } from '../form-kit/FormError.tsx';
import { FormTextField } from '../form-kit/FormTextField.tsx';
import { PageLoading } from '../session/PageLoading.tsx';
import {
  acceptConsent,
  consentQueryKey,
  declineConsent,
  fetchConsent,
  sampleUrl,
} from './deliveryPortal.api.ts';

const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{5}$/, 'Enter the five-character code shown in the sample PDF.'),
});
type CodeValues = z.infer<typeof codeSchema>;

export const CONSENT_PAGE_TEXT = {
  consented:
    'Thank you. Your consent is recorded. You will receive an e-mail with a link when your statement is ready.',
  declined: 'Your choice is recorded. Your statements will come on paper by mail.',
} as const;

/**
 * /emailconsent?id=… (no login): the disclosures the IRS asks for before consent (reference §G), a
 * sample PDF whose code the recipient enters back to show they can open PDFs, and "paper instead".
 */
export function ConsentPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [done, setDone] = useState<'consented' | 'declined' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const view = useQuery({
    queryKey: consentQueryKey(id),
    queryFn: ({ signal }) => fetchConsent(id, signal),
    enabled: id !== '',
    retry: false,
    meta: { silentErrors: true },
  });
  const { control, handleSubmit, formState } = useForm<CodeValues>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });
  const onSubmit = handleSubmit(async ({ code }) => {
    setError(null);
    try {
      await acceptConsent(id, code);
      setDone('consented');
    } catch (caught) {
      setError(getFailureMessage(caught));
    }
  });
  const decline = async () => {
    setError(null);
    try {
      await declineConsent(id);
      setDone('declined');
    } catch (caught) {
      setError(getFailureMessage(caught));
    }
  };
  const data = view.data;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Electronic tax statements
      </Typography>
      {view.isLoading && <PageLoading label="Loading" />}
      {(id === '' || view.isError) && !done && (
        <Alert severity="error" role="alert">
          {view.isError ? getFailureMessage(view.error) : 'This link is not valid.'}
        </Alert>
      )}
      {done && (
        <Alert severity="success" role="status">
          {CONSENT_PAGE_TEXT[done]}
        </Alert>
      )}
      {data && !done && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <Typography variant="h5" component="h2">
              {data.payeeName ? `Hello, ${data.payeeName}` : 'Hello'}
            </Typography>
            <Typography>
              {data.payerName} offers to furnish your Forms 1099 electronically. Please read the following
              before you choose.
            </Typography>
            <ConsentDisclosures disclosures={data.disclosures} sampleUrl={sampleUrl(id)} />
            <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
              <FormTextField control={control} name="code" label="Code from the sample PDF" />
              <FormError message={error} />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
                  I consent to electronic statements
                </Button>
                <Button variant="outlined" onClick={() => void decline()}>
                  Send me paper instead
                </Button>
              </Stack>
            </Stack>
            <Typography variant="caption" color="text.secondary">
              Disclosure version {data.disclosureVersion}
            </Typography>
          </Stack>
        </Paper>
      )}
    </Container>
  );
}
