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
import { diffForAudit, maskForAudit } from './audit.service.ts';

describeEachDatabase('back office: Deploy Info, Workers and the audit trail', (kind) => {
  let database: Database;
  let t: TestApp;
  let cast: Cast;
  let admin: TestClient;
  let acme: TestClient;
  let globex: TestClient;
  beforeAll(async () => {
    database = await kind.open();
    t = await createTestApp(database);
    cast = await createCast(database);
    admin = await t.client().signInTo(cast.admin.user.email, TEST_PASSWORD, cast.admin.domain.id);
    acme = await t.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
    globex = await t.client().signInTo(cast.globex.user.email, TEST_PASSWORD, cast.globex.domain.id);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  const domain = (client: TestClient, query: string, variables?: Record<string, unknown>) =>
    client.graphql('/rs/graphql', query, variables);

  it('masks TINs and secrets in recorded changes', () => {
    expect(maskForAudit('tin', '123-45-6789')).toBe('*****6789');
    expect(maskForAudit('payeeTin', '987654321')).toBe('*****4321');
    expect(maskForAudit('tinType', 'SSN')).toBe('SSN');
    expect(maskForAudit('note', 'old TIN 123-45-6789 replaced')).toBe('old TIN *****6789 replaced');
    expect(maskForAudit('filingData', { recipientTin: '12-3456789', box1: 100 })).toEqual({
      recipientTin: '*****6789',
      box1: 100,
    });
    expect(diffForAudit({ value: 'a', n: 1 }, { value: 'b', n: 1 }, { secretKeys: ['value'] })).toEqual({
      value: { from: '********', to: '********' },
    });
  });

  it('shows the migration level and the job queue to super admins', async () => {
    const { body } = await domain(
      admin,
      '{ deployInfo { migrationLevel latestMigration migrationsInBuild queued running failed dueNow workers { hostname pid } } }',
    );
    expect(body.errors).toBeUndefined();
    const info = body.data?.deployInfo as {
      migrationLevel: number;
      latestMigration: string;
      migrationsInBuild: number;
    };
    expect(info.migrationLevel).toBe(info.migrationsInBuild);
    expect(info.latestMigration).toMatch(/^\d{4}_/);
    expect(info.migrationLevel).toBeGreaterThanOrEqual(19);
  });

  it('adds and edits workers, lists them 1000 a page, and records both', async () => {
    const added = await domain(
      admin,
      'mutation($i: WorkerInput!) { addWorker(input: $i) { id name jobTitle managerName modifiedBy } }',
      {
        i: {
          name: 'Dana Ops',
          jobTitle: 'Support lead',
          location: 'Denver',
          orgSize: '11-50',
          managerName: 'Lee',
        },
      },
    );
    expect(added.body.errors).toBeUndefined();
    const worker = added.body.data?.addWorker as { id: string; modifiedBy: string };
    expect(worker.modifiedBy).toBe(cast.admin.user.email);
    const noName = await domain(admin, 'mutation { addWorker(input: { name: "  " }) { id } }');
    expect(noName.body.errors?.[0]?.message).toBe('Name is required');
    const edited = await domain(
      admin,
      'mutation($id: ID!, $i: WorkerInput!) { editWorker(id: $id, input: $i) { jobTitle } }',
      {
        id: worker.id,
        i: {
          name: 'Dana Ops',
          jobTitle: 'Support manager',
          location: 'Denver',
          orgSize: '11-50',
          managerName: 'Lee',
        },
      },
    );
    expect(edited.body.data).toEqual({ editWorker: { jobTitle: 'Support manager' } });
    const same = await domain(
      admin,
      'mutation($id: ID!, $i: WorkerInput!) { editWorker(id: $id, input: $i) { jobTitle } }',
      {
        id: worker.id,
        i: {
          name: 'Dana Ops',
          jobTitle: 'Support manager',
          location: 'Denver',
          orgSize: '11-50',
          managerName: 'Lee',
        },
      },
    );
    expect(same.body.errors?.[0]?.message).toBe('No changes detected');
    const list = await domain(
      admin,
      '{ workersWithPageMetadata(pageSize: 1000, pageNumber: 0) { workers { name jobTitle location orgSize managerName } pageMetadata { totalCount } } }',
    );
    expect(list.body.data?.workersWithPageMetadata).toEqual({
      workers: [
        {
          name: 'Dana Ops',
          jobTitle: 'Support manager',
          location: 'Denver',
          orgSize: '11-50',
          managerName: 'Lee',
        },
      ],
      pageMetadata: { totalCount: 1 },
    });
    const trail = await domain(
      admin,
      '{ auditEvents(entityType: worker) { events { actor action changes } } }',
    );
    expect(trail.body.data?.auditEvents).toEqual({
      events: [
        {
          actor: cast.admin.user.email,
          action: 'update',
          changes: { jobTitle: { from: 'Support lead', to: 'Support manager' } },
        },
        expect.objectContaining({ action: 'create' }),
      ],
    });
  });

  it('records config changes with the editor and never an encrypted value', async () => {
    const base = '/rs/api/config/properties';
    await admin.request({
      method: 'POST',
      url: base,
      payload: { name: 'ops.vendorKey', value: 'vk-77zq-secret', type: 'ENCRYPTED' },
    });
    await admin.request({
      method: 'PATCH',
      url: `${base}/ops.vendorKey`,
      payload: { value: 'vk-88zq-secret', version: 1 },
    });
    await admin.request({ method: 'DELETE', url: `${base}/ops.vendorKey` });
    const { body } = await domain(
      admin,
      '{ auditEvents(entityType: config, entityId: "ops.vendorKey") { events { actor action changes } } }',
    );
    expect(JSON.stringify(body)).not.toContain('zq-secret');
    expect((body.data?.auditEvents as { events: { action: string; actor: string }[] }).events).toEqual([
      expect.objectContaining({ action: 'delete', actor: cast.admin.user.email }),
      expect.objectContaining({ action: 'update', changes: { value: { from: '********', to: '********' } } }),
      expect.objectContaining({ action: 'create' }),
    ]);
  });

  it('records payee and filing changes with masked TINs, shown as Activity to the account only', async () => {
    const saved = await domain(acme, 'mutation($p: PayeeInput!) { addEditPayee(payee: $p) { id } }', {
      p: { entityType: 'Business', businessName: 'Audit Supply Inc', tinType: 'EIN', tin: '98-7650123' },
    });
    expect(saved.body.errors).toBeUndefined();
    const id = (saved.body.data?.addEditPayee as { id: number }).id;
    await domain(acme, 'mutation($p: PayeeInput!) { addEditPayee(payee: $p) { id } }', {
      p: { id, entityType: 'Business', businessName: 'Audit Supply LLC', tinType: 'EIN', tin: '98-7650456' },
    });
    const activity = (client: TestClient) =>
      domain(
        client,
        'query($id: ID!) { activity(entityType: payee, entityId: $id) { events { actor action changes } } }',
        {
          id: String(id),
        },
      );
    const mine = await activity(acme);
    const text = JSON.stringify(mine.body);
    expect(text).not.toContain('7650123');
    expect(text).not.toContain('7650456');
    const events = (
      mine.body.data?.activity as {
        events: { action: string; actor: string; changes: Record<string, unknown> }[];
      }
    ).events;
    expect(events.map((event) => event.action)).toEqual(['update', 'create']);
    expect(events[0]?.actor).toBe(cast.acme.user.email);
    expect(events[0]?.changes).toMatchObject({
      businessName: { from: 'Audit Supply Inc', to: 'Audit Supply LLC' },
      tinLast4: { from: '*****0123', to: '*****0456' },
    });
    expect((await activity(globex)).body.data).toEqual({ activity: { events: [] } });
    const search = await domain(admin, '{ auditEvents(text: "Audit Supply") { events { summary } } }');
    expect((search.body.data?.auditEvents as { events: unknown[] }).events.length).toBeGreaterThanOrEqual(2);
  });

  it('records a payer change with the TIN masked, in the account only', async () => {
    const address = {
      line1: '100 Market St',
      city: 'Springfield',
      state: 'IL',
      country: 'US',
      postalCode: '62701',
    };
    const save = (name: string, tin: string) =>
      domain(
        globex,
        'mutation($n: String, $t: String, $a: AddressInput) { updatePayer(payerType: Business, businessName: $n, tinType: EIN, tin: $t, phoneNumber: "2175550100", address: $a) { id } }',
        { n: name, t: tin, a: address },
      );
    expect((await save('Globex Payer One', '12-3450001')).body.errors).toBeUndefined();
    expect((await save('Globex Payer Two', '12-3450002')).body.errors).toBeUndefined();
    const { body } = await domain(
      admin,
      `{ auditEvents(entityType: payer, accountId: ${cast.globex.domain.id}) { events { actor changes } } }`,
    );
    expect(JSON.stringify(body)).not.toContain('3450002');
    const [latest] = (
      body.data?.auditEvents as { events: { actor: string; changes: Record<string, unknown> }[] }
    ).events;
    expect(latest?.actor).toBe(cast.globex.user.email);
    expect(latest?.changes).toMatchObject({
      businessName: { from: 'Globex Payer One', to: 'Globex Payer Two' },
      tinLast4: { from: '*****0001', to: '*****0002' },
    });
  });
});
