import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatCents,
  getSuggestedTopUpCents,
  hasEnoughFunds,
  type Invoice,
  type SeasonCalendar,
} from '@file1099/forms';
import { InvoiceTable } from './InvoiceTable.tsx';
import {
  ACKNOWLEDGEMENTS,
  getOrderWarnings,
  getPayBlocker,
  needsTinAuthorization,
  SUBMIT_MESSAGES,
  TIN_AUTHORIZATION,
} from './submitRules.ts';

export interface OrderStepProps {
  invoice: Invoice;
  availableCents: number;
  emailConfirmed: boolean;
  calendar: SeasonCalendar;
  /** The services of the order's filings, chosen above the invoice. */
  services?: ReactNode;
  /** A message above the order, e.g. that the server's total changed since it was shown. */
  notice?: string | null;
  /** A failure of the submission, shown above the buttons. */
  error?: string | null;
  busy: boolean;
  /** Opens the Add Funds dialog with the suggested top-up in cents. */
  onAddFunds: (suggestedCents: number) => void;
  /** Pays and submits; `expectedTotal` is the total shown, which the server must agree with. */
  onSubmit: (expectedTotal: number) => void;
  onBack: () => void;
}

/**
 * 'Review order and Pay' (spec part 2 §2 Submit wizard, §5 submission needs): the invoice, the
 * available funds, Add Funds when they fall short, the acknowledgements (plus the TIN authorisation
 * when TINs are verified), a confirmed e-mail and the season's warnings for this order.
 */
export function OrderStep(props: OrderStepProps) {
  const { invoice, availableCents, calendar } = props;
  const [acknowledged, setAcknowledged] = useState<boolean[]>(() => ACKNOWLEDGEMENTS.map(() => false));
  const [tinAuthorized, setTinAuthorized] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const askTin = needsTinAuthorization(invoice);
  const enough = hasEnoughFunds(invoice.totalAmount, availableCents);
  const blocker = getPayBlocker({
    invoice,
    availableCents,
    emailConfirmed: props.emailConfirmed,
    acknowledged,
    tinAuthorized,
  });
  const warnings = getOrderWarnings(calendar, invoice);
  const addFunds = () => props.onAddFunds(getSuggestedTopUpCents(invoice.totalAmount, availableCents));

  const pay = () => {
    setAttempted(true);
    if (blocker?.kind === 'funds') props.onAddFunds(blocker.suggestedTopUpCents);
    if (blocker) return;
    props.onSubmit(invoice.totalAmount);
  };

  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h6" component="h2">
          Review order and Pay
        </Typography>
        <Typography color="text.secondary">
          Choose the services and check what they cost. The total is taken from your available funds when you
          submit.
        </Typography>
      </div>
      {props.notice && <Alert severity="warning">{props.notice}</Alert>}
      {warnings.map((warning) => (
        <Alert key={warning.code} severity="warning" data-testid="season-warning">
          {warning.message}
        </Alert>
      ))}
      {props.services}
      <Paper variant="outlined">
        <InvoiceTable invoice={invoice} />
      </Paper>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography data-testid="available-funds">Available funds: {formatCents(availableCents)}</Typography>
        <Button variant={enough ? 'text' : 'outlined'} onClick={addFunds}>
          Add Funds
        </Button>
      </Stack>
      {!enough && <Alert severity="info">{SUBMIT_MESSAGES.notEnoughFunds}</Alert>}
      {!props.emailConfirmed && (
        <Alert severity="error" data-testid="email-not-confirmed">
          {SUBMIT_MESSAGES.emailNotConfirmed}{' '}
          <Link component={RouterLink} to="/file1099/userpreferences">
            Open User Profile
          </Link>
        </Alert>
      )}
      <FormGroup role="group" aria-label="Acknowledgements">
        {ACKNOWLEDGEMENTS.map((text, index) => (
          <FormControlLabel
            key={text}
            label={text}
            control={
              <Checkbox
                checked={acknowledged[index] === true}
                onChange={(event) =>
                  setAcknowledged((current) =>
                    current.map((value, at) => (at === index ? event.target.checked : value)),
                  )
                }
              />
            }
          />
        ))}
        {askTin && (
          <FormControlLabel
            label={TIN_AUTHORIZATION}
            control={
              <Checkbox
                checked={tinAuthorized}
                onChange={(event) => setTinAuthorized(event.target.checked)}
              />
            }
          />
        )}
      </FormGroup>
      {attempted && blocker && blocker.kind !== 'email' && (
        <Alert severity="error" data-testid="pay-blocker">
          {blocker.message}
        </Alert>
      )}
      {props.error && (
        <Alert severity="error" role="alert">
          {props.error}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button onClick={props.onBack} disabled={props.busy}>
          Back
        </Button>
        <Button variant="contained" onClick={pay} disabled={props.busy}>
          Pay {formatCents(invoice.totalAmount)} and Submit
        </Button>
      </Stack>
    </Stack>
  );
}
