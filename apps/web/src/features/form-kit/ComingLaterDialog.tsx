import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface ComingLaterDialogProps {
  open: boolean;
  title: string;
  /** What the flow will do once its issue is done. */
  text: string;
  onClose: () => void;
}

/** Opened by a button whose flow comes with a later issue; it says what will be there. */
export function ComingLaterDialog({ open, title, text, onClose }: ComingLaterDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="coming-later-title" maxWidth="sm" fullWidth>
      <DialogTitle id="coming-later-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText data-testid="coming-later-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
