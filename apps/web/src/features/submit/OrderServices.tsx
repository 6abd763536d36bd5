import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FilingService } from '@file1099/forms';
import { getFailureMessage } from '../api/failure.ts';
import { useAppConfig } from '../app-config/useAppConfig.ts';
import type { Filing } from '../filings/filings.api.ts';
import { getSelectAllState, isServiceSelected } from '../filings/serviceColumns.tsx';
import { useFilingServices } from '../filings/useFilingServices.ts';
import { fetchOrderFilings, MAX_ORDER_SERVICE_FILINGS, orderFilingsQueryKey } from './submit.api.ts';
import { SUBMIT_MESSAGES } from './submitRules.ts';

/** The services an order can carry, as the user knows them (spec part 2 §3 service codes). */
export const ORDER_SERVICES: readonly { service: FilingService; label: string; hint: string }[] = [
  { service: 'fed', label: 'Federal eFile', hint: 'Files each form with the IRS.' },
  {
    service: 'state',
    label: 'State filing',
    hint: "For filings whose state takes them; each filing's method can be changed on the Drafts page.",
  },
  { service: 'print', label: 'Recipient Copy by Mail', hint: 'Prints and mails each payee a copy.' },
  {
    service: 'email',
    label: 'Recipient Copy by Email',
    hint: 'For payees with an e-mail address, once they consent.',
  },
  { service: 'tinMatch', label: 'TIN Verification', hint: "Checks each payee's name and TIN with the IRS." },
];

function countSelected(filings: readonly Filing[], service: FilingService): number {
  return filings.filter((filing) => isServiceSelected(filing, service)).length;
}

/**
 * The services of the order's filings, chosen for all of them at once (the drafts grid's select-all,
 * with the same federal cascade): the create flow's only place to choose them, and a shortcut in the
 * submit wizard. Each change is saved at once and the order is priced again (`onSaved`).
 */
export function OrderServices(props: { filingIds: readonly number[]; onSaved: () => void }) {
  const { filingIds } = props;
  const tinMatchEnabled = useAppConfig().features.tinMatch;
  const tooMany = filingIds.length > MAX_ORDER_SERVICE_FILINGS;
  const queryKey = orderFilingsQueryKey(filingIds);
  const order = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchOrderFilings(filingIds, signal),
    enabled: !tooMany && filingIds.length > 0,
    staleTime: 0,
  });
  const services = useFilingServices(queryKey, tinMatchEnabled, props.onSaved);

  if (tooMany)
    return (
      <Alert severity="info">
        This order has more than {MAX_ORDER_SERVICE_FILINGS.toLocaleString('en-US')} filings: choose their
        services in the service columns of the Drafts page.
      </Alert>
    );
  if (order.isError) return <Alert severity="error">{getFailureMessage(order.error)}</Alert>;
  const filings = order.data?.filings ?? [];
  // A state-only filing (below the federal threshold, above its state's floor) goes without Federal eFile.
  const withoutFederal = filings.filter(
    (filing) =>
      !isServiceSelected(filing, 'fed') &&
      !(filing.stateFiling.isStateOnly && isServiceSelected(filing, 'state')),
  ).length;
  const rows = ORDER_SERVICES.filter(({ service }) => service !== 'tinMatch' || tinMatchEnabled);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3" id="order-services-title">
        Services
      </Typography>
      <FormGroup role="group" aria-labelledby="order-services-title">
        {rows.map(({ service, label, hint }) => {
          const state = getSelectAllState(filings, service, tinMatchEnabled);
          return (
            <FormControlLabel
              key={service}
              disabled={order.isPending || state.disabled}
              label={
                <Stack>
                  <span>
                    {label} · {countSelected(filings, service)} of {filings.length}
                  </span>
                  <Typography variant="caption" color="text.secondary">
                    {hint}
                  </Typography>
                </Stack>
              }
              control={
                <Checkbox
                  checked={state.checked}
                  indeterminate={state.indeterminate}
                  slotProps={{ input: { 'aria-label': label } }}
                  onChange={(event) => services.onToggleAll(filings, service, event.target.checked)}
                />
              }
            />
          );
        })}
      </FormGroup>
      {!order.isPending && withoutFederal > 0 && (
        <Alert severity="info" data-testid="order-needs-federal" sx={{ mt: 1 }}>
          {SUBMIT_MESSAGES.noFederal}
        </Alert>
      )}
    </Paper>
  );
}
