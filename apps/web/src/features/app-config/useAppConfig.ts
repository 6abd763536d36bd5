import { useContext } from 'react';
import type { PublicAppConfig } from '@file1099/shared';
import { AppConfigContext } from './appConfigContext.ts';

/** The loaded public app configuration; every route renders below the gate that loads it. */
export function useAppConfig(): PublicAppConfig {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error('useAppConfig must be used below the app config gate');
  return config;
}
