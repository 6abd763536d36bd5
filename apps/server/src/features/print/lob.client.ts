import { createHash } from 'node:crypto';
import type { LobSettings } from './print.config.ts';

/**
 * A thin client of Lob's letters API (POST /v1/letters, multipart, basic auth with the API key as
 * user). One letter per print request: the recipient's Copy B as `file`, the addresses as fields and
 * Lob's own address page (`address_placement: insert_blank_page`). The Idempotency-Key is derived from
 * the filing id, so a retry after a lost answer returns the same letter instead of mailing twice.
 * Errors are plain words and never carry the key.
 */

export interface LobAddress {
  name: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
  /** ISO 3166-1 alpha-2; US when empty. */
  country: string;
}

export interface LobLetterRequest {
  filingId: number;
  to: LobAddress;
  from: LobAddress;
  pdf: Uint8Array;
  description: string;
}

export interface LobLetter {
  id: string;
  expectedDeliveryDate: string | null;
}

/** Why Lob did not create the letter: `address` when it refused the address (never worth a retry). */
export class LobError extends Error {
  readonly kind: 'address' | 'refused' | 'unavailable';
  constructor(kind: 'address' | 'refused' | 'unavailable', message: string) {
    super(message);
    this.name = 'LobError';
    this.kind = kind;
  }
}

/** The same filing always gets the same key (Lob keeps keys for 24 hours). */
export function lobIdempotencyKey(filingId: number): string {
  return `file1099-print-${filingId}-${createHash('sha256').update(`print:${filingId}`).digest('hex').slice(0, 16)}`;
}

function appendAddress(form: FormData, prefix: 'to' | 'from', address: LobAddress): void {
  const country = address.country || 'US';
  form.append(`${prefix}[name]`, address.name.slice(0, 40));
  form.append(`${prefix}[address_line1]`, address.line1);
  if (address.line2) form.append(`${prefix}[address_line2]`, address.line2);
  form.append(`${prefix}[address_city]`, address.city);
  if (address.state) form.append(`${prefix}[address_state]`, address.state);
  if (address.zip) form.append(`${prefix}[address_zip]`, address.zip);
  form.append(`${prefix}[address_country]`, country);
}

function lobMessage(body: unknown): string {
  const error = (body as { error?: { message?: unknown } } | null)?.error;
  return typeof error?.message === 'string' ? error.message.slice(0, 300) : '';
}

export interface LobClient {
  createLetter(request: LobLetterRequest): Promise<LobLetter>;
}

export function createLobClient(settings: LobSettings, fetchImpl: typeof fetch = fetch): LobClient {
  const authorization = `Basic ${Buffer.from(`${settings.apiKey}:`).toString('base64')}`;
  return {
    async createLetter(request) {
      const form = new FormData();
      appendAddress(form, 'to', request.to);
      appendAddress(form, 'from', request.from);
      form.append('description', request.description.slice(0, 255));
      form.append('color', 'false');
      form.append('double_sided', 'true');
      form.append('address_placement', 'insert_blank_page');
      form.append('mail_type', 'usps_first_class');
      form.append('metadata[filing_id]', String(request.filingId));
      form.append('file', new Blob([new Uint8Array(request.pdf)], { type: 'application/pdf' }), 'copy-b.pdf');
      let response: Response;
      try {
        response = await fetchImpl(`${settings.baseUrl}/v1/letters`, {
          method: 'POST',
          headers: { authorization, 'idempotency-key': lobIdempotencyKey(request.filingId) },
          body: form,
          signal: AbortSignal.timeout(60_000),
        });
      } catch {
        throw new LobError('unavailable', 'Lob could not be reached; the letter will be tried again.');
      }
      const body: unknown = await response.json().catch(() => null);
      if (response.ok) {
        const letter = body as { id?: unknown; expected_delivery_date?: unknown } | null;
        if (typeof letter?.id !== 'string')
          throw new LobError(
            'unavailable',
            'Lob answered without a letter id; the letter will be tried again.',
          );
        return {
          id: letter.id,
          expectedDeliveryDate:
            typeof letter.expected_delivery_date === 'string' ? letter.expected_delivery_date : null,
        };
      }
      const detail = lobMessage(body);
      if (response.status === 401 || response.status === 403)
        throw new LobError('refused', 'Lob refused the API key (print.lob.apiKey).');
      if (response.status === 422 || response.status === 400)
        throw new LobError(
          /address|zip|state|city|country|deliverab/i.test(detail) ? 'address' : 'refused',
          `Lob refused the letter: ${detail || `status ${response.status}`}`,
        );
      throw new LobError(
        'unavailable',
        `Lob is unavailable (status ${response.status}); the letter will be tried again.`,
      );
    },
  };
}
