import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import { SandboxBanner } from './SandboxBanner.tsx';
import { TopBar } from './TopBar.tsx';

/**
 * Layout of the public and account routes (sign-in, W-9, not found, …). `children` replaces the
 * routed page: the router shows the layout with a progress indicator while the first page's code loads.
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <TopBar />
      <Toolbar />
      <Container component="main" maxWidth="md" sx={{ py: 4 }}>
        <SandboxBanner />
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
          {children ?? <Outlet />}
        </Paper>
      </Container>
    </Box>
  );
}
