import { useCallback, useEffect, useRef, useState } from 'react';
import { startIdleTracker, type IdleTracker } from './idleTracker.ts';

export interface IdleTimerOptions {
  warningAfterMs: number;
  logoutAfterMs: number;
  onLogout: () => void;
}

export interface IdleTimer {
  isWarning: boolean;
  /** The user chose to stay: start counting again from now. */
  stay: () => void;
}

/** React wrapper of the idle tracker: `isWarning` turns true after `warningAfterMs` without activity. */
export function useIdleTimer({ warningAfterMs, logoutAfterMs, onLogout }: IdleTimerOptions): IdleTimer {
  const [isWarning, setIsWarning] = useState(false);
  const tracker = useRef<IdleTracker | null>(null);
  const onLogoutRef = useRef(onLogout);

  useEffect(() => {
    onLogoutRef.current = onLogout;
  }, [onLogout]);

  useEffect(() => {
    const current = startIdleTracker({
      warningAfterMs,
      logoutAfterMs,
      onWarning: () => setIsWarning(true),
      onLogout: () => onLogoutRef.current(),
    });
    tracker.current = current;
    return () => {
      current.stop();
      tracker.current = null;
    };
  }, [warningAfterMs, logoutAfterMs]);

  const stay = useCallback(() => {
    tracker.current?.stay();
    setIsWarning(false);
  }, []);

  return { isWarning, stay };
}
