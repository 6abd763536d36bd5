import { createTheme } from '@mui/material/styles';

/** MUI's default breakpoints, spelled out because the drawer and name widths depend on them. */
export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1280, xl: 1536 } },
  palette: {
    primary: { main: '#1f5fa8' },
    secondary: { main: '#2e7d32' },
    background: { default: '#f6f8fb' },
  },
  shape: { borderRadius: 8 },
});

export const DRAWER_WIDTH = 248;
