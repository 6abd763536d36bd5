// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deriveLogInStatus, reduceLogInStatus, restoreLogInStatus } from './logInStatus.ts';

describe('login status (spec part 1 §4)', () => {
  it('moves through the spec transitions', () => {
    expect(reduceLogInStatus('LoggedOut', 'loginRequest')).toBe('LoggingIn');
    expect(reduceLogInStatus('LoggingIn', 'loginSuccess')).toBe('LoggedIn');
    expect(reduceLogInStatus('LoggingIn', 'loginFailure')).toBe('LoggedOut');
    expect(reduceLogInStatus('LoggedIn', 'logoutRequest')).toBe('LoggingOut');
    expect(reduceLogInStatus('LoggingOut', 'logoutSuccess')).toBe('LoggedOut');
    expect(reduceLogInStatus('LoggingOut', 'logoutFailure')).toBe('LoggedIn');
  });

  it('restores LoggingIn and LoggingOut (and anything unknown) as LoggedOut', () => {
    expect(restoreLogInStatus('LoggingIn')).toBe('LoggedOut');
    expect(restoreLogInStatus('LoggingOut')).toBe('LoggedOut');
    expect(restoreLogInStatus('LoggedIn')).toBe('LoggedIn');
    expect(restoreLogInStatus('garbage')).toBe('LoggedOut');
    expect(restoreLogInStatus(null)).toBe('LoggedOut');
  });

  it('lets the session data decide once it answers; a failure is LoggedOut', () => {
    expect(deriveLogInStatus('LoggedIn', 'success', false)).toBe('LoggedOut');
    expect(deriveLogInStatus('LoggedOut', 'success', true)).toBe('LoggedIn');
    expect(deriveLogInStatus('LoggedIn', 'error', true)).toBe('LoggedOut');
    expect(deriveLogInStatus('LoggedIn', 'pending', false)).toBe('LoggedIn');
    expect(deriveLogInStatus('LoggingIn', 'success', false)).toBe('LoggingIn');
    expect(deriveLogInStatus('LoggingOut', 'success', true)).toBe('LoggingOut');
  });
});
