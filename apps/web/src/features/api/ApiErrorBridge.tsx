import { useEffect } from 'react';
import { MESSAGES } from '@file1099/shared';
import { useNotify } from '../notifications/useNotify.ts';
import { useLogout } from '../session/useLogout.ts';
import { setUnauthorizedHandler } from './apiClient.ts';

/**
 * Connects the api client's 403 handling to the router and notifications: say why, sign out, and
 * open the sign-in page (spec part 1 §8).
 */
export function ApiErrorBridge() {
  const notify = useNotify();
  const logout = useLogout();
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        notify(MESSAGES.notAuthorized, { severity: 'error', key: 'not-authorized' });
        logout({ thenSignIn: true });
      }),
    [notify, logout],
  );
  return null;
}
