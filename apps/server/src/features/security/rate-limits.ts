import { lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken } from '../../lib/tokens.ts';
import { rateLimits } from './rate-limits.table.ts';

/** One limit: at most `max` hits per `windowSeconds`, counted per client address and per account. */
export interface RateRule {
  ip: { max: number; windowSeconds: number };
  account?: { max: number; windowSeconds: number };
}

/** Every limited action and its default limits (config property `security.rateLimits` overrides). */
export const DEFAULT_RATE_RULES = {
  signIn: { ip: { max: 30, windowSeconds: 900 }, account: { max: 60, windowSeconds: 900 } },
  signUp: { ip: { max: 10, windowSeconds: 3600 }, account: { max: 5, windowSeconds: 3600 } },
  passwordReset: { ip: { max: 10, windowSeconds: 900 }, account: { max: 5, windowSeconds: 3600 } },
  codeConfirmation: { ip: { max: 30, windowSeconds: 900 }, account: { max: 10, windowSeconds: 900 } },
  resend: { ip: { max: 10, windowSeconds: 900 }, account: { max: 5, windowSeconds: 3600 } },
  templates: { ip: { max: 120, windowSeconds: 900 } },
  publicW9: { ip: { max: 60, windowSeconds: 900 } },
  /** The recipient's consent and statement pages (features/delivery). */
  publicDelivery: { ip: { max: 60, windowSeconds: 900 } },
  /** A print-and-mail provider's signed tracking webhooks (features/print, Lob). */
  providerWebhook: { ip: { max: 600, windowSeconds: 60 } },
  /** BILL's sign-in form (features/integrations, bill.routes.ts): password tries per address and account. */
  partnerSignIn: { ip: { max: 20, windowSeconds: 900 }, account: { max: 10, windowSeconds: 900 } },
  /** Add Funds: card and PayPal charges per address and per account (docs/billing.md). */
  payment: { ip: { max: 30, windowSeconds: 900 }, account: { max: 20, windowSeconds: 900 } },
} satisfies Record<string, RateRule>;

export type RateAction = keyof typeof DEFAULT_RATE_RULES;
export const RATE_ACTIONS = Object.keys(DEFAULT_RATE_RULES) as RateAction[];

export function tooManyMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super('RATE_LIMITED', tooManyMessage(retryAfterSeconds), {
      developerMessage: 'rate limit reached',
      details: { retryAfterSeconds },
    });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface HitResult {
  current: number;
  /** Milliseconds until the window resets. */
  ttlMs: number;
}

export interface RateLimiter {
  /** Counts one hit for a key in a fixed window; the count is shared by every server on the database. */
  hit(key: string, windowSeconds: number): Promise<HitResult>;
  /** Counts a hit for the action by address (and account, when given); throws once over a limit. */
  consume(
    action: RateAction,
    request: FastifyRequest,
    account?: string,
    options?: { ip?: boolean },
  ): Promise<void>;
  rule(action: RateAction): RateRule;
}

const CLEANUP_EVERY = 200;

/**
 * Fixed-window counters in the `rate_limits` table: an upsert is atomic on PostgreSQL, so two server
 * processes behind one load balancer enforce one limit. Keys are hashed: an e-mail never sits there.
 */
export function createRateLimiter(
  db: Db,
  getRules: () => Partial<Record<RateAction, RateRule>>,
): RateLimiter {
  let hits = 0;
  const limiter: RateLimiter = {
    async hit(key, windowSeconds) {
      hits += 1;
      if (hits % CLEANUP_EVERY === 0)
        await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now() - interval '1 hour'`));
      const [row] = await db
        .insert(rateLimits)
        .values({ key, hits: 1, resetAt: sql`now() + make_interval(secs => ${windowSeconds})` })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
            resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning({
          hits: rateLimits.hits,
          ttlMs: sql<number>`greatest(0, extract(epoch from (${rateLimits.resetAt} - now())) * 1000)::float8`,
        });
      if (!row) throw new Error('rate limit upsert returned no row');
      return { current: row.hits, ttlMs: Number(row.ttlMs) };
    },
    rule(action) {
      return getRules()[action] ?? DEFAULT_RATE_RULES[action];
    },
    async consume(action, request, account, options = {}) {
      const rule = limiter.rule(action);
      const checks: { key: string; max: number; windowSeconds: number }[] = [];
      if (options.ip !== false) checks.push({ key: `${action}:ip:${request.ip}`, ...rule.ip });
      if (account && rule.account)
        checks.push({ key: `${action}:account:${account.trim().toLowerCase()}`, ...rule.account });
      for (const check of checks) {
        const { current, ttlMs } = await limiter.hit(hashToken(check.key), check.windowSeconds);
        if (current > check.max) {
          request.log.warn({ action, scope: check.key.split(':')[1] }, 'rate limit reached');
          throw new RateLimitedError(Math.ceil(ttlMs / 1000));
        }
      }
    },
  };
  return limiter;
}

export function validateRateRules(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'must be a JSON object';
  const isLimit = (limit: unknown) =>
    typeof limit === 'object' &&
    limit !== null &&
    Number.isInteger((limit as { max?: unknown }).max) &&
    Number((limit as { max: number }).max) >= 1 &&
    Number.isInteger((limit as { windowSeconds?: unknown }).windowSeconds) &&
    Number((limit as { windowSeconds: number }).windowSeconds) >= 1;
  for (const [action, rule] of Object.entries(value)) {
    if (!(RATE_ACTIONS as string[]).includes(action))
      return `names an unknown action "${action}" (known: ${RATE_ACTIONS.join(', ')})`;
    const { ip, account } = (rule ?? {}) as { ip?: unknown; account?: unknown };
    if (!isLimit(ip) || (account !== undefined && !isLimit(account)))
      return `gives "${action}" limits that are not {"max": n, "windowSeconds": n} with whole numbers from 1`;
  }
  return undefined;
}

/**
 * The store @fastify/rate-limit counts in for REST routes: the same table, so a limit holds across
 * every server process. Each route counts under its own prefix.
 */
export function createRateLimitStore(limiter: RateLimiter): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    constructor(_options: unknown, prefix = 'route:') {
      this.prefix = prefix;
    }
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      limiter.hit(hashToken(`${this.prefix}${key}`), Math.max(1, Math.ceil(timeWindow / 1000))).then(
        (result) => callback(null, { current: result.current, ttl: result.ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child(routeOptions: { path: string; prefix: string }): FastifyRateLimitStore {
      return new DatabaseStore(undefined, `route:${routeOptions.path}:`);
    }
  }
  return DatabaseStore;
}

/** Route options for @fastify/rate-limit: the action's per-address limit, read from config each time. */
export function routeRateLimit(limiter: RateLimiter, action: RateAction) {
  return {
    max: () => limiter.rule(action).ip.max,
    timeWindow: () => limiter.rule(action).ip.windowSeconds * 1000,
    keyGenerator: (request: FastifyRequest) => `${action}:${request.ip}`,
  };
}
