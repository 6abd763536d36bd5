import {
  createScheduledGenerateJobHandler,
  ensureScheduledGenerate,
  IRIS_GENERATE_JOB_KIND,
} from './features/iris-a2a/iris-a2a.schedule.ts';
import { createW9ReminderJobHandler, W9_REMIND_JOB_KIND } from './features/w9/w9-reminders.ts';
import path from 'node:path';
import type { Logger } from 'pino';
import { DEFAULT_STATEMENT_TIMEOUT_MS, type Database } from './db/database.ts';
import { acquireDataDirLock, prepareDataDir } from './db/lock.ts';
import { openPglite, openPostgres } from './db/open-database.ts';
import type { Env } from './env.ts';
import { CONFIG_DEFINITION_BY_NAME, toEnvOverrideKey } from './features/config/config.registry.ts';
import { createConfigService, type ConfigService } from './features/config/config.service.ts';
import { createMailJobHandler, MAIL_JOB_KIND, type MailSettings } from './features/mail/mail.service.ts';
import { readWorkerSettings, type JobHandler } from './features/jobs/jobs.worker.ts';
import { createImportJobHandler } from './features/imports/imports.job.ts';
import { IMPORT_JOB_KIND } from './features/imports/imports.service.ts';
import { createEncryptor, loadEncryptionKey, type Encryptor } from './lib/encryption.ts';
import { createAltchaService, deriveAltchaKey } from './features/auth/altcha.service.ts';
import type { AppServices } from './graphql/context.ts';
import { createTinVault, deriveTinHashKey } from './lib/tin-vault.ts';
import { createPaymentProviders } from './features/payments/payment-providers.ts';
import { readPaymentSettings } from './features/payments/payment-settings.ts';
import { createReconcileJobHandler } from './features/billing/reconcile.job.ts';
import { RECONCILE_JOB_KIND } from './features/billing/charge.service.ts';
import { createStateEfileJobHandler } from './features/state-filing/state-filing.job.ts';
import { SUBMISSION_JOB_KINDS } from './features/submission/submission-jobs.ts';
import { createFederalEfileJobHandler } from './features/transmissions/transmissions.job.ts';
import { createDocumentJobHandler } from './features/documents/documents.job.ts';
import { DOCUMENT_JOB_KIND } from './features/documents/documents.service.ts';
import { createIrisA2aJobHandlers } from './features/iris-a2a/iris-a2a.wiring.ts';
import {
  ACK_MAIL_JOB_KIND,
  createAcknowledgementMailJobHandler,
} from './features/transmissions/acknowledgement-mail.ts';
import { createEmailDeliveryJobHandler } from './features/delivery/delivery.job.ts';
import { EMAIL_DELIVERY_JOB_KIND } from './features/delivery/delivery.service.ts';
import { createPrintJobHandler } from './features/print/print.job.ts';
import {
  CONSENT_DEADLINE_JOB_KIND,
  createConsentDeadlineJobHandler,
} from './features/delivery/delivery-deadline.ts';
import { recordRefusedDeliveryMail } from './features/delivery/delivery-bounce.ts';
import { createLobSendJobHandler } from './features/print/print-lob.job.ts';
import { LOB_SEND_JOB_KIND } from './features/print/print-lob.queue.ts';

/** What the server, the stand-alone worker and the admin command share: a database, config, keys. */
export interface Runtime {
  env: Env;
  database: Database;
  config: ConfigService;
  encryptor: Encryptor;
  /** The raw key, for rotation. */
  key: Buffer;
  services: AppServices;
  close(): Promise<void>;
}

export async function openRuntime(env: Env): Promise<Runtime> {
  prepareDataDir(env.dataDir);
  const release = env.databaseUrl ? () => undefined : acquireDataDirLock(env.dataDir);
  let database: Database | undefined;
  try {
    // A bad payment configuration stops the start with one line, before the database opens.
    const payments = createPaymentProviders(readPaymentSettings(process.env));
    const statementTimeoutMs = readStartupStatementTimeout(env);
    database = env.databaseUrl
      ? await openPostgres(env.databaseUrl, { statementTimeoutMs })
      : await openPglite(env.dataDir);
    const key = loadEncryptionKey({ encryptionKey: env.encryptionKey, dataDir: env.dataDir });
    const encryptor = createEncryptor(key);
    let config = await createConfigService(database.db, { envOverrides: env.configOverrides, encryptor });
    const configured = config.getNumber('database.statementTimeoutMs');
    if (env.databaseUrl && configured !== statementTimeoutMs) {
      // The store holds another time limit: reconnect so that every connection has it.
      await database.close();
      database = undefined;
      database = await openPostgres(env.databaseUrl, { statementTimeoutMs: configured });
      config = await createConfigService(database.db, { envOverrides: env.configOverrides, encryptor });
    }
    const opened = database;
    const altcha = createAltchaService(opened.db, {
      hmacKey: deriveAltchaKey(key),
      getMaxNumber: () => config.getNumber('altcha.maxNumber'),
    });
    return {
      env,
      database: opened,
      config,
      encryptor,
      key,
      services: {
        altcha,
        encryptor,
        tinVault: createTinVault(encryptor, deriveTinHashKey(key)),
        appUrl: env.appUrl,
        mailFrom: env.mailFrom,
        payments,
      },
      async close() {
        await opened.close();
        release();
      },
    };
  } catch (error) {
    await database?.close().catch(() => undefined);
    release();
    throw error;
  }
}

/**
 * The statement time limit to connect with, before the config store can be read: the environment
 * override or the default. openRuntime reconnects when the store holds another value.
 */
function readStartupStatementTimeout(env: Env): number {
  const name = 'database.statementTimeoutMs';
  const fromEnv = Number(env.configOverrides[toEnvOverrideKey(name)]);
  const valid = CONFIG_DEFINITION_BY_NAME.get(name)?.validate?.(fromEnv) === undefined;
  return valid && Number.isInteger(fromEnv) ? fromEnv : DEFAULT_STATEMENT_TIMEOUT_MS;
}

/** SMTP when set; else the outbox, each message also a file in DATA_DIR/outbox. */
export function mailSettings(env: Env): MailSettings {
  return { smtp: env.smtp, from: env.mailFrom, outboxDir: path.join(env.dataDir, 'outbox') };
}

/** Every kind of durable job this build knows how to run. */
export function createJobHandlers(runtime: Runtime, log: Logger): Map<string, JobHandler> {
  return new Map<string, JobHandler>([
    [
      CONSENT_DEADLINE_JOB_KIND,
      createConsentDeadlineJobHandler({ config: runtime.config, services: runtime.services }),
    ],
    [
      MAIL_JOB_KIND,
      createMailJobHandler(mailSettings(runtime.env), log, async (db, mail) => {
        await recordRefusedDeliveryMail(db, runtime.services, mail);
      }),
    ],
    [IMPORT_JOB_KIND, createImportJobHandler(runtime.services)],
    [RECONCILE_JOB_KIND, createReconcileJobHandler(runtime.services)],
    [
      SUBMISSION_JOB_KINDS.federal,
      createFederalEfileJobHandler({ afterReady: (db) => ensureScheduledGenerate(db, runtime.config) }),
    ],
    [
      IRIS_GENERATE_JOB_KIND,
      createScheduledGenerateJobHandler({ config: runtime.config, services: runtime.services }),
    ],
    [SUBMISSION_JOB_KINDS.state, createStateEfileJobHandler()],
    [DOCUMENT_JOB_KIND, createDocumentJobHandler(runtime.services)],
    [W9_REMIND_JOB_KIND, createW9ReminderJobHandler({ config: runtime.config, services: runtime.services })],
    [ACK_MAIL_JOB_KIND, createAcknowledgementMailJobHandler(runtime.services)],
    ...createIrisA2aJobHandlers({ config: runtime.config, encryptor: runtime.encryptor }),
    [EMAIL_DELIVERY_JOB_KIND, createEmailDeliveryJobHandler(runtime.services)],
    [SUBMISSION_JOB_KINDS.print, createPrintJobHandler()],
    [
      LOB_SEND_JOB_KIND,
      createLobSendJobHandler({ config: runtime.config, tinVault: runtime.services.tinVault }),
    ],
  ]);
}

/** The job worker's timings from config; a bad value closes the runtime before the error goes up. */
export async function readWorkerSettingsOrClose(
  runtime: Runtime,
): Promise<ReturnType<typeof readWorkerSettings>> {
  try {
    return readWorkerSettings(runtime.config);
  } catch (error) {
    await runtime.close();
    throw error;
  }
}
