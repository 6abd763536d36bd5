import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { formatAddressLine, getDisplayName } from '@file1099/forms';
import { getFailureMessage } from '../api/failure.ts';
import { getDomainTypeLabel } from '../form-kit/fields.ts';
import { PageHeading } from '../form-kit/PageHeading.tsx';
import { PageLoading } from '../session/PageLoading.tsx';
import { useFilingYear } from '../shell/useFilingYear.ts';
import { checkPayer, fetchPayer, payerCheckQueryKey, payerQueryKey } from './payer.api.ts';
import { PAYER_MESSAGES } from './payerForm.ts';
import { PayerDialog } from './PayerDialog.tsx';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
      <Typography color="text.secondary" sx={{ minWidth: 180 }}>
        {label}
      </Typography>
      <Typography data-testid={`payer-${label.toLowerCase().replace(/[^a-z]+/g, '-')}`}>
        {value || '—'}
      </Typography>
    </Stack>
  );
}

/** The payer and `validatePayer(payerId, filingYear)` for the selected year: what filing still needs. */
export function usePayerReadiness() {
  const { year } = useFilingYear();
  const payer = useQuery({ queryKey: payerQueryKey, queryFn: ({ signal }) => fetchPayer(signal) });
  const payerId = payer.data?.id;
  const check = useQuery({
    queryKey: payerCheckQueryKey(payerId ?? 0, year),
    queryFn: () => checkPayer(payerId ?? 0, year),
    enabled: payerId !== undefined,
    meta: { silentErrors: true },
  });
  return { payer, check, ready: check.data !== undefined && check.data.errors.length === 0 };
}

function PayerReadiness() {
  const { year } = useFilingYear();
  const { check } = usePayerReadiness();
  if (check.isPending) return null;
  if (check.isError) return <Alert severity="error">{PAYER_MESSAGES.validateFailed}</Alert>;
  if (check.data.errors.length === 0) {
    return (
      <Alert severity="success" data-testid="payer-ready">
        The payer info is complete for filing {year} returns.
      </Alert>
    );
  }
  return (
    <Alert severity="warning" data-testid="payer-not-ready">
      Before you can file {year} returns, complete the payer info:
      <List dense disablePadding>
        {check.data.errors.map((problem) => (
          <ListItem key={`${problem.path}-${problem.code}`} disableGutters>
            <ListItemText primary={problem.message} />
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}

/** The payer's details, what filing still needs and the 'Edit Payer Info' dialog. */
export function PayerReview() {
  const [editing, setEditing] = useState(false);
  const { payer } = usePayerReadiness();
  return (
    <>
      {payer.isPending && <PageLoading label="Loading the payer" />}
      {payer.isError && <Alert severity="error">{getFailureMessage(payer.error)}</Alert>}
      {payer.data && (
        <Stack spacing={2} sx={{ maxWidth: 900 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack spacing={1.5}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography variant="h6" component="h2">
                  {getDisplayName(payer.data) || 'Payer'}
                </Typography>
                <Button variant="contained" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
                  Edit Payer Info
                </Button>
              </Stack>
              <Detail label="Account type" value={getDomainTypeLabel(payer.data.domainType)} />
              <Detail label="Payer type" value={payer.data.payerType} />
              {payer.data.payerType === 'Business' ? (
                <>
                  <Detail label="Business name" value={payer.data.businessName} />
                  <Detail label="Doing business as" value={payer.data.dba} />
                </>
              ) : (
                <Detail
                  label="Name"
                  value={[payer.data.firstName, payer.data.middleName, payer.data.lastName]
                    .filter(Boolean)
                    .join(' ')}
                />
              )}
              <Detail label="TIN" value={payer.data.tin ? `${payer.data.tin} (${payer.data.tinType})` : ''} />
              <Detail label="Address" value={formatAddressLine(payer.data.address)} />
              <Detail label="E-mail" value={payer.data.emailAddress} />
              <Detail
                label="Phone"
                value={[payer.data.phoneNumber, payer.data.phoneExt && `ext. ${payer.data.phoneExt}`]
                  .filter(Boolean)
                  .join(' ')}
              />
              {payer.data.customAttributes.map((attribute) => (
                <Detail key={attribute.key} label={attribute.key} value={attribute.value} />
              ))}
            </Stack>
          </Paper>
          <PayerReadiness />
        </Stack>
      )}
      {editing && payer.data && <PayerDialog payer={payer.data} onClose={() => setEditing(false)} />}
    </>
  );
}

/** /payer (spec part 2 §2): the payer review page with its 'Edit Payer Info' dialog. */
export function PayerPage() {
  return (
    <>
      <PageHeading title="Payer info">
        The business or person paying: printed on every 1099 you file.
      </PageHeading>
      <PayerReview />
    </>
  );
}
