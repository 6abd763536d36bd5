import path from 'node:path';
import { StartupError } from './lib/app-error.ts';

/** Settings that come from the environment (see README.md, "Configuration"). */
export interface Env {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  /** Public base URL used in e-mail links. */
  appUrl: string;
  webDist: string;
  smtp: SmtpSettings | undefined;
  mailFrom: string;
  /** Run the job worker inside the server process. */
  runWorker: boolean;
  /** Base64 AES-256 key; when absent a key is generated into DATA_DIR/secrets. */
  encryptionKey: string | undefined;
  /** Config property overrides, CONFIG_<NAME> (see config registry). */
  configOverrides: Record<string, string>;
}

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string | undefined;
  password: string | undefined;
}

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

function parsePort(name: string, raw: string): number {
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new StartupError(`${name} must be a port number between 0 and 65535, not "${raw}".`);
  }
  return port;
}

function parseBoolean(name: string, raw: string): boolean {
  const value = raw.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  throw new StartupError(`${name} must be true or false, not "${raw}".`);
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const port = parsePort('PORT', source.PORT ?? '3000');
  const smtpHost = source.SMTP_HOST?.trim();
  const smtp: SmtpSettings | undefined = smtpHost
    ? {
        host: smtpHost,
        port: parsePort('SMTP_PORT', source.SMTP_PORT ?? '587'),
        secure: parseBoolean('SMTP_SECURE', source.SMTP_SECURE ?? 'false'),
        user: source.SMTP_USER || undefined,
        password: source.SMTP_PASSWORD || undefined,
      }
    : undefined;
  const configOverrides: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    if (key.startsWith('CONFIG_') && value !== undefined)
      configOverrides[key.slice('CONFIG_'.length)] = value;
  }
  return {
    port,
    host: source.HOST ?? '0.0.0.0',
    dataDir: path.resolve(source.DATA_DIR ?? path.join(REPO_ROOT, 'data')),
    databaseUrl: source.DATABASE_URL?.trim() || undefined,
    logLevel: source.LOG_LEVEL ?? 'info',
    appUrl: (source.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    webDist: path.resolve(source.WEB_DIST ?? path.join(REPO_ROOT, 'apps/web/dist')),
    smtp,
    mailFrom: source.MAIL_FROM ?? 'File1099 <no-reply@file1099.local>',
    runWorker: parseBoolean('RUN_WORKER', source.RUN_WORKER ?? 'true'),
    encryptionKey: source.ENCRYPTION_KEY || undefined,
    configOverrides,
  };
}

/** postgres://user:secret@host/db → postgres://user:***@host/db, for messages and logs. */
export function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable DATABASE_URL)';
  }
}
