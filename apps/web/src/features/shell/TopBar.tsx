import { Link as RouterLink } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { useAppConfig } from '../app-config/useAppConfig.ts';
import { getAccountantMode } from '../session/accountantMode.ts';
import { useSession } from '../session/useSession.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { getAccountDisplayName } from './accountName.ts';
import { HelpMenu } from './HelpMenu.tsx';
import { useNameWidth } from './useNameWidth.ts';

interface TopBarProps {
  /** Shown (below md) when the page has a navigation drawer to open. */
  onMenuClick?: () => void;
}

export function TopBar({ onMenuClick }: TopBarProps) {
  const { sandbox } = useAppConfig();
  const { user, domain } = useSession();
  const width = useNameWidth();
  const accountName = getAccountDisplayName({
    sandbox,
    user,
    domain,
    width,
    isAccountantInClient: getAccountantMode(user) === 'inClient',
  });
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar>
        {onMenuClick && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open navigation"
            onClick={onMenuClick}
            sx={{ mr: 1, display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Typography
          variant="h6"
          component={RouterLink}
          to="/"
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, mr: 2, flexShrink: 0 }}
        >
          File1099
        </Typography>
        <Typography
          noWrap
          data-testid="account-name"
          title={user?.domainName ?? undefined}
          sx={{ minWidth: 0, opacity: 0.9 }}
        >
          {accountName}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <HelpMenu />
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
}
