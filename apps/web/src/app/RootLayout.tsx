import { Outlet } from 'react-router';
import { ApiErrorBridge } from '../features/api/ApiErrorBridge.tsx';
import { AppConfigGate } from '../features/app-config/AppConfigGate.tsx';
import { VersionCheck } from '../features/version-check/VersionCheck.tsx';

/** Parent of every route: 403 handling, the version check, and the config/maintenance gate. */
export function RootLayout() {
  return (
    <>
      <ApiErrorBridge />
      <VersionCheck />
      <AppConfigGate>
        <Outlet />
      </AppConfigGate>
    </>
  );
}
