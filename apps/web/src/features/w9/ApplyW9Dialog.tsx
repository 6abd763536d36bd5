import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { getFailureMessage } from '../api/failure.ts';
import { useNotify } from '../notifications/useNotify.ts';
import { PageLoading } from '../session/PageLoading.tsx';
import { applyW9Info, fetchW9Differences } from './w9.api.ts';
import { W9_PAYER_MESSAGES } from './w9Messages.ts';

/** Apply: what the filled W-9 changes on the payee, shown before it is written (applyW9Info). */
export function ApplyW9Dialog({ payeeId, onClose }: { payeeId: number; onClose: () => void }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const differences = useQuery({
    queryKey: ['payees', 'w9Differences', payeeId],
    queryFn: ({ signal }) => fetchW9Differences(payeeId, signal),
  });
  const apply = async () => {
    setBusy(true);
    try {
      await applyW9Info(payeeId);
      notify(W9_PAYER_MESSAGES.applied, { severity: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['payees'] });
      await queryClient.invalidateQueries({ queryKey: ['filings'] });
      onClose();
    } catch (caught) {
      setError(getFailureMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="w9-apply-title"
    >
      <DialogTitle id="w9-apply-title">Apply the W-9 to the payee</DialogTitle>
      <DialogContent>
        {differences.isPending && <PageLoading label="Comparing" />}
        {differences.isError && <Alert severity="error">{getFailureMessage(differences.error)}</Alert>}
        {differences.data && differences.data.length === 0 && (
          <Typography>The payee already matches the W-9.</Typography>
        )}
        {differences.data && differences.data.length > 0 && (
          <Table size="small" aria-label="Changes">
            <TableHead>
              <TableRow>
                <TableCell>Field</TableCell>
                <TableCell>Now</TableCell>
                <TableCell>From the W-9</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {differences.data.map((row) => (
                <TableRow key={row.field}>
                  <TableCell>{row.label}</TableCell>
                  <TableCell>{row.current}</TableCell>
                  <TableCell>{row.w9}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void apply()} disabled={busy || !differences.data}>
          Apply
        </Button>
      </DialogActions>
    </Dialog>
  );
}
