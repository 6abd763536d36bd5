import { useCallback, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TIMERS } from '@file1099/shared';
import { removeAccountQueries } from './accountQueries.ts';
import {
  deriveLogInStatus,
  persistLogInStatus,
  readPersistedLogInStatus,
  reduceLogInStatus,
} from './logInStatus.ts';
import { SessionContext } from './sessionContext.ts';
import { sessionQueryKey, sessionQueryOptions } from './session.query.ts';
import type { SessionState, SessionUser, SessionValue } from './session.types.ts';

/** Who and where: the user and the selected account. */
function getSessionIdentity(user: SessionUser | null | undefined): string {
  return user ? `${user.userGlobalId}|${user.domainId ?? ''}` : '';
}

/** Queries whose page is still on screen while the session changes under it. */
const KEPT_ON_CHANGE = ['invitation', 'confirmEmail'];

interface SessionProviderProps {
  children: ReactNode;
  /** Tests start with a given session instead of asking the server first. */
  initialSession?: SessionState;
}

/**
 * The signed-in user (spec part 1 §3 and §4): `sessionData` is loaded at start and every 9 minutes;
 * sign-in and sign-out pages move the login status; a failed load signs the user out.
 */
export function SessionProvider({ children, initialSession }: SessionProviderProps) {
  const queryClient = useQueryClient();
  const [stored, dispatchLogIn] = useReducer(
    reduceLogInStatus,
    initialSession?.logInStatus,
    (initial) => initial ?? readPersistedLogInStatus(),
  );
  const query = useQuery({
    ...sessionQueryOptions,
    ...(initialSession ? { initialData: initialSession.user } : {}),
    staleTime: TIMERS.sessionRefreshMs,
    refetchInterval: TIMERS.sessionRefreshMs,
    refetchIntervalInBackground: true,
  });

  // Spec part 1 §8: a session-data failure means LoggedOut, whatever was loaded before.
  const user = query.isError ? null : (query.data ?? null);
  const logInStatus = deriveLogInStatus(stored, query.status, user !== null);

  useEffect(() => persistLogInStatus(logInStatus), [logInStatus]);

  // Whenever the session data names another user or account (sign-in, switching accounts, or another
  // tab switching the shared session), answers cached for the previous one must not be shown.
  useEffect(() => {
    let current = getSessionIdentity(queryClient.getQueryData<SessionUser | null>(sessionQueryKey));
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.query.queryKey[0] !== sessionQueryKey[0]) return;
      const next = getSessionIdentity(event.query.state.data as SessionUser | null | undefined);
      if (next === current) return;
      current = next;
      removeAccountQueries(queryClient, KEPT_ON_CHANGE);
    });
  }, [queryClient]);

  const setSessionUser = useCallback(
    (next: SessionUser | null) => queryClient.setQueryData(sessionQueryKey, next),
    [queryClient],
  );
  const refreshSession = useCallback(
    () => queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 }),
    [queryClient],
  );
  const clearSession = useCallback(
    (keep?: readonly string[]) => {
      removeAccountQueries(queryClient, keep);
      queryClient.setQueryData(sessionQueryKey, null);
    },
    [queryClient],
  );

  const value = useMemo<SessionValue>(
    () => ({
      user,
      domain: user?.domainId ? { id: user.domainId, isTestAccount: user.isTestAccount } : null,
      logInStatus,
      isLoading: query.isPending,
      dispatchLogIn,
      refreshSession,
      setSessionUser,
      clearSession,
    }),
    [user, logInStatus, query.isPending, refreshSession, setSessionUser, clearSession],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
