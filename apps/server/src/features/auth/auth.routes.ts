import { routeRateLimit, type RateLimiter } from '../security/rate-limits.ts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { AppServices } from '../../graphql/context.ts';
import type { Db } from '../../db/database.ts';
import type { SessionResolver } from '../access/access.ts';
import { clearSessionCookie, issueCsrfToken } from '../sessions/cookies.ts';
import { currentCsrfToken, startBrowserSession, type CsrfGuard } from '../sessions/csrf.ts';
import { deleteSession } from '../sessions/sessions.service.ts';
import { listUserAccounts } from '../accounts/accounts.service.ts';
import { authenticate, getInitialMfaState } from './login.service.ts';

function readField(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

/** The auth service's REST paths: CSRF token, ALTCHA challenge, sign-in and sign-out (spec part 2 §7). */
export function registerAuthRoutes(
  app: FastifyInstance,
  db: Db,
  services: AppServices,
  resolveSession: SessionResolver,
  csrf: CsrfGuard,
  rateLimits: RateLimiter,
): void {
  // The guard has handed out (and bound) the token by now; this route only tells it to the app.
  app.get('/access/csrf', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { csrfToken: currentCsrfToken(request) ?? issueCsrfToken(request, reply) };
  });

  app.get('/access/altcha', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return services.altcha.createChallenge();
  });

  // Form-encoded `username` (the e-mail), `password` and `altcha`, as the original client sent them.
  // Counted per address by the route's limit, and per account inside (a stranger's guesses).
  app.post(
    '/access/login',
    { config: { rateLimit: routeRateLimit(rateLimits, 'signIn') } },
    async (request, reply) => {
      const email = readField(request.body, 'username');
      const password = readField(request.body, 'password');
      if (!email || !password) throw new AppError('UNAUTHENTICATED', 'Bad credentials');
      await rateLimits.consume('signIn', request, email, { ip: false });
      await services.altcha.verify(readField(request.body, 'altcha'));
      const user = await authenticate(db, email, password, request.ip);
      const previous = await resolveSession(request);
      if (previous) await deleteSession(db, previous.tokenHash);
      // One account: select it straight away; several: the user picks on /selectaccount.
      const accounts = await listUserAccounts(db, user.id);
      const only = accounts.length === 1 ? accounts[0] : undefined;
      const mfaState = await getInitialMfaState(db, user);
      await startBrowserSession(db, request, reply, {
        userId: user.id,
        mfaState,
        domainId: only?.domain.id ?? null,
      });
      request.log.info({ userId: user.id }, 'signed in');
      return {
        success: true,
        mfaState,
        mfaRequired: mfaState === 'required',
        mfaEnrolled: user.mfaSecret !== null,
      };
    },
  );

  // A GET in the spec, but it changes state: like every change it needs the CSRF header, so no
  // other site can sign a user out. A new token replaces the old one.
  app.get('/access/logout', async (request, reply) => {
    await csrf.requireToken(request);
    const session = await resolveSession(request);
    if (session) await deleteSession(db, session.tokenHash);
    clearSessionCookie(request, reply);
    issueCsrfToken(request, reply);
    return { success: true, message: 'Signed out' };
  });
}
