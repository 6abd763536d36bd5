import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  Kind,
  getNamedType,
  parse,
  type GraphQLArgument,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { requestDocumentDownload } from '../documents/documents.service.ts';
import { sendMail } from '../mail/mail.service.ts';
import { inviteUser, listPendingInvitations, listTeamMembers } from '../team/team.service.ts';
import { saveFiling, setFilingStatus } from '../filings/filings.service.ts';
import { getOrCreatePayer } from '../payers/payers.service.ts';
import { savePayee } from '../payees/payees.service.ts';
import { createImportRun } from '../imports/imports.service.ts';
import { listOperations, type Operation } from '../../graphql/operations.ts';
import { getSchemas } from '../../graphql/schemas.ts';
import { NOT_AUTHORIZED } from './access.ts';
import { addLedgerEntry } from '../billing/ledger.ts';
import { saveConnection } from '../integrations/connections.store.ts';
import { domainInvitations, domainRelations } from '../portal/portal.table.ts';

/**
 * The cross-account suite: users of two unrelated businesses, a firm with a client, another firm with
 * its client, and a super admin. Every operation that takes an id, or that an account could use to
 * reach another's data, is tried across the boundary; each must fail and return no data. The list of
 * operations comes from both GraphQL schemas: an operation needs a case in CASES (found from the
 * operations its query names) or a reason in NOT_TRIED_ACROSS_ACCOUNTS, or the suite fails.
 */
interface Attempt {
  /** Who tries, and against whose data. */
  name: string;
  /** The GraphQL operations the attempt calls, as `domain.payee` / `auth.setSuperAdmin`. */
  operations: string[];
  /**
   * 'refused' (the default): an error or a missing-row answer. 'ownData': the operation works on the
   * caller's own account, and the answer must carry nothing of the other account's.
   */
  expect?: 'refused' | 'ownData';
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
  globexDocumentDownloadId: number;
  systemJobId: number;
  globexInvitationId: number;
  globexImportRunId: number;
  otherClientInvitationId: number;
  globexLedgerId: number;
  globexIntegrationId: number;
  globexDomainInvitationId: number;
  globexRelationId: number;
}

type Endpoint = '/rs/graphql' | '/access/graphql';

const SERVICE_OF: Record<Endpoint, string> = { '/rs/graphql': 'domain', '/access/graphql': 'auth' };

/** The operations a document calls: its top-level fields, named after the endpoint's service. */
function operationsOf(endpoint: Endpoint, query: string): string[] {
  return parse(query).definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION
      ? definition.selectionSet.selections.flatMap((selection) =>
          selection.kind === Kind.FIELD ? [`${SERVICE_OF[endpoint]}.${selection.name.value}`] : [],
        )
      : [],
  );
}

/** A GraphQL attempt: `as` calls `query` on `endpoint`; `answer` turns the response into what is judged. */
function graphqlCase(
  name: string,
  options: {
    as: keyof Clients;
    endpoint?: Endpoint;
    query: string;
    variables?: (ids: Ids) => Record<string, unknown>;
    answer?: (result: { status: number; body: GraphqlBody }) => { status: number; body: unknown };
    expect?: Attempt['expect'];
  },
): Attempt {
  const endpoint = options.endpoint ?? '/rs/graphql';
  return {
    name,
    operations: operationsOf(endpoint, options.query),
    expect: options.expect,
    run: async (clients, ids) => {
      const result = await clients[options.as].graphql(endpoint, options.query, options.variables?.(ids));
      return options.answer ? options.answer(result) : result;
    },
  };
}

/** A REST attempt (account selection, the REST API): no GraphQL operation. */
function restCase(name: string, run: Attempt['run']): Attempt {
  return { name, operations: [], run };
}

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
  ).map(([verb, query]) =>
    graphqlCase(`a business ${verb} another business's import`, {
      as: 'acme',
      query,
      variables: (i) => ({ id: i.globexImportRunId }),
    }),
  ),
  graphqlCase('a business lists imports and sees only its own', {
    as: 'acme',
    query: '{ importRuns { id fileName } }',
    expect: 'ownData',
  }),
  restCase('a business selects another business', async (c, i) =>
    asResult(await c.acme.selectAccount(i.cast.globex.domain.id)),
  ),
  restCase("a business selects a firm's client", async (c, i) =>
    asResult(await c.acme.selectAccount(i.cast.firm.client.id)),
  ),
  restCase("a firm selects another firm's client", async (c, i) =>
    asResult(await c.firm.selectAccount(i.cast.otherFirm.client.id)),
  ),
  restCase('a firm selects another firm', async (c, i) =>
    asResult(await c.firm.selectAccount(i.cast.otherFirm.domain.id)),
  ),
  restCase('a client-less id that does not exist', async (c) => asResult(await c.acme.selectAccount(987654))),
  restCase('a non-numeric account id', async (c) => asResult(await c.acme.selectAccount(Number.NaN))),
  restCase('a business reads another business', async (c, i) =>
    asResult(await c.acme.request({ url: `/rs/api/domains/${i.cast.globex.domain.id}/` })),
  ),
  restCase("a firm reads another firm's client", async (c, i) =>
    asResult(await c.firm.request({ url: `/rs/api/domains/${i.cast.otherFirm.client.id}/` })),
  ),
  graphqlCase("a business reads another business's job", {
    as: 'acme',
    query: 'query($id: ID!) { job(id: $id) { id kind } }',
    variables: (i) => ({ id: String(i.globexJobId) }),
    answer: (r) => ({ status: r.status, body: r.body.data?.job ?? r.body.errors ?? null }),
  }),
  graphqlCase('a business reads a system job', {
    as: 'acme',
    query: 'query($id: ID!) { job(id: $id) { id kind } }',
    variables: (i) => ({ id: String(i.systemJobId) }),
    answer: (r) => ({ status: r.status, body: r.body.data?.job ?? r.body.errors ?? null }),
  }),
  graphqlCase("a business resends another business's invitation", {
    as: 'acme',
    query: 'mutation($id: Int!) { resendInvitation(id: $id) { id email } }',
    variables: (i) => ({ id: i.globexInvitationId }),
  }),
  graphqlCase("a business revokes another business's invitation", {
    as: 'acme',
    query: 'mutation($id: Int!) { revokeInvitation(id: $id) }',
    variables: (i) => ({ id: i.globexInvitationId }),
  }),
  graphqlCase("a business removes another business's member", {
    as: 'acme',
    query: 'mutation($id: Int!) { removeTeamMember(userId: $id) }',
    variables: (i) => ({ id: i.cast.globex.user.id }),
  }),
  graphqlCase("a firm inside its client revokes another firm's client's invitation", {
    as: 'firmInClient',
    query: 'mutation($id: Int!) { revokeInvitation(id: $id) }',
    variables: (i) => ({ id: i.otherClientInvitationId }),
  }),
  graphqlCase('a business reads its team and sees only its own', {
    as: 'acme',
    query: '{ team { members { email } invitations { email } } }',
    expect: 'ownData',
  }),
  graphqlCase('a firm inside its client invites to the client (team management is the client’s own)', {
    as: 'firmInClient',
    query: 'mutation { inviteUser(email: "intruder@firm.test", role: Admin) { id } }',
  }),
  graphqlCase('a business reads the mail outbox', {
    as: 'acme',
    query: '{ outboxMessages { totalCount messages { to subject } } }',
  }),
  graphqlCase('a business reads the EFS Filings queue', {
    as: 'acme',
    query: '{ efsFilingsByStatus(filingStatus: [Queued, Received]) { id payeeName1 } }',
  }),
  graphqlCase('a business reads Deploy Info', {
    as: 'acme',
    query: '{ deployInfo { migrationLevel queued workers { hostname } } }',
  }),
  graphqlCase('a business reads the workers list', {
    as: 'acme',
    query: '{ workersWithPageMetadata(pageSize: 1000, pageNumber: 0) { workers { name } } }',
  }),
  graphqlCase('a business adds a worker', {
    as: 'acme',
    query: 'mutation { addWorker(input: { name: "Intruder" }) { id } }',
  }),
  graphqlCase('a business edits a worker', {
    as: 'firm',
    query: 'mutation { editWorker(id: 1, input: { name: "Intruder" }) { id } }',
  }),
  graphqlCase('a business searches the audit trail', {
    as: 'acme',
    query: '{ auditEvents(text: "Globex") { events { summary changes } } }',
  }),
  graphqlCase("a business reads the Activity of another business's payee", {
    as: 'acme',
    query: 'query($id: ID!) { activity(entityType: payee, entityId: $id) { events { summary changes } } }',
    variables: (i) => ({ id: String(i.globexPayeeId) }),
    expect: 'ownData',
  }),
  restCase('a business edits a config property', async (c) =>
    asResult(
      await c.acme.request({
        method: 'PATCH',
        url: '/rs/api/config/properties/sandbox',
        payload: { value: 'true', version: 1 },
      }),
    ),
  ),
  restCase('a firm deletes a config property', async (c) =>
    asResult(await c.firm.request({ method: 'DELETE', url: '/rs/api/config/properties/sandbox' })),
  ),
  restCase('a firm reads config properties', async (c) =>
    asResult(await c.firm.request({ url: '/rs/api/config/properties' })),
  ),
  restCase('a business changes a config property', async (c) =>
    asResult(
      await c.acme.request({
        method: 'POST',
        url: '/rs/api/config/properties',
        payload: { name: 'sandbox', value: 'true', type: 'BOOLEAN' },
      }),
    ),
  ),
  graphqlCase('a business makes itself super admin', {
    as: 'acme',
    endpoint: '/access/graphql',
    query: 'mutation($e: String!) { setSuperAdmin(email: $e, isSuperAdmin: true) }',
    variables: (i) => ({ e: i.cast.acme.user.email }),
  }),
  graphqlCase('a business lists clients', {
    as: 'acme',
    query: '{ clients { totalCount clients { name } } }',
  }),
  graphqlCase("a firm inside its client lists the client's clients", {
    as: 'firmInClient',
    query: '{ clients { totalCount clients { name } } }',
  }),
  restCase('a business adds a client', async (c) =>
    asResult(
      await c.acme.request({
        method: 'POST',
        url: '/rs/api/clients/',
        payload: { domainType: 'B', name: 'Stolen' },
      }),
    ),
  ),
  graphqlCase("a business reads another business's payee", {
    as: 'acme',
    query: 'query($id: Int!) { payee(id: $id) { displayName } }',
    variables: (i) => ({ id: i.globexPayeeId }),
    answer: nullData('payee'),
  }),
  graphqlCase("a business finds another business's payee by TIN", {
    as: 'acme',
    query: '{ payeeByTin(tin: "271239999") { displayName } }',
    answer: nullData('payeeByTin'),
  }),
  graphqlCase("a business finds another business's payee by partner id", {
    as: 'acme',
    query: '{ payeeByPartnerId(partner: "QuickBooks", partnerId: "GLX-1") { displayName } }',
    answer: nullData('payeeByPartnerId'),
  }),
  graphqlCase('a business lists payees and sees only its own', {
    as: 'acme',
    query: '{ payees(search: "Globex") { displayName } }',
    expect: 'ownData',
  }),
  graphqlCase('a business pages payees and sees only its own', {
    as: 'acme',
    query: '{ payeesWithPageMetadata { payees { displayName } pageMetadata { totalCount } } }',
    expect: 'ownData',
  }),
  graphqlCase('a business reads its payer, not another business’s', {
    as: 'acme',
    query: '{ payer { id businessName } }',
    expect: 'ownData',
  }),
  graphqlCase("a business saves a payer with another business's payer id", {
    as: 'acme',
    query:
      'mutation($id: Int) { updatePayer(id: $id, payerType: Business, businessName: "Acme Payer", tinType: EIN) { id domainId } }',
    variables: (i) => ({ id: i.globexPayerId }),
    answer: (r) => ({
      status: r.status,
      // Saving acme's own payer is the right answer; the id names nothing of globex's.
      body:
        (r.body.data?.updatePayer as { domainId?: number } | undefined)?.domainId ?? r.body.errors ?? null,
    }),
    expect: 'ownData',
  }),
  graphqlCase("a business edits another business's payee", {
    as: 'acme',
    query: 'mutation($p: PayeeInput!) { addEditPayee(payee: $p) { id } }',
    variables: (i) => ({
      p: {
        id: i.globexPayeeId,
        entityType: 'Business',
        businessName: 'Hijacked',
        tinType: 'EIN',
        tin: '27-1111111',
      },
    }),
  }),
  graphqlCase("a business renames another business's payee (light dialog)", {
    as: 'acme',
    query: 'mutation($id: Int) { addEditPayeeLight(id: $id, displayName: "Hijacked") { id } }',
    variables: (i) => ({ id: i.globexPayeeId }),
  }),
  graphqlCase("a business deletes another business's payee", {
    as: 'acme',
    query: 'mutation($id: Int!) { deletePayee(id: $id) }',
    variables: (i) => ({ id: i.globexPayeeId }),
  }),
  graphqlCase("a business deletes another business's payees", {
    as: 'acme',
    query: 'mutation($ids: [Int!]!) { deletePayees(ids: $ids) }',
    variables: (i) => ({ ids: [i.globexPayeeId] }),
  }),
  graphqlCase("a business ignores another business's TIN check", {
    as: 'acme',
    query: 'mutation($id: Int!) { ignoreTINValidation(payeeId: $id) }',
    variables: (i) => ({ id: i.globexPayeeId }),
  }),
  // W-9 requests (features/w9): every call names payees, never another account's.
  ...[
    'query($ids: [Int!]!) { w9s(payeeIds: $ids) { id payeeEmail } }',
    'query($ids: [Int!]!) { w9Invoice(payeeIds: $ids) { totalAmount } }',
    'mutation($ids: [Int!]!) { createW9s(payeeIds: $ids) { id } }',
    'mutation($ids: [Int!]!) { requestW9s(payeeIds: $ids) { availableCredits } }',
    'mutation($ids: [Int!]!) { cancelW9Requests(payeeIds: $ids) { id } }',
    'mutation($ids: [Int!]!) { remindW9Requests(payeeIds: $ids) { id } }',
    'query($ids: [Int!]!) { tinMatches(payeeIds: $ids) { id nameControl } }',
    'query($ids: [Int!]!) { tinMatchInvoice(payeeIds: $ids) { totalAmount } }',
    'mutation($ids: [Int!]!) { createTINMatches(payeeIds: $ids) { id } }',
    'mutation($ids: [Int!]!) { requestTINMatches(payeeIds: $ids) { availableCredits } }',
    'mutation($ids: [Int!]!) { cancelTINMatches(payeeIds: $ids) { id } }',
    'mutation($ids: [Int!]!) { bulkUpdateTINMatches(payeeIds: $ids, selected: true) { id } }',
  ].map((query) =>
    graphqlCase(`a business calls ${/\{ (\w+)\(/.exec(query)?.[1] ?? query} on another business's payees`, {
      as: 'acme',
      query,
      variables: (i) => ({ ids: [i.globexPayeeId] }),
    }),
  ),
  graphqlCase("a business selects another business's payee for a TIN check", {
    as: 'acme',
    query: 'mutation($id: Int!) { updateTINMatch(payeeId: $id, selected: true) { id } }',
    variables: (i) => ({ id: i.globexPayeeId }),
  }),
  graphqlCase("a business compares another business's payee with its W-9", {
    as: 'acme',
    query: 'query($id: Int!) { w9Differences(payeeId: $id) { field current w9 } }',
    variables: (i) => ({ id: i.globexPayeeId }),
  }),
  graphqlCase("an accountant in a client applies another business's W-9", {
    as: 'firmInClient',
    query: 'mutation($id: Int!) { applyW9Info(payeeId: $id) { id displayName } }',
    variables: (i) => ({ id: i.globexPayeeId }),
  }),
  graphqlCase("a business reads another business's filing", {
    as: 'acme',
    query: 'query($id: Int!) { filing(id: $id) { filingData } }',
    variables: (i) => ({ id: i.globexFilingId }),
    answer: nullData('filing'),
  }),
  graphqlCase("a business reads another business's filings by id", {
    as: 'acme',
    query: 'query($ids: [Int!]!) { filingsByIds(filingIds: $ids) { id filingData } }',
    variables: (i) => ({ ids: [i.globexFilingId] }),
    answer: (r) => ({
      status: r.status,
      body: (r.body.data?.filingsByIds as unknown[] | undefined)?.length ? r.body : null,
    }),
  }),
  graphqlCase("a business reads another business's filing by payee, form and year", {
    as: 'acme',
    query:
      'query($p: Int!) { filingByPayeeFormTypeFilingYear(payeeId: $p, formType: Type_1099_NEC, filingYear: 2025) { id filingData } }',
    variables: (i) => ({ p: i.globexPayeeId }),
    answer: nullData('filingByPayeeFormTypeFilingYear'),
  }),
  ...(
    [
      ['lists', '{ filings(filingYears: [2025]) { id payee { displayName } } }'],
      ['pages', '{ filingsWithPageMetadata { filings { id payee { displayName } } totals { count } } }'],
      ['lists by status', '{ filingsByStatus(status: Accepted, year: 2025) { id payee { displayName } } }'],
    ] as const
  ).map(([verb, query]) =>
    graphqlCase(`a business ${verb} filings and sees only its own`, {
      as: 'acme',
      query,
      expect: 'ownData',
    }),
  ),
  graphqlCase("a business counts filings and counts none of another business's", {
    as: 'acme',
    query: '{ filingCounts(filingYear: 2025) { draft accepted } payeeCount }',
    // Acme has no payees or filings: any number above zero is globex's.
    answer: (r) => ({
      status: r.status,
      body:
        JSON.stringify(r.body.data) ===
        JSON.stringify({ filingCounts: { draft: 0, accepted: 0 }, payeeCount: 0 })
          ? null
          : r.body,
    }),
  }),
  graphqlCase("a business files for another business's payee", {
    as: 'acme',
    query: 'mutation($f: FilingInput!) { addEditFiling(filing: $f) { id } }',
    variables: (i) => ({
      f: {
        payeeId: i.globexPayeeId,
        filingType: 'Type_1099_NEC',
        filingYear: 2024,
        filingData: { nonEmployeeComp: 100 },
      },
    }),
  }),
  graphqlCase("a business edits another business's filing", {
    as: 'acme',
    query: 'mutation($f: FilingInput!) { addEditFiling(filing: $f) { id } }',
    variables: (i) => ({
      f: {
        id: i.globexFilingId,
        payeeId: i.globexPayeeId,
        filingType: 'Type_1099_NEC',
        filingYear: 2025,
        filingData: { nonEmployeeComp: 1 },
      },
    }),
  }),
  graphqlCase("a business deletes another business's filing", {
    as: 'acme',
    query: 'mutation($id: Int!) { deleteFiling(id: $id) }',
    variables: (i) => ({ id: i.globexFilingId }),
  }),
  graphqlCase("a business deletes another business's filings", {
    as: 'acme',
    query: 'mutation($ids: [Int!]!) { deleteFilings(filingIds: $ids) }',
    variables: (i) => ({ ids: [i.globexFilingId] }),
  }),
  graphqlCase("a business validates another business's filings", {
    as: 'acme',
    query: 'mutation($ids: [Int!]!) { validateFilings(filingIds: $ids) { id errors { message } } }',
    variables: (i) => ({ ids: [i.globexFilingId] }),
  }),
  graphqlCase("a business corrects another business's filing", {
    as: 'acme',
    query: 'mutation($id: Int!) { createCorrection(filingId: $id, kind: OneStep) { id } }',
    variables: (i) => ({ id: i.globexAcceptedFilingId }),
  }),
  graphqlCase("a business moves another business's filing to Draft", {
    as: 'acme',
    query: 'mutation($ids: [Int!]!) { moveFilingsToDraft(filingIds: $ids) }',
    variables: (i) => ({ ids: [i.globexAcceptedFilingId] }),
  }),
  graphqlCase("a business validates another business's payer", {
    as: 'acme',
    query: 'mutation($id: Int!) { validatePayer(payerId: $id, filingYear: 2025) { errors { message } } }',
    variables: (i) => ({ id: i.globexPayerId }),
  }),
  graphqlCase('a business sets filing statuses (back office)', {
    as: 'acme',
    query: 'mutation($ids: [Int!]!) { updateEfsFilingsStatus(filingIds: $ids, filingStatus: Accepted) }',
    variables: (i) => ({ ids: [i.globexFilingId] }),
  }),
  graphqlCase("a business records a state's acceptance of direct state filings (back office)", {
    as: 'acme',
    query: 'mutation($ids: [Int!]!) { markStateFilingsAccepted(filingIds: $ids) }',
    variables: (i) => ({ ids: [i.globexFilingId] }),
  }),
  // E-mail delivery (features/delivery): the back office's table; the account's own filings.
  graphqlCase('a business reads the e-mail requests (back office)', {
    as: 'acme',
    query: 'query { emailRequests(emailStatus: WaitingOnEfile, filingYear: 2025) { filingId payeeName } }',
  }),
  graphqlCase("a business sets the e-mail status of another business's filing (back office)", {
    as: 'acme',
    query: 'mutation($ids: [Int!]!) { updateEmailRequests(filingIds: $ids, emailStatus: Bounced) }',
    variables: (i) => ({ ids: [i.globexFilingId] }),
  }),
  graphqlCase("a business e-mails another business's recipient copy", {
    as: 'acme',
    query: 'mutation($id: Int!) { send1099Form(filingId: $id) { id emailStatus } }',
    variables: (i) => ({ id: i.globexAcceptedFilingId }),
  }),
  // Print and mail (features/print): the back office's mail room only.
  graphqlCase('a business reads the print requests (back office)', {
    as: 'acme',
    query: 'query { printRequests(printStatus: WaitingOnEfile, filingYear: 2025) { filingId payeeName } }',
  }),
  graphqlCase("a business marks another business's print copy as printing (back office)", {
    as: 'acme',
    query:
      'mutation($ids: [Int!]!) { updatePrintRequests(filingIds: $ids, printStatus: Mailing) { updated } }',
    variables: (i) => ({ ids: [i.globexFilingId] }),
  }),
  restCase("a business downloads the Self eFile zip of another business's filing", async (c, i) =>
    asResult(await c.acme.request({ url: `/rs/api/filings/transmissions/?filingIds=${i.globexFilingId}` })),
  ),
  restCase("a business downloads the mail room's mailing copy of another business's filing", async (c, i) =>
    asResult(
      await c.acme.request({ url: `/rs/api/printrequests/mailcopies/?filingIds=${i.globexFilingId}` }),
    ),
  ),
  {
    ...restCase("a business exports its Filing Summary: nothing of another business's", async (c) =>
      asResult(
        await c.acme.request({
          url: '/rs/api/reports/filingsummary/?formType=Type_1099_NEC&filingYear=2025&format=csv',
        }),
      ),
    ),
    expect: 'ownData',
  },
  restCase("a business posts an unsigned Lob tracking event for another business's letter", async (c, i) =>
    asResult(
      await c.acme.request({
        method: 'POST',
        url: '/rs/api/lob/webhooks',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          id: 'evt_forged_by_acme',
          event_type: { id: 'letter.returned_to_sender' },
          body: { id: 'ltr_forged_by_acme', metadata: { filing_id: String(i.globexFilingId) } },
        }),
      }),
    ),
  ),
  // Transmissions (features/transmissions): the back office only.
  graphqlCase('a business reads and generates transmissions (back office)', {
    as: 'acme',
    query:
      'query { tnnTransmissionRecordsByStatusIn(statuses: [Generated]) { id } filingsToBeProcessed tinTransmissionRecordsByStatusIn(statuses: [Generated]) { id } requestsToBeProcessed tnnTransmissionRecord(id: 1) { id } tinTransmissionRecord(id: 1) { id } fireFilingWindow { open } }',
  }),
  ...[
    'mutation { createTNNTransmissionRecords { filingCount } }',
    'mutation { createTNNTransmissionRecords(format: PUB1220, taxYear: 2025) { filingCount } }',
    'mutation { createTINTransmissionRecords { id } }',
    'mutation { downloadTNNTransmissionFile(id: 1) { content } }',
    'mutation { downloadTINTransmissionFile(id: 1) { content } }',
    'mutation { updateTNNTransmissionRecord(transmissionId: 1, transmissionStatus: Sent_To_Agency, ackNumber: "x") { id } }',
    'mutation { updateTINTransmissionRecord(transmissionId: 1, transmissionStatus: Sent_To_Agency, ackNumber: "x") { id } }',
    'mutation { processTNNTransmissionResponse(transmissionId: 1, content: "x") { id } }',
    'mutation { processTINTransmissionResponse(transmissionId: 1, content: "x") }',
    'mutation { deleteTNNTransmissionRecord(id: 1) }',
    'mutation { deleteTINTransmissionRecord(id: 1) }',
  ].map((query) =>
    graphqlCase(`a business works transmissions (back office): ${query.slice(11, 50)}`, {
      as: 'acme',
      query,
    }),
  ),
  ...['tnn', 'tin'].map((kind) =>
    restCase(`a firm downloads a ${kind} transmission file (back office)`, async (c) =>
      asResult(await c.firm.request({ url: `/rs/api/transmissions/${kind}/1/file/` })),
    ),
  ),
  ...['tnn', 'tin'].map((kind) =>
    restCase(`a business uploads a ${kind} transmission response (back office)`, async (c) =>
      asResult(
        await c.acme.request({
          method: 'POST',
          url: `/rs/api/transmissions/${kind}/1/response/`,
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
          payload:
            '--x\r\nContent-Disposition: form-data; name="file"; filename="r.txt"\r\n\r\nx\r\n--x--\r\n',
        }),
      ),
    ),
  ),
  graphqlCase("a business prepares copies of another business's filing", {
    as: 'acme',
    query:
      'mutation($ids: [Int!]!) { createDocumentDownload(filingIds: $ids, printCopyType: RecipientCopy, combined: true) { id } }',
    variables: (i) => ({ ids: [i.globexFilingId] }),
  }),
  graphqlCase("a business reads another business's prepared download", {
    as: 'acme',
    query: 'query($id: Int!) { documentDownload(id: $id) { id fileName } }',
    variables: (i) => ({ id: i.globexDocumentDownloadId }),
    answer: (r) => ({ status: r.status, body: r.body.data?.documentDownload ?? r.body.errors ?? null }),
  }),
  graphqlCase('a business lists its prepared downloads and sees only its own', {
    as: 'acme',
    query: '{ documentDownloads { id fileName } }',
    expect: 'ownData',
  }),
  graphqlCase("a business reads its own filing summary, never another's", {
    as: 'acme',
    query:
      '{ filingSummary(filingType: Type_1099_NEC, filingYear: 2025) { rows { payeeName tin } totals { forms } } }',
    expect: 'ownData',
  }),
  restCase("a business downloads another business's prepared file", async (c, i) =>
    asResult(await c.acme.request({ url: `/rs/api/documents/${i.globexDocumentDownloadId}/file` })),
  ),
  restCase("a business downloads copies of another business's filing", async (c, i) =>
    asResult(
      await c.acme.request({
        url: `/rs/api/filings/printcopies/?printCopyType=RecipientCopy&filingIds=${i.globexFilingId}`,
      }),
    ),
  ),
  restCase("a firm inside its client downloads another business's filing", async (c, i) =>
    asResult(
      await c.firmInClient.request({
        url: `/rs/api/filings/forms/?printCopyType=FullCopy&filingIds=${i.globexFilingId}`,
      }),
    ),
  ),
  graphqlCase("a business reads its own funds and ledger, never another's", {
    as: 'acme',
    query:
      'query { availableCredits billingTransactions { totalCount items { accountName description } } billingSummary(from: "2000-01-01", to: "2100-01-01") { totalAmount } paymentProviders { partner } }',
    expect: 'ownData',
  }),
  graphqlCase('a business prices an order with its own plan and history', {
    as: 'acme',
    query:
      'query { invoice(chargeItemsInput: { chargeItems: [{ service: FED_EFILE, quantity: 1, alreadyPaid: 0 }] }) { totalAmount } }',
    expect: 'ownData',
  }),
  graphqlCase("a business prices another business's filings", {
    as: 'acme',
    query: 'query($ids: [Int!]!) { submissionInvoice(filingIds: $ids) { totalAmount } }',
    variables: (i) => ({ ids: [i.globexFilingId] }),
  }),
  graphqlCase("a business submits another business's filings", {
    as: 'acme',
    query:
      'mutation($ids: [Int!]!) { submitFilings(filingIds: $ids, expectedTotal: 0) { submittedFilingIds } }',
    variables: (i) => ({ ids: [i.globexFilingId] }),
  }),
  graphqlCase('a business adds funds to its own account only (no account id)', {
    as: 'acme',
    query:
      'mutation { chargeWithNonce(amount: 100, chargeDesc: "x", paymentPartner: test, paymentSource: card, idempotencyKey: "access-1") { id } createPaymentOrder(amount: 100, chargeDesc: "x", requestId: "access-2") }',
    expect: 'ownData',
  }),
  graphqlCase('a business adds promo funds to another business (super admin only)', {
    as: 'acme',
    query: 'mutation($d: Int!) { addPromoCredits(credits: 500, description: "x", domainId: $d) { id } }',
    variables: (i) => ({ d: i.cast.globex.domain.id }),
  }),
  graphqlCase("a business refunds another business's payment (super admin only)", {
    as: 'acme',
    query:
      'mutation($id: Int!) { requestRefund(id: $id, requestedAmount: 1000, processingFee: 84, refundAmount: 916, reason: "x", idempotentKey: "k") { id } }',
    variables: (i) => ({ id: i.globexLedgerId }),
  }),
  // Services per filing (features/services): one filing or a page of them, never another account's.
  ...['updateFedSub', 'updatePrintSub', 'updateEmailSub', 'updateStateSub'].map((name) =>
    graphqlCase(`a business calls ${name} on another business's filing`, {
      as: 'acme',
      query: `mutation($id: Int!) { ${name}(filingId: $id, selected: true) { id payee { displayName } } }`,
      variables: (i) => ({ id: i.globexFilingId }),
    }),
  ),
  ...['bulkUpdateFedSub', 'bulkUpdatePrintSub', 'bulkUpdateEmailSub', 'updateTINMatchByFilingIds'].map(
    (name) =>
      graphqlCase(`an accountant in a client calls ${name} on another business's filings`, {
        as: 'firmInClient',
        query: `mutation($ids: [Int!]!) { ${name}(filingIds: $ids, selected: true) { id payee { displayName } } }`,
        variables: (i) => ({ ids: [i.globexFilingId] }),
      }),
  ),
  // Self eFile downloads (features/state-filing): no account id; the caller's own account only.
  graphqlCase('a business counts and pages its Self eFile state filings and sees only its own', {
    as: 'acme',
    query:
      '{ selfEFileCount(filingYear: 2025) selfEFileStates(filingYear: 2025) selfEFileFilingsWithPageMetadata(filingYear: 2025) { filings { id payee { displayName } } pageMetadata { totalCount } } }',
    expect: 'ownData',
  }),
  graphqlCase('an accountant in a client downloads Self eFile transmissions of that client only', {
    as: 'firmInClient',
    query: 'mutation { downloadSelfEFileTransmissions(filingYear: 2025) { fileName files filingCount } }',
    expect: 'ownData',
  }),
  graphqlCase("a business sets the state filing of another business's filings", {
    as: 'acme',
    query:
      'mutation($s: [StateSubInput!]!) { bulkUpdateStateSub(stateSubs: $s) { id payee { displayName } } }',
    variables: (i) => ({ s: [{ filingId: i.globexFilingId, selected: false }] }),
  }),
  // Accounting connections (features/integrations): by partner, the selected account's own only.
  graphqlCase('a business reads its QuickBooks connection and sees only its own', {
    as: 'acme',
    endpoint: '/access/graphql',
    query:
      '{ oAuthIntegration(partner: QBO) { connected accountId accountName } oAuthAccounts(partner: QBO) { accountId accountName } }',
    expect: 'ownData',
  }),
  graphqlCase("a business picks another business's QuickBooks company", {
    as: 'acme',
    endpoint: '/access/graphql',
    query:
      'mutation { connectOAuthAccount(partner: QBO, accountId: "globex-realm", accountName: "x") { accountId accountName } }',
  }),
  graphqlCase("an accountant in a client refreshes and disconnects only that client's connection", {
    as: 'firmInClient',
    endpoint: '/access/graphql',
    query:
      'mutation { refreshTokens(partner: QBO) { accountName } hardRefreshTokens(partner: QBO) { accountName } disconnectOAuthIntegration(partner: QBO) }',
    expect: 'ownData',
  }),
  {
    // BILL's sign-in form connects the caller's selected account only; no id to point elsewhere.
    ...restCase('a business signs in to BILL for its own account only', async (c) =>
      asResult(
        await c.acme.request({
          method: 'PUT',
          url: '/access/bdcCallback',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ bdcUsername: 'nobody', bdcPassword: 'Pw8-qx-Zt1' }).toString(),
        }),
      ),
    ),
    expect: 'ownData',
  },
  graphqlCase('a business reads its accounting integration and sees only its own', {
    as: 'acme',
    query: '{ accountingIntegration(partner: QBO) { id partner } }',
    expect: 'ownData',
  }),
  // The partner import (features/integrations/partner-import.graphql.ts): by integration id.
  graphqlCase("a business reads another business's chart of accounts and box mappings", {
    as: 'acme',
    query:
      'query($id: Int!) { chartOfAccounts(id: $id) { accounts { accountId } } boxMappings(id: $id) { boxName } }',
    variables: (i) => ({ id: i.globexIntegrationId }),
  }),
  graphqlCase("a business reads another business's import summary", {
    as: 'acme',
    query: 'query($id: Int!) { importSummary(integrationId: $id, filingYear: 2026) { companyName } }',
    variables: (i) => ({ id: i.globexIntegrationId }),
  }),
  graphqlCase("a business imports from another business's connection or takes its payer", {
    as: 'firm',
    query:
      'mutation($id: Int!) { createPartnerImport(integrationId: $id, filingYear: 2026) { id } syncPayerInfo(id: $id) }',
    variables: (i) => ({ id: i.globexIntegrationId }),
  }),
  graphqlCase('an accountant in a client saves box mappings of that client only', {
    as: 'firmInClient',
    query: 'mutation { updateBoxMappings(partner: QBO, boxMappings: []) { boxName } }',
    expect: 'ownData',
  }),
  // Vendor portal (features/portal): a payer's invitations and relations, and the contractor app.
  graphqlCase("a business reads the portal status of another business's payee and sees only its own", {
    as: 'acme',
    query:
      'query($ids: [Int!]!) { domainRelationStatusByTypeAndEntities(subEntityIds: $ids) { id relationStatus invitedEmail } }',
    variables: (i) => ({ ids: [i.globexPayeeId] }),
    expect: 'ownData',
  }),
  graphqlCase("a business invites another business's payee to the portal", {
    as: 'acme',
    query: 'mutation($id: Int!) { inviteDomain(subEntityId: $id, emailAddress: "x@acme.test") { id } }',
    variables: (i) => ({ id: i.globexPayeeId }),
  }),
  graphqlCase("a business resends another business's portal invitation", {
    as: 'acme',
    query: 'mutation($id: Int!) { resendDomainInvitation(id: $id) { id invitedEmail } }',
    variables: (i) => ({ id: i.globexDomainInvitationId }),
  }),
  graphqlCase("a business deletes another business's portal invitation", {
    as: 'acme',
    query: 'mutation($id: Int!) { deleteDomainInvitation(id: $id) { id invitedEmail } }',
    variables: (i) => ({ id: i.globexDomainInvitationId }),
  }),
  graphqlCase("a business disables another business's contractor access", {
    as: 'acme',
    query: 'mutation($id: Int!) { deleteD2DRelation(id: $id) { id } }',
    variables: (i) => ({ id: i.globexRelationId }),
  }),
  graphqlCase('a business lists the filings issued to it and sees only its own', {
    as: 'acme',
    query: '{ filingsIssued { id payerName payeeName } contractorPayers { payerName payeeName } }',
    expect: 'ownData',
  }),
  graphqlCase("a contractor sends a W-9 through another contractor's relation", {
    as: 'acme',
    query: 'mutation($id: Int!) { sendUpdatedW9(relationId: $id, w9: {}, signature: "x") { payerName } }',
    variables: (i) => ({ id: i.globexRelationId }),
  }),
  restCase("a business opens the Copy B of another business's filing as a contractor", async (c, i) =>
    asResult(await c.acme.request({ url: `/rs/api/contractor/filings/${i.globexAcceptedFilingId}/copyb` })),
  ),
  graphqlCase("a contractor starts e-mail consent on another contractor's relation", {
    as: 'acme',
    query: 'mutation($id: Int!) { startEmailConsent(relationId: $id) { payerName emailAddress } }',
    variables: (i) => ({ id: i.globexRelationId }),
  }),
  graphqlCase("a contractor gives e-mail consent on another contractor's relation", {
    as: 'acme',
    query: 'mutation($id: Int!) { giveEmailConsent(relationId: $id, code: "QX7KZ") { emailConsent } }',
    variables: (i) => ({ id: i.globexRelationId }),
  }),
  graphqlCase("a contractor withdraws e-mail consent on another contractor's relation", {
    as: 'acme',
    query: 'mutation($id: Int!) { withdrawEmailConsent(relationId: $id) { emailConsent } }',
    variables: (i) => ({ id: i.globexRelationId }),
  }),
  restCase("a business opens the consent sample PDF of another contractor's relation", async (c, i) =>
    asResult(await c.acme.request({ url: `/rs/api/contractor/consent/${i.globexRelationId}/sample` })),
  ),
];

/**
 * Operations no cross-account attempt applies to, and why. An operation here takes no id and works
 * on the caller's own login or selected account, or shows nothing of an account.
 */
const NOT_TRIED_ACROSS_ACCOUNTS: Record<string, string> = {
  'domain.serviceInfo': 'public: the build, nothing of an account',
  'auth.serviceInfo': 'public: the build, nothing of an account',
  'domain.appConfig': 'public: the season and switches, nothing of an account',
  'domain.updateAccountPreferences': "takes no account id: the selected account's Owner or Admin",
  'auth.sessionData': "the caller's own session",
  'auth.myAccounts': "the caller's own memberships",
  'auth.recoveryCodesLeft': "the caller's own login",
  'auth.signup': 'creates a new login; answers the same for a known address',
  'auth.confirmEmail': 'needs the code mailed to the address',
  'auth.resendConfirmation': 'mails the address its own link; answers the same for any address',
  'auth.requestPasswordReset': 'mails the address its own code; answers the same for any address',
  'auth.resetPassword': 'needs the code mailed to the address',
  'auth.changePassword': "the caller's own login, with its current password",
  'auth.updateUserPreferences': "the caller's own name",
  'auth.createAccount': 'creates a new account owned by the caller',
  'auth.startMfaEnrolment': "the caller's own login",
  'auth.confirmMfaEnrolment': "the caller's own login",
  'auth.verifyMfa': "the caller's own session",
  'auth.skipMfa': "the caller's own session",
  'auth.disableMfa': "the caller's own login, with a code",
  'auth.regenerateRecoveryCodes': "the caller's own login, with a code",
  'auth.invitation': 'needs the code mailed to the invitee',
  'auth.acceptInvitation': 'needs the code mailed to the invitee',
  'auth.domainInvitation': 'needs the code mailed to the invited payee',
  'auth.acceptDomainInvitation': 'needs the code mailed to the invited payee',
  'auth.startTestDrive': 'creates a new throwaway login and account',
  'auth.oAuthTokenData': "super admins only; takes a partner, no id: the selected account's tokens",
  'auth.updateOAuthToken': "super admins only; takes a partner, no id: the selected account's tokens",
  'domain.accountingIntegrationPartner':
    "the partner catalogue and this server's settings, nothing of an account",
};

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

const OPERATIONS = listOperations(getSchemas());
const operationKey = (operation: Operation) => `${operation.service}.${operation.name}`;

describe('the cross-account suite covers every operation', () => {
  it('has a case or a reason for every Query and Mutation of both schemas', () => {
    const tried = new Set(CASES.flatMap((attempt) => attempt.operations));
    const missing = OPERATIONS.map(operationKey).filter(
      (key) => !tried.has(key) && !(key in NOT_TRIED_ACROSS_ACCOUNTS),
    );
    expect(missing, 'operations without a case in CASES or a reason in NOT_TRIED_ACROSS_ACCOUNTS').toEqual(
      [],
    );
  });

  it('names only operations that exist', () => {
    const known = new Set(OPERATIONS.map(operationKey));
    const named = [
      ...CASES.flatMap((attempt) => attempt.operations),
      ...Object.keys(NOT_TRIED_ACROSS_ACCOUNTS),
    ];
    expect(named.filter((key) => !known.has(key))).toEqual([]);
  });

  it('gives a reason only to operations no attempt tries', () => {
    const tried = new Set(CASES.flatMap((attempt) => attempt.operations));
    expect(Object.keys(NOT_TRIED_ACROSS_ACCOUNTS).filter((key) => tried.has(key))).toEqual([]);
  });
});

/** A literal of the input type that passes the schema (the smallest: required fields only). */
function sampleLiteral(type: GraphQLInputType): string {
  if (type instanceof GraphQLNonNull) return sampleLiteral(type.ofType);
  if (type instanceof GraphQLList) return '[]';
  if (type instanceof GraphQLEnumType) return type.getValues()[0]?.name ?? 'null';
  if (type instanceof GraphQLInputObjectType) {
    const fields = Object.values(type.getFields()).filter((field) => field.type instanceof GraphQLNonNull);
    return `{ ${fields.map((field) => `${field.name}: ${sampleLiteral(field.type)}`).join(', ')} }`;
  }
  const samples: Record<string, string> = {
    Int: '1',
    Float: '1',
    String: '"x"',
    Boolean: 'false',
    ID: '"1"',
    JSON: '{}',
    DateTime: '"2025-01-01T00:00:00.000Z"',
  };
  const sample = type instanceof GraphQLScalarType ? samples[type.name] : undefined;
  if (sample === undefined) throw new Error(`No sample for ${String(type)}: add one`);
  return sample;
}

/** A document calling the operation with its required arguments and the smallest selection. */
function sampleDocument(operation: Operation): string {
  const args = operation.field.args
    .filter((arg: GraphQLArgument) => arg.type instanceof GraphQLNonNull)
    .map((arg) => `${arg.name}: ${sampleLiteral(arg.type)}`);
  const named = getNamedType(operation.field.type);
  const selection = named instanceof GraphQLObjectType ? ' { __typename }' : '';
  return `${operation.kind} { ${operation.name}${args.length ? `(${args.join(', ')})` : ''}${selection} }`;
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
      partner: 'QuickBooks',
      partnerId: 'GLX-1',
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
      globexDocumentDownloadId: (
        await requestDocumentDownload(database.db, cast.globex.domain.id, {
          filingIds: [globexFiling.id],
          printCopyType: 'RecipientCopy',
          combined: true,
        })
      ).id,
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
      globexLedgerId: (
        await addLedgerEntry(database.db, cast.globex.domain.id, {
          type: 'PromoCredit',
          amountCents: 4_200,
          description: 'Globex Corp welcome credit',
          userId: null,
        })
      ).id,
      globexIntegrationId: 0,
      globexDomainInvitationId: 0,
      globexRelationId: 0,
    };
    // Globex invited its payee to the portal, and that payee is also connected to a contractor.
    const [globexDomainInvitation] = await database.db
      .insert(domainInvitations)
      .values({
        sourceDomainId: cast.globex.domain.id,
        sourceSubEntityId: ids.globexPayeeId,
        email: 'invitee@globex.test',
        codeHash: 'globex-portal-code-hash',
        invitedBy: cast.globex.user.id,
        expiresAt: new Date(Date.now() + 3_600_000),
      })
      .returning();
    const [globexRelation] = await database.db
      .insert(domainRelations)
      .values({
        sourceDomainId: cast.globex.domain.id,
        sourceSubEntityId: ids.globexPayeeId,
        targetDomainId: cast.admin.domain.id,
      })
      .returning();
    ids.globexDomainInvitationId = globexDomainInvitation?.id ?? 0;
    ids.globexRelationId = globexRelation?.id ?? 0;
    // Globex is connected to QuickBooks: nobody else may read or change that connection.
    ids.globexIntegrationId = (
      await saveConnection(database.db, t.services.encryptor, {
        domainId: cast.globex.domain.id,
        partner: 'QBO',
        userId: cast.globex.user.id,
        tenantId: 'globex-realm',
        tenantName: 'Globex Corp Books',
        tokens: {
          accessToken: 'globex-access-token',
          refreshToken: 'globex-refresh-token',
          accessExpiresAt: Date.now() + 3_600_000,
          refreshExpiresAt: null,
        },
      })
    ).id;
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
    if (attempt.expect !== 'ownData') expect(isRefusal(result), JSON.stringify(result)).toBe(true);
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
      'Globex Vendor',
    ];
    expect(leaks(result.body, secrets)).toBeUndefined();
  });

  const endpointOf = (operation: Operation) =>
    operation.service === 'domain' ? ('/rs/graphql' as const) : ('/access/graphql' as const);

  it.each(
    OPERATIONS.filter((operation) => !operation.scopes.includes('public')).map(
      (operation) =>
        [`${operation.service} ${operation.name} (${operation.scopes.join()})`, operation] as const,
    ),
  )('refuses a caller who is not signed in: %s', async (_name, operation) => {
    const result = await t.client().graphql(endpointOf(operation), sampleDocument(operation));
    expect(result.status, JSON.stringify(result.body)).toBe(403);
    expect(result.body.errors?.[0]).toMatchObject({
      message: NOT_AUTHORIZED,
      extensions: { code: 'FORBIDDEN' },
    });
    // Nothing answered: no data, or null for a nullable field.
    expect(Object.values(result.body.data ?? {}).every((value) => value === null)).toBe(true);
  });

  it.each(
    OPERATIONS.filter((operation) => operation.scopes.includes('superAdmin')).map(
      (operation) => [`${operation.service} ${operation.name}`, operation] as const,
    ),
  )('refuses the back office to an account owner: %s', async (_name, operation) => {
    const result = await clients.acme.graphql(endpointOf(operation), sampleDocument(operation));
    expect(result.status, JSON.stringify(result.body)).toBe(403);
    expect(result.body.errors?.[0]).toMatchObject({
      message: NOT_AUTHORIZED,
      extensions: { code: 'FORBIDDEN' },
    });
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
