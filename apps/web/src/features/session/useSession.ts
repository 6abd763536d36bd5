import { useContext } from 'react';
import { SessionContext } from './sessionContext.ts';
import type { SessionValue } from './session.types.ts';

/** The signed-in user and selected account (null when signed out or none is selected). */
export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
