import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { FORM_TYPES, FORM_TYPE_LABELS, formatCents } from '@file1099/forms';
import type { FormType } from '../../gql/domain/graphql.ts';
import { getFailureMessage } from '../api/failure.ts';
import { PageHeading } from '../form-kit/PageHeading.tsx';
import { useFilingYear } from '../shell/useFilingYear.ts';
import { fetchFilingSummary, filingSummaryExportUrl, form1096Url } from './filingSummary.api.ts';

/**
 * /reports/filingsummary (spec part 2 §2 Reports): per-payee totals of the returns sent to or accepted
 * by the agency for a form type (default 1099-NEC) and year, a totals row, Refresh, Download 1096 Form
 * and the summary as CSV or Excel.
 */
export function FilingSummaryPage() {
  const filingYear = useFilingYear();
  const [formType, setFormType] = useState<FormType>('Type_1099_NEC');
  const [year, setYear] = useState(filingYear.year);
  const query = useQuery({
    queryKey: ['filingSummary', formType, year],
    queryFn: ({ signal }) => fetchFilingSummary(formType, year, signal),
  });
  const summary = query.data;
  return (
    <>
      <PageHeading title="Filing Summary">
        Totals per payee of the returns sent to the agency or accepted, for a form type and year.
      </PageHeading>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Filing type"
          value={formType}
          onChange={(event) => setFormType(event.target.value as FormType)}
          sx={{ minWidth: 160 }}
        >
          {FORM_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {FORM_TYPE_LABELS[type]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Year"
          value={year}
          onChange={(event) => setYear(Number(event.target.value))}
          sx={{ minWidth: 120 }}
        >
          {filingYear.years.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
          Refresh
        </Button>
        <Button variant="contained" href={form1096Url(formType, year)}>
          Download 1096 Form
        </Button>
        <Button href={filingSummaryExportUrl(formType, year, 'csv')}>Export CSV</Button>
        <Button href={filingSummaryExportUrl(formType, year, 'xlsx')}>Export Excel</Button>
      </Stack>
      {query.isError && <Alert severity="error">{getFailureMessage(query.error)}</Alert>}
      {summary?.truncated && (
        <Alert severity="info">Only the first 5,000 payees are listed; the totals row counts them all.</Alert>
      )}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Filing summary">
          <TableHead>
            <TableRow>
              <TableCell>Payee</TableCell>
              <TableCell>TIN</TableCell>
              <TableCell align="right">Filings</TableCell>
              <TableCell>Has Corrections</TableCell>
              <TableCell align="right">Federal Tax Withheld</TableCell>
              <TableCell align="right">Total</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {summary?.rows.map((row) => (
              <TableRow key={row.payeeId}>
                <TableCell>{row.payeeName}</TableCell>
                <TableCell>{row.tin}</TableCell>
                <TableCell align="right">{row.filings}</TableCell>
                <TableCell>{row.hasCorrections}</TableCell>
                <TableCell align="right">{formatCents(row.federalTaxWithheldCents)}</TableCell>
                <TableCell align="right">{formatCents(row.totalCents)}</TableCell>
              </TableRow>
            ))}
            {summary && summary.rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={6}>
                  No returns sent to the agency or accepted for this form and year.
                </TableCell>
              </TableRow>
            )}
            {summary && (
              <TableRow sx={{ '& td': { fontWeight: 600 } }}>
                <TableCell>Total</TableCell>
                <TableCell>{summary.totals.payees} payees</TableCell>
                <TableCell align="right">{summary.totals.forms}</TableCell>
                <TableCell />
                <TableCell align="right">{formatCents(summary.totals.federalTaxWithheldCents)}</TableCell>
                <TableCell align="right">{formatCents(summary.totals.totalCents)}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
