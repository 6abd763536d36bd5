import { MAX_NOTIFICATIONS } from '@file1099/shared';
import type { NotificationSeverity } from './notificationContext.ts';

export interface NotificationItem {
  id: number;
  message: string;
  severity: NotificationSeverity;
  key: string | undefined;
}

/** Adds a notification; the oldest ones go when more than MAX_NOTIFICATIONS would be visible. */
export function addNotification(
  items: readonly NotificationItem[],
  item: NotificationItem,
): NotificationItem[] {
  if (item.key !== undefined && items.some((existing) => existing.key === item.key)) return [...items];
  return [...items, item].slice(-MAX_NOTIFICATIONS);
}
