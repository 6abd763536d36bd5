import { Writable } from 'node:stream';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

/** Keys whose values never reach a log line, at any depth pino can address. */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'tin',
  'payeeTin',
  'payerTin',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  'code',
  'otp',
  'nonce',
  'altcha',
];

const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/**
 * Last line of defence for values that slipped into a message or an error text: SSN/EIN-shaped
 * numbers (123-45-6789, 12-3456789) and quoted 9-digit strings are masked in every written line.
 */
const TIN_PATTERNS = [/\b\d{3}-\d{2}-\d{4}\b/g, /\b\d{2}-\d{7}\b/g, /"\d{9}"/g];

export function scrubLogLine(line: string): string {
  let scrubbed = line;
  for (const pattern of TIN_PATTERNS)
    scrubbed = scrubbed.replace(pattern, (match) => (match.startsWith('"') ? '"[tin]"' : '[tin]'));
  return scrubbed;
}

export function createScrubbingStream(target: DestinationStream | NodeJS.WritableStream): Writable {
  return new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      target.write(scrubLogLine(chunk.toString()));
      callback();
    },
  });
}

export function getLoggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    base: { service: 'file1099' },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
}

export function createLogger(level: string, destination: NodeJS.WritableStream = process.stdout): Logger {
  return pino(getLoggerOptions(level), createScrubbingStream(destination));
}
