/** IRS (tnn) and TIN-matching (tin) transmission statuses (spec part 2 §4). */
export const TRANSMISSION_STATUSES = [
  'Generated',
  'Downloaded',
  'Sent_To_Agency',
  'Response_Received',
] as const;
export type TransmissionStatus = (typeof TRANSMISSION_STATUSES)[number];

export const TRANSMISSION_STATUS_LABELS: Readonly<Record<TransmissionStatus, string>> = {
  Generated: 'Generated',
  Downloaded: 'Downloaded',
  Sent_To_Agency: 'Sent to Agency',
  Response_Received: 'Response Received',
};

/** Statuses the back-office lists show. */
export const LISTED_AGENCY_TRANSMISSION_STATUSES: readonly TransmissionStatus[] = [
  'Sent_To_Agency',
  'Downloaded',
  'Generated',
];
export const LISTED_TIN_TRANSMISSION_STATUSES: readonly TransmissionStatus[] = [
  'Sent_To_Agency',
  'Generated',
];

/** EFS filings the back office works: Queued and Received; Reject sets System_Rejected. */
export const EFS_LISTED_STATUSES = ['Queued', 'Received'] as const;

/** Rejection reasons and ACK numbers hold at most 200 characters (spec part 2 §9). */
export const MAX_REJECTION_REASON_LENGTH = 200;
