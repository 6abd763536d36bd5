import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@file1099/shared';

/** The spec's generic crash text, with a way back that reloads the app from scratch. */
export function CrashScreen() {
  return (
    <Box
      role="alert"
      data-testid="crash-screen"
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}
    >
      <Box>
        <Typography variant="h5" component="h1" gutterBottom>
          {MESSAGES.crash}
        </Typography>
        <Button variant="contained" href="/">
          Reload File1099
        </Button>
      </Box>
    </Box>
  );
}
