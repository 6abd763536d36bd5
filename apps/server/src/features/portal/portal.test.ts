import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import {
  createCast,
  createTestApp,
  readLatestMail,
  TEST_PASSWORD,
  type Cast,
  type TestApp,
  type TestClient,
} from '../../test/app-harness.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { auditEvents } from '../audit/audit.table.ts';
import { saveFiling, setFilingStatus } from '../filings/filings.service.ts';
import { payers } from '../payers/payers.table.ts';
import { savePayee } from '../payees/payees.service.ts';
import { makeSignaturePng } from '../w9/w9.fixtures.ts';
import { w9Requests } from '../w9/w9.table.ts';
import { PORTAL_OFF } from './portal.graphql.ts';
import { PORTAL_MESSAGES } from './portal.service.ts';
import { domainInvitations } from './portal.table.ts';

const STATUS = 'id relationId invitationId relationStatus sourceSubEntityId';
const PAT = 'pat.portal@example.test';
const OLLIE = 'ollie.portal@example.test';
const CONTRACTOR_PASSWORD = 'Zq7-contractor-pw-81x';
const W9 = {
  entityType: 'Individual',
  firstName: 'Pat',
  lastName: 'Updated',
  tinType: 'SSN',
  tin: '***-**-6781',
  address: { line1: '9 New Rd', city: 'Madison', state: 'WI', postalCode: '53703', country: 'US' },
  correctTIN: true,
  exempt: true,
  usPerson: true,
};

describeEachDatabase(
  'vendor portal: invitations, the contractor app, and what a contractor reaches',
  (kind) => {
    let database: Database;
    /** The payee's vendor-portal audit events, oldest first. */
    const portalEvents = async (payeeId: number) =>
      database.db
        .select({ actor: auditEvents.actor, summary: auditEvents.summary })
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.entityType, 'payee'),
            eq(auditEvents.entityId, String(payeeId)),
            eq(auditEvents.action, 'vendor portal'),
          ),
        )
        .orderBy(asc(auditEvents.id));
    let test: TestApp;
    let cast: Cast;
    let acme: TestClient;
    let globex: TestClient;
    let pat: TestClient;
    let ollie: TestClient;
    const ids = {
      acmePat: 0,
      acmeQuinn: 0,
      acmeOllie: 0,
      globexPat: 0,
      acmePatFiling: 0,
      acmePatDraft: 0,
      acmeOllieFiling: 0,
      globexPatFiling: 0,
    };

    const gql = async (client: TestClient, query: string, variables: Record<string, unknown> = {}) =>
      (await client.graphql('/rs/graphql', query, variables)).body;
    const auth = async (client: TestClient, query: string, variables: Record<string, unknown> = {}) =>
      (await client.graphql('/access/graphql', query, variables)).body;
    const invite = (client: TestClient, subEntityId: number) =>
      gql(
        client,
        `mutation($id: Int!) { inviteDomain(subEntityId: $id, relationType: Vendor) { ${STATUS} } }`,
        {
          id: subEntityId,
        },
      );
    const linkOf = async (email: string) => {
      const mail = await readLatestMail(database, email);
      if (!mail || mail.link.pathname !== '/acceptdomaininvitation')
        throw new Error(`no invitation for ${email}`);
      return {
        email: mail.link.searchParams.get('email') ?? '',
        code: mail.link.searchParams.get('code') ?? '',
      };
    };
    const accept = async (
      client: TestClient,
      link: { email: string; code: string },
      extra: { firstName?: string; lastName?: string } = {},
    ) =>
      auth(
        client,
        'mutation($e: String!, $c: String!, $p: String!, $f: String, $l: String, $a: String!) { acceptDomainInvitation(email: $e, code: $c, password: $p, firstName: $f, lastName: $l, altcha: $a) }',
        {
          e: link.email,
          c: link.code,
          p: CONTRACTOR_PASSWORD,
          a: await client.solveAltcha(),
          ...{ f: extra.firstName, l: extra.lastName },
        },
      );
    const copyB = (client: TestClient, filingId: number) =>
      client.request({ url: `/rs/api/contractor/filings/${filingId}/copyb` });

    beforeAll(async () => {
      database = await kind.open();
      test = await createTestApp(database);
      cast = await createCast(database, 'portal-');
      const vault = test.services.tinVault;
      const person = (domainId: number, firstName: string, tin: string, emailAddress: string) =>
        savePayee(database.db, vault, domainId, {
          entityType: 'Individual',
          firstName,
          lastName: 'Payee',
          tinType: 'SSN',
          tin,
          emailAddress,
          address: { line1: '1 Oak Ave', city: 'Madison', state: 'WI', postalCode: '53703' },
        });
      ids.acmePat = (await person(cast.acme.domain.id, 'Pat', '523-45-6781', PAT)).id;
      ids.acmeQuinn = (await person(cast.acme.domain.id, 'Quinn', '523-45-6782', '')).id;
      ids.acmeOllie = (await person(cast.acme.domain.id, 'Ollie', '523-45-6783', OLLIE)).id;
      ids.globexPat = (await person(cast.globex.domain.id, 'Pat', '523-45-6781', PAT)).id;
      for (const [domainId, businessName] of [
        [cast.acme.domain.id, 'Acme Supplies'],
        [cast.globex.domain.id, 'Globex Works'],
      ] as const)
        await database.db
          .insert(payers)
          .values({
            domainId,
            payerType: 'Business',
            businessName,
            tinType: 'EIN',
            ...vault.seal('12-3456789'),
            line1: '100 Main St',
            city: 'Springfield',
            state: 'IL',
            postalCode: '62704',
            phoneNumber: '2175550100',
          })
          .onConflictDoNothing();
      const filing = async (
        domainId: number,
        payeeId: number,
        cents: number,
        accepted: boolean,
        year = 2025,
      ) => {
        const row = await saveFiling(database.db, vault, domainId, {
          payeeId,
          filingType: 'Type_1099_NEC',
          filingYear: year,
          filingData: { nonEmployeeComp: cents },
        });
        if (accepted) await setFilingStatus(database.db, [row.id], 'Accepted', 'Accepted');
        return row.id;
      };
      ids.acmePatFiling = await filing(cast.acme.domain.id, ids.acmePat, 1_234_00, true);
      ids.acmePatDraft = await filing(cast.acme.domain.id, ids.acmePat, 55_00, false, 2024);
      ids.acmeOllieFiling = await filing(cast.acme.domain.id, ids.acmeOllie, 777_00, true);
      ids.globexPatFiling = await filing(cast.globex.domain.id, ids.globexPat, 2_500_00, true);
      acme = await test.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
      globex = await test.client().signInTo(cast.globex.user.email, TEST_PASSWORD, cast.globex.domain.id);
      pat = test.client();
      ollie = test.client();
    });
    afterAll(async () => {
      await test.close();
      await database.close();
    });

    it('shows NotConnected and refuses to invite a payee without an e-mail (the missing-email warning)', async () => {
      const statuses = await gql(
        acme,
        `query($ids: [Int!]!) { domainRelationStatusByTypeAndEntities(subEntityIds: $ids, relationType: Vendor) { ${STATUS} } }`,
        { ids: [ids.acmePat, ids.acmeQuinn, ids.globexPat] },
      );
      // Another account's payee id is left out, like a missing one.
      expect(
        (statuses.data?.domainRelationStatusByTypeAndEntities as { relationStatus: string }[]).map(
          (s) => s.relationStatus,
        ),
      ).toEqual(['NotConnected', 'NotConnected']);
      const refused = await invite(acme, ids.acmeQuinn);
      expect(refused.errors?.[0]?.message).toBe(PORTAL_MESSAGES.missingEmail);
      const other = await invite(acme, ids.globexPat);
      expect(other.errors?.[0]?.message).toBe('Could not find the Payee in the system');
    });

    it('invites by e-mail; the link refuses another address; accepting signs up into a C account at /contractor', async () => {
      const invited = await invite(acme, ids.acmePat);
      expect(invited.data?.inviteDomain).toMatchObject({
        relationStatus: 'Invited',
        sourceSubEntityId: ids.acmePat,
      });
      const link = await linkOf(PAT);
      const wrong = await auth(
        pat,
        'query($e: String!, $c: String!) { domainInvitation(email: $e, code: $c) { payerName } }',
        {
          e: OLLIE,
          c: link.code,
        },
      );
      expect(wrong.errors?.[0]?.message).toBe(PORTAL_MESSAGES.linkInvalid);
      const wrongAccept = await accept(pat, { email: OLLIE, code: link.code });
      expect(wrongAccept.errors?.[0]?.message).toBe(PORTAL_MESSAGES.linkInvalid);
      const info = await auth(
        pat,
        'query($e: String!, $c: String!) { domainInvitation(email: $e, code: $c) { payerName hasLogin } }',
        {
          e: link.email,
          c: link.code,
        },
      );
      expect(info.data?.domainInvitation).toEqual({ payerName: 'Acme Supplies', hasLogin: false });
      const accepted = await accept(pat, link, { firstName: 'Pat', lastName: 'Payee' });
      expect(accepted.errors).toBeUndefined();
      const session = await auth(pat, '{ sessionData { domainType email } }');
      expect(session.data?.sessionData).toEqual({ domainType: 'C', email: PAT });
      const status = await invite(acme, ids.acmePat);
      expect(status.errors?.[0]?.message).toBe(PORTAL_MESSAGES.alreadyConnected);
    });

    it('refuses a reused link', async () => {
      const [used] = await database.db
        .select()
        .from(domainInvitations)
        .where(
          and(eq(domainInvitations.sourceSubEntityId, ids.acmePat), eq(domainInvitations.status, 'Accepted')),
        );
      expect(used).toBeDefined();
      const again = await accept(test.client(), await linkOf(PAT));
      expect(again.errors?.[0]?.message).toBe(PORTAL_MESSAGES.linkInvalid);
    });

    it('a second payer invites the same person, who signs in with their password: one login sees both', async () => {
      await invite(globex, ids.globexPat);
      const link = await linkOf(PAT);
      const info = await auth(
        pat,
        'query($e: String!, $c: String!) { domainInvitation(email: $e, code: $c) { payerName hasLogin } }',
        {
          e: link.email,
          c: link.code,
        },
      );
      expect(info.data?.domainInvitation).toEqual({ payerName: 'Globex Works', hasLogin: true });
      expect((await accept(pat, link)).errors).toBeUndefined();
      const issued = await gql(
        pat,
        '{ filingsIssued { id payerName payeeName tin filingTypeDisplay filingYear formData } }',
      );
      const rows = issued.data?.filingsIssued as { id: number; payerName: string; tin: string }[];
      expect(rows.map((r) => [r.id, r.payerName]).sort()).toEqual(
        [
          [ids.acmePatFiling, 'Acme Supplies'],
          [ids.globexPatFiling, 'Globex Works'],
        ].sort(),
      );
      expect(rows.every((r) => r.tin === '***-**-6781')).toBe(true);
      const pdf = await copyB(pat, ids.acmePatFiling);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toContain('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it("refuses a payer's draft, a payer's other payee and another contractor's filing", async () => {
      expect((await copyB(pat, ids.acmePatDraft)).statusCode).toBe(404);
      expect((await copyB(pat, ids.acmeOllieFiling)).statusCode).toBe(404);
      expect((await copyB(pat, 987654321)).statusCode).toBe(404);
      expect((await copyB(acme, ids.acmePatFiling)).statusCode).toBe(404);
      const payersSeen = await gql(pat, '{ contractorPayers { payerName payeeName tin } }');
      expect(payersSeen.data?.contractorPayers).toHaveLength(2);
      expect(JSON.stringify(payersSeen)).not.toContain('Ollie');
    });

    it('an expired link is refused, shows InvitationExpired, and Resend sends a link that works', async () => {
      await invite(acme, ids.acmeOllie);
      const stale = await linkOf(OLLIE);
      await database.db
        .update(domainInvitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(domainInvitations.sourceSubEntityId, ids.acmeOllie));
      expect((await accept(ollie, stale)).errors?.[0]?.message).toBe(PORTAL_MESSAGES.linkInvalid);
      const listed = await gql(
        acme,
        `query($ids: [Int!]!) { domainRelationStatusByTypeAndEntities(subEntityIds: $ids) { ${STATUS} } }`,
        {
          ids: [ids.acmeOllie],
        },
      );
      const [expired] = listed.data?.domainRelationStatusByTypeAndEntities as {
        relationStatus: string;
        invitationId: number;
      }[];
      expect(expired?.relationStatus).toBe('InvitationExpired');
      const resent = await gql(
        acme,
        `mutation($id: Int!) { resendDomainInvitation(id: $id) { ${STATUS} } }`,
        {
          id: expired?.invitationId,
        },
      );
      expect(resent.data?.resendDomainInvitation).toMatchObject({ relationStatus: 'Invited' });
      expect(
        (await accept(ollie, await linkOf(OLLIE), { firstName: 'Ollie', lastName: 'Payee' })).errors,
      ).toBeUndefined();
      const issued = await gql(ollie, '{ filingsIssued { id } }');
      expect(issued.data?.filingsIssued).toEqual([{ id: ids.acmeOllieFiling }]);
      expect((await copyB(ollie, ids.acmePatFiling)).statusCode).toBe(404);
      const patRelation = (await gql(pat, '{ contractorPayers { relationId } }')).data?.contractorPayers as {
        relationId: number;
      }[];
      const stolen = await gql(
        ollie,
        'mutation($r: Int!, $w: JSON!, $s: String!) { sendUpdatedW9(relationId: $r, w9: $w, signature: $s) { payerName } }',
        {
          r: patRelation[0]?.relationId,
          w: W9,
          s: Buffer.from(makeSignaturePng()).toString('base64'),
        },
      );
      expect(stolen.errors?.[0]?.message).toBe('Payer not found');
    });

    it('a deleted invitation goes back to NotConnected and its link stops working', async () => {
      const payee = await savePayee(database.db, test.services.tinVault, cast.acme.domain.id, {
        entityType: 'Individual',
        firstName: 'Dana',
        lastName: 'Payee',
        tinType: 'SSN',
        tin: '523-45-6784',
        emailAddress: 'dana.portal@example.test',
      });
      const invited = await invite(acme, payee.id);
      const id = (invited.data?.inviteDomain as { invitationId: number }).invitationId;
      const link = await linkOf('dana.portal@example.test');
      const deleted = await gql(
        acme,
        `mutation($id: Int!) { deleteDomainInvitation(id: $id) { ${STATUS} } }`,
        { id },
      );
      expect(deleted.data?.deleteDomainInvitation).toMatchObject({ relationStatus: 'NotConnected' });
      expect((await accept(test.client(), link)).errors?.[0]?.message).toBe(PORTAL_MESSAGES.linkInvalid);
      // The audit trail holds both, against the payee, with who did it.
      expect(await portalEvents(payee.id)).toEqual([
        {
          actor: cast.acme.user.email,
          summary: 'Vendor portal of Dana Payee (dana.portal@example.test): NotConnected → Invited',
        },
        {
          actor: cast.acme.user.email,
          summary: 'Vendor portal of Dana Payee (dana.portal@example.test): Invited → Invitation deleted',
        },
      ]);
    });

    it('the contractor sends an updated W-9 and the payer holds it as Filled', async () => {
      const listed = (await gql(pat, '{ contractorPayers { relationId payerName } }')).data
        ?.contractorPayers as {
        relationId: number;
        payerName: string;
      }[];
      const toAcme = listed.find((p) => p.payerName === 'Acme Supplies');
      const unsigned = await gql(
        pat,
        'mutation($r: Int!, $w: JSON!, $s: String!) { sendUpdatedW9(relationId: $r, w9: $w, signature: $s) { w9Status } }',
        {
          r: toAcme?.relationId,
          w: W9,
          s: '',
        },
      );
      expect(unsigned.errors?.[0]?.message).toBe('You must sign the W-9 form to continue.');
      const sent = await gql(
        pat,
        'mutation($r: Int!, $w: JSON!, $s: String!) { sendUpdatedW9(relationId: $r, w9: $w, signature: $s) { w9Status tin } }',
        {
          r: toAcme?.relationId,
          w: W9,
          s: Buffer.from(makeSignaturePng()).toString('base64'),
        },
      );
      expect(sent.data?.sendUpdatedW9).toEqual({ w9Status: 'Filled', tin: '***-**-6781' });
      const [row] = await database.db.select().from(w9Requests).where(eq(w9Requests.payeeId, ids.acmePat));
      expect(row).toMatchObject({ domainId: cast.acme.domain.id, status: 'Filled', tinLast4: '6781' });
      expect(row?.form.lastName).toBe('Updated');
      const w9s = await gql(acme, 'query($ids: [Int!]!) { w9s(payeeIds: $ids) { w9RequestStatus } }', {
        ids: [ids.acmePat],
      });
      expect(JSON.stringify(w9s.data)).toContain('Filled');
    });

    it('another payer cannot disable the access; the payer can, and its forms disappear for the contractor', async () => {
      const [status] = (
        await gql(
          acme,
          `query($ids: [Int!]!) { domainRelationStatusByTypeAndEntities(subEntityIds: $ids) { ${STATUS} } }`,
          {
            ids: [ids.acmePat],
          },
        )
      ).data?.domainRelationStatusByTypeAndEntities as { relationId: number; relationStatus: string }[];
      expect(status?.relationStatus).toBe('Connected');
      const foreign = await gql(globex, 'mutation($id: Int!) { deleteD2DRelation(id: $id) { id } }', {
        id: status?.relationId,
      });
      expect(foreign.errors?.[0]?.message).toBe(PORTAL_MESSAGES.relationNotFound);
      const disabled = await gql(acme, `mutation($id: Int!) { deleteD2DRelation(id: $id) { ${STATUS} } }`, {
        id: status?.relationId,
      });
      expect(disabled.data?.deleteD2DRelation).toMatchObject({ relationStatus: 'DisConnected' });
      expect((await portalEvents(ids.acmePat)).at(-1)?.summary).toMatch(/: Connected → DisConnected$/);
      const issued = await gql(pat, '{ filingsIssued { id payerName } }');
      expect(issued.data?.filingsIssued).toEqual([{ id: ids.globexPatFiling, payerName: 'Globex Works' }]);
      expect((await copyB(pat, ids.acmePatFiling)).statusCode).toBe(404);
    });

    it('refuses the payer operations while the vendorPortal feature is off', async () => {
      await test.config.createProperty(
        { name: 'features.vendorPortal', value: 'false', type: 'BOOLEAN', description: 'test' },
        'ops@example.test',
      );
      expect((await invite(acme, ids.acmePat)).errors?.[0]?.message).toBe(PORTAL_OFF);
      await test.config.updateProperty('features.vendorPortal', { value: 'true' }, 'ops@example.test');
    });
  },
);
