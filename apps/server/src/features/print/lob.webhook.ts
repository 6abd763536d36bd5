import { createHmac, timingSafeEqual } from 'node:crypto';

/** Oldest signed webhook accepted: an older (replayed) one is refused. */
export const LOB_WEBHOOK_MAX_AGE_MS = 5 * 60_000;

export const LOB_WEBHOOK_MESSAGES = {
  notConfigured: 'Lob webhooks are not configured here.',
  badSignature: 'The webhook signature is missing or does not match.',
  stale: 'The webhook is older than 5 minutes or its time is not readable.',
  badBody: 'The webhook body is not a Lob event.',
} as const;

/** The header's time: Unix seconds or milliseconds, or an ISO date. */
export function readLobTimestamp(value: string): number | null {
  if (/^\d{9,11}$/.test(value)) return Number(value) * 1000;
  if (/^\d{12,14}$/.test(value)) return Number(value);
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
}

export function signLobWebhook(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/**
 * Lob's signature: `Lob-Signature` is the hex HMAC-SHA256 of `timestamp + '.' + body` with the webhook
 * secret, `Lob-Signature-Timestamp` the time it was signed. Returns the reason to refuse, or null.
 */
export function checkLobSignature(input: {
  secret: string;
  signature: string | undefined;
  timestamp: string | undefined;
  body: string;
  now: number;
}): string | null {
  if (!input.secret) return LOB_WEBHOOK_MESSAGES.notConfigured;
  if (!input.signature || !input.timestamp) return LOB_WEBHOOK_MESSAGES.badSignature;
  const expected = Buffer.from(signLobWebhook(input.secret, input.timestamp, input.body), 'hex');
  const given = Buffer.from(input.signature.trim().toLowerCase(), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return LOB_WEBHOOK_MESSAGES.badSignature;
  const at = readLobTimestamp(input.timestamp);
  if (at === null || Math.abs(input.now - at) > LOB_WEBHOOK_MAX_AGE_MS) return LOB_WEBHOOK_MESSAGES.stale;
  return null;
}
