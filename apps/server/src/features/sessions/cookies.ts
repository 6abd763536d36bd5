import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { createToken, safeEqual } from '../../lib/tokens.ts';

export const SESSION_COOKIE = 'f1099_session';
/** Double-submit CSRF token: readable by the app, sent back in the X-CSRF-Token header. */
export const CSRF_COOKIE = 'f1099_csrf';
export const CSRF_HEADER = 'x-csrf-token';

function isSecure(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure(request),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Gives the browser a CSRF token once; returns the token the request carries or was given. */
export function ensureCsrfCookie(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[CSRF_COOKIE];
  if (existing && /^[A-Za-z0-9_-]{20,100}$/.test(existing)) return existing;
  const token = createToken(24);
  reply.setCookie(CSRF_COOKIE, token, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: isSecure(request),
  });
  return token;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every request that can change something must carry the CSRF cookie's value in the header. */
export function checkCsrf(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  const cookie = request.cookies[CSRF_COOKIE];
  const header = request.headers[CSRF_HEADER];
  if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header)) {
    throw new AppError(
      'FORBIDDEN',
      'Your session has expired or the request did not come from this site. Please reload the page and try again.',
      {
        developerMessage: 'CSRF token missing or wrong',
      },
    );
  }
}
