import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import {
  canApplyW9,
  canCancelOrRemindW9,
  getW9Display,
  W9_DISPLAY,
  type W9RequestStatus,
} from '@file1099/forms';
import type { W9Request } from './w9.api.ts';

export interface W9CellActions {
  onRemind: (payeeId: number) => void;
  onCancel: (payeeId: number) => void;
  onApply: (payeeId: number) => void;
}

function statusOf(request: W9Request | null | undefined): W9RequestStatus | null {
  return (request?.w9RequestStatus as W9RequestStatus | undefined) ?? null;
}

/**
 * The payees grid's W-9 column (spec part 2 §4): requested (orange) while out with the payee or
 * filled, ready (green, with a link to the signed W-9) once applied, missing otherwise; Remind and
 * Cancel while out, View W-9 and Apply once filled.
 */
export function W9StatusCell({
  name,
  request,
  actions,
}: {
  name: string;
  request: W9Request | null | undefined;
  actions: W9CellActions;
}) {
  const status = statusOf(request);
  const display = W9_DISPLAY[getW9Display(status)];
  const payeeId = request?.payeeId ?? 0;
  const label = status === 'Filled' ? 'Filled' : display.label;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      {display.link && request?.fileName ? (
        <Chip
          size="small"
          color={display.color}
          label={label}
          component="a"
          href={request.fileName}
          target="_blank"
          clickable
          aria-label={`View the W-9 of ${name}`}
        />
      ) : (
        <Chip size="small" color={display.color} label={label} variant="outlined" data-testid="w9-status" />
      )}
      {canCancelOrRemindW9(status) && (
        <>
          <Button size="small" onClick={() => actions.onRemind(payeeId)} aria-label={`Remind ${name}`}>
            Remind
          </Button>
          <Button
            size="small"
            onClick={() => actions.onCancel(payeeId)}
            aria-label={`Cancel the W-9 request of ${name}`}
          >
            Cancel
          </Button>
        </>
      )}
      {canApplyW9(status) && request?.fileName && (
        <>
          <Link href={request.fileName} target="_blank" variant="body2" aria-label={`View W-9 of ${name}`}>
            View W-9
          </Link>
          <Button
            size="small"
            onClick={() => actions.onApply(payeeId)}
            aria-label={`Apply the W-9 of ${name}`}
          >
            Apply
          </Button>
        </>
      )}
    </Stack>
  );
}
