import type { RateLimiter } from '../features/security/rate-limits.ts';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import type { AccessContext } from '../features/access/access.ts';
import type { AltchaService } from '../features/auth/altcha.service.ts';
import type { ConfigService } from '../features/config/config.service.ts';
import type { BuildInfo } from '../features/health/build-info.ts';
import type { Encryptor } from '../lib/encryption.ts';
import type { TinVault } from '../lib/tin-vault.ts';
import type { PaymentProviders } from '../features/payments/payment-providers.ts';
import type { RequestLoaders } from './loaders.ts';

/** Long-lived helpers the features share, made once at start. */
export interface AppServices {
  altcha: AltchaService;
  encryptor: Encryptor;
  tinVault: TinVault;
  /** Public base URL for links in e-mail. */
  appUrl: string;
  mailFrom: string;
  /** The configured payment providers (features/payments). */
  payments: PaymentProviders;
}

/** What every resolver receives. Services get `db` and the caller's account explicitly. */
export interface RequestContext extends AccessContext {
  db: Db;
  config: ConfigService;
  services: AppServices;
  log: FastifyBaseLogger;
  requestId: string;
  buildInfo: BuildInfo;
  /** Limits on sign-in, sign-up, resets and codes, shared by every server (docs/security.md). */
  rateLimits: RateLimiter;
  /** Per-row look-ups of field resolvers, batched for this request (see loaders.ts). */
  loaders: RequestLoaders;
  /** For the few operations that set cookies (sign-up, accepting an invitation). */
  request: FastifyRequest;
  reply: FastifyReply;
}
