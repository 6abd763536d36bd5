import { buildApp } from './app.ts';
import { readEnv } from './env.ts';
import { readBuildInfo } from './features/health/build-info.ts';
import { createWorker } from './features/jobs/jobs.worker.ts';
import { StartupError } from './lib/app-error.ts';
import { createLogger } from './lib/logging.ts';
import { runMain } from './lib/run-main.ts';
import { createJobHandlers, openRuntime, readWorkerSettingsOrClose } from './runtime.ts';

/** Time for closing the listener and the database, beyond the worker's own grace for its job. */
const SHUTDOWN_MARGIN_MS = 10_000;

runMain('File1099 server', async () => {
  const env = readEnv();
  const log = createLogger(env.logLevel);
  const runtime = await openRuntime(env);
  const workerSettings = await readWorkerSettingsOrClose(runtime);
  const buildInfo = readBuildInfo(env.webDist);
  const app = await buildApp({
    database: runtime.database,
    config: runtime.config,
    log,
    buildInfo,
    webDist: env.webDist,
    services: runtime.services,
    http: env.http,
  });
  const worker = createWorker({
    db: runtime.database.db,
    log: log.child({ component: 'jobs' }),
    handlers: createJobHandlers(runtime, log.child({ component: 'mail' })),
    ...workerSettings,
    // The embedded database belongs to this one process: workers registered before it are gone.
    exclusive: runtime.database.kind === 'pglite',
  });

  try {
    await app.listen({ port: env.port, host: env.host });
  } catch (error) {
    await app.close().catch(() => undefined);
    await runtime.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      throw new StartupError(
        `Port ${env.port} is already in use. Stop the other program or set PORT to a free port.`,
      );
    if (code === 'EACCES')
      throw new StartupError(`Port ${env.port} needs privileges this user lacks. Set PORT to 1024 or above.`);
    throw error;
  }
  if (env.runWorker) worker.start();
  log.info(
    {
      database: runtime.database.kind,
      location: runtime.database.location,
      port: env.port,
      smtp: Boolean(env.smtp),
    },
    `File1099 is listening on ${env.appUrl}`,
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, workerSettings.stopGraceMs + SHUTDOWN_MARGIN_MS);
    timer.unref();
    await app.close();
    await worker.stop();
    await runtime.close();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
});
