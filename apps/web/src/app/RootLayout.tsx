import { Outlet } from 'react-router';
import { PageviewTracker } from '../features/analytics/PageviewTracker.tsx';
import { ApiErrorBridge } from '../features/api/ApiErrorBridge.tsx';
import { AppConfigGate } from '../features/app-config/AppConfigGate.tsx';
import { SignedInIdleWatcher } from '../features/idle/SignedInIdleWatcher.tsx';
import { VersionCheck } from '../features/version-check/VersionCheck.tsx';
import { NavigationProgress } from './NavigationProgress.tsx';

/**
 * Parent of every route: 403 handling, page views, the version check, the idle timers (signed-in
 * users only), the config/maintenance gate, and the bar shown while a page's code loads.
 */
export function RootLayout() {
  return (
    <>
      <ApiErrorBridge />
      <PageviewTracker />
      <VersionCheck />
      <SignedInIdleWatcher />
      <NavigationProgress />
      <AppConfigGate>
        <Outlet />
      </AppConfigGate>
    </>
  );
}
