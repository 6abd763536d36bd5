import { TIMERS } from '@file1099/shared';
import { useLogout } from '../session/useLogout.ts';
import { IdleDialog } from './IdleDialog.tsx';
import { useIdleTimer } from './useIdleTimer.ts';

const MINUTES_LEFT = Math.round((TIMERS.idleLogoutMs - TIMERS.idleWarningMs) / 60_000);

/**
 * Warns after 85 idle minutes and signs out at 90 (spec part 1 §9).
 * The spec runs this only while a user is signed in. Until sign-in exists (issue 3) the app shell
 * mounts it for everyone, so it can be tested; issue 3 renders it only when `useSession().user` is set.
 */
export function IdleWatcher() {
  const logout = useLogout();
  const { isWarning, stay } = useIdleTimer({
    warningAfterMs: TIMERS.idleWarningMs,
    logoutAfterMs: TIMERS.idleLogoutMs,
    onLogout: logout,
  });
  return <IdleDialog open={isWarning} minutesLeft={MINUTES_LEFT} onLogout={logout} onStay={stay} />;
}
