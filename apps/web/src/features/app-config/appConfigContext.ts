import { createContext } from 'react';
import type { PublicAppConfig } from '@file1099/shared';

export const AppConfigContext = createContext<PublicAppConfig | null>(null);
