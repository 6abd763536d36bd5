import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatCents, getPacificDate } from '@file1099/forms';
import { getFailureMessage } from '../api/failure.ts';
import { billingSummaryQueryKey, fetchBillingSummary } from './billing.api.ts';
import { getSummaryRows, isPeriod } from './billingSummary.ts';

/** The Reports page's Billing Summary (spec part 2 §2 Reports): totals by transaction type for a period. */
export function BillingSummaryCard() {
  const today = getPacificDate(new Date());
  const [from, setFrom] = useState(`${today.slice(0, 4)}-01-01`);
  const [to, setTo] = useState(today);
  const valid = isPeriod(from, to);
  const summary = useQuery({
    queryKey: billingSummaryQueryKey(from, to),
    queryFn: ({ signal }) => fetchBillingSummary(from, to, signal),
    enabled: valid,
  });
  const rows = getSummaryRows(summary.data ?? []);
  return (
    <Card variant="outlined" component="section" aria-label="Billing Summary">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            Billing Summary
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              type="date"
              label="From"
              value={from}
              onChange={(event) => setFrom(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              label="To"
              value={to}
              onChange={(event) => setTo(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              error={!valid}
              helperText={valid ? undefined : 'Choose a From date on or before the To date'}
            />
          </Stack>
          {summary.isError && <Alert severity="error">{getFailureMessage(summary.error)}</Alert>}
          <Table size="small" aria-label="Totals by type">
            <TableHead>
              <TableRow>
                <TableCell>Type</TableCell>
                <TableCell align="right">Transactions</TableCell>
                <TableCell align="right">Total</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.type}>
                  <TableCell>{row.label}</TableCell>
                  <TableCell align="right">{row.count}</TableCell>
                  <TableCell align="right">{formatCents(row.totalAmount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Stack>
      </CardContent>
    </Card>
  );
}
