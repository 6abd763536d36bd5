import { describe, expect, it } from 'vitest';
import {
  CORRECTION_TYPE_LABELS,
  getHasCorrectionsLabel,
  isCorrection,
  isCorrectionType,
} from './corrections.ts';
import {
  EMAIL_STATUSES,
  getEmailStatusLabel,
  getPrintEtaMs,
  getPrintStatusLabel,
  isEmailDetailVisible,
  isPrintDetailVisible,
  PRINT_STATUSES,
} from './delivery-status.ts';
import { getImportRecordStatusLabel, IMPORT_SKIP_MESSAGES } from './import-record.ts';
import {
  getStateFilingStatusLabel,
  isStateFilingDownloadable,
  isStateFilingMethod,
  STATE_FILING_STATUSES,
} from './state-filing.ts';
import { TRANSMISSION_STATUS_LABELS } from './transmissions.ts';

describe('state filing status', () => {
  it.each([
    ['None', 'Processing', 'Draft'],
    [null, 'Accepted', 'Draft'],
    ['Submitted', 'Sent_To_Agency', 'Waiting for Federal eFile'],
    ['ReadyForDownload', 'Sent_To_Agency', 'Waiting for Federal eFile'],
    ['Queued', 'Accepted', 'Processing'],
    ['WaitingOnTINMatch', 'Accepted', 'Processing'],
    ['ReadyForDownload', 'Accepted', 'Ready for Download'],
    ['Filed', 'Accepted', 'Filed'],
    ['System_Rejected', 'Accepted', 'Rejected'],
  ] as const)('%s with federal %s shows %s', (state, federal, label) => {
    expect(getStateFilingStatusLabel(state, federal)).toBe(label);
  });

  it('is downloadable only when ready and the IRS has the federal return', () => {
    const downloadable = STATE_FILING_STATUSES.flatMap((state) =>
      (['Processing', 'Sent_To_Agency', 'Accepted', 'Agency_Rejected'] as const)
        .filter((federal) => isStateFilingDownloadable(state, federal))
        .map((federal) => `${state}/${federal}`),
    );
    expect(downloadable).toEqual(['ReadyForDownload/Sent_To_Agency', 'ReadyForDownload/Accepted']);
    expect(isStateFilingMethod('CFSF')).toBe(true);
    expect(isStateFilingMethod('Paper')).toBe(false);
  });
});

describe('print and e-mail statuses', () => {
  it('shows print details only past Queued, and Mailing as Mailed', () => {
    expect(PRINT_STATUSES.filter(isPrintDetailVisible)).toEqual([
      'Mailing',
      'Mailed',
      'InTransit',
      'InLocalArea',
      'ProcessedForDelivery',
      'ReRouted',
      'ReturnedToSender',
      'Cancelled',
      'Errored',
    ]);
    expect(isPrintDetailVisible(undefined)).toBe(false);
    expect(getPrintStatusLabel('Mailing')).toBe('Mailed');
    expect(getPrintStatusLabel(null)).toBe('Not Requested');
    expect(getPrintStatusLabel('ReturnedToSender')).toBe('Returned to Sender');
  });

  it('shows e-mail details only past Queued', () => {
    expect(EMAIL_STATUSES.filter(isEmailDetailVisible)).toEqual([
      'Emailed',
      'Bounced',
      'Cancelled',
      'Errored',
    ]);
    expect(isEmailDetailVisible(null)).toBe(false);
    expect(getEmailStatusLabel('WaitingOnEfile')).toBe('Waiting on eFile');
    expect(getEmailStatusLabel(undefined)).toBe('Not Requested');
  });

  it('adds 8 hours to the expected delivery', () => {
    expect(getPrintEtaMs(Date.UTC(2026, 0, 10))).toBe(Date.UTC(2026, 0, 10, 8));
  });
});

describe('corrections, imports and transmissions', () => {
  it('knows the correction types', () => {
    expect(CORRECTION_TYPE_LABELS.First).toBe('First correction');
    expect(isCorrection('Original')).toBe(false);
    expect(isCorrection('Second')).toBe(true);
    expect(isCorrection(null)).toBe(false);
    expect(isCorrectionType('Third')).toBe(false);
    expect(getHasCorrectionsLabel(['Original', null])).toBe('No');
    expect(getHasCorrectionsLabel(['Original', 'First'])).toBe('Yes');
  });

  it.each([
    ['Added', 'Added'],
    ['Updated', 'Updated'],
    ['Skipped', 'Skipped'],
    ['Aborted', 'Aborted'],
    ['Errored', 'Errored'],
    ['Pending', 'Not Applicable'],
    [null, 'Not Applicable'],
  ])('import status %j shows %s', (status, label) => {
    expect(getImportRecordStatusLabel(status)).toBe(label);
  });

  it('has the spec skip texts', () => {
    expect(IMPORT_SKIP_MESSAGES.noBoxAmounts).toBe('There are no box amounts.');
    expect(IMPORT_SKIP_MESSAGES.belowThreshold).toBe('Amount below threshold');
    expect(TRANSMISSION_STATUS_LABELS.Response_Received).toBe('Response Received');
  });
});
