import type { RunningIrisFake } from '@file1099/fakes/iris';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IrisA2aError, type IrisA2aClient } from './iris-a2a.client.ts';
import { transmitIrisXml } from './iris-a2a.service.ts';
import {
  clientOf,
  makeKeyPair,
  sampleTransmission,
  startTestFake,
  TEST_CLIENT_ID,
  TEST_KEY_ID,
  TEST_USER_ID,
} from './test-support/iris.ts';

const keys = makeKeyPair();
let fake: RunningIrisFake;
let client: IrisA2aClient;

beforeAll(async () => {
  fake = await startTestFake(keys.publicKeyPem);
});
afterAll(() => fake.close());
beforeEach(async () => {
  await fetch(`${fake.url}/__fake/reset`, { method: 'POST' });
  client = clientOf(fake, keys.privateKeyPem);
});

async function control(name: string, body: unknown = {}): Promise<void> {
  const answer = await fetch(`${fake.url}/__fake/${name}`, { method: 'POST', body: JSON.stringify(body) });
  expect(answer.status).toBe(200);
}

function tokenForms(): URLSearchParams[] {
  return fake.requests
    .filter((seen) => seen.path === '/oauth2/token')
    .map((seen) => new URLSearchParams(seen.body));
}

async function caught(promise: Promise<unknown>): Promise<IrisA2aError> {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  if (!(error instanceof IrisA2aError)) throw new Error(`expected an IrisA2aError, got ${String(error)}`);
  return error;
}

describe('IRIS A2A client against the fake IRIS', () => {
  it('gets a token with RS256 user and client assertions, uploads, and reads Accepted', async () => {
    const { xml, utid } = sampleTransmission();
    const receiptId = await client.submit(xml);
    expect(receiptId).toMatch(/^[1-9]\d{3}-\d{11}-[0-9a-z]{9}$/);
    const ack = await client.acknowledgement({ receiptId });
    expect(ack).toMatchObject({ status: 'Accepted', receiptId, uniqueTransmissionId: utid });
    expect(ack.submissions).toEqual([{ submissionId: '1', status: 'Accepted', errors: [], records: [] }]);

    const [form] = tokenForms();
    expect(tokenForms()).toHaveLength(1);
    expect(form?.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    expect(form?.get('client_assertion_type')).toBe('urn:ietf:params:oauth:client-assertion-type:jwt-bearer');
    const user = decodeJwt(form?.get('assertion') ?? '');
    const app = decodeJwt(form?.get('client_assertion') ?? '');
    expect(decodeProtectedHeader(form?.get('assertion') ?? '')).toEqual({ alg: 'RS256', kid: TEST_KEY_ID });
    expect(user).toMatchObject({ iss: TEST_CLIENT_ID, sub: TEST_USER_ID, aud: fake.endpoints.auth });
    expect(app).toMatchObject({ iss: TEST_CLIENT_ID, sub: TEST_CLIENT_ID, aud: fake.endpoints.auth });
    expect((user.exp ?? 0) - (user.iat ?? 0)).toBe(900);
    expect(user.jti).not.toBe(app.jti);

    const upload = fake.requests.find((seen) => seen.path === '/iris/a2a/submit');
    expect(upload?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload?.headers.accept).toBe('application/xml');
    expect(upload?.body).toContain('name="file"; filename="transmission.xml"');
    expect(upload?.body).toContain('Content-Type: text/xml');
  });

  it('reads Accepted with Errors with the record error code, text and element path', async () => {
    await control('next-outcome', {
      recordErrors: [
        {
          submissionId: '1',
          recordId: '1',
          code: 'F1099MISC-502-01',
          message: 'Recipient TIN must match.',
          elementPath: 'RecipientDetail/TIN',
        },
      ],
    });
    const receiptId = await client.submit(sampleTransmission().xml);
    const ack = await client.acknowledgement({ receiptId });
    expect(ack.status).toBe('Accepted with Errors');
    expect(ack.submissions[0]).toMatchObject({ submissionId: '1', status: 'Accepted with Errors' });
    expect(ack.submissions[0]?.records).toEqual([
      {
        recordId: '1',
        uniqueRecordId: `${receiptId}|1|1`,
        errors: [
          {
            code: 'F1099MISC-502-01',
            message: 'Recipient TIN must match.',
            value: '',
            elementPath: 'RecipientDetail/TIN',
          },
        ],
      },
    ]);
    expect((await client.status({ receiptId })).submissions).toEqual([]);
  });

  it('reads Rejected, for a rejected submission and for a file that fails the official schema', async () => {
    await control('next-outcome', { rejectSubmissions: ['1'] });
    const rejected = await client.acknowledgement({
      receiptId: await client.submit(sampleTransmission().xml),
    });
    expect(rejected.status).toBe('Rejected');
    expect(rejected.submissions[0]).toMatchObject({ status: 'Rejected', errors: [{ code: 'S1099-100-01' }] });

    const invalid = sampleTransmission().xml.replace('<n1:TaxYr>2025</n1:TaxYr>', '<n1:TaxYr>25</n1:TaxYr>');
    const schema = await client.acknowledgement({ receiptId: await client.submit(invalid) });
    expect(schema.status).toBe('Rejected');
    expect(schema.errors[0]?.code).toBe('X0000-005');
    expect(schema.errors[0]?.message).toContain('schema');
  });

  it('reads Processing until the final answer', async () => {
    await control('next-outcome', { processingPolls: 2 });
    const receiptId = await client.submit(sampleTransmission().xml);
    const answers = [];
    for (let poll = 0; poll < 3; poll += 1)
      answers.push((await client.acknowledgement({ receiptId })).status);
    expect(answers).toEqual(['Processing', 'Processing', 'Accepted']);
  });

  it('answers Not Found for a receipt IRIS never gave', async () => {
    const ack = await client.acknowledgement({ receiptId: '2025-12345678901-abcdefghi' });
    expect(ack).toMatchObject({ status: 'Not Found', submissions: [] });
    expect(ack.errors).toHaveLength(1);
  });

  it('is refused a token with a key IRIS does not know, and says so without the key', async () => {
    const other = makeKeyPair();
    const error = await caught(clientOf(fake, other.privateKeyPem).submit(sampleTransmission().xml));
    expect(error.kind).toBe('token-refused');
    expect(error.retryable).toBe(false);
    expect(error.message).toContain('not signed with the registered key');
    expect(error.message).not.toContain('PRIVATE KEY');
    expect(fake.intake.uploads).toHaveLength(0);
  });

  it('is refused a token when its assertions have expired (a wrong clock)', async () => {
    const stale = clientOf(fake, keys.privateKeyPem, { now: () => Date.now() - 60 * 60_000 });
    const error = await caught(stale.getAccessToken());
    expect(error.kind).toBe('token-refused');
    expect(error.message).toContain('expired');
  });

  it('reports a key that is not an RSA private key', async () => {
    const error = await caught(clientOf(fake, 'not a key').getAccessToken());
    expect(error).toMatchObject({ kind: 'bad-key', retryable: false });
  });

  it('reports a refused token request with its HTTP status', async () => {
    await control('refuse-token', { count: 1, status: 403 });
    const error = await caught(client.status({ receiptId: '2025-12345678901-abcdefghi' }));
    expect(error).toMatchObject({ kind: 'token-refused', httpStatus: 403, retryable: false });
    expect(error.message).toContain('access_denied');
  });

  it('keeps its token, refreshes it when IRIS ends it, and renews it before it expires', async () => {
    let clock = Date.now();
    const timed = clientOf(fake, keys.privateKeyPem, { now: () => clock });
    const search = { receiptId: '2025-12345678901-abcdefghi' };
    const start = { ...fake.tokens.issued };
    const issued = () => ({
      jwtBearer: fake.tokens.issued.jwtBearer - start.jwtBearer,
      refresh: fake.tokens.issued.refresh - start.refresh,
    });
    await timed.status(search);
    await timed.status(search);
    expect(issued()).toEqual({ jwtBearer: 1, refresh: 0 });
    await control('expire-tokens');
    expect((await timed.status(search)).status).toBe('Not Found');
    expect(issued()).toEqual({ jwtBearer: 1, refresh: 1 });
    clock += 8 * 60_000 + 1000;
    await timed.status(search);
    expect(issued()).toEqual({ jwtBearer: 1, refresh: 2 });
    expect(tokenForms().at(-1)?.get('grant_type')).toBe('refresh_token');
  });

  it('looks a lost upload up by its UTID and does not send it again', async () => {
    const { xml, utid } = sampleTransmission();
    await control('timeout-after-upload', { count: 1 });
    const result = await transmitIrisXml(client, { xml, utid, attemptedBefore: false });
    expect(fake.intake.uploads).toEqual([{ uniqueTransmissionId: utid, receiptId: expect.any(String) }]);
    expect(result).toEqual({ via: 'lookup', receiptId: fake.intake.uploads[0]?.receiptId });
    const statusRequest = fake.requests.filter((seen) => seen.path === '/iris/a2a/status').at(-1);
    expect(statusRequest?.body).toContain('<SearchParameterTypeCd>UTID</SearchParameterTypeCd>');
    // A retried job looks first as well, and finds it.
    expect(await transmitIrisXml(client, { xml, utid, attemptedBefore: true })).toEqual(result);
    expect(fake.intake.uploads).toHaveLength(1);
  });

  it('sends an upload IRIS never got only on the next attempt, after looking again', async () => {
    const { xml, utid } = sampleTransmission();
    await control('fail-next', { count: 1, status: 502 });
    const error = await caught(transmitIrisXml(client, { xml, utid, attemptedBefore: false }));
    expect(error).toMatchObject({ kind: 'uncertain', retryable: true });
    expect(error.message).toContain('no transmission with its UTID');
    expect(fake.intake.uploads).toHaveLength(0);
    const result = await transmitIrisXml(client, { xml, utid, attemptedBefore: true });
    expect(result.via).toBe('upload');
    expect(fake.intake.uploads).toEqual([{ uniqueTransmissionId: utid, receiptId: result.receiptId }]);
  });

  it('reports a malformed acknowledgement as retryable', async () => {
    const receiptId = await client.submit(sampleTransmission().xml);
    await control('malformed-next', { count: 1 });
    const error = await caught(client.acknowledgement({ receiptId }));
    expect(error).toMatchObject({ kind: 'malformed', retryable: true });
    expect((await client.acknowledgement({ receiptId })).status).toBe('Accepted');
  });
});
