import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getFailureMessage } from '../api/failure.ts';
import { ConsentDisclosures } from '../delivery/ConsentDisclosures.tsx';
import { FormError } from '../form-kit/FormError.tsx';
import { FormTextField } from '../form-kit/FormTextField.tsx';
import { useNotify } from '../notifications/useNotify.ts';
import {
  consentSampleUrl,
  EMAIL_CONSENT_TEXT,
  giveEmailConsent,
  startEmailConsent,
} from './emailConsent.api.ts';
import type { ContractorPayer } from './portal.api.ts';

const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{5}$/, 'Enter the five-character code shown in the sample PDF.'),
});
type CodeValues = z.infer<typeof codeSchema>;

/**
 * 'Receive copies by e-mail' for one payer: the disclosures, the sample PDF, and its code typed back
 * (reference §G), recorded as the e-mail delivery feature's consent.
 */
export function EmailConsentDialog({ payer, onClose }: { payer: ContractorPayer; onClose: () => void }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const start = useQuery({
    queryKey: ['emailConsentStart', payer.relationId],
    queryFn: () => startEmailConsent(payer.relationId),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const { control, handleSubmit, formState } = useForm<CodeValues>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });
  const onSubmit = handleSubmit(async ({ code }) => {
    setError(null);
    try {
      await giveEmailConsent(payer.relationId, code);
      await queryClient.invalidateQueries({ queryKey: ['contractorPayers'] });
      notify(EMAIL_CONSENT_TEXT.given(payer.payerName), { severity: 'success' });
      onClose();
    } catch (caught) {
      setError(getFailureMessage(caught));
    }
  });
  const data = start.data;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="email-consent-title">
      <DialogTitle id="email-consent-title">Receive copies from {payer.payerName} by e-mail</DialogTitle>
      <Stack component="form" noValidate onSubmit={onSubmit}>
        <DialogContent>
          {start.isPending && <CircularProgress size={24} aria-label="Loading the disclosures" />}
          {start.isError && <Alert severity="error">{getFailureMessage(start.error)}</Alert>}
          {data && (
            <Stack spacing={2}>
              <Typography>
                {data.payerName} can furnish your Forms 1099 electronically to {data.emailAddress}. Please
                read the following before you choose.
              </Typography>
              <ConsentDisclosures
                disclosures={data.disclosures}
                sampleUrl={consentSampleUrl(payer.relationId)}
              />
              <FormTextField control={control} name="code" label="Code from the sample PDF" />
              <FormError message={error} />
              <Typography variant="caption" color="text.secondary">
                Disclosure version {data.disclosureVersion}
              </Typography>
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!data || formState.isSubmitting}>
            I consent to electronic statements
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
