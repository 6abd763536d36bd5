/**
 * Double-submit CSRF protection (docs/access.md, "Sessions and cookies"): the server hands out the
 * readable cookie `f1099_csrf` on any GET, and every other request must echo it in `X-CSRF-Token`.
 */
export const CSRF_COOKIE = 'f1099_csrf';
export const CSRF_HEADER = 'X-CSRF-Token';
const CSRF_PATH = '/access/csrf';

/** The value of a cookie the page can read, or undefined. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return value ? decodeURIComponent(value) : undefined;
    } catch {
      return value || undefined;
    }
  }
  return undefined;
}

/** Methods the server does not check (RFC 9110 safe methods). */
export function needsCsrfToken(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}

let pending: Promise<string> | null = null;

async function fetchCsrfToken(): Promise<string> {
  const response = await fetch(CSRF_PATH, {
    credentials: 'include',
    headers: { accept: 'application/json' },
  });
  const body: unknown = await response.json();
  const token = typeof body === 'object' && body !== null && 'csrfToken' in body ? body.csrfToken : undefined;
  if (!response.ok || typeof token !== 'string' || token === '') throw new Error('No CSRF token');
  return token;
}

/**
 * The token to send: the cookie's value, or (when the browser has none yet) the one
 * `GET /access/csrf` sets. Concurrent callers share one request.
 */
export async function getCsrfToken(): Promise<string> {
  const fromCookie = readCookie(CSRF_COOKIE);
  if (fromCookie) return fromCookie;
  pending ??= fetchCsrfToken().finally(() => {
    pending = null;
  });
  return pending;
}
