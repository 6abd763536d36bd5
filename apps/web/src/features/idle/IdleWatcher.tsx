import { useCallback, useEffect, useState } from 'react';
import { TIMERS } from '@file1099/shared';
import { useLogout } from '../session/useLogout.ts';
import { useSession } from '../session/useSession.ts';
import type { IdleDialog as IdleDialogType } from './IdleDialog.tsx';
import { useIdleTimer } from './useIdleTimer.ts';

const MINUTES_LEFT = Math.round((TIMERS.idleLogoutMs - TIMERS.idleWarningMs) / 60_000);

type IdleDialogComponent = typeof IdleDialogType;

/**
 * Warns after 85 idle minutes and signs out at 90 (spec part 1 §9). The dialog's code (MUI's dialog
 * and modal) is loaded once someone is signed in, not with every page: the sign-in page does not
 * need it (docs/web.md); it has arrived long before the first warning.
 */
export function IdleWatcher() {
  const [IdleDialog, setIdleDialog] = useState<IdleDialogComponent | null>(null);
  useEffect(() => {
    let current = true;
    void import('./IdleDialog.tsx').then((module) => {
      if (current) setIdleDialog(() => module.IdleDialog);
    });
    return () => {
      current = false;
    };
  }, []);
  const goToLogout = useLogout();
  const logout = useCallback(() => goToLogout(), [goToLogout]);
  const { isWarning, stay } = useIdleTimer({
    warningAfterMs: TIMERS.idleWarningMs,
    logoutAfterMs: TIMERS.idleLogoutMs,
    onLogout: logout,
  });
  if (!IdleDialog) return null;
  return <IdleDialog open={isWarning} minutesLeft={MINUTES_LEFT} onLogout={logout} onStay={stay} />;
}

/** The idle timers run only while someone is signed in, on every page (the server also ends idle sessions). */
export function SignedInIdleWatcher() {
  const { user } = useSession();
  return user ? <IdleWatcher /> : null;
}
