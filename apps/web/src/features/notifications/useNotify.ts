import { useContext } from 'react';
import { NotificationContext, type Notify } from './notificationContext.ts';

/** Shows a message in the notification stack (at most 3 visible, each hides after 2 s). */
export function useNotify(): Notify {
  const notify = useContext(NotificationContext);
  if (!notify) throw new Error('useNotify must be used inside NotificationProvider');
  return notify;
}
