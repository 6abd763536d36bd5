import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import {
  createCast,
  createTestApp,
  TEST_PASSWORD,
  type TestApp,
  type TestClient,
} from '../../test/app-harness.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { filings } from '../filings/filings.table.ts';
import { generateAgencyTransmissions } from './agency-generate.ts';
import { TRANSMISSION_MESSAGES, updateAgencyTransmission } from './agency.service.ts';
import { readTransmitterSettings } from './transmission-file.ts';
import { makeAcknowledgementXml, submitNecFilings } from './transmissions.fixtures.ts';
import { RESPONSE_UPLOADED } from './transmissions.routes.ts';
import { agencyTransmissions } from './transmissions.table.ts';

const IN_SEASON = new Date('2026-01-15T18:00:00Z');

/** A multipart upload of one file (field `file`), as the browser sends it; none when `file` is null. */
function upload(client: TestClient, url: string, file: string | null) {
  const boundary = '----file1099response';
  const body =
    file === null
      ? `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nnone\r\n--${boundary}--\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="ack.xml"\r\nContent-Type: text/xml\r\n\r\n${file}\r\n--${boundary}--\r\n`;
  return client.request({
    method: 'POST',
    url,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.from(body),
  });
}

describeEachDatabase('transmission files over REST', (kind) => {
  let database: Database;
  let t: TestApp;
  let admin: TestClient;
  let acme: TestClient;
  beforeAll(async () => {
    database = await kind.open();
    t = await createTestApp(database);
    const cast = await createCast(database);
    admin = await t.client().signInTo(cast.admin.user.email, TEST_PASSWORD, cast.admin.domain.id);
    acme = await t.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it('downloads the file, takes the IRS response as an upload, and refuses everyone else', async () => {
    const submitted = await submitNecFilings(database, t.services.tinVault, {
      email: 'rest-tx@example.test',
      payeeCount: 2,
      now: IN_SEASON,
    });
    const services = {
      encryptor: t.services.encryptor,
      tinVault: t.services.tinVault,
      transmitter: readTransmitterSettings(null),
    };
    const generated = await generateAgencyTransmissions(database.db, services, IN_SEASON);
    const id = generated.transmissionIds[0] ?? 0;
    const fileUrl = `/rs/api/transmissions/tnn/${id}/file/`;
    const responseUrl = `/rs/api/transmissions/tnn/${id}/response/`;

    // Not a super admin: refused, nothing of the file in the answer, the status unchanged.
    const refused = await acme.request({ url: fileUrl });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('UniqueTransmissionId');
    const refusedUpload = await upload(acme, responseUrl, '<x/>');
    expect(refusedUpload.statusCode).toBe(403);
    const [before] = await database.db
      .select()
      .from(agencyTransmissions)
      .where(eq(agencyTransmissions.id, id));
    expect(before?.transmissionStatus).toBe('Generated');

    const file = await admin.request({ url: fileUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^application\/xml/);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${before?.fileName}"`);
    expect(file.body).toContain(
      `<UniqueTransmissionId>${before?.uniqueTransmissionId}</UniqueTransmissionId>`,
    );
    const [downloaded] = await database.db
      .select()
      .from(agencyTransmissions)
      .where(eq(agencyTransmissions.id, id));
    expect(downloaded?.transmissionStatus).toBe('Downloaded');
    expect((await admin.request({ url: '/rs/api/transmissions/tnn/999999/file/' })).json()).toMatchObject({
      message: TRANSMISSION_MESSAGES.notFound,
    });
    expect((await admin.request({ url: `/rs/api/transmissions/xyz/${id}/file/` })).statusCode).toBe(404);

    await updateAgencyTransmission(database.db, {
      transmissionId: id,
      transmissionStatus: 'Sent_To_Agency',
      ackNumber: 'ACK-REST-1',
    });
    const noFile = await upload(admin, responseUrl, null);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ message: TRANSMISSION_MESSAGES.responseRequired });
    const wrongKind = await upload(admin, responseUrl, '1;271234567;VENDOR 1;12;0\r\n');
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json<{ message: string }>().message).toMatch(/not an IRIS acknowledgement/);

    const ack = makeAcknowledgementXml({
      utid: before?.uniqueTransmissionId ?? '',
      receiptId: '2026-12345678901-restack01',
      status: 'Accepted',
      submissions: [{ submissionId: 1, status: 'Accepted' }],
    });
    const answered = await upload(admin, responseUrl, ack);
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({
      success: true,
      message: RESPONSE_UPLOADED,
      data: { id, transmissionStatus: 'Response_Received', agencyStatus: 'Accepted' },
    });
    const rows = await database.db.select().from(filings).where(inArray(filings.id, submitted.ids));
    expect(rows.map((row) => row.status)).toEqual(['Accepted', 'Accepted']);
  });
});
