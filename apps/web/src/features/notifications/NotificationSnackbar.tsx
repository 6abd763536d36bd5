import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { TIMERS } from '@file1099/shared';
import type { NotificationItem } from './notificationQueue.ts';

interface NotificationSnackbarProps {
  item: NotificationItem;
  onClose: (id: number) => void;
}

/** One notification of the stack; hides itself after TIMERS.notificationAutoHideMs (paused while hovered). */
export function NotificationSnackbar({ item, onClose }: NotificationSnackbarProps) {
  const handleClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    // Clicking elsewhere must not wipe the stack; only the timer, Escape or the close button do.
    if (reason === 'clickaway') return;
    onClose(item.id);
  };
  return (
    <Snackbar
      open
      autoHideDuration={TIMERS.notificationAutoHideMs}
      onClose={handleClose}
      sx={{ position: 'static', transform: 'none' }}
    >
      <Alert
        severity={item.severity}
        variant="filled"
        onClose={() => onClose(item.id)}
        data-testid="notification"
        sx={{ width: '100%', maxWidth: 480 }}
      >
        {item.message}
      </Alert>
    </Snackbar>
  );
}
