import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import {
  createCast,
  createTestApp,
  TEST_PASSWORD,
  type Cast,
  type GraphqlBody,
  type TestApp,
  type TestClient,
} from '../../test/app-harness.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { enqueueJob } from '../jobs/jobs.queue.ts';
import { sendMail } from '../mail/mail.service.ts';
import { inviteUser, listPendingInvitations, listTeamMembers } from '../team/team.service.ts';
import { saveFiling, setFilingStatus } from '../filings/filings.service.ts';
import { getOrCreatePayer } from '../payers/payers.service.ts';
import { savePayee } from '../payees/payees.service.ts';
import { createImportRun } from '../imports/imports.service.ts';

/**
 * The cross-account suite: users of two unrelated businesses, a firm with a client, another firm with
 * its client, and a super admin. Every operation that takes an id, or that an account could use to
 * reach another's data, is tried across the boundary; each must fail and return no data. Later
 * features add their operations to CASES.
 */
interface Attempt {
  /** Who tries, and against whose data. */
  name: string;
  run(clients: Clients, ids: Ids): Promise<{ status: number; body: unknown }>;
}

interface Clients {
  acme: TestClient;
  globex: TestClient;
  firm: TestClient;
  firmInClient: TestClient;
  otherFirm: TestClient;
}

interface Ids {
  cast: Cast;
  globexPayeeId: number;
  globexFilingId: number;
  globexAcceptedFilingId: number;
  globexPayerId: number;
  globexJobId: number;
  systemJobId: number;
  globexInvitationId: number;
  globexImportRunId: number;
  otherClientInvitationId: number;
}

const gql = (
  client: TestClient,
  endpoint: '/rs/graphql' | '/access/graphql',
  query: string,
  variables?: Record<string, unknown>,
) => client.graphql(endpoint, query, variables);

function asResult(response: { statusCode: number; body: string }) {
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    body = response.body;
  }
  return { status: response.statusCode, body };
}

const CASES: Attempt[] = [
  ...(
    [
      ['reads', 'query($id: Int!) { importRun(id: $id) { id status } }'],
      ['reads the records of', 'query($id: Int!) { importRecords(runId: $id) { records { displayName } } }'],
      ['reads the review of', 'query($id: Int!) { importReviewRows(runId: $id) { rows { displayName } } }'],
      ['starts', 'mutation($id: Int!) { startImport(runId: $id) { id status } }'],
      ['cancels', 'mutation($id: Int!) { cancelImport(runId: $id) { id status } }'],
      ['answers', 'mutation($id: Int!) { answerImportQuestion(runId: $id, answer: "Skip") { id status } }'],
    ] as const
  ).map(([verb, query]): Attempt => ({
    name: `a business ${verb} another business's import`,
    run: async (c, i) =>
      gql(c.acme, '/rs/graphql', query, { id: i.globexImportRunId }).then((r) => ({
        status: r.status,
        body: r.body,
      })),
  })),
  {
    name: 'a business selects another business',
    run: async (c, i) => asResult(await c.acme.selectAccount(i.cast.globex.domain.id)),
  },
  {
    name: "a business selects a firm's client",
    run: async (c, i) => asResult(await c.acme.selectAccount(i.cast.firm.client.id)),
  },
  {
    name: "a firm selects another firm's client",
    run: async (c, i) => asResult(await c.firm.selectAccount(i.cast.otherFirm.client.id)),
  },
  {
    name: 'a firm selects another firm',
    run: async (c, i) => asResult(await c.firm.selectAccount(i.cast.otherFirm.domain.id)),
  },
  {
    name: 'a client-less id that does not exist',
    run: async (c) => asResult(await c.acme.selectAccount(987654)),
  },
  { name: 'a non-numeric account id', run: async (c) => asResult(await c.acme.selectAccount(Number.NaN)) },
  {
    name: 'a business reads another business',
    run: async (c, i) =>
      asResult(await c.acme.request({ url: `/rs/api/domains/${i.cast.globex.domain.id}/` })),
  },
  {
    name: "a firm reads another firm's client",
    run: async (c, i) =>
      asResult(await c.firm.request({ url: `/rs/api/domains/${i.cast.otherFirm.client.id}/` })),
  },
  {
    name: "a business reads another business's job",
    run: async (c, i) =>
      gql(c.acme, '/rs/graphql', 'query($id: ID!) { job(id: $id) { id kind } }', {
        id: String(i.globexJobId),
      }).then((r) => ({ status: r.status, body: r.body.data?.job ?? r.body.errors ?? null })),
  },
  {
    name: 'a business reads a system job',
    run: async (c, i) =>
      gql(c.acme, '/rs/graphql', 'query($id: ID!) { job(id: $id) { id kind } }', {
        id: String(i.systemJobId),
      }).then((r) => ({ status: r.status, body: r.body.data?.job ?? r.body.errors ?? null })),
  },
  {
    name: "a business resends another business's invitation",
    run: async (c, i) =>
      gql(c.acme, '/rs/graphql', 'mutation($id: Int!) { resendInvitation(id: $id) { id email } }', {
        id: i.globexInvitationId,
      }),
  },
  {
    name: "a business revokes another business's invitation",
    run: async (c, i) =>
      gql(c.acme, '/rs/graphql', 'mutation($id: Int!) { revokeInvitation(id: $id) }', {
        id: i.globexInvitationId,
      }),
  },
  {
    name: "a business removes another business's member",
    run: async (c, i) =>
      gql(c.acme, '/rs/graphql', 'mutation($id: Int!) { removeTeamMember(userId: $id) }', {
        id: i.cast.globex.user.id,
      }),
  },
  {
    name: "a firm inside its client revokes another firm's client's invitation",
    run: async (c, i) =>
      gql(c.firmInClient, '/rs/graphql', 'mutation($id: Int!) { revokeInvitation(id: $id) }', {
        id: i.otherClientInvitationId,
      }),
  },
  {
    name: 'a business reads the mail outbox',
    run: async (c) => gql(c.acme, '/rs/graphql', '{ outboxMessages { totalCount messages { to subject } } }'),
  },
  {
    name: 'a firm reads config properties',
    run: async (c) => asResult(await c.firm.request({ url: '/rs/api/config/properties' })),
  },
  {
    name: 'a business changes a config property',
    run: async (c) =>
      asResult(
        await c.acme.request({
          method: 'POST',
          url: '/rs/api/config/properties',
          payload: { name: 'sandbox', value: 'true', type: 'BOOLEAN' },
        }),
      ),
  },
  {
    name: 'a business makes itself super admin',
    run: async (c, i) =>
      gql(
        c.acme,
        '/access/graphql',
        'mutation($e: String!) { setSuperAdmin(email: $e, isSuperAdmin: true) }',
        { e: i.cast.acme.user.email },
      ),
  },
  {
    name: 'a business lists clients',
    run: async (c) => gql(c.acme, '/rs/graphql', '{ clients { totalCount clients { name } } }'),
  },
  {
    name: 'a business adds a client',
    run: async (c) =>
      asResult(
        await c.acme.request({
          method: 'POST',
          url: '/rs/api/clients/',
          payload: { domainType: 'B', name: 'Stolen' },
        }),
      ),
  },
  {
    name: "a business reads another business's payee",
    run: async (c, i) =>
      gql(c.acme, '/rs/graphql', 'query($id: Int!) { payee(id: $id) { displayName } }', {
        id: i.globexPayeeId,
      }).then(nullData('payee')),
  },
  {
    name: "a business finds another business's payee by TIN",
    run: async (c) =>
      gql(c.acme, '/rs/graphql', '{ payeeByTin(tin: "271239999") { displayName } }').then(
        nullData('payeeByTin'),
      ),
  },
  {
    name: "a business edits another business's payee",
    run: async (c, i) =>
      gql(c.acme, '/rs/graphql', 'mutation($p: PayeeInput!) { addEditPayee(payee: $p) { id } }', {
        p: {
          id: i.globexPayeeId,
          entityType: 'Business',
          businessName: 'Hijacked',
          tinType: 'EIN',
          tin: '27-1111111',
        },
      }),
  },
  {
    name: "a business renames another business's payee (light dialog)",
    run: async (c, i) =>
      gql(
        c.acme,
        '/rs/graphql',
        'mutation($id: Int) { addEditPayeeLight(id: $id, displayName: "Hijacked") { id } }',
        { id: i.globexPayeeId },
      ),
  },
  {
    name: "a business deletes another business's payee",
    run: async (c, i) =>
      gql(c.acme, '/rs/graphql', 'mutation($id: Int!) { deletePayee(id: $id) }', { id: i.globexPayeeId }),
  },
  {
    name: "a business deletes another business's payees",
    run: async (c, i) =>
      gql(c.acme, '/rs/graphql', 'mutation($ids: [Int!]!) { deletePayees(ids: $ids) }', {
        ids: [i.globexPayeeId],
      }),
  },
  {
    name: "a business ignores another business's TIN check",
    run: async (c, i) =>
      gql(c.acme, '/rs/graphql', 'mutation($id: Int!) { ignoreTINValidation(payeeId: $id) }', {
        id: i.globexPayeeId,
      }),
  },
  {
    name: "a business reads another business's filing",
    run: async (c, i) =>
      gql(c.acme, '/rs/graphql', 'query($id: Int!) { filing(id: $id) { filingData } }', {
        id: i.globexFilingId,
      }).then(nullData('filing')),
  },
  {
    name: "a business reads another business's filings by id",
    run: async (c, i) =>
      gql(c.acme, '/rs/graphql', 'query($ids: [Int!]!) { filingsByIds(filingIds: $ids) { id filingData } }', {
        ids: [i.globexFilingId],
      }).then((r) => ({
        status: r.status,
        body: (r.body.data?.filingsByIds as unknown[] | undefined)?.length ? r.body : null,
      })),
  },
  {
    name: "a business reads another business's filing by payee, form and year",
    run: async (c, i) =>
      gql(
        c.acme,
        '/rs/graphql',
        'query($p: Int!) { filingByPayeeFormTypeFilingYear(payeeId: $p, formType: "Type_1099_NEC", filingYear: 2025) { id filingData } }',
        { p: i.globexPayeeId },
      ).then(nullData('filingByPayeeFormTypeFilingYear')),
  },
  {
    name: "a business files for another business's payee",
    run: async (c, i) =>
      gql(c.acme, '/rs/graphql', 'mutation($f: FilingInput!) { addEditFiling(filing: $f) { id } }', {
        f: {
          payeeId: i.globexPayeeId,
          filingType: 'Type_1099_NEC',
          filingYear: 2024,
          filingData: { nonEmployeeComp: 100 },
        },
      }),
  },
  {
    name: "a business edits another business's filing",
    run: async (c, i) =>
      gql(c.acme, '/rs/graphql', 'mutation($f: FilingInput!) { addEditFiling(filing: $f) { id } }', {
        f: {
          id: i.globexFilingId,
          payeeId: i.globexPayeeId,
          filingType: 'Type_1099_NEC',
          filingYear: 2025,
          filingData: { nonEmployeeComp: 1 },
        },
      }),
  },
  {
    name: "a business deletes another business's filing",
    run: async (c, i) =>
      gql(c.acme, '/rs/graphql', 'mutation($id: Int!) { deleteFiling(id: $id) }', { id: i.globexFilingId }),
  },
  {
    name: "a business deletes another business's filings",
    run: async (c, i) =>
      gql(c.acme, '/rs/graphql', 'mutation($ids: [Int!]!) { deleteFilings(filingIds: $ids) }', {
        ids: [i.globexFilingId],
      }),
  },
  {
    name: "a business validates another business's filings",
    run: async (c, i) =>
      gql(
        c.acme,
        '/rs/graphql',
        'mutation($ids: [Int!]!) { validateFilings(filingIds: $ids) { id errors { message } } }',
        { ids: [i.globexFilingId] },
      ),
  },
  {
    name: "a business corrects another business's filing",
    run: async (c, i) =>
      gql(
        c.acme,
        '/rs/graphql',
        'mutation($id: Int!) { createCorrection(filingId: $id, kind: "OneStep") { id } }',
        { id: i.globexAcceptedFilingId },
      ),
  },
  {
    name: "a business moves another business's filing to Draft",
    run: async (c, i) =>
      gql(c.acme, '/rs/graphql', 'mutation($ids: [Int!]!) { moveFilingsToDraft(filingIds: $ids) }', {
        ids: [i.globexAcceptedFilingId],
      }),
  },
  {
    name: "a business validates another business's payer",
    run: async (c, i) =>
      gql(
        c.acme,
        '/rs/graphql',
        'mutation($id: Int!) { validatePayer(payerId: $id, filingYear: 2025) { errors { message } } }',
        { id: i.globexPayerId },
      ),
  },
  {
    name: 'a business sets filing statuses (back office)',
    run: async (c, i) =>
      gql(
        c.acme,
        '/rs/graphql',
        'mutation($ids: [Int!]!) { updateEfsFilingsStatus(filingIds: $ids, filingStatus: "Accepted") }',
        { ids: [i.globexFilingId] },
      ),
  },
];

/** A query answering null for another account's id is a refusal; anything else is shown as is. */
function nullData(field: string) {
  return (result: { status: number; body: GraphqlBody }) => ({
    status: result.status,
    body: result.body.data?.[field] ?? result.body.errors ?? null,
  });
}

/** True when a response carries any of the other account's data. */
function leaks(body: unknown, secrets: string[]): string | undefined {
  const text = JSON.stringify(body ?? null);
  return secrets.find((secret) => text.includes(secret));
}

function isRefusal(result: { status: number; body: unknown }): boolean {
  if (result.status >= 400) return true;
  if (result.body === null) return true; // the id answers like a missing row
  const gqlBody = result.body as GraphqlBody;
  return (
    Array.isArray(gqlBody.errors) &&
    gqlBody.errors.length > 0 &&
    (gqlBody.data === null ||
      gqlBody.data === undefined ||
      Object.values(gqlBody.data).every((v) => v === null))
  );
}

describeEachDatabase('cross-account access', (kind) => {
  let database: Database;
  let t: TestApp;
  let clients: Clients;
  let ids: Ids;
  beforeAll(async () => {
    database = await kind.open();
    t = await createTestApp(database);
    const cast = await createCast(database);
    const mail = { appUrl: 'http://file1099.test', mailFrom: 'x@file1099.test' };
    const globexInvitation = await inviteUser(database.db, mail, {
      inviterId: cast.globex.user.id,
      domainId: cast.globex.domain.id,
      email: 'invitee@globex.test',
      role: 'Member',
    });
    const otherClientInvitation = await inviteUser(database.db, mail, {
      inviterId: cast.admin.user.id,
      domainId: cast.admin.domain.id,
      email: 'invitee@other.test',
      role: 'Member',
    });
    await sendMail(database.db, { from: 'x@file1099.test' }, 'secret-recipient@globex.test', 'testMessage', {
      appUrl: 'http://x',
    });
    const vault = t.services.tinVault;
    const globexPayee = await savePayee(database.db, vault, cast.globex.domain.id, {
      entityType: 'Business',
      businessName: 'Globex Vendor',
      tinType: 'EIN',
      tin: '27-1239999',
      address: { line1: '1 Globex Way', city: 'Cypress Creek', state: 'CA', postalCode: '90000' },
    });
    const globexFiling = await saveFiling(database.db, vault, cast.globex.domain.id, {
      payeeId: globexPayee.id,
      filingType: 'Type_1099_NEC',
      filingYear: 2025,
      filingData: { nonEmployeeComp: 4_242_00 },
    });
    const globexAccepted = await saveFiling(database.db, vault, cast.globex.domain.id, {
      payeeId: globexPayee.id,
      filingType: 'Type_1099_MISC',
      filingYear: 2025,
      filingData: { rents: 77_700 },
    });
    await setFilingStatus(database.db, [globexAccepted.id], 'Accepted', 'Accepted');
    ids = {
      cast,
      globexPayeeId: globexPayee.id,
      globexFilingId: globexFiling.id,
      globexAcceptedFilingId: globexAccepted.id,
      globexPayerId: (await getOrCreatePayer(database.db, cast.globex.domain.id)).id,
      globexJobId: (
        await enqueueJob(
          database.db,
          'import.excel',
          { file: 'globex-payees.xlsx' },
          { domainId: cast.globex.domain.id },
        )
      ).id,
      systemJobId: (await enqueueJob(database.db, 'mail.send', { mailId: 1 })).id,
      globexInvitationId: globexInvitation.id,
      globexImportRunId: (
        await createImportRun(database.db, t.services.encryptor, {
          domainId: cast.globex.domain.id,
          userId: cast.globex.user.id,
          resource: 'filings',
          filingYear: 2025,
          fileName: 'globex-import.xlsx',
          parsed: {
            sheets: [
              {
                sheet: '1099-NEC 2025',
                formType: 'Type_1099_NEC',
                records: [
                  {
                    row: 5,
                    payee: {
                      tin: '271230000',
                      tinType: 'EIN',
                      entityType: 'Business',
                      businessName: 'Globex Import Vendor',
                      firstName: null,
                      middleName: null,
                      lastName: null,
                      dba: null,
                      address: {
                        line1: '9 Globex Way',
                        line2: null,
                        city: 'Cypress Creek',
                        state: 'CA',
                        country: 'US',
                        postalCode: '90000',
                      },
                      emailAddress: null,
                      phoneNumber: null,
                      phoneExt: null,
                    },
                    filingData: { nonEmployeeComp: 12_300 },
                  },
                ],
              },
            ],
            problems: [],
            skipped: [],
            recordCount: 1,
            readyCount: 1,
          },
        })
      ).id,
      otherClientInvitationId: otherClientInvitation.id,
    };
    clients = {
      acme: await t.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id),
      globex: await t.client().signInTo(cast.globex.user.email, TEST_PASSWORD, cast.globex.domain.id),
      firm: await t.client().signInTo(cast.firm.user.email, TEST_PASSWORD, cast.firm.domain.id),
      firmInClient: await t.client().signInTo(cast.firm.user.email, TEST_PASSWORD, cast.firm.client.id),
      otherFirm: await t
        .client()
        .signInTo(cast.otherFirm.user.email, TEST_PASSWORD, cast.otherFirm.domain.id),
    };
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it.each(CASES.map((attempt) => [attempt.name, attempt] as const))('refuses: %s', async (_name, attempt) => {
    const result = await attempt.run(clients, ids);
    expect(isRefusal(result), JSON.stringify(result)).toBe(true);
    const secrets = [
      'Globex Corp',
      'globex-payees.xlsx',
      'invitee@globex.test',
      'secret-recipient@globex.test',
      'Other Client',
      'Other Firm',
      'File1099 Ops',
      'Globex Import Vendor',
      'globex-import.xlsx',
    ];
    expect(leaks(result.body, secrets)).toBeUndefined();
  });

  it('changed nothing while refusing', async () => {
    const { findPayee } = await import('../payees/payees.service.ts');
    const { findFiling } = await import('../filings/filings.service.ts');
    expect((await findPayee(database.db, ids.cast.globex.domain.id, ids.globexPayeeId))?.displayName).toBe(
      'Globex Vendor',
    );
    expect(await findFiling(database.db, ids.cast.globex.domain.id, ids.globexFilingId)).toMatchObject({
      status: 'Draft',
      filingData: { nonEmployeeComp: 424_200 },
    });
    expect(
      await findFiling(database.db, ids.cast.globex.domain.id, ids.globexAcceptedFilingId),
    ).toMatchObject({ status: 'Accepted' });
    const pending = await listPendingInvitations(database.db, ids.cast.globex.domain.id);
    expect(pending.map((i) => i.id)).toEqual([ids.globexInvitationId]);
    expect((await listTeamMembers(database.db, ids.cast.globex.domain.id)).map((m) => m.email)).toEqual([
      ids.cast.globex.user.email,
    ]);
    expect((await clients.acme.graphql('/access/graphql', '{ sessionData { domainId } }')).body.data).toEqual(
      { sessionData: { domainId: ids.cast.acme.domain.id } },
    );
  });

  it('lets each account reach its own data and a firm reach its own client', async () => {
    expect(
      (
        await clients.globex.graphql('/rs/graphql', 'query($id: ID!) { job(id: $id) { kind } }', {
          id: String(ids.globexJobId),
        })
      ).body.data,
    ).toEqual({ job: { kind: 'import.excel' } });
    expect((await clients.firm.selectAccount(ids.cast.firm.client.id)).statusCode).toBe(200);
    expect((await clients.firm.selectAccount(ids.cast.firm.domain.id)).statusCode).toBe(200);
    expect(
      (await clients.globex.graphql('/rs/graphql', '{ team { invitations { email } } }')).body.data,
    ).toEqual({ team: { invitations: [{ email: 'invitee@globex.test' }] } });
  });

  it('drops the account from a session when the membership is removed', async () => {
    const owner = await t.client().signInTo(ids.cast.acme.user.email, TEST_PASSWORD, ids.cast.acme.domain.id);
    const mail = { appUrl: 'http://file1099.test', mailFrom: 'x@file1099.test' };
    await inviteUser(database.db, mail, {
      inviterId: ids.cast.acme.user.id,
      domainId: ids.cast.acme.domain.id,
      email: ids.cast.globex.user.email,
      role: 'Member',
    });
    // Globex's owner joins Acme through the invitation flow, then is removed while working in it.
    const { acceptInvitation } = await import('../team/team.service.ts');
    const { invitations } = await import('../team/team.table.ts');
    const { eq } = await import('drizzle-orm');
    const { hashToken } = await import('../../lib/tokens.ts');
    await database.db
      .update(invitations)
      .set({ codeHash: hashToken('known-code') })
      .where(eq(invitations.email, ids.cast.globex.user.email));
    await acceptInvitation(database.db, {
      email: ids.cast.globex.user.email,
      code: 'known-code',
      password: TEST_PASSWORD,
    });
    const member = await t
      .client()
      .signInTo(ids.cast.globex.user.email, TEST_PASSWORD, ids.cast.acme.domain.id);
    expect((await member.graphql('/access/graphql', '{ sessionData { domainName } }')).body.data).toEqual({
      sessionData: { domainName: 'Acme Supplies' },
    });
    expect(
      (
        await owner.graphql('/rs/graphql', 'mutation($id: Int!) { removeTeamMember(userId: $id) }', {
          id: ids.cast.globex.user.id,
        })
      ).body.data,
    ).toEqual({ removeTeamMember: true });
    expect((await member.graphql('/access/graphql', '{ sessionData { domainId } }')).body.data).toEqual({
      sessionData: { domainId: null },
    });
  });
});
