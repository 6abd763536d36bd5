import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { BuildInfo } from './build-info.ts';

const SERVICES = [
  { prefix: '/rs', name: 'domain' },
  { prefix: '/access', name: 'auth' },
] as const;

/** Info and health for both services (the DeployInfo screen reads them) and the web app's version file. */
export function registerHealthRoutes(app: FastifyInstance, database: Database, buildInfo: BuildInfo): void {
  for (const { prefix, name } of SERVICES) {
    app.get(`${prefix}/info`, async () => ({
      service: name,
      version: buildInfo.version,
      build: buildInfo.build,
      buildTime: buildInfo.buildTime,
      gitCommit: buildInfo.commit,
    }));
    app.get(`${prefix}/health`, async (_request, reply) => {
      const databaseUp = await database.ping();
      reply.status(databaseUp ? 200 : 503);
      return {
        service: name,
        status: databaseUp ? 'UP' : 'DOWN',
        database: { kind: database.kind, status: databaseUp ? 'UP' : 'DOWN' },
        version: buildInfo.version,
        gitCommit: buildInfo.commit,
        buildTime: buildInfo.buildTime,
      };
    });
  }
  app.get('/meta.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return {
      version: buildInfo.version,
      build: buildInfo.build,
      buildTime: buildInfo.buildTime,
      commit: buildInfo.commit,
    };
  });
}
