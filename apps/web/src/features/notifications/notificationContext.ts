import { createContext } from 'react';

export type NotificationSeverity = 'success' | 'info' | 'warning' | 'error';

export interface NotifyOptions {
  severity?: NotificationSeverity;
  /** While a notification with the same key is visible, another one with that key is not added. */
  key?: string;
}

export type Notify = (message: string, options?: NotifyOptions) => void;

export const NotificationContext = createContext<Notify | null>(null);
