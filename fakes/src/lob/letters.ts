import { createHmac, randomBytes } from 'node:crypto';
import type { FakeRequest } from '../lib/http-fake.ts';

/** A letter as Lob's API answers it (the fields the app reads, and a few more). */
export interface FakeLetter {
  id: string;
  object: 'letter';
  description: string | null;
  to: Record<string, string>;
  from: Record<string, string>;
  metadata: Record<string, string>;
  color: boolean;
  double_sided: boolean;
  address_placement: string;
  mail_type: string;
  expected_delivery_date: string;
  date_created: string;
  /** Size of the PDF received; the fake keeps no file. */
  file_bytes: number;
}

export interface LobAnswer {
  status: number;
  body: unknown;
}

const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY AS GU MP PR VI AA AE AP'.split(
    ' ',
  ),
);

export const lobError = (status: number, message: string, code: string): LobAnswer => ({
  status,
  body: { error: { message, status_code: status, code } },
});

/** Reads Lob's bracketed form fields (`to[name]`) into objects. */
function nested(form: FormData, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    const match = new RegExp(`^${prefix}\\[(\\w+)\\]$`).exec(key);
    if (match?.[1] && typeof value === 'string') out[match[1]] = value;
  }
  return out;
}

/** Lob's address rules as the fake applies them; a line1 with UNDELIVERABLE fails strictness. */
function addressProblem(side: string, address: Record<string, string>): string | null {
  if (!address.name && !address.company) return `${side}.name or ${side}.company is required`;
  if (!address.address_line1) return `${side}.address_line1 is required`;
  if (!address.address_city) return `${side}.address_city is required`;
  const country = (address.address_country ?? 'US').toUpperCase();
  if (country === 'US') {
    if (!US_STATES.has((address.address_state ?? '').toUpperCase()))
      return `${side}.address_state must be a 2 letter US state code`;
    if (!/^\d{5}(-?\d{4})?$/.test(address.address_zip ?? ''))
      return `${side}.address_zip must be in a valid ZIP or ZIP+4 format`;
  }
  if (/UNDELIVERABLE/i.test(address.address_line1))
    return `The ${side} address is undeliverable (failed deliverability strictness).`;
  return null;
}

export function signWebhook(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export class LobState {
  readonly letters = new Map<string, FakeLetter>();
  private readonly byKey = new Map<string, string>();

  reset(): void {
    this.letters.clear();
    this.byKey.clear();
  }

  /** POST /v1/letters (multipart/form-data or JSON, as Lob takes both). */
  async createLetter(request: FakeRequest, now = new Date()): Promise<LobAnswer> {
    const type = String(request.headers['content-type'] ?? '');
    let form: FormData;
    if (type.startsWith('multipart/form-data')) {
      form = await new Response(Buffer.from(request.body, 'utf8'), {
        headers: { 'content-type': type },
      }).formData();
    } else return lobError(422, 'file must be a PDF sent as multipart/form-data', 'invalid');
    const key = String(request.headers['idempotency-key'] ?? '');
    // Lob answers a repeated key with the letter it made the first time: nothing is mailed twice.
    const earlier = key ? this.letters.get(this.byKey.get(key) ?? '') : undefined;
    if (earlier) return { status: 200, body: earlier };
    const to = nested(form, 'to');
    const from = nested(form, 'from');
    const problem = addressProblem('to', to) ?? addressProblem('from', from);
    if (problem) return lobError(422, problem, 'invalid');
    const file = form.get('file');
    if (!(file instanceof Blob)) return lobError(422, 'file is required', 'invalid');
    const head = await file.slice(0, 5).text();
    if (head !== '%PDF-') return lobError(422, 'file must be a PDF', 'invalid_file');
    const placement = String(form.get('address_placement') ?? 'top_first_page');
    if (placement !== 'top_first_page' && placement !== 'insert_blank_page')
      return lobError(422, 'address_placement must be one of [top_first_page, insert_blank_page]', 'invalid');
    const expected = new Date(now.getTime() + 5 * 86_400_000).toISOString().slice(0, 10);
    const letter: FakeLetter = {
      id: `ltr_${randomBytes(10).toString('hex')}`,
      object: 'letter',
      description: typeof form.get('description') === 'string' ? String(form.get('description')) : null,
      to,
      from,
      metadata: nested(form, 'metadata'),
      color: form.get('color') === 'true',
      double_sided: form.get('double_sided') !== 'false',
      address_placement: placement,
      mail_type: String(form.get('mail_type') ?? 'usps_first_class'),
      expected_delivery_date: expected,
      date_created: now.toISOString(),
      file_bytes: file.size,
    };
    this.letters.set(letter.id, letter);
    if (key) this.byKey.set(key, letter.id);
    return { status: 200, body: letter };
  }

  /** A tracking event's body as Lob sends it to a webhook. */
  eventBody(letter: FakeLetter, type: string, eventId?: string): { id: string; text: string } {
    const id = eventId ?? `evt_${randomBytes(10).toString('hex')}`;
    const text = JSON.stringify({
      id,
      object: 'event',
      reference_id: letter.id,
      event_type: { id: type, resource: 'letters', object: 'event_type' },
      date_created: new Date().toISOString(),
      body: letter,
    });
    return { id, text };
  }
}
