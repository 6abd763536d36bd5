import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

import type { InfoDialogProps } from './InfoDialog.tsx';

/** The dialog of InfoDialog (loaded when it is first opened). */
export default function InfoDialogView({ content, onClose }: InfoDialogProps) {
  return (
    <Dialog
      open={content !== null}
      onClose={onClose}
      aria-labelledby="info-dialog-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="info-dialog-title">{content?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{content?.text}</DialogContentText>
        {content?.details && content.details.length > 0 && (
          <Table size="small" sx={{ mt: 2 }}>
            <TableBody>
              {content.details.map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row">
                    {label}
                  </TableCell>
                  <TableCell>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
