import { useCallback, useRef, useState, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { NotificationContext, type NotifyOptions } from './notificationContext.ts';
import { addNotification, type NotificationItem } from './notificationQueue.ts';
import { NotificationSnackbar } from './NotificationSnackbar.tsx';

/** A notistack-like stack of MUI Snackbars at the bottom left; `useNotify()` adds to it. */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<NotificationItem[]>([]);
  const nextId = useRef(1);

  const notify = useCallback((message: string, options: NotifyOptions = {}) => {
    const item: NotificationItem = {
      id: nextId.current++,
      message,
      severity: options.severity ?? 'info',
      key: options.key,
    };
    setItems((current) => addNotification(current, item));
  }, []);

  const close = useCallback((id: number) => {
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  return (
    <NotificationContext.Provider value={notify}>
      {children}
      {items.length > 0 && (
        <Stack
          spacing={1}
          data-testid="notification-stack"
          sx={{
            position: 'fixed',
            left: { xs: 8, sm: 24 },
            right: { xs: 8, sm: 'auto' },
            bottom: { xs: 8, sm: 24 },
            zIndex: (theme) => theme.zIndex.snackbar,
          }}
        >
          {items.map((item) => (
            <NotificationSnackbar key={item.id} item={item} onClose={close} />
          ))}
        </Stack>
      )}
    </NotificationContext.Provider>
  );
}
