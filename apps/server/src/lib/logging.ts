import { Writable } from 'node:stream';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { hasTinShape, maskTinShapes, redactErrorText, TIN_MASK } from './error-text.ts';

/**
 * What a log line never holds: the request's query string, a secret path segment, headers that carry
 * credentials, passwords, codes, tokens, TINs, GraphQL variables. Two layers: the request and error
 * serializers below, and a pass over every written line (createScrubbingStream) that redacts the
 * values of secret keys at any depth and masks TIN-shaped numbers.
 */

/** Keys whose values never reach a log line, at any depth (compared without case). */
const SECRET_KEYS = [
  // credentials
  'password',
  'newPassword',
  'currentPassword',
  'oldPassword',
  'pass',
  'secret',
  'clientSecret',
  'apiKey',
  'encryptionKey',
  // one-time codes and tokens
  'code',
  'confirmationCode',
  'resetCode',
  'invitationCode',
  'otp',
  'totp',
  'mfaCode',
  'token',
  'accessToken',
  'refreshToken',
  'csrfToken',
  'sessionToken',
  'nonce',
  'buyerId',
  'sourceId',
  'verificationToken',
  'altcha',
  // taxpayer identification numbers
  'tin',
  'payeeTin',
  'payerTin',
  'ssn',
  'ein',
  // whole bags of caller input: GraphQL variables, SQL parameters, a database's row detail, a raw HTTP packet
  'variables',
  'params',
  'detail',
  'rawPacket',
  // credential headers wherever a headers object turns up
  'cookie',
  'authorization',
  'proxy-authorization',
  'x-csrf-token',
  'set-cookie',
];

const SECRET_KEY_NAMES = new Set(SECRET_KEYS.map((key) => key.toLowerCase()));
/** One test per line: does any secret key occur as a JSON key? */
const SECRET_KEY_IN_JSON = new RegExp(
  `"(?:${SECRET_KEYS.map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})":`,
  'i',
);

export const REDACTED = '[redacted]';

/**
 * Path segments that follow one of these carry a code or token (a link's path form of
 * /confirmemail?code=…). Today's links put codes in the query string, which is never logged.
 */
const SECRET_PATH_PARENTS = new Set([
  'confirmemail',
  'confirm',
  'resetpassword',
  'reset',
  'acceptinvitation',
  'invitation',
  'invitations',
  'w9',
  'code',
  'codes',
  'token',
  'verify',
  'unsubscribe',
]);

/** A segment that looks like a generated code or token: 20+ URL-safe characters with a digit. */
const TOKEN_SEGMENT = /^(?=[^/]*\d)[A-Za-z0-9_~=%-]{20,}$/;

function isSecretSegment(segment: string, parent: string | undefined): boolean {
  if (segment === '') return false;
  if (parent !== undefined && SECRET_PATH_PARENTS.has(parent.toLowerCase())) return true;
  return TOKEN_SEGMENT.test(segment) || hasTinShape(segment);
}

/** The request's path for a log line: no query string or fragment, secret segments masked. */
export function requestPathForLog(url: string): string {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  const segments = path.split('/');
  let changed = false;
  const masked = segments.map((segment, index) => {
    if (index === 0 || !isSecretSegment(segment, index > 1 ? segments[index - 1] : undefined)) return segment;
    changed = true;
    return REDACTED;
  });
  return changed ? masked.join('/') : path;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  hostname?: string;
  ip?: string;
  socket?: { remoteAddress?: string };
}

/** Fastify's request fields, with the path only. */
function serializeRequest(req: LoggedRequest) {
  return {
    method: req.method,
    url: requestPathForLog(req.url ?? ''),
    host: req.host ?? req.hostname,
    remoteAddress: req.ip ?? req.socket?.remoteAddress,
  };
}

function messageChain(error: unknown): string[] {
  const messages: string[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    messages.push(current.message);
    const next: unknown = current.cause ?? (current as { originalError?: unknown }).originalError;
    current = next;
  }
  return messages;
}

/**
 * pino's error serializer, with each message in the chain rewritten so that no value the caller
 * gave is repeated (GraphQL coercion errors, JSON parse excerpts) and `code` kept as `errorCode`
 * (the key `code` is redacted everywhere because of one-time codes).
 */
export function serializeError(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error) as unknown;
  if (typeof serialized !== 'object' || serialized === null || serialized === error) return serialized;
  const record = serialized as Record<string, unknown>;
  const replacements = messageChain(error)
    .filter((message) => message !== '')
    .map((message) => [message, redactErrorText(message)] as const)
    .filter(([from, to]) => from !== to);
  for (const field of ['message', 'stack'] as const) {
    const original = record[field];
    if (typeof original !== 'string') continue;
    let text = original;
    for (const [from, to] of replacements) text = text.split(from).join(to);
    record[field] = text;
  }
  if (Array.isArray(record.aggregateErrors)) {
    const raw = (error as { errors?: unknown[] }).errors ?? [];
    record.aggregateErrors = raw.map((inner) => serializeError(inner));
  }
  if (record.code !== undefined) {
    record.errorCode = record.code;
    delete record.code;
  }
  return record;
}

/** A 9-digit whole number (a TIN typed as a number). */
function isTinNumber(value: number): boolean {
  const magnitude = Math.abs(value);
  return Number.isInteger(value) && magnitude >= 100_000_000 && magnitude <= 999_999_999;
}

function scrubValue(value: unknown): unknown {
  if (typeof value === 'string') return maskTinShapes(value);
  if (typeof value === 'number') return isTinNumber(value) ? TIN_MASK : value;
  if (Array.isArray(value)) return value.map(scrubValue);
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value))
      out[key] =
        SECRET_KEY_NAMES.has(key.toLowerCase()) && inner !== null && typeof inner !== 'boolean'
          ? REDACTED
          : scrubValue(inner);
    return out;
  }
  return value;
}

function scrubOneLine(line: string): string {
  const secretKey = SECRET_KEY_IN_JSON.test(line);
  if (!secretKey && !hasTinShape(line)) return line;
  if (line.startsWith('{')) {
    try {
      // A JSON line stays valid JSON: a masked number becomes the string "[tin]".
      return JSON.stringify(scrubValue(JSON.parse(line)));
    } catch {
      // not a JSON line after all
    }
  }
  return maskTinShapes(line);
}

/**
 * The pass over every written line: the values of secret keys (at any depth) become "[redacted]",
 * SSN/EIN-shaped numbers (123-45-6789, 12-3456789) and 9-digit numbers standing on their own become
 * "[tin]". Two regular-expression tests per line; only a line that matches is parsed and rewritten.
 */
export function scrubLogLine(chunk: string): string {
  if (!SECRET_KEY_IN_JSON.test(chunk) && !hasTinShape(chunk)) return chunk;
  return chunk
    .split('\n')
    .map((line) => scrubOneLine(line))
    .join('\n');
}

export function createScrubbingStream(target: DestinationStream | NodeJS.WritableStream): Writable {
  return new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      target.write(scrubLogLine(chunk.toString()));
      callback();
    },
  });
}

/** The options of every logger; its lines must go through createScrubbingStream (createLogger does). */
export function getLoggerOptions(level: string): LoggerOptions {
  return {
    level,
    serializers: { req: serializeRequest, err: serializeError },
    base: { service: 'file1099' },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
}

export function createLogger(level: string, destination: NodeJS.WritableStream = process.stdout): Logger {
  return pino(getLoggerOptions(level), createScrubbingStream(destination));
}
