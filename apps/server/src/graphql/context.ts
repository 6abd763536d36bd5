import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import type { ConfigService } from '../features/config/config.service.ts';
import type { AccessContext } from '../features/access/access.ts';
import type { BuildInfo } from '../features/health/build-info.ts';

/** What every resolver receives. Services get `db` and the caller's account explicitly. */
export interface RequestContext extends AccessContext {
  db: Db;
  config: ConfigService;
  log: FastifyBaseLogger;
  requestId: string;
  buildInfo: BuildInfo;
}
