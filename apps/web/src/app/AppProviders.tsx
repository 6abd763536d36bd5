import { useState, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createQueryClient } from '../features/api/queryClient.ts';
import { NotificationProvider } from '../features/notifications/NotificationProvider.tsx';
import { useNotify } from '../features/notifications/useNotify.ts';
import { SessionProvider } from '../features/session/SessionProvider.tsx';
import type { SessionState } from '../features/session/session.types.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { useAppTheme } from './theme.ts';
import { createStyleCache } from './styleCache.ts';

function QueryProvider({ children }: { children: ReactNode }) {
  const notify = useNotify();
  const [client] = useState(() => createQueryClient((message) => notify(message, { severity: 'error' })));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

interface AppProvidersProps {
  children: ReactNode;
  initialSession?: SessionState;
}

/** Theme (without motion when the user's system asks for less), notifications, the query client and the session, around the router. */
export function AppProviders({ children, initialSession }: AppProvidersProps) {
  const [styleCache] = useState(createStyleCache);
  const theme = useAppTheme();
  return (
    <CacheProvider value={styleCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ErrorBoundary>
          <NotificationProvider>
            <QueryProvider>
              <SessionProvider initialSession={initialSession}>{children}</SessionProvider>
            </QueryProvider>
          </NotificationProvider>
        </ErrorBoundary>
      </ThemeProvider>
    </CacheProvider>
  );
}
