import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { SessionContext } from './sessionContext.ts';
import { SIGNED_OUT, type SessionState, type SessionValue } from './session.types.ts';

interface SessionProviderProps {
  children: ReactNode;
  /** Tests (and later the sign-in flow) start with a given session. */
  initialSession?: SessionState;
}

export function SessionProvider({ children, initialSession = SIGNED_OUT }: SessionProviderProps) {
  const [state, setState] = useState<SessionState>(initialSession);
  const clearSession = useCallback(() => setState(SIGNED_OUT), []);
  const value = useMemo<SessionValue>(() => ({ ...state, clearSession }), [state, clearSession]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
