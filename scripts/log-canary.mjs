// The log canary: no secret the tests used may appear in any server log of the run.
//
// The test harnesses (apps/server/src/test/logger.ts and app-harness.ts, e2e/src/harness.ts) write
// every server log line to .tmp/logs/*.log and every secret they send or receive (passwords, TINs,
// session cookies, CSRF tokens, codes and links from mail) to .tmp/logs/secrets-<pid>.txt.
// `node scripts/log-canary.mjs [dir]` then reads every log and fails on:
//   - a recorded secret (also URL- and JSON-encoded, and a TIN in its other spellings);
//   - an SSN- or EIN-shaped value, or a 9-digit number standing on its own;
//   - a password, token, secret, cookie, CSRF or TIN field whose value is not "[redacted]", or
//     such a parameter in a URL (`?code=…`).
// It names the file and line and prints a masked form, never the secret.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const LOG_DIR = path.join(ROOT, '.tmp', 'logs');

/** Shorter values are too likely to occur by chance (an id, a word). */
export const MIN_SECRET_LENGTH = 6;
const REDACTED = '[redacted]';

const TIN_SHAPE = /\b\d{3}-\d{2}-\d{4}\b|\b\d{2}-\d{7}\b|(?<![\w.])\d{9}(?!\w)/g;
const TIN_ONLY = /^(?:\d{9}|\d{3}-\d{2}-\d{4}|\d{2}-\d{7})$/;

/** Keys whose value is a secret (in GraphQL variables, form fields, JSON bodies, log lines). */
const SECRET_KEY =
  /password|passwd|secret|token$|^authorization$|cookie|csrf|^(?:tin|payeetin|payertin|ssn|ein)$|^(?:code|otp|totp|mfacode|confirmationcode|resetcode|invitationcode)$/i;
/** Keys whose value in a log line must be "[redacted]" (`code` is left to the recorded secrets: error codes are fine). */
const LOGGED_SECRET_KEY =
  /(?:password|passwd|secret|token|authorization|cookie|csrf|^tin$|^payeetin$|^payertin$|^ssn$|^ein$|^otp$|^variables$)$/i;
/** `password=…`, `?code=…`, `&token=…` in any text. */
const URL_PARAMETER =
  /(?:^|[?&\s"'(])(password|passwd|token|secret|code|otp|tin|ssn|csrf)=([^\s&"',;)]{4,})/gi;

// ---------------------------------------------------------------------------------------------
// Recording (test harnesses)

let recorded;
let secretsFile;
const logFiles = new Map();

function ensureDir() {
  fs.mkdirSync(LOG_DIR, { recursive: true });
}

/**
 * Records a secret the tests used, once per process. `kind` says what it is (password, tin, cookie,
 * csrf, code, link) and is printed with the masked form when it turns up in a log.
 */
export function recordSecret(kind, value) {
  if (typeof value === 'number') value = String(value);
  if (typeof value !== 'string') return;
  for (const part of value.split(/[\r\n]+/)) {
    const secret = part.trim();
    if (secret.length < MIN_SECRET_LENGTH || secret === REDACTED) continue;
    recorded ??= new Set();
    const key = `${kind}\t${secret}`;
    if (recorded.has(key)) continue;
    recorded.add(key);
    if (!secretsFile) {
      ensureDir();
      secretsFile = path.join(LOG_DIR, `secrets-${process.pid}.txt`);
    }
    fs.appendFileSync(secretsFile, `${key}\n`);
  }
}

function kindOfKey(key) {
  const lower = key.toLowerCase();
  if (/password|passwd/.test(lower)) return 'password';
  if (/tin$|^ssn$|^ein$/.test(lower)) return 'tin';
  if (/code$|otp$/.test(lower)) return 'code';
  if (/csrf/.test(lower)) return 'csrf';
  if (/cookie/.test(lower)) return 'cookie';
  return 'token';
}

/**
 * Walks a request's input (GraphQL variables, a JSON body, form fields) and records the values of
 * secret keys and every TIN-shaped value, whatever its key.
 */
export function recordSecretsIn(value, key = '') {
  if (value === null || value === undefined) return;
  if (typeof value === 'string' || typeof value === 'number') {
    const text = String(value);
    if (key && SECRET_KEY.test(key)) recordSecret(kindOfKey(key), text);
    for (const match of text.matchAll(TIN_SHAPE)) recordSecret('tin', match[0]);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) recordSecretsIn(item, key);
    return;
  }
  if (typeof value === 'object') {
    for (const [innerKey, inner] of Object.entries(value)) recordSecretsIn(inner, innerKey);
  }
}

/** Records the secrets of a request body as sent: JSON, form-encoded, or anything else as text. */
export function recordSecretsInBody(body) {
  if (body === null || body === undefined) return;
  if (typeof body === 'object' && !Buffer.isBuffer(body)) {
    recordSecretsIn(body);
    return;
  }
  const text = Buffer.isBuffer(body) ? body.toString('latin1') : String(body);
  try {
    recordSecretsIn(JSON.parse(text));
    return;
  } catch {
    // not JSON
  }
  if (/^[^=&\s]+=[^&]*(?:&[^=&\s]+=[^&]*)*$/.test(text.trim())) {
    recordSecretsIn(Object.fromEntries(new URLSearchParams(text)));
    return;
  }
  for (const match of text.matchAll(TIN_SHAPE)) recordSecret('tin', match[0]);
}

/** Each value of a Cookie header (`a=1; b=2`), the CSRF cookie as such. */
export function recordCookieHeader(header) {
  if (typeof header !== 'string') return;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    const name = pair.slice(0, at).trim();
    recordSecret(/csrf/i.test(name) ? 'csrf' : 'cookie', pair.slice(at + 1).trim());
  }
}

/** A link from a mail: the link itself and each code-like parameter it carries. */
export function recordLink(link) {
  recordSecret('link', link);
  try {
    for (const [key, value] of new URL(link).searchParams) {
      if (SECRET_KEY.test(key)) recordSecret(kindOfKey(key), value);
    }
  } catch {
    // not a URL
  }
}

/**
 * A log file under .tmp/logs for this process: `<name>-<pid>.log`, opened once, appended
 * synchronously so nothing is lost when a test process ends. Text is written as given (a server's
 * output arrives in chunks that need not end at a line).
 */
export function openLogFile(name) {
  const safe = name.replace(/[^\w.-]+/g, '_');
  let fd = logFiles.get(safe);
  if (fd === undefined) {
    ensureDir();
    fd = fs.openSync(path.join(LOG_DIR, `${safe}-${process.pid}.log`), 'a');
    logFiles.set(safe, fd);
  }
  const target = fd;
  return {
    write(text) {
      fs.writeSync(target, text);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Detection

/** What is printed instead of a secret: its first two characters and its length. */
export function maskSecret(value) {
  const text = String(value);
  return `${text.slice(0, 2)}… (${text.length} chars)`;
}

/** The spellings in which a secret could reach a log line. */
export function secretVariants(value) {
  const variants = new Set([value]);
  const digits = value.replace(/-/g, '');
  if (TIN_ONLY.test(value)) {
    variants.add(digits);
    variants.add(`${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`);
    variants.add(`${digits.slice(0, 2)}-${digits.slice(2)}`);
  }
  variants.add(encodeURIComponent(value));
  variants.add(new URLSearchParams({ v: value }).toString().slice(2));
  variants.add(JSON.stringify(value).slice(1, -1));
  return [...variants].filter((variant) => variant.length >= MIN_SECRET_LENGTH);
}

const PREFIX = 4;

/** Recorded secrets, indexed by their first characters so a line is read once, not once per secret. */
export class SecretIndex {
  constructor(entries = []) {
    this.byPrefix = new Map();
    this.size = 0;
    for (const [kind, value] of entries) this.add(kind, value);
  }

  add(kind, value) {
    for (const variant of secretVariants(value)) {
      const prefix = variant.slice(0, PREFIX);
      const list = this.byPrefix.get(prefix) ?? [];
      if (list.some((entry) => entry.variant === variant)) continue;
      // A number only counts on its own: 100000001 is no TIN inside 16.05100000001148 or 91000000012.
      list.push({ kind, value, variant, numeric: /^[\d-]+$/.test(variant) });
      this.byPrefix.set(prefix, list);
      this.size += 1;
    }
  }

  /** The first recorded secret found in the line, if any. */
  find(line) {
    if (this.size === 0) return undefined;
    for (let i = 0; i + MIN_SECRET_LENGTH <= line.length; i += 1) {
      const list = this.byPrefix.get(line.slice(i, i + PREFIX));
      if (!list) continue;
      for (const entry of list) {
        if (!line.startsWith(entry.variant, i)) continue;
        if (
          entry.numeric &&
          (/[\d.]/.test(line[i - 1] ?? '') || /\d/.test(line[i + entry.variant.length] ?? ''))
        )
          continue;
        return entry;
      }
    }
    return undefined;
  }
}

export function readSecrets(dir = LOG_DIR) {
  const index = new SecretIndex();
  if (!fs.existsSync(dir)) return index;
  for (const name of fs.readdirSync(dir)) {
    if (!/^secrets-.*\.txt$/.test(name)) continue;
    for (const line of fs.readFileSync(path.join(dir, name), 'utf8').split('\n')) {
      const tab = line.indexOf('\t');
      if (tab > 0) index.add(line.slice(0, tab), line.slice(tab + 1));
    }
  }
  return index;
}

function unredactedFields(value, findings, key = '') {
  if (value === null || value === undefined || typeof value === 'boolean') return;
  if (key && LOGGED_SECRET_KEY.test(key) && value !== REDACTED && value !== '') {
    const shown = typeof value === 'object' ? '(an object)' : maskSecret(value);
    findings.push({ rule: 'unredacted field', detail: `"${key}": ${shown}` });
    return;
  }
  if (Array.isArray(value)) for (const item of value) unredactedFields(item, findings, key);
  else if (typeof value === 'object')
    for (const [innerKey, inner] of Object.entries(value)) unredactedFields(inner, findings, innerKey);
}

/** Every problem in one log line. */
export function scanLine(line, secrets = new SecretIndex()) {
  const findings = [];
  const secret = secrets.find(line);
  if (secret)
    findings.push({ rule: 'recorded secret', detail: `${secret.kind} ${maskSecret(secret.value)}` });
  for (const match of line.matchAll(TIN_SHAPE))
    findings.push({ rule: 'TIN-shaped value', detail: maskSecret(match[0]) });
  for (const match of line.matchAll(URL_PARAMETER)) {
    if (match[2] === REDACTED || match[2] === encodeURIComponent(REDACTED)) continue;
    findings.push({ rule: 'secret parameter', detail: `${match[1]}=${maskSecret(match[2])}` });
  }
  const trimmed = line.trim();
  if (trimmed.startsWith('{')) {
    try {
      unredactedFields(JSON.parse(trimmed), findings);
    } catch {
      // not JSON
    }
  }
  return findings;
}

/** Reads every *.log under dir; findings carry the file (relative to dir) and the 1-based line. */
export function scanLogs(dir = LOG_DIR) {
  const secrets = readSecrets(dir);
  const result = { files: 0, lines: 0, secrets: secrets.size, findings: [] };
  if (!fs.existsSync(dir)) return result;
  for (const name of fs.readdirSync(dir).sort()) {
    if (!name.endsWith('.log')) continue;
    result.files += 1;
    const lines = fs.readFileSync(path.join(dir, name), 'utf8').split('\n');
    lines.forEach((line, index) => {
      if (line === '') return;
      result.lines += 1;
      for (const finding of scanLine(line, secrets))
        result.findings.push({ file: name, line: index + 1, ...finding });
    });
  }
  return result;
}

function main() {
  const dir = path.resolve(process.argv[2] ?? LOG_DIR);
  const result = scanLogs(dir);
  const where = path.relative(process.cwd(), dir) || '.';
  if (result.files === 0) {
    process.stderr.write(`Log canary: no log file in ${where}; the test harnesses wrote nothing to check.\n`);
    process.exit(1);
  }
  const shown = result.findings.slice(0, 200);
  for (const finding of shown)
    process.stdout.write(
      `${path.join(where, finding.file)}:${finding.line}: ${finding.rule}: ${finding.detail}\n`,
    );
  if (result.findings.length > shown.length)
    process.stdout.write(`… and ${result.findings.length - shown.length} more\n`);
  process.stdout.write(
    `Log canary: ${result.files} log files, ${result.lines} lines, ${result.secrets} recorded secret spellings: ${
      result.findings.length === 0 ? 'no secret found' : `${result.findings.length} findings`
    }\n`,
  );
  process.exit(result.findings.length === 0 ? 0 : 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
