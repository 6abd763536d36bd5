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
  http: HttpSecuritySettings;
}

/** How the server meets browsers and proxies (docs/security.md, docs/operations.md). */
export interface HttpSecuritySettings {
  /**
   * TRUST_PROXY: which proxies may tell the client's address and protocol (X-Forwarded-For/-Proto):
   * false (none, the default), true (any), a hop count, or addresses/CIDRs separated by commas.
   */
  trustProxy: boolean | number | string;
  /** CORS_ORIGINS: other origins allowed to call the API with credentials; none by default. */
  corsOrigins: string[];
  /** Extra Content-Security-Policy sources, e.g. a payment provider's script and frame hosts. */
  csp: { scriptSrc: string[]; frameSrc: string[]; connectSrc: string[]; imgSrc: string[] };
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

function parseTrustProxy(raw: string | undefined): boolean | number | string {
  const value = raw?.trim() ?? '';
  if (value === '' || ['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  if (/^\d+$/.test(value)) return Number(value);
  const parts = value.split(',').map((part) => part.trim());
  if (
    parts.some(
      (part) => !/^[0-9a-fA-F.:/]+$/.test(part) && !['loopback', 'linklocal', 'uniquelocal'].includes(part),
    )
  )
    throw new StartupError(
      `TRUST_PROXY must be true, false, a number of proxies, or proxy addresses separated by commas, not "${value}".`,
    );
  return parts.join(',');
}

function parseOrigins(name: string, raw: string | undefined): string[] {
  const values = (raw ?? '').split(/[\s,]+/).filter(Boolean);
  for (const value of values) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(value);
    } catch {
      parsed = undefined;
    }
    if (
      !parsed ||
      !['http:', 'https:'].includes(parsed.protocol) ||
      parsed.origin !== value.replace(/\/+$/, '')
    )
      throw new StartupError(`${name} must list origins like https://pay.example.com, not "${value}".`);
  }
  return values.map((value) => value.replace(/\/+$/, ''));
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
    http: {
      trustProxy: parseTrustProxy(source.TRUST_PROXY),
      corsOrigins: parseOrigins('CORS_ORIGINS', source.CORS_ORIGINS),
      csp: {
        scriptSrc: parseOrigins('CSP_SCRIPT_SRC', source.CSP_SCRIPT_SRC),
        frameSrc: parseOrigins('CSP_FRAME_SRC', source.CSP_FRAME_SRC),
        connectSrc: parseOrigins('CSP_CONNECT_SRC', source.CSP_CONNECT_SRC),
        imgSrc: parseOrigins('CSP_IMG_SRC', source.CSP_IMG_SRC),
      },
    },
  };
}

export const DEFAULT_HTTP_SECURITY: HttpSecuritySettings = {
  trustProxy: false,
  corsOrigins: [],
  csp: { scriptSrc: [], frameSrc: [], connectSrc: [], imgSrc: [] },
};

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
