import { useQuery } from '@tanstack/react-query';
import { TIMERS, type BuildMeta } from '@file1099/shared';
import { restRequest } from '../api/apiClient.ts';
import { isNewerBuild } from './buildMeta.ts';

/** Reads /meta.json every 2 minutes (spec part 1 §4); true once a newer build is being served. */
export function useVersionCheck(): { isLatest: boolean } {
  const served = useQuery({
    queryKey: ['buildMeta'],
    queryFn: ({ signal }) => restRequest<BuildMeta>('/meta.json', { signal, cache: 'no-store' }),
    refetchInterval: TIMERS.versionCheckMs,
    refetchIntervalInBackground: true,
    staleTime: 0,
    retry: false,
    meta: { silentErrors: true },
  });
  return { isLatest: !isNewerBuild(served.data, __BUILD_META__) };
}
