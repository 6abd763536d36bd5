import { createPrivateKey, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readIrisAcknowledgement, validateIrisStatusXml, writeIrisStatusRequest } from '@file1099/efile';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readFilePart, startFake, type RunningIrisFake } from './index.ts';

let fake: RunningIrisFake;
beforeAll(async () => {
  fake = await startFake({ clientId: 'client', userId: 'user', keyId: 'kid-1' });
});
afterAll(() => fake.close());

function assertion(
  subject: string,
  options: { kid?: string; jti?: string; seconds?: number } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'kid-1' })
    .setIssuer('client')
    .setSubject(subject)
    .setAudience(fake.endpoints.auth)
    .setIssuedAt(now)
    .setExpirationTime(now + (options.seconds ?? 900))
    .setJti(options.jti ?? randomUUID())
    .sign(createPrivateKey(fake.privateKeyPem ?? ''));
}

async function token(
  form: Record<string, string>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const answer = await fetch(fake.endpoints.auth, { method: 'POST', body: new URLSearchParams(form) });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

async function grant(user: Promise<string>, client: Promise<string>) {
  return token({
    grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
    assertion: await user,
    client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
    client_assertion: await client,
  });
}

it('makes its own key pair when given none, and grants a token for assertions signed with it', async () => {
  expect(fake.privateKeyPem).toContain('PRIVATE KEY');
  const answer = await grant(assertion('user'), assertion('client'));
  expect(answer).toMatchObject({ status: 200, body: { token_type: 'Bearer', expires_in: 900 } });
  expect(answer.body.refresh_token).toEqual(expect.any(String));
});

it('refuses a wrong subject, key id, reused jti and a too long assertion', async () => {
  expect((await grant(assertion('someone'), assertion('client'))).body.error_description).toContain(
    'subject',
  );
  expect((await grant(assertion('user'), assertion('client', { kid: 'other' }))).status).toBe(401);
  const jti = randomUUID();
  expect((await grant(assertion('user', { jti }), assertion('client'))).status).toBe(200);
  expect((await grant(assertion('user', { jti }), assertion('client'))).body.error_description).toContain(
    'used before',
  );
  expect(
    (await grant(assertion('user', { seconds: 3600 }), assertion('client'))).body.error_description,
  ).toContain('15 minutes');
  expect((await token({ grant_type: 'password' })).body.error).toBe('invalid_request');
});

it('refuses API calls without a live token and status requests the official schema refuses', async () => {
  const request = writeIrisStatusRequest({
    tcc: '00AA0',
    searchType: 'S',
    parameterType: 'RID',
    searchIds: ['2025-12345678901-abcdefghi'],
  });
  expect((await fetch(fake.endpoints.status, { method: 'POST', body: request })).status).toBe(401);
  const { body } = await grant(assertion('user'), assertion('client'));
  const headers = { authorization: `Bearer ${String(body.access_token)}` };
  const bad = await fetch(fake.endpoints.status, {
    method: 'POST',
    headers,
    body: request.replace('<SearchTypeCd>S', '<SearchTypeCd>Q'),
  });
  expect(bad.status).toBe(400);
  const good = await fetch(fake.endpoints.status, { method: 'POST', headers, body: request });
  const xml = await good.text();
  expect(await validateIrisStatusXml(xml, 'response')).toEqual({ valid: true, errors: [] });
  expect(readIrisAcknowledgement(xml)).toMatchObject({ ok: true, results: [{ status: 'Not Found' }] });
});

it('reads the file part of a multipart upload', () => {
  const body =
    '--b\r\nContent-Disposition: form-data; name="file"; filename="t.xml"\r\nContent-Type: text/xml\r\n\r\n<x/>\r\n--b--\r\n';
  expect(readFilePart('multipart/form-data; boundary=b', body)).toEqual({ xml: '<x/>' });
  expect(readFilePart('text/xml', body)).toEqual({ problem: expect.stringContaining('multipart') });
  expect(readFilePart('multipart/form-data; boundary=b', '--b--')).toEqual({
    problem: expect.stringContaining('"file"'),
  });
});

it('keeps what an upload names and answers a scripted record error and rejected submission', async () => {
  const sample = path.resolve(
    import.meta.dirname,
    '../../../packages/efile/irs-samples/iris-examples/XML Sample - 1099A 2 Issuers.xml',
  );
  const utid = `${randomUUID()}:IRIS:00AA0::A`;
  const xml = fs
    .readFileSync(sample, 'utf8')
    .replace(/(<n1:UniqueTransmissionId>)[^<]*(<\/n1:UniqueTransmissionId>)/, `$1${utid}$2`)
    // The sample numbers both submissions 1; the second becomes 2.
    .replace(
      /(<n1:SubmissionId>1<\/n1:SubmissionId>[\s\S]*<n1:SubmissionId>)1</,
      (_m, head: string) => `${head}2<`,
    );
  fake.intake.scriptOutcome({
    rejectSubmissions: ['2'],
    recordErrors: [{ submissionId: '1', recordId: '1', message: 'Recipient TIN is not valid.' }],
  });
  const stored = await fake.intake.receive(xml);
  expect(stored).toMatchObject({
    uniqueTransmissionId: utid,
    schemaValid: true,
    transmissionType: 'C',
    originalReceiptId: '1000-00000000000-000000000',
    originalUniqueSubmissionIds: ['1000-00000000000-000000000|1', '1000-00000000000-000000000|1'],
  });
  expect(stored.final.status).toBe('Partially Accepted');
  expect(stored.final.submissions.map((submission) => submission.status)).toEqual([
    'Accepted with Errors',
    'Rejected',
  ]);
  expect(stored.final.submissions[0]?.records).toEqual([
    expect.objectContaining({
      recordId: '1',
      errors: [expect.objectContaining({ message: 'Recipient TIN is not valid.' })],
    }),
  ]);
});
