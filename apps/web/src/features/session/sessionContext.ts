import { createContext } from 'react';
import type { SessionValue } from './session.types.ts';

export const SessionContext = createContext<SessionValue | null>(null);
