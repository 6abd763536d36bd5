import { useEffect, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import {
  getPardonOverride,
  parsePardonParam,
  setPardonOverride,
  subscribePardonOverride,
} from './pardonOverrideStore.ts';

/**
 * The pardon-page override in force: `?pardonPage=true|false` wins and is remembered for 30 minutes;
 * otherwise the remembered value until it expires; otherwise null (the server setting applies).
 * The parameter is removed from the address once remembered, so expiry really ends the override.
 */
export function usePardonOverride(): boolean | null {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = parsePardonParam(searchParams.get('pardonPage'));
  const stored = useSyncExternalStore(subscribePardonOverride, getPardonOverride);

  useEffect(() => {
    if (fromUrl === null) return;
    setPardonOverride(fromUrl);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('pardonPage');
        return next;
      },
      { replace: true },
    );
  }, [fromUrl, setSearchParams]);

  return fromUrl ?? stored;
}
