import { useCallback } from 'react';
import { useNavigate } from 'react-router';

export interface LogoutOptions {
  /** After signing out, open the sign-in page instead of the signed-out page (used after a 403). */
  thenSignIn?: boolean;
}

/** Sends the user to /logout, which signs out on the server and clears the session and client data. */
export function useLogout(): (options?: LogoutOptions) => void {
  const navigate = useNavigate();
  return useCallback(
    (options: LogoutOptions = {}) => {
      void navigate('/logout', {
        replace: true,
        state: options.thenSignIn ? { thenSignIn: true } : undefined,
      });
    },
    [navigate],
  );
}

/** Reads the `thenSignIn` flag /logout was opened with. */
export function readThenSignIn(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'thenSignIn' in state && state.thenSignIn === true;
}
