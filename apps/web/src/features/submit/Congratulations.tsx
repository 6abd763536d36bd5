import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCents, type Invoice, type SeasonCalendar } from '@file1099/forms';
import { getNextSteps } from './submitRules.ts';

export interface SubmissionSummary {
  submittedCount: number;
  /** Filings that an earlier submission had sent already: nothing was charged for them. */
  alreadySubmittedCount: number;
  /** What was debited. */
  invoice: Invoice;
  availableCents: number;
}

/** The success page of the submit wizard (spec part 2 §2): what was sent, what was paid, what happens next. */
export function Congratulations({
  summary,
  calendar,
  onDone,
}: {
  summary: SubmissionSummary;
  calendar: SeasonCalendar;
  onDone?: () => void;
}) {
  const { submittedCount, alreadySubmittedCount, invoice } = summary;
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Typography variant="h5" component="h2">
        Congratulations!
      </Typography>
      <Typography data-testid="submitted-summary">
        {submittedCount === 1 ? '1 filing was' : `${submittedCount} filings were`} submitted.{' '}
        {formatCents(invoice.totalAmount)} was taken from your funds; {formatCents(summary.availableCents)}{' '}
        remains available.
      </Typography>
      {alreadySubmittedCount > 0 && (
        <Alert severity="info">
          {alreadySubmittedCount === 1 ? '1 filing was' : `${alreadySubmittedCount} filings were`} submitted
          before; nothing was charged for {alreadySubmittedCount === 1 ? 'it' : 'them'}.
        </Alert>
      )}
      <Typography variant="h6" component="h3">
        What happens next
      </Typography>
      <List aria-label="What happens next">
        {getNextSteps(invoice, calendar).map((step) => (
          <ListItem key={step} disableGutters>
            <ListItemText primary={step} />
          </ListItem>
        ))}
      </List>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" component={RouterLink} to="/file1099/filings?tab=1" onClick={onDone}>
          See Processing filings
        </Button>
        <Button component={RouterLink} to="/file1099/transactions">
          Billing transactions
        </Button>
      </Stack>
    </Stack>
  );
}
