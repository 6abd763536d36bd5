import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { canIgnoreTinMatch, getTinMatchResult, getTinMatchStatusLabel } from '@file1099/forms';
import type { TinMatchRequest } from './tinMatch.api.ts';

export interface TinMatchCellActions {
  onCancel: (payeeId: number) => void;
  onIgnore: (payeeId: number) => void;
}

interface TinMatchCellPayee {
  id: number;
  displayName: string;
  tinMatchStatus?: string | null;
  tinMatchResult?: string | null;
  tinMatchRequest?: TinMatchRequest | null;
}

const COLORS: Record<string, 'success' | 'error' | 'warning' | 'default'> = {
  Valid: 'success',
  InValid: 'error',
  InvalidTINType: 'error',
  InProgress: 'warning',
};

/** The cell's words: the status label, the result code's meaning once the IRS answered, or Draft. */
export function getTinMatchCellText(payee: TinMatchCellPayee): { label: string; meaning: string } {
  const draft = payee.tinMatchRequest?.status === 'Draft';
  const result = getTinMatchResult(payee.tinMatchResult ?? null);
  return {
    label: draft ? 'Selected (not paid)' : getTinMatchStatusLabel(payee.tinMatchStatus),
    meaning: payee.tinMatchStatus && result ? `${result.code}: ${result.description}` : '',
  };
}

/**
 * The payees grid's TIN verification column (spec part 2 §4): Valid, Invalid with the result code's
 * meaning, Invalid TIN Type, In Progress or Not Verified; Cancel on an unpaid Draft, Ignore on Invalid.
 */
export function TinMatchCell({ payee, actions }: { payee: TinMatchCellPayee; actions: TinMatchCellActions }) {
  const { label, meaning } = getTinMatchCellText(payee);
  const chip = (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[payee.tinMatchStatus ?? ''] ?? 'default'}
      label={meaning ? `${label} (${meaning})` : label}
      data-testid="tin-match-status"
    />
  );
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      {meaning ? <Tooltip title={meaning}>{chip}</Tooltip> : chip}
      {payee.tinMatchRequest?.status === 'Draft' && (
        <Button
          size="small"
          onClick={() => actions.onCancel(payee.id)}
          aria-label={`Cancel the TIN check of ${payee.displayName}`}
        >
          Cancel
        </Button>
      )}
      {canIgnoreTinMatch(payee.tinMatchStatus) && (
        <Button
          size="small"
          onClick={() => actions.onIgnore(payee.id)}
          aria-label={`Ignore the TIN result of ${payee.displayName}`}
        >
          Ignore
        </Button>
      )}
    </Stack>
  );
}
