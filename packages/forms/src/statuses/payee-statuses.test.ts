import { describe, expect, it } from 'vitest';
import {
  canIgnoreTinMatch,
  canRequestTinMatch,
  getTinMatchResult,
  getTinMatchStatusFromResult,
  getTinMatchStatusLabel,
  TIN_MATCH_RESULT_CODES,
} from './tin-match.ts';
import {
  getVendorPortalActions,
  getVendorPortalStatusLabel,
  VENDOR_PORTAL_STATUSES,
} from './vendor-portal.ts';
import {
  canApplyW9,
  canCancelOrRemindW9,
  canRequestW9,
  getW9Display,
  getW9PageState,
  W9_DISPLAY,
  W9_REQUEST_STATUSES,
} from './w9-request.ts';

describe('TIN match', () => {
  it.each([
    ['InProgress', 'In Progress', false, false],
    ['Valid', 'Valid', false, false],
    ['InvalidTINType', 'Invalid TIN Type', false, true],
    ['InValid', 'Invalid', true, true],
    [null, 'Not Verified', false, true],
    ['Bogus', 'Not Verified', false, true],
  ])('%j: %s, ignore %s, request %s', (status, label, ignore, request) => {
    expect(getTinMatchStatusLabel(status)).toBe(label);
    expect(canIgnoreTinMatch(status)).toBe(ignore);
    expect(canRequestTinMatch(status)).toBe(request);
  });

  it.each([
    [0, 'Valid'],
    [1, 'InValid'],
    [2, 'InValid'],
    [3, 'InValid'],
    [4, null],
    [5, null],
    [6, 'Valid'],
    [7, 'Valid'],
    ['8', 'Valid'],
    [9, null],
    [null, null],
  ])('result %j → %j', (code, status) => {
    expect(getTinMatchStatusFromResult(code)).toBe(status);
  });

  it('describes result codes 1-8 as the spec does', () => {
    expect(TIN_MATCH_RESULT_CODES.map((result) => result.code)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(getTinMatchResult(2)?.description).toBe('TIN not currently issued');
    expect(getTinMatchResult(3)?.description).toBe('Name and TIN do not match IRS records');
    expect(getTinMatchResult(5)?.description).toBe('Duplicate request');
    expect(getTinMatchResult(8)?.description).toBe('Matched on both SSN and EIN');
  });
});

describe('W-9 requests', () => {
  const TABLE = [
    ['Draft', 'missing', false, true, false, 'invalid'],
    ['Submitted', 'requested', true, false, false, 'invalid'],
    ['Requested', 'requested', true, false, false, 'incomplete'],
    ['Viewed', 'requested', true, false, false, 'incomplete'],
    ['Editing', 'requested', true, false, false, 'incomplete'],
    ['Filled', 'requested', false, true, true, 'complete'],
    ['Applied', 'ready', false, true, false, 'complete'],
    ['Cancelled', 'missing', false, true, false, 'invalid'],
  ] as const;

  it('covers every status', () => {
    expect(TABLE.map(([status]) => status)).toEqual([...W9_REQUEST_STATUSES]);
  });

  it.each(TABLE)(
    '%s: %s, cancel/remind %s, request %s, apply %s, page %s',
    (status, display, cancel, request, apply, page) => {
      expect(getW9Display(status)).toBe(display);
      expect(canCancelOrRemindW9(status)).toBe(cancel);
      expect(canRequestW9(status)).toBe(request);
      expect(canApplyW9(status)).toBe(apply);
      expect(getW9PageState(status)).toBe(page);
    },
  );

  it('shows no request as missing and allows a new one', () => {
    expect(getW9Display(null)).toBe('missing');
    expect(canCancelOrRemindW9(undefined)).toBe(false);
    expect(canRequestW9(null)).toBe(true);
    expect(W9_DISPLAY.ready).toEqual({ label: 'Ready', color: 'success', link: true });
    expect(W9_DISPLAY.requested.color).toBe('warning');
  });
});

describe('vendor portal', () => {
  it.each([
    ['NotConnected', 'Not Connected', ['invite']],
    ['DisConnected', 'Disconnected', ['invite']],
    ['Invited', 'Invited', ['resend', 'deleteInvitation']],
    ['InvitationExpired', 'Invitation Expired', ['resend', 'deleteInvitation']],
    ['Connected', 'Connected', ['deleteAccess']],
  ] as const)('%s: %s, actions %j', (status, label, actions) => {
    expect(getVendorPortalStatusLabel(status)).toBe(label);
    expect(getVendorPortalActions(status, true)).toEqual(actions);
  });

  it('needs an e-mail to invite and treats no relation as not connected', () => {
    expect(VENDOR_PORTAL_STATUSES).toHaveLength(5);
    expect(getVendorPortalActions(null, false)).toEqual([]);
    expect(getVendorPortalActions(undefined, true)).toEqual(['invite']);
    expect(getVendorPortalStatusLabel(null)).toBe('Not Connected');
  });
});
