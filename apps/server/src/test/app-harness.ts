import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import type { SessionInfo, SessionResolver } from '../features/access/access.ts';
import { createConfigService } from '../features/config/config.service.ts';
import { createEncryptor } from '../lib/encryption.ts';
import { createCapturingLogger } from './logger.ts';

export interface TestApp {
  app: FastifyInstance;
  logLines: string[];
  webDist: string;
  /** Calls a GraphQL endpoint; `session` stands for the caller (null: signed out). */
  graphql(
    endpoint: '/rs/graphql' | '/access/graphql',
    query: string,
    variables?: Record<string, unknown>,
    session?: SessionInfo | null,
  ): Promise<{ status: number; body: GraphqlBody }>;
  close(): Promise<void>;
}

export interface GraphqlBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export const SUPER_ADMIN: SessionInfo = {
  userId: 1,
  userGlobalId: 'u-1',
  email: 'admin@file1099.test',
  domainId: null,
  isSuperAdmin: true,
};
export const MEMBER: SessionInfo = {
  userId: 2,
  userGlobalId: 'u-2',
  email: 'payer@example.com',
  domainId: 10,
  isSuperAdmin: false,
};

const SESSION_HEADER = 'x-test-session';

/**
 * The real app on a test database, with a fake built web app. The caller is named per request
 * through a header that only this harness's session resolver reads.
 */
export async function createTestApp(
  database: Database,
  options: { envOverrides?: Record<string, string> } = {},
): Promise<TestApp> {
  const { log, lines } = createCapturingLogger();
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'file1099-web-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>File1099</title><div id="root"></div>',
  );
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'app-123.js'), 'console.log("app")');
  fs.writeFileSync(
    path.join(webDist, 'meta.json'),
    JSON.stringify({
      version: '9.9.9',
      build: 1234,
      buildTime: '2026-11-21T00:00:00.000Z',
      commit: 'abc123',
    }),
  );
  const config = await createConfigService(database.db, {
    envOverrides: options.envOverrides ?? {},
    encryptor: createEncryptor(randomBytes(32)),
  });
  const resolveSession: SessionResolver = (request) => {
    const header = request.headers[SESSION_HEADER];
    return Promise.resolve(typeof header === 'string' ? (JSON.parse(header) as SessionInfo) : null);
  };
  const app = await buildApp({
    database,
    config,
    log,
    buildInfo: { version: '9.9.9', build: 1234, buildTime: '2026-11-21T00:00:00.000Z', commit: 'abc123' },
    webDist,
    resolveSession,
  });
  return {
    app,
    logLines: lines,
    webDist,
    async graphql(endpoint, query, variables, session) {
      const response = await app.inject({
        method: 'POST',
        url: endpoint,
        headers: {
          'content-type': 'application/json',
          ...(session ? { [SESSION_HEADER]: JSON.stringify(session) } : {}),
        },
        payload: JSON.stringify({ query, variables }),
      });
      return { status: response.statusCode, body: response.json<GraphqlBody>() };
    },
    async close() {
      await app.close();
      fs.rmSync(webDist, { recursive: true, force: true });
    },
  };
}

export function sessionHeaders(session: SessionInfo): Record<string, string> {
  return { [SESSION_HEADER]: JSON.stringify(session) };
}
