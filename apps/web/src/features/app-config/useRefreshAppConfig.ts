import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from '../notifications/useNotify.ts';
import { appConfigQueryOptions } from './appConfig.query.ts';

/**
 * Reloads the public app configuration now. A failure is reported once, by the query cache
 * (the server's message or the generic one); the shell keeps the settings it already has.
 */
export function useRefreshAppConfig(): { refresh: () => void; isRefreshing: boolean } {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const mutation = useMutation({
    // One try: the person pressing Refresh wants an answer now, not after background retries.
    mutationFn: () => queryClient.fetchQuery({ ...appConfigQueryOptions, staleTime: 0, retry: false }),
    onSuccess: () => notify('Settings are up to date.', { severity: 'success' }),
    meta: { silentErrors: true },
  });
  return { refresh: () => mutation.mutate(), isRefreshing: mutation.isPending };
}
