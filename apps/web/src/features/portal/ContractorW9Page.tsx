import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatAddressLine, W9_MESSAGES } from '@file1099/forms';
import { getFailureMessage } from '../api/failure.ts';
import { PageHeading } from '../form-kit/PageHeading.tsx';
import { useNotify } from '../notifications/useNotify.ts';
import type { W9FormValues } from '../w9/w9Form.ts';
import { W9FormStep } from '../w9/W9FormStep.tsx';
import { W9SignStep } from '../w9/W9SignStep.tsx';
import { EmailConsentDialog } from './EmailConsentDialog.tsx';
import { EMAIL_CONSENT_TEXT, withdrawEmailConsent } from './emailConsent.api.ts';
import { fetchContractorPayers, sendUpdatedW9, type ContractorPayer } from './portal.api.ts';

function startingValues(payer: ContractorPayer): W9FormValues {
  const business = payer.entityType === 'Business';
  const [firstName = '', ...rest] = business ? [] : payer.payeeName.split(' ');
  return {
    entityType: business ? 'Business' : 'Individual',
    businessName: business ? payer.payeeName : '',
    dba: '',
    firstName,
    middleName: '',
    lastName: rest.join(' '),
    tinType: payer.tinType === 'NA' ? (business ? 'EIN' : 'SSN') : payer.tinType,
    tin: payer.tin,
    fedTaxClassification: business ? '' : 'individual',
    llcTaxClassification: '',
    foreignPartners: false,
    exemptPayeeCode: '',
    fatcaCode: '',
    emailAddress: payer.emailAddress,
    phoneNumber: '',
    address: { ...payer.address, country: payer.address.country || 'US' },
    correctTIN: false,
    exempt: false,
    usPerson: false,
  };
}

/** The updated W-9 for one payer: the W-9 form, then the signature; it arrives there as a Filled W-9. */
function UpdateW9Dialog({ payer, onClose }: { payer: ContractorPayer; onClose: () => void }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<W9FormValues | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sign = async (signature: string) => {
    if (!values) return;
    setBusy(true);
    setError(null);
    try {
      await sendUpdatedW9(payer.relationId, values, signature);
      notify(`Your W-9 was sent to ${payer.payerName}`, { severity: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['contractorPayers'] });
      onClose();
    } catch (caught) {
      setError(getFailureMessage(caught, W9_MESSAGES.uploadFailed));
    } finally {
      setBusy(false);
    }
  };
  const signerName = values
    ? values.entityType === 'Business'
      ? values.businessName
      : [values.firstName, values.lastName].filter(Boolean).join(' ')
    : '';
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>Send an updated W-9 to {payer.payerName}</DialogTitle>
      <DialogContent>
        {values === null ? (
          <W9FormStep
            values={startingValues(payer)}
            initialTin={payer.tin}
            busy={busy}
            error={error}
            onBack={onClose}
            onSubmit={(next) => {
              setError(null);
              setValues(next);
            }}
          />
        ) : (
          <W9SignStep
            signerName={signerName}
            busy={busy}
            error={error}
            onBack={() => setValues(null)}
            onSign={(signature) => void sign(signature)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** /contractor/w9 (W9 Info): what each connected payer holds of the contractor, and an updated W-9. */
export function ContractorW9Page() {
  const payers = useQuery({
    queryKey: ['contractorPayers'],
    queryFn: ({ signal }) => fetchContractorPayers(signal),
  });
  const [updating, setUpdating] = useState<ContractorPayer | null>(null);
  const [consenting, setConsenting] = useState<ContractorPayer | null>(null);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const withdraw = async (payer: ContractorPayer) => {
    try {
      await withdrawEmailConsent(payer.relationId);
      await queryClient.invalidateQueries({ queryKey: ['contractorPayers'] });
      notify(EMAIL_CONSENT_TEXT.withdrawn(payer.payerName), { severity: 'success' });
    } catch (caught) {
      notify(getFailureMessage(caught), { severity: 'error' });
    }
  };
  return (
    <Stack spacing={2}>
      <PageHeading title="W9 Info">The W-9 information each of your payers holds.</PageHeading>
      {payers.isError && <Alert severity="error">{getFailureMessage(payers.error)}</Alert>}
      {payers.data?.length === 0 && <Alert severity="info">No payer has connected you yet.</Alert>}
      {(payers.data ?? []).map((payer) => (
        <Card key={payer.relationId} variant="outlined" component="section" aria-label={payer.payerName}>
          <CardContent>
            <Typography variant="h6" component="h2">
              {payer.payerName}
            </Typography>
            <Typography>Name: {payer.payeeName}</Typography>
            <Typography>
              TIN: {payer.tin || 'not given'} {payer.tin ? `(${payer.tinType})` : ''}
            </Typography>
            <Typography>Address: {formatAddressLine(payer.address) || 'not given'}</Typography>
            <Typography color="text.secondary">
              W-9:{' '}
              {payer.w9Status === 'Filled'
                ? 'Sent, waiting for the payer to apply it'
                : (payer.w9Status ?? 'none')}
            </Typography>
            <Typography color="text.secondary">
              1099 copies: {EMAIL_CONSENT_TEXT.status(payer.emailConsent)}
            </Typography>
          </CardContent>
          <CardActions>
            <Button onClick={() => setUpdating(payer)}>Send updated W-9</Button>
            {payer.emailConsent === 'Consented' ? (
              <Button onClick={() => void withdraw(payer)}>Withdraw e-mail consent</Button>
            ) : (
              <Button onClick={() => setConsenting(payer)}>Receive copies by e-mail</Button>
            )}
          </CardActions>
        </Card>
      ))}
      {updating && <UpdateW9Dialog payer={updating} onClose={() => setUpdating(null)} />}
      {consenting && <EmailConsentDialog payer={consenting} onClose={() => setConsenting(null)} />}
    </Stack>
  );
}
