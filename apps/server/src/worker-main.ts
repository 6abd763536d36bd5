import { readEnv } from './env.ts';
import { createWorker } from './features/jobs/jobs.worker.ts';
import { StartupError } from './lib/app-error.ts';
import { createLogger } from './lib/logging.ts';
import { runMain } from './lib/run-main.ts';
import { createJobHandlers, openRuntime, readWorkerSettingsOrClose } from './runtime.ts';

// A job worker on its own, for scale-out beside the servers. It needs a PostgreSQL server: the
// embedded database belongs to the one server process.
runMain('File1099 worker', async () => {
  const env = readEnv();
  if (!env.databaseUrl) {
    throw new StartupError(
      'A separate worker needs DATABASE_URL (a PostgreSQL server); with the embedded database the server runs the jobs itself.',
    );
  }
  const log = createLogger(env.logLevel).child({ component: 'worker' });
  const runtime = await openRuntime(env);
  const workerSettings = await readWorkerSettingsOrClose(runtime);
  const worker = createWorker({
    db: runtime.database.db,
    log,
    handlers: createJobHandlers(runtime, log),
    ...workerSettings,
  });
  worker.start();
  log.info({ workerId: worker.id }, 'worker started');
  const shutdown = async () => {
    await worker.stop();
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
});
