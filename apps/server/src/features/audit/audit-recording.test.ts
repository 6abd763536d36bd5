import { and, eq } from 'drizzle-orm';
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
import { filings } from '../filings/filings.table.ts';
import { setFilingStatus } from '../filings/filings.service.ts';
import { setStatus } from '../transmissions/agency-generate.ts';
import { recordAudit } from './audit.service.ts';
import { auditEvents, type AuditEventRow } from './audit.table.ts';

describeEachDatabase('audit trail: payments, memberships, filing statuses, append-only', (kind) => {
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

  const eventsOf = (domainId: number, entityType: AuditEventRow['entityType']) =>
    database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.domainId, domainId), eq(auditEvents.entityType, entityType)))
      .orderBy(auditEvents.id);

  it('refuses to update or delete a recorded event in the database itself', async () => {
    await recordAudit(database.db, {
      actor: 'system',
      entityType: 'config',
      entityId: 'guard.check',
      action: 'create',
      summary: 'kept for ever',
    });
    const [row] = await database.db.select().from(auditEvents).where(eq(auditEvents.entityId, 'guard.check'));
    if (!row) throw new Error('the event was not written');
    await expect(
      database.db.update(auditEvents).set({ summary: 'rewritten' }).where(eq(auditEvents.id, row.id)),
    ).rejects.toThrow();
    await expect(database.db.delete(auditEvents).where(eq(auditEvents.id, row.id))).rejects.toThrow();
    const [after] = await database.db.select().from(auditEvents).where(eq(auditEvents.id, row.id));
    expect(after?.summary).toBe('kept for ever');
  });

  it('records account creation, invitations and their withdrawal as membership changes', async () => {
    const created = await eventsOf(cast.acme.domain.id, 'membership');
    expect(created[0]).toMatchObject({
      actor: cast.acme.user.email,
      entityId: cast.acme.user.email,
      action: 'join',
      changes: { role: { from: null, to: 'Owner' } },
    });
    const invited = await domain(
      acme,
      'mutation { inviteUser(email: "Clerk.q7@acme.test", role: Admin) { id } }',
    );
    expect(invited.body.errors).toBeUndefined();
    const id = Number((invited.body.data?.inviteUser as { id: string }).id);
    const revoked = await domain(acme, 'mutation($id: Int!) { revokeInvitation(id: $id) }', { id });
    expect(revoked.body.errors).toBeUndefined();
    const events = (await eventsOf(cast.acme.domain.id, 'membership')).slice(1);
    expect(events.map((event) => [event.actor, event.entityId, event.action, event.changes])).toEqual([
      [cast.acme.user.email, 'clerk.q7@acme.test', 'invite', { role: { from: null, to: 'Admin' } }],
      [
        cast.acme.user.email,
        'clerk.q7@acme.test',
        'revoke invitation',
        { role: { from: 'Admin', to: null } },
      ],
    ]);
    expect(JSON.stringify(events)).not.toMatch(/code|token/i);
  });

  it('records every ledger row as a payment with who made it', async () => {
    const promo = await domain(
      admin,
      'mutation($d: Int!) { addPromoCredits(credits: 1250, description: "Spring promo", domainId: $d) { id } }',
      { d: cast.globex.domain.id },
    );
    expect(promo.body.errors).toBeUndefined();
    const ledgerId = String((promo.body.data?.addPromoCredits as { id: string | number }).id);
    const [event] = await eventsOf(cast.globex.domain.id, 'payment');
    expect(event).toMatchObject({
      actor: cast.admin.user.email,
      entityId: ledgerId,
      summary: expect.stringContaining('$12.50'),
      changes: {
        amountCents: { from: null, to: 1250 },
        runningTotalCents: { from: null, to: 1250 },
        description: { from: null, to: 'Spring promo' },
      },
    });
  });

  it('records filing status changes, masked, in the Activity of that account only', async () => {
    const saved = await domain(acme, 'mutation($p: PayeeInput!) { addEditPayee(payee: $p) { id } }', {
      p: { entityType: 'Business', businessName: 'Status Parts Co', tinType: 'EIN', tin: '98-7651234' },
    });
    expect(saved.body.errors).toBeUndefined();
    const payeeId = (saved.body.data?.addEditPayee as { id: number }).id;
    const [filing] = await database.db
      .insert(filings)
      .values({
        domainId: cast.acme.domain.id,
        payeeId,
        payeeName: 'Status Parts Co',
        filingYear: 2025,
        filingType: 'NEC',
        filingData: {},
        status: 'Submitted',
      })
      .returning();
    if (!filing) throw new Error('no filing');
    await setStatus(database.db, [filing.id], 'Agency_Rejected', 'TIN 98-7651234 does not match', new Date());
    await setFilingStatus(database.db, [filing.id], 'Accepted', null, cast.admin.user.email);
    const activity = (client: TestClient) =>
      domain(
        client,
        'query($id: ID!) { activity(entityType: filing, entityId: $id) { events { actor action changes } } }',
        { id: String(filing.id) },
      );
    const mine = await activity(acme);
    expect(JSON.stringify(mine.body)).not.toContain('7651234');
    expect(mine.body.data?.activity).toEqual({
      events: [
        {
          actor: cast.admin.user.email,
          action: 'status',
          changes: {
            status: { from: 'Agency_Rejected', to: 'Accepted' },
            statusChangeDesc: { from: 'TIN *****1234 does not match', to: null },
          },
        },
        {
          actor: 'system',
          action: 'status',
          changes: {
            status: { from: 'Submitted', to: 'Agency_Rejected' },
            statusChangeDesc: { from: null, to: 'TIN *****1234 does not match' },
          },
        },
      ],
    });
    expect((await activity(globex)).body.data).toEqual({ activity: { events: [] } });
  });
});
