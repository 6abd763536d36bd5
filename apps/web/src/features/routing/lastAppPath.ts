/** Apps a user can land in from `/` (spec part 2 §2: top-level routing is /file1099, /contractor or /). */
export const APP_PATHS = ['/file1099', '/contractor'] as const;
export type AppPath = (typeof APP_PATHS)[number];

export const DEFAULT_APP_PATH: AppPath = '/file1099';
export const LAST_APP_PATH_KEY = 'file1099.lastAppPath';

function isAppPath(value: string | null): value is AppPath {
  return APP_PATHS.some((path) => path === value);
}

/** The app the user last worked in; only known app paths are trusted, so storage cannot redirect elsewhere. */
export function getLastAppPath(): AppPath {
  try {
    const stored = localStorage.getItem(LAST_APP_PATH_KEY);
    return isAppPath(stored) ? stored : DEFAULT_APP_PATH;
  } catch {
    return DEFAULT_APP_PATH;
  }
}

export function rememberAppPath(path: AppPath): void {
  try {
    localStorage.setItem(LAST_APP_PATH_KEY, path);
  } catch {
    // Storage may be unavailable (private mode); the default app is fine then.
  }
}
