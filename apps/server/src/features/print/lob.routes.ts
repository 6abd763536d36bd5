import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { routeRateLimit, type RateLimiter } from '../security/rate-limits.ts';
import { applyLobEvent, readLobEvent } from './print-lob.ts';
import { readLobWebhookSecret, type PrintConfigReader } from './print.config.ts';
import { checkLobSignature, LOB_WEBHOOK_MESSAGES } from './lob.webhook.ts';

/** Largest webhook body read: Lob's events carry one letter. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

/**
 * POST /rs/api/lob/webhooks (public, no session; `providerWebhook` rate limit per address): Lob's
 * tracking events, signed. The signature is checked on the raw body before anything is read; a bad
 * or stale one is refused 401 and changes nothing. Each event id is applied once (print-lob.ts).
 */
export async function registerLobWebhookRoutes(
  app: FastifyInstance,
  db: Db,
  config: PrintConfigReader,
  rateLimits: RateLimiter,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: MAX_WEBHOOK_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      '/rs/api/lob/webhooks',
      { config: { rateLimit: routeRateLimit(rateLimits, 'providerWebhook') } },
      async (request) => {
        const body = typeof request.body === 'string' ? request.body : '';
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        const refused = checkLobSignature({
          secret: readLobWebhookSecret(config),
          signature: header('lob-signature'),
          timestamp: header('lob-signature-timestamp'),
          body,
          now: Date.now(),
        });
        if (refused) throw new AppError('UNAUTHENTICATED', refused);
        let parsed: unknown;
        try {
          parsed = JSON.parse(body);
        } catch {
          throw new AppError('BAD_USER_INPUT', LOB_WEBHOOK_MESSAGES.badBody);
        }
        const event = readLobEvent(parsed);
        if (!event) throw new AppError('BAD_USER_INPUT', LOB_WEBHOOK_MESSAGES.badBody);
        return { received: true, result: await applyLobEvent(db, event) };
      },
    );
  });
}
