// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@file1099/shared';
import { ApiError } from './apiClient.ts';
import { describeFailure, notifyFailure, showFormFailure } from './failure.ts';

const refused = (message: string, fieldMessages: Record<string, string>, status = 200) =>
  new ApiError(message, { status, code: 'BAD_USER_INPUT', fieldMessages });

describe('a failed request as the user sees it', () => {
  it('places field messages on the fields the form has and does not repeat one', () => {
    const error = refused('Please enter a valid FEIN', { tin: 'Please enter a valid FEIN', secret: 'x' });
    expect(describeFailure(error, { fields: new Set(['tin']) })).toEqual({
      fields: { tin: 'Please enter a valid FEIN' },
      message: null,
    });
  });

  it('keeps the message when no field of the form says it', () => {
    const error = refused('Form 1099-K is not available for tax year 2020', { filingType: 'Not available' });
    expect(describeFailure(error, { fields: new Set(['filingType']) })).toEqual({
      fields: { filingType: 'Not available' },
      message: 'Form 1099-K is not available for tax year 2020',
    });
    expect(describeFailure(error)).toEqual({ fields: {}, message: error.message });
  });

  it('maps server paths to form fields', () => {
    const setError = vi.fn();
    const error = refused('Too much', { 'filingData.rents': 'Too much' });
    const message = showFormFailure(error, setError, {
      fields: new Set(['boxes.rents']),
      mapPath: (path) => path.replace('filingData.', 'boxes.'),
    });
    expect(message).toBeNull();
    expect(setError).toHaveBeenCalledWith('boxes.rents', { type: 'server', message: 'Too much' });
  });

  it('says something for a failure that is not an answer of the server', () => {
    expect(describeFailure(new TypeError('x')).message).toBe(MESSAGES.genericRequestError);
    expect(describeFailure(new TypeError('x'), { fallback: 'Failed to save Payee' }).message).toBe(
      'Failed to save Payee',
    );
  });

  it('notifies once, and not after a refused session that signs the user out', () => {
    const notify = vi.fn();
    notifyFailure(notify, new ApiError(MESSAGES.notAuthorized, { status: 403 }));
    expect(notify).not.toHaveBeenCalled();
    notifyFailure(notify, refused('Filing not found', {}), { prefix: 'Failed to delete filing' });
    expect(notify).toHaveBeenCalledExactlyOnceWith('Failed to delete filing: Filing not found', {
      severity: 'error',
    });
  });
});
