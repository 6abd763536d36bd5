import { z } from 'zod';
import {
  LISTED_AGENCY_TRANSMISSION_STATUSES,
  LISTED_TIN_TRANSMISSION_STATUSES,
  MAX_REJECTION_REASON_LENGTH,
  TRANSMISSION_STATUS_LABELS,
  type TransmissionStatus,
} from '@file1099/forms';

/** Back-office texts: the spec's (part 2 §5, §8) where it has them. */
export const TRANSMISSION_TEXTS = {
  generated: 'Generate successfully',
  generateFailed: 'Failed to create transmission records',
  refreshed: 'Refreshed data',
  refreshFailed: 'Error refreshing the data',
  sent: 'Marked as Sent To Agency successfully',
  updateFailed: 'Failed to update the transmission status',
  accepted: 'Marked as Accepted successfully',
  rejected: 'Marked as Rejected successfully',
  processed: 'Processed the response successfully',
  processFailed: 'Failed to process response',
  tinUploaded: 'Response file uploaded successfully',
  deleted: 'Deleted successfully',
  deleteFailed: 'Failed to delete transmission record',
  ackRequired: 'Please enter a ACK Number',
  ackTooLong: `The ACK Number holds at most ${MAX_REJECTION_REASON_LENGTH} characters.`,
  reasonRequired: 'Please enter a Rejection Reason for the all filings that are being rejected.',
  reasonTooLong: `A Rejection Reason holds at most ${MAX_REJECTION_REASON_LENGTH} characters.`,
  chooseRecords: 'Choose at least one record to reject.',
  fileRequired: 'Please upload a response file',
  nothingToGenerate: 'Nothing to process',
} as const;

/** Grid sizes (spec part 2 §9): agency transmissions 200, the others 50. */
export const TNN_PAGE_SIZE = 200;
export const TIN_PAGE_SIZE = 50;

export const TNN_LISTED: TransmissionStatus[] = [...LISTED_AGENCY_TRANSMISSION_STATUSES];
export const TIN_LISTED: TransmissionStatus[] = [...LISTED_TIN_TRANSMISSION_STATUSES];

export function getTransmissionStatusLabel(status: TransmissionStatus): string {
  return TRANSMISSION_STATUS_LABELS[status];
}

/** The file formats of agency transmissions, in the grid and the Generate choice. */
export const FORMAT_LABELS: Readonly<Record<string, string>> = {
  IRIS: 'IRIS XML',
  PUB1220: 'Pub 1220 (FIRE)',
};

/** The note beside a Pub 1220 choice: which years, and FIRE's last day (YYYY-MM-DD). */
export function getFireNote(lastFilingDate: string, taxYears: readonly number[]): string {
  const day = new Date(`${lastFilingDate}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `Only for filings of tax years ${taxYears.join(' and ')} sent through FIRE. FIRE takes no files after ${day}; after that, and for every other year, generate IRIS XML.`;
}

/** The Generate button: 'Generate (12)'. */
export function getGenerateLabel(count: number | undefined): string {
  return count === undefined ? 'Generate' : `Generate (${count})`;
}

/** Edit: the ACK number, trimmed, required, at most 200 characters. */
export const ackNumberSchema = z.object({
  ackNumber: z
    .string()
    .trim()
    .min(1, TRANSMISSION_TEXTS.ackRequired)
    .max(MAX_REJECTION_REASON_LENGTH, TRANSMISSION_TEXTS.ackTooLong),
});
export type AckNumberValues = z.input<typeof ackNumberSchema>;

/** Mark as Rejected: at least one record chosen, each with a reason of at most 200 characters. */
export const rejectSchema = z
  .object({
    records: z.array(z.object({ recordId: z.string(), selected: z.boolean(), reason: z.string() })),
  })
  .superRefine((values, context) => {
    if (!values.records.some((r) => r.selected))
      context.addIssue({ code: 'custom', message: TRANSMISSION_TEXTS.chooseRecords, path: ['records'] });
    values.records.forEach((record, index) => {
      if (!record.selected) return;
      const reason = record.reason.trim();
      if (!reason)
        context.addIssue({
          code: 'custom',
          message: TRANSMISSION_TEXTS.reasonRequired,
          path: ['records', index, 'reason'],
        });
      else if (reason.length > MAX_REJECTION_REASON_LENGTH)
        context.addIssue({
          code: 'custom',
          message: TRANSMISSION_TEXTS.reasonTooLong,
          path: ['records', index, 'reason'],
        });
    });
  });
export type RejectValues = z.input<typeof rejectSchema>;

/** The chosen records as the mutation's filingResponses. */
export function toFilingResponses(values: RejectValues): { recordId: string; messages: string[] }[] {
  return values.records
    .filter((r) => r.selected)
    .map((r) => ({ recordId: r.recordId, messages: [r.reason.trim()] }));
}

/** Which actions a row offers, by kind and status (spec part 2 §4). */
export function getTransmissionActions(kind: 'tnn' | 'tin', status: TransmissionStatus) {
  const open = status !== 'Response_Received';
  const sent = status === 'Sent_To_Agency';
  return {
    download: true,
    edit: open && !sent,
    accept: kind === 'tnn' && sent,
    reject: kind === 'tnn' ? sent : open,
    processResponse: open,
    delete: kind === 'tnn' ? status === 'Generated' || status === 'Downloaded' : !sent && open,
  };
}
