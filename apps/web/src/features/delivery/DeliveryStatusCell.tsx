import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  getEmailStatusLabel,
  getPrintEtaMs,
  getPrintStatusLabel,
  isEmailDetailVisible,
  isPrintDetailVisible,
  type EmailStatus,
  type PrintStatus,
} from '@file1099/forms';

/** What the Processing and Accepted tabs show of a filing's print and e-mail delivery. */
export interface DeliveryStatusInput {
  printStatus?: string | null;
  printStatusDesc?: string | null;
  printStatusDate?: string | null;
  printCopyExpectedDeliveryDate?: string | null;
  emailStatus?: string | null;
  emailStatusDesc?: string | null;
  emailStatusDate?: string | null;
}

function day(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return new Date(value).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

export interface DeliveryStatusView {
  label: string;
  /** The date line, shown only past Queued (spec part 2 §4); '' when none. */
  detail: string;
  /** The status description, as a tooltip. */
  description: string;
}

/** The print status with its date, or the expected delivery plus 8 hours once known (spec §9). */
export function getPrintStatusView(filing: DeliveryStatusInput): DeliveryStatusView {
  const status = (filing.printStatus ?? null) as PrintStatus | null;
  const visible = isPrintDetailVisible(status);
  const eta = filing.printCopyExpectedDeliveryDate
    ? `ETA ${day(getPrintEtaMs(new Date(filing.printCopyExpectedDeliveryDate).getTime()))}`
    : '';
  return {
    label: getPrintStatusLabel(status),
    detail: visible ? eta || day(filing.printStatusDate) : '',
    description: filing.printStatusDesc ?? '',
  };
}

/** The e-mail status with the date it was reached (Emailed, Bounced…), once past Queued. */
export function getEmailStatusView(filing: DeliveryStatusInput): DeliveryStatusView {
  const status = (filing.emailStatus ?? null) as EmailStatus | null;
  return {
    label: getEmailStatusLabel(status),
    detail: isEmailDetailVisible(status) ? day(filing.emailStatusDate) : '',
    description: filing.emailStatusDesc ?? '',
  };
}

/** A grid cell: the label, the date line under it, the description on hover. */
export function DeliveryStatusCell({ view }: { view: DeliveryStatusView }) {
  const body = (
    <Stack sx={{ lineHeight: 1.2, justifyContent: 'center', height: '100%' }}>
      <Typography variant="body2">{view.label}</Typography>
      {view.detail && (
        <Typography variant="caption" color="text.secondary">
          {view.detail}
        </Typography>
      )}
    </Stack>
  );
  return view.description ? (
    <Tooltip title={view.description}>
      <span style={{ display: 'block', height: '100%' }}>{body}</span>
    </Tooltip>
  ) : (
    body
  );
}
