import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import {
  createCast,
  createTestApp,
  TEST_PASSWORD,
  type Cast,
  type TestApp,
  type TestClient,
} from '../../test/app-harness.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { agencyTransmissions } from '../transmissions/transmissions.table.ts';
import { irisA2aTransmissions, type IrisA2aTransmissionRow } from './iris-a2a.table.ts';
import { getIrisA2aStage } from './iris-a2a.view.ts';

const AT = new Date('2026-01-20T15:00:00Z');

function a2aRow(fields: Partial<IrisA2aTransmissionRow>): IrisA2aTransmissionRow {
  return {
    transmissionId: 1,
    environment: 'ats',
    sendingSince: null,
    receivedAt: null,
    acknowledgedAt: null,
    failure: null,
    createdAt: AT,
    updatedAt: AT,
    ...fields,
  };
}

it('names how far an A2A transmission got, a failure first', () => {
  expect(getIrisA2aStage(a2aRow({}))).toBe('Queued');
  expect(getIrisA2aStage(a2aRow({ sendingSince: AT }))).toBe('Sending');
  expect(getIrisA2aStage(a2aRow({ sendingSince: AT, receivedAt: AT }))).toBe('Receipt received');
  expect(getIrisA2aStage(a2aRow({ sendingSince: AT, receivedAt: AT, acknowledgedAt: AT }))).toBe(
    'Acknowledged',
  );
  expect(getIrisA2aStage(a2aRow({ sendingSince: AT, receivedAt: AT, failure: 'malformed answer' }))).toBe(
    'Failed',
  );
});

describeEachDatabase('the Transmissions grid shows the A2A state', (kind) => {
  let database: Database;
  let t: TestApp;
  let cast: Cast;
  let admin: TestClient;
  beforeAll(async () => {
    database = await kind.open();
    t = await createTestApp(database);
    cast = await createCast(database);
    admin = await t.client().signInTo(cast.admin.user.email, TEST_PASSWORD, cast.admin.domain.id);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  async function addTransmission(utid: string): Promise<number> {
    const [row] = await database.db
      .insert(agencyTransmissions)
      .values({
        uniqueTransmissionId: utid,
        formatType: 'IRIS',
        taxYear: 2025,
        fileName: `${utid}.xml`,
        fileSealed: 'sealed',
        fileBytes: 6,
        recipientCount: 1,
        issuerCount: 1,
        transmissionStatus: 'Sent_To_Agency',
      })
      .returning({ id: agencyTransmissions.id });
    if (!row) throw new Error('no transmission');
    return row.id;
  }

  it('gives each listed transmission its A2A stage and failure, none for one sent by hand', async () => {
    const manual = await addTransmission('1:IRIS:MANUAL::T:2026-01-20T15:00:00.000-05:00');
    const failed = await addTransmission('2:IRIS:FAILED::T:2026-01-20T15:00:00.000-05:00');
    const acknowledged = await addTransmission('3:IRIS:ACKED::T:2026-01-20T15:00:00.000-05:00');
    await database.db.insert(irisA2aTransmissions).values([
      {
        transmissionId: failed,
        environment: 'ats',
        sendingSince: AT,
        failure: 'IRIS refused the access token (HTTP 401, invalid_client).',
      },
      {
        transmissionId: acknowledged,
        environment: 'production',
        sendingSince: AT,
        receivedAt: AT,
        acknowledgedAt: AT,
      },
    ]);
    const { body } = await admin.graphql(
      '/rs/graphql',
      'query { tnnTransmissionRecordsByStatusIn(statuses: [Sent_To_Agency]) { id a2a { environment stage failure sendingSince acknowledgedAt } } }',
    );
    expect(body.errors).toBeUndefined();
    const rows = body.data?.tnnTransmissionRecordsByStatusIn as {
      id: number;
      a2a: {
        environment: string;
        stage: string;
        failure: string | null;
        acknowledgedAt: string | null;
      } | null;
    }[];
    const byId = new Map(rows.map((row) => [row.id, row.a2a]));
    expect(byId.get(manual)).toBeNull();
    expect(byId.get(failed)).toMatchObject({
      environment: 'ats',
      stage: 'Failed',
      failure: 'IRIS refused the access token (HTTP 401, invalid_client).',
      acknowledgedAt: null,
    });
    expect(byId.get(acknowledged)).toMatchObject({
      environment: 'production',
      stage: 'Acknowledged',
      failure: null,
    });
  });
});
