import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { removeAccountQueries } from '../session/accountQueries.ts';
import type { SessionUser } from '../session/session.types.ts';
import { useSession } from '../session/useSession.ts';
import { selectAccountOnServer } from './accounts.api.ts';

/**
 * Makes the session work in another account (an own account, or a firm's client) and forgets what
 * was loaded for the previous one. Resolves with the new session data.
 */
export function useSelectAccount(): (domainId: string) => Promise<SessionUser | null> {
  const queryClient = useQueryClient();
  const { setSessionUser, refreshSession } = useSession();
  return useCallback(
    async (domainId: string) => {
      const selected = await selectAccountOnServer(domainId);
      removeAccountQueries(queryClient);
      if (selected) {
        setSessionUser(selected);
        return selected;
      }
      return refreshSession();
    },
    [queryClient, setSessionUser, refreshSession],
  );
}
