import { useCallback } from 'react';
import { TIMERS } from '@file1099/shared';
import { useLogout } from '../session/useLogout.ts';
import { IdleDialog } from './IdleDialog.tsx';
import { useIdleTimer } from './useIdleTimer.ts';

const MINUTES_LEFT = Math.round((TIMERS.idleLogoutMs - TIMERS.idleWarningMs) / 60_000);

/** Warns after 85 idle minutes and signs out at 90 (spec part 1 §9). */
export function IdleWatcher() {
  const goToLogout = useLogout();
  const logout = useCallback(() => goToLogout(), [goToLogout]);
  const { isWarning, stay } = useIdleTimer({
    warningAfterMs: TIMERS.idleWarningMs,
    logoutAfterMs: TIMERS.idleLogoutMs,
    onLogout: logout,
  });
  return <IdleDialog open={isWarning} minutesLeft={MINUTES_LEFT} onLogout={logout} onStay={stay} />;
}
