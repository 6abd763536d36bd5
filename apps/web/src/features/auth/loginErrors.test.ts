// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/apiClient.ts';
import {
  ALTCHA_FAILED,
  getLoginErrorMessage,
  isEmailNotVerified,
  LOGIN_ERRORS,
  SIGN_IN_RESPONSE_ERROR,
} from './loginErrors.ts';

const refused = (message: string, status = 401) => new ApiError(message, { status });

describe('sign-in errors (spec part 2 §8)', () => {
  it.each(Object.values(LOGIN_ERRORS))('shows %s as the server sends it', (message) => {
    expect(getLoginErrorMessage(refused(message))).toBe(message);
  });

  it('shows the anti-robot message so the person can tick the box again', () => {
    expect(getLoginErrorMessage(refused(ALTCHA_FAILED, 400))).toBe(ALTCHA_FAILED);
  });

  it("says 'Error processing sign-in response' for anything else", () => {
    expect(getLoginErrorMessage(refused('Something odd', 500))).toBe(SIGN_IN_RESPONSE_ERROR);
    expect(getLoginErrorMessage(new ApiError('x', { status: 0 }))).toBe(SIGN_IN_RESPONSE_ERROR);
    expect(getLoginErrorMessage(new TypeError('boom'))).toBe(SIGN_IN_RESPONSE_ERROR);
  });

  it('recognises an unconfirmed e-mail', () => {
    expect(isEmailNotVerified(refused('Email not verified'))).toBe(true);
    expect(isEmailNotVerified(refused('Bad credentials'))).toBe(false);
  });
});
