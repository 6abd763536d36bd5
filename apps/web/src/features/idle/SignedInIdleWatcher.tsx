import { useEffect, useState, type ComponentType } from 'react';
import { useSession } from '../session/useSession.ts';

/** The watcher's module, imported once (a failed import is tried again at the next sign-in). */
let watcherModule: Promise<ComponentType> | null = null;
export function loadIdleWatcher(): Promise<ComponentType> {
  watcherModule ??= import('./IdleWatcher.tsx').then(
    (module) => module.IdleWatcher,
    (error: unknown) => {
      watcherModule = null;
      throw error;
    },
  );
  return watcherModule;
}

/**
 * The idle timers run only while someone is signed in, on every page (the server also ends idle
 * sessions). Their code and the warning dialog are imported at sign-in, not with the sign-in page
 * (docs/web.md); a plain import in an effect rather than `React.lazy`, so that no Suspense boundary
 * (and its timers) sits in front of the page.
 */
export function SignedInIdleWatcher() {
  const { user } = useSession();
  const signedIn = user !== null && user !== undefined;
  const [Watcher, setWatcher] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!signedIn || Watcher) return;
    let live = true;
    loadIdleWatcher().then(
      (loaded) => {
        if (live) setWatcher(() => loaded);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [signedIn, Watcher]);
  return signedIn && Watcher ? <Watcher /> : null;
}
