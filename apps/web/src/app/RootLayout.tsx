import { Outlet } from 'react-router';
import { PageviewTracker } from '../features/analytics/PageviewTracker.tsx';
import { ApiErrorBridge } from '../features/api/ApiErrorBridge.tsx';
import { AppConfigGate } from '../features/app-config/AppConfigGate.tsx';
import { SignedInIdleWatcher } from '../features/idle/IdleWatcher.tsx';
import { VersionCheck } from '../features/version-check/VersionCheck.tsx';

/**
 * Parent of every route: 403 handling, page views, the version check, the idle timers (signed-in
 * users only), and the config/maintenance gate.
 */
export function RootLayout() {
  return (
    <>
      <ApiErrorBridge />
      <PageviewTracker />
      <VersionCheck />
      <SignedInIdleWatcher />
      <AppConfigGate>
        <Outlet />
      </AppConfigGate>
    </>
  );
}
