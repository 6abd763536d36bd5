import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MESSAGES } from '@file1099/shared';

interface IdleDialogProps {
  open: boolean;
  minutesLeft: number;
  onLogout: () => void;
  onStay: () => void;
}

export function IdleDialog({ open, minutesLeft, onLogout, onStay }: IdleDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onStay}
      aria-labelledby="idle-dialog-title"
      aria-describedby="idle-dialog-text"
    >
      <DialogTitle id="idle-dialog-title">{MESSAGES.idleTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-dialog-text">
          For your security you will be signed out in {minutesLeft} minutes unless you choose Stay.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLogout}>Logout</Button>
        <Button onClick={onStay} variant="contained" autoFocus>
          Stay
        </Button>
      </DialogActions>
    </Dialog>
  );
}
