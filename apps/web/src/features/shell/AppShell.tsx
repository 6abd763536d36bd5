import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { useAppConfig } from '../app-config/useAppConfig.ts';
import { rememberAppPath } from '../routing/lastAppPath.ts';
import { useSession } from '../session/useSession.ts';
import { FilingYearProvider } from './FilingYearProvider.tsx';
import { getDrawerSections, getMobileSection, type AppId } from './navigation.ts';
import { NavDrawer } from './NavDrawer.tsx';
import { SandboxBanner } from './SandboxBanner.tsx';
import { TopBar } from './TopBar.tsx';
import { UnconfirmedEmailBanner } from './UnconfirmedEmailBanner.tsx';
import { YearTabs } from './YearTabs.tsx';

/**
 * Layout of an app (/file1099 or /contractor): top bar, drawer, year tabs and the page. The routes
 * wrap it in the protected-route rules, so a user is signed in here.
 */
export function AppShell({ app }: { app: AppId }) {
  const { user } = useSession();
  const { features } = useAppConfig();
  const [mobileOpen, setMobileOpen] = useState(false);

  useEffect(() => {
    rememberAppPath(app === 'file1099' ? '/file1099' : '/contractor');
  }, [app]);

  return (
    <FilingYearProvider>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <TopBar onMenuClick={() => setMobileOpen(true)} />
        <NavDrawer
          sections={getDrawerSections(app, user, features)}
          mobileSection={getMobileSection(user)}
          mobileOpen={mobileOpen}
          onMobileClose={() => setMobileOpen(false)}
        />
        <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
          <Toolbar />
          <SandboxBanner />
          <UnconfirmedEmailBanner />
          {app === 'file1099' && <YearTabs />}
          <Outlet />
        </Box>
      </Box>
    </FilingYearProvider>
  );
}
