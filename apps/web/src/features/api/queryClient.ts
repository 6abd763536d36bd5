import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, getErrorMessage } from './apiClient.ts';

/**
 * `meta.silentErrors: true` on a query or mutation keeps its failures out of the notification stack
 * (the version check, or the spec's silent domain-data load).
 */
export interface ApiQueryMeta extends Record<string, unknown> {
  silentErrors?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ApiQueryMeta;
    mutationMeta: ApiQueryMeta;
  }
}

/**
 * Only failures that may pass on a second try are retried (twice): no answer at all, or a 5xx.
 * Client errors (4xx) and GraphQL errors in a normal answer would fail the same way again.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const transient = error.status === 0 || error.status >= 500;
  return transient && failureCount < 2;
}

function shouldReport(error: unknown, meta: ApiQueryMeta | undefined): boolean {
  if (meta?.silentErrors) return false;
  // A 403 is reported once by the unauthorized handler, which also signs the user out.
  if (error instanceof ApiError && error.isUnauthorized) return false;
  return true;
}

/** The app's TanStack Query client; `onError` receives the message of every failed query or mutation. */
export function createQueryClient(onError: (message: string) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (shouldReport(error, query.meta)) onError(getErrorMessage(error));
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (shouldReport(error, mutation.meta)) onError(getErrorMessage(error));
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
