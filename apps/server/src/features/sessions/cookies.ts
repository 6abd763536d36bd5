import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { createToken, hashToken, safeEqual } from '../../lib/tokens.ts';

export const SESSION_COOKIE = 'f1099_session';
/** CSRF token: readable by the app, sent back in the X-CSRF-Token header, bound to the session. */
export const CSRF_COOKIE = 'f1099_csrf';
export const CSRF_HEADER = 'x-csrf-token';

const CSRF_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

export const CSRF_REFUSED =
  'Your session has expired or the request did not come from this site. Please reload the page and try again.';

declare module 'fastify' {
  interface FastifyInstance {
    /** Cookies are Secure whatever the request says (APP_URL is https). */
    forceSecureCookies: boolean;
  }
}

/**
 * Secure when the request reached us over HTTPS — directly, or through a trusted proxy that says so
 * (TRUST_PROXY makes Fastify read X-Forwarded-Proto) — or when the public address is https.
 */
export function isSecureRequest(request: FastifyRequest): boolean {
  return request.protocol === 'https' || request.server.forceSecureCookies === true;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(request),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(request),
  });
}

/** Sets a new CSRF token on the browser and returns it; the caller binds it to the session if any. */
export function issueCsrfToken(request: FastifyRequest, reply: FastifyReply): string {
  const token = createToken(24);
  reply.setCookie(CSRF_COOKIE, token, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: isSecureRequest(request),
  });
  return token;
}

/** The well-formed CSRF token the browser holds, or undefined. */
export function readCsrfCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[CSRF_COOKIE];
  return value && CSRF_TOKEN_PATTERN.test(value) ? value : undefined;
}

export function hashCsrfToken(token: string): string {
  return hashToken(`csrf:${token}`);
}

/** True when the token is the one issued with the session (or there is no session to bind to). */
export function isBoundToSession(token: string, csrfHash: string | null | undefined): boolean {
  return typeof csrfHash === 'string' && safeEqual(hashCsrfToken(token), csrfHash);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method);
}

export function csrfRefused(developerMessage: string): AppError {
  return new AppError('FORBIDDEN', CSRF_REFUSED, { developerMessage });
}

/**
 * Double submit: the header must repeat the cookie's value. Binding to the session is checked by the
 * caller, which knows the session (see app.ts).
 */
export function checkCsrfHeader(request: FastifyRequest): string {
  const cookie = readCsrfCookie(request);
  const header = request.headers[CSRF_HEADER];
  if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header))
    throw csrfRefused('CSRF token missing or wrong');
  return cookie;
}
