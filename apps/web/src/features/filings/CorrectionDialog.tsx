import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { getFailureMessage } from '../api/failure.ts';
import { FormError } from '../form-kit/FormError.tsx';
import { createCorrection, type CorrectionKind, type Filing } from './filings.api.ts';
import { getFilingTypeText } from './filingColumns.tsx';

interface CorrectionDialogProps {
  filing: Filing;
  onClose: () => void;
  /** The new drafts: a First correction, or a First and a Second. */
  onCreated: (corrections: Filing[], kind: CorrectionKind) => void;
}

/**
 * 'Create a correction' of a filing filed with or accepted by the IRS (Pub 1220, Part A, corrected
 * returns): one step when only amounts (or other data) were wrong; two steps when the payee's TIN or
 * name was wrong — a First correction with zero amounts, then a Second correction, the right return.
 */
export function CorrectionDialog({ filing, onClose, onCreated }: CorrectionDialogProps) {
  const [kind, setKind] = useState<CorrectionKind>('OneStep');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      onCreated(await createCorrection(filing.id, kind), kind);
    } catch (caught) {
      setError(getFailureMessage(caught));
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="correction-dialog-title" maxWidth="sm" fullWidth>
      <DialogTitle id="correction-dialog-title">Create a correction</DialogTitle>
      <DialogContent>
        <DialogContentText gutterBottom>
          Correct the {getFilingTypeText(filing)} of {filing.payee?.displayName ?? 'this payee'}. What was
          wrong?
        </DialogContentText>
        <RadioGroup
          aria-label="What was wrong"
          value={kind}
          onChange={(event) => setKind(event.target.value === 'TwoStep' ? 'TwoStep' : 'OneStep')}
        >
          <FormControlLabel
            value="OneStep"
            control={<Radio />}
            label="Amounts or other details (one-step correction): enter the right amounts"
          />
          <FormControlLabel
            value="TwoStep"
            control={<Radio />}
            label="The payee's TIN or name (two-step correction): the original is zeroed out and a new return is filed"
          />
        </RadioGroup>
        <FormError message={error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={busy} onClick={() => void create()}>
          Create correction
        </Button>
      </DialogActions>
    </Dialog>
  );
}
