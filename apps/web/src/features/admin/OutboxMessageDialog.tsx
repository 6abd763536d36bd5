import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OutboxMessage } from './outbox.api.ts';

export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('en-US');
}

/** One outbox message: recipient, subject, status, links and the text body. */
export function OutboxMessageDialog({
  message,
  onClose,
}: {
  message: OutboxMessage | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      aria-labelledby="outbox-message-title"
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id="outbox-message-title">{message?.subject}</DialogTitle>
      <DialogContent>
        {message && (
          <>
            <Table size="small">
              <TableBody>
                <TableRow>
                  <TableCell component="th">To</TableCell>
                  <TableCell>{message.to}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th">Status</TableCell>
                  <TableCell>{message.status}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th">Created</TableCell>
                  <TableCell>{formatTimestamp(message.createdAt)}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th">Links</TableCell>
                  <TableCell>
                    {message.links.length === 0
                      ? 'None'
                      : message.links.map((link) => (
                          <Box key={link} sx={{ wordBreak: 'break-all' }}>
                            <Link href={link} target="_blank" rel="noreferrer">
                              {link}
                            </Link>
                          </Box>
                        ))}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
            <Typography variant="subtitle2" sx={{ mt: 2 }}>
              Message
            </Typography>
            <Box
              component="pre"
              data-testid="outbox-text-body"
              sx={{
                whiteSpace: 'pre-wrap',
                fontFamily: 'monospace',
                bgcolor: 'action.hover',
                p: 2,
                borderRadius: 1,
              }}
            >
              {message.textBody}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
