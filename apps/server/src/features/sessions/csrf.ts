import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { SessionResolver } from '../access/access.ts';
import type { MfaState } from './sessions.table.ts';
import { sessions } from './sessions.table.ts';
import { createSession } from './sessions.service.ts';
import {
  checkCsrfHeader,
  csrfRefused,
  hashCsrfToken,
  isBoundToSession,
  isSafeMethod,
  issueCsrfToken,
  readCsrfCookie,
  SESSION_COOKIE,
  setSessionCookie,
} from './cookies.ts';

const tokens = new WeakMap<FastifyRequest, string>();

/** The CSRF token the browser holds after this request (issued by the guard when it had none). */
export function currentCsrfToken(request: FastifyRequest): string | undefined {
  return tokens.get(request);
}

async function bindCsrf(db: Db, tokenHash: string, csrfToken: string): Promise<void> {
  await db
    .update(sessions)
    .set({ csrfHash: hashCsrfToken(csrfToken) })
    .where(eq(sessions.tokenHash, tokenHash));
}

export interface CsrfGuard {
  /** Runs on every request: hands out and binds tokens on reads, checks them on everything else. */
  onRequest(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** For the few GETs that change something (the spec's `GET /access/logout`): the header is required. */
  requireToken(request: FastifyRequest): Promise<void>;
}

/**
 * CSRF defence: a double-submit cookie whose value is also bound to the server-side session, so a
 * token planted in a browser (a sibling subdomain writing cookies) is worth nothing, and a new token
 * is issued at sign-in and sign-out.
 */
/**
 * Server-to-server webhooks: no browser and no session cookie, authenticated by the sender's own
 * signature (features/print/lob.routes.ts), so no CSRF token either.
 */
const SIGNED_WEBHOOK_PATHS: readonly string[] = ['/rs/api/lob/webhooks'];

export function createCsrfGuard(db: Db, resolveSession: SessionResolver): CsrfGuard {
  const sessionOf = (request: FastifyRequest) =>
    request.cookies[SESSION_COOKIE] ? resolveSession(request) : Promise.resolve(null);

  async function checkBound(request: FastifyRequest): Promise<void> {
    const token = checkCsrfHeader(request);
    const session = await sessionOf(request);
    if (session && !isBoundToSession(token, session.csrfHash))
      throw csrfRefused('CSRF token not issued for this session');
    tokens.set(request, token);
  }

  return {
    async onRequest(request, reply) {
      if (request.method === 'HEAD' || request.method === 'OPTIONS') return;
      if (!isSafeMethod(request.method)) {
        if (SIGNED_WEBHOOK_PATHS.includes(request.url.split('?')[0] ?? '')) return;
        await checkBound(request);
        return;
      }
      if (request.url.startsWith('/assets/')) return;
      let token = readCsrfCookie(request);
      const session = await sessionOf(request);
      if (session && (!token || !isBoundToSession(token, session.csrfHash))) {
        // The browser lost or never had this session's token: a fresh one, readable only by our pages.
        token = issueCsrfToken(request, reply);
        await bindCsrf(db, session.tokenHash, token);
      } else if (!token) {
        token = issueCsrfToken(request, reply);
      }
      tokens.set(request, token);
    },
    requireToken: checkBound,
  };
}

/** Starts a signed-in browser session: a new session id and a new CSRF token bound to it. */
export async function startBrowserSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { userId: number; mfaState: MfaState; domainId: number | null },
): Promise<void> {
  const csrfToken = issueCsrfToken(request, reply);
  const token = await createSession(db, {
    ...input,
    userAgent: request.headers['user-agent'] ?? '',
    csrfHash: hashCsrfToken(csrfToken),
  });
  setSessionCookie(request, reply, token);
  tokens.set(request, csrfToken);
}
