import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { pushAnalyticsEvent } from '../analytics/analytics.ts';

/** Where the answer is kept on this device, so the card can thank the user (per user). */
export function softwareChoiceKey(userId: string): string {
  return `file1099.accountingSoftware.${userId}`;
}

export function readSoftwareChoice(userId: string): string | null {
  try {
    return window.localStorage.getItem(softwareChoiceKey(userId));
  } catch {
    return null;
  }
}

/**
 * Records the accounting software a user asks for: an `accounting_software` event in the tag
 * manager's data layer (analytics.ts), where the product team counts the requests, and on this
 * device so the dashboard shows the answer.
 */
export function recordSoftwareChoice(userId: string, software: string): void {
  pushAnalyticsEvent('accounting_software', { software });
  try {
    window.localStorage.setItem(softwareChoiceKey(userId), software);
  } catch {
    // Storage disabled: the event is recorded all the same.
  }
}

interface TellUsDialogProps {
  open: boolean;
  onClose: () => void;
  onSent: (software: string) => void;
  userId: string;
}

export function TellUsDialog({ open, onClose, onSent, userId }: TellUsDialogProps) {
  const [software, setSoftware] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = software.trim();
    if (!name) {
      setError('Required');
      return;
    }
    recordSoftwareChoice(userId, name);
    setSoftware('');
    setError(null);
    onSent(name);
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="tell-us-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="tell-us-title">Tell us what you use</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Which accounting software do you keep your payments in? We connect the ones most users ask for
            first.
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label="Accounting software"
            value={software}
            onChange={(event) => setSoftware(event.target.value)}
            error={error !== null}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Send
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
