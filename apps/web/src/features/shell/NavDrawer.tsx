import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DRAWER_WIDTH } from '../../app/theme.ts';
import type { NavSection } from './navigation.ts';
import { NavList } from './NavList.tsx';

interface NavDrawerProps {
  sections: NavSection[];
  /** Extra section shown only in the mobile drawer. */
  mobileSection: NavSection | null;
  mobileOpen: boolean;
  onMobileClose: () => void;
}

/** Permanent drawer from md up; a temporary one, opened by the top bar's menu button, below md. */
export function NavDrawer({ sections, mobileSection, mobileOpen, onMobileClose }: NavDrawerProps) {
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const paper = { '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } } as const;

  if (isDesktop) {
    return (
      <Box
        component="nav"
        aria-label="Main navigation"
        data-testid="nav-drawer"
        sx={{ width: DRAWER_WIDTH, flexShrink: 0 }}
      >
        <Drawer variant="permanent" open sx={paper}>
          <Toolbar />
          <NavList sections={sections} />
        </Drawer>
      </Box>
    );
  }
  return (
    <Drawer variant="temporary" open={mobileOpen} onClose={onMobileClose} sx={paper}>
      <Box component="nav" aria-label="Main navigation" data-testid="nav-drawer">
        <NavList
          sections={mobileSection ? [...sections, mobileSection] : sections}
          onNavigate={onMobileClose}
        />
      </Box>
    </Drawer>
  );
}
