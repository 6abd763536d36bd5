import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, validate } from 'graphql';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@file1099/shared';
import type { Database } from '../db/database.ts';
import { describeDatabaseTimeout } from '../db/timeouts.ts';
import { readEnv } from '../env.ts';
import { configProperties } from '../features/config/config.table.ts';
import { payees } from '../features/payees/payees.table.ts';
import { openRuntime } from '../runtime.ts';
import {
  createCast,
  createTestApp,
  TEST_PASSWORD,
  type Cast,
  type GraphqlBody,
  type TestApp,
  type TestClient,
} from '../test/app-harness.ts';
import { createPostgresDatabase, describeEachDatabase, getTestDatabaseKinds } from '../test/databases.ts';
import { readWebOperations } from '../test/web-operations.ts';
import { INTROSPECTION_OFF_MESSAGE, TOO_COMPLEX_MESSAGE } from './limits.ts';
import { createLoaders } from './loaders.ts';
import { getSchemas } from './schemas.ts';

type Endpoint = '/rs/graphql' | '/access/graphql';
const ENDPOINTS: Endpoint[] = ['/rs/graphql', '/access/graphql'];

/** The web app's filings page query (apps/web/src/features/filings/filings.api.ts), found by name. */
function webOperation(name: string): string {
  const operation = readWebOperations().find(({ source }) =>
    new RegExp(`^\\s*query ${name}\\b`).test(source),
  );
  if (!operation) throw new Error(`The web app has no operation ${name}`);
  return operation.source;
}

/** The operation's selection, to repeat under aliases: the text between its first { and last }. */
/** A generated document: the operation, then the fragment definitions it spreads. */
function splitDocument(source: string): { operation: string; fragments: string } {
  const at = source.search(/\n\s*fragment\s/);
  return at < 0
    ? { operation: source, fragments: '' }
    : { operation: source.slice(0, at), fragments: source.slice(at) };
}

function selectionOf(operation: string): string {
  return operation.slice(operation.indexOf('{') + 1, operation.lastIndexOf('}'));
}

const codeOf = (body: GraphqlBody) => body.errors?.[0]?.extensions?.code;

function expectTooComplex(body: GraphqlBody, limit: RegExp): void {
  expect(body.errors?.[0]?.message).toBe(TOO_COMPLEX_MESSAGE);
  expect(codeOf(body)).toBe('REQUEST_TOO_COMPLEX');
  expect(String(body.errors?.[0]?.extensions?.developerMessage)).toMatch(limit);
  expect(body.data ?? undefined).toBeUndefined();
  expect(JSON.stringify(body)).not.toMatch(/\bat \S+ \(|stack/i);
}

/** Log lines written from now on, and whether any of them is a warning, an error or a stack. */
function watchLog(t: TestApp): { lines(): string[]; troubles(): string[] } {
  const start = t.logLines.length;
  const lines = () => t.logLines.slice(start);
  return {
    lines,
    troubles: () =>
      lines().filter((line) => (JSON.parse(line) as { level: number }).level >= 40 || /stack/i.test(line)),
  };
}

/** Counts the statements sent to the database (both drivers go through their client's query()). */
function countStatements(database: Database): { texts: string[]; stop(): void } {
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  const texts: string[] = [];
  const spy = vi.spyOn(client, 'query').mockImplementation(function (this: unknown, ...args: unknown[]) {
    const [first] = args;
    texts.push(typeof first === 'string' ? first : String((first as { text?: unknown }).text));
    return original.apply(this, args);
  });
  return { texts, stop: () => spy.mockRestore() };
}

describeEachDatabase('GraphQL request limits', (kind) => {
  let database: Database;
  let t: TestApp;
  let cast: Cast;
  let acme: TestClient;
  let anonymous: TestClient;

  beforeAll(async () => {
    database = await kind.open();
    t = await createTestApp(database);
    cast = await createCast(database);
    acme = await t.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
    anonymous = t.client();
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lets every operation the web app sends through, on the endpoint whose schema it belongs to', async () => {
    const operations = readWebOperations();
    expect(operations.length).toBeGreaterThan(40);
    const { domain, auth } = getSchemas();
    for (const { file, source } of operations) {
      const document = parse(source);
      const endpoint: Endpoint = validate(domain, document).length === 0 ? '/rs/graphql' : '/access/graphql';
      expect(validate(endpoint === '/rs/graphql' ? domain : auth, document), file).toEqual([]);
      // Signed out and without variables: nothing runs, but every limit is checked first.
      const { body } = await anonymous.graphql(endpoint, source);
      expect(
        (body.errors ?? []).filter((error) => error.extensions?.code === 'REQUEST_TOO_COMPLEX'),
        `${file}: ${source}`,
      ).toEqual([]);
    }
  });

  it('answers the filings page query as the web app sends it, with a full page', async () => {
    const { status, body } = await acme.graphql('/rs/graphql', webOperation('Filings'), {
      pageSize: 500,
      pageNumber: 0,
      filingStatuses: ['Draft'],
      filingYears: [2025],
    });
    expect(body.errors).toBeUndefined();
    expect(status).toBe(200);
    expect(body.data?.filingsWithPageMetadata).toMatchObject({
      filings: [],
      pageMetadata: { totalCount: 0 },
    });
  });

  it('refuses ten aliases of the filings page before reading any filing, and answers the next request', async () => {
    const { operation, fragments } = splitDocument(webOperation('Filings'));
    const selection = selectionOf(operation)
      .replace('filingsWithPageMetadata(', 'page: filingsWithPageMetadata(')
      .replace(/\$(\w+)/g, (_whole, name: string) =>
        name === 'pageSize'
          ? '500'
          : name === 'pageNumber'
            ? '0'
            : name === 'filingYears'
              ? '[2025]'
              : '[Draft]',
      );
    const log = watchLog(t);
    const statements = countStatements(database);
    for (const copies of [10, 4]) {
      const aliased = Array.from({ length: copies }, (_, i) => selection.replace('page:', `page${i}:`));
      const { body } = await acme.graphql('/rs/graphql', `query { ${aliased.join('\n')} } ${fragments}`);
      expectTooComplex(body, copies === 10 ? /Token limit of 1000|Cost limit/ : /Cost limit of 500 exceeded/);
    }
    // Cheap fields do not help: the rows asked for count.
    const cheap = Array.from(
      { length: 10 },
      (_, i) => `p${i}: filingsWithPageMetadata(pageSize: 1000) { filings { id } }`,
    ).join(' ');
    expectTooComplex(
      (await acme.graphql('/rs/graphql', `{ ${cheap} }`)).body,
      /Rows limit of 1000 exceeded, found 10000/,
    );
    statements.stop();
    expect(statements.texts.filter((text) => /"filings"|filing_summaries/.test(text))).toEqual([]);
    expect(log.troubles()).toEqual([]);
    expect((await acme.graphql('/rs/graphql', '{ payeeCount }')).body).toEqual({ data: { payeeCount: 0 } });
  });

  it('limits depth, aliases, tokens and directives on both endpoints', async () => {
    const nested = (levels: number) => `{ ${'a { '.repeat(levels - 1)}b${' }'.repeat(levels - 1)} }`;
    for (const endpoint of ENDPOINTS) {
      expectTooComplex(
        (await anonymous.graphql(endpoint, nested(11))).body,
        /depth limit of 10 exceeded, found 11/,
      );
      // Ten levels pass the limits and fail only because the fields do not exist.
      expect(codeOf((await anonymous.graphql(endpoint, nested(10))).body)).not.toBe('REQUEST_TOO_COMPLEX');

      const field = endpoint === '/rs/graphql' ? 'payeeCount' : 'sessionData { email }';
      const aliases = (n: number) =>
        `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
      expectTooComplex(
        (await acme.graphql(endpoint, aliases(11))).body,
        /Aliases limit of 10 exceeded, found 11/,
      );
      expect((await acme.graphql(endpoint, aliases(10))).body.data).toMatchObject({ a9: expect.anything() });

      const tokens = `{ ${'__typename '.repeat(999)}}`; // 1001 tokens
      expectTooComplex((await anonymous.graphql(endpoint, tokens)).body, /Token limit of 1000 exceeded/);
      // 998 tokens of variable definitions pass the limits and fail only because they are unused.
      const variables = Array.from({ length: 248 }, (_, i) => `$v${i}: Int`).join(', ');
      const underTokens = (await anonymous.graphql(endpoint, `query(${variables}) { __typename }`)).body;
      expect(underTokens.errors?.[0]?.message).toMatch(/Variable "\$v0" is never used/);

      const directives = (n: number) => `{ ${'__typename @include(if: true) '.repeat(n)}}`;
      expectTooComplex(
        (await anonymous.graphql(endpoint, directives(11))).body,
        /Directives limit of 10 exceeded, found 11/,
      );
      expect((await anonymous.graphql(endpoint, directives(10))).body.errors).toBeUndefined();
    }
  });

  it('does not suggest field names to callers probing the schema', async () => {
    const { body } = await anonymous.graphql('/rs/graphql', '{ payeeCoun }');
    expect(body.errors?.[0]?.message).toMatch(/Cannot query field "payeeCoun" on type "Query"/);
    expect(JSON.stringify(body)).not.toMatch(/Did you mean|payeeCount/);
  });

  it('limits the rows one request may read: page sizes, defaults and ids sent, in literals and variables', async () => {
    const rows = async (query: string, variables?: Record<string, unknown>) =>
      (await acme.graphql('/rs/graphql', query, variables)).body;
    expect((await rows('{ payees(pageSize: 1000) { id } }')).errors).toBeUndefined();
    expectTooComplex(
      await rows('{ a: payees(pageSize: 600) { id } b: payees(pageSize: 401) { id } }'),
      /Rows limit of 1000 exceeded, found 1001/,
    );
    expectTooComplex(
      await rows('query($n: Int) { a: payees(pageSize: $n) { id } b: filings { id } }', { n: 501 }),
      /found 1001/, // the filings list counts its default page of 500
    );
    expectTooComplex(
      await rows(
        'fragment F on Query { payeesWithPageMetadata(pageSize: 400) { payees { id } } } { ...F a: payees(pageSize: 400) { id } ...on Query { ...F } }',
      ),
      /found 1200/,
    );
    expectTooComplex(
      await rows('mutation($ids: [Int!]!) { deletePayees(ids: $ids) }', {
        ids: Array.from({ length: 1001 }, (_, i) => i + 1),
      }),
      /found 1001/,
    );
    expectTooComplex(
      await rows('{ filingsByStatus(status: Draft, year: 2025) { id } payees(pageSize: 1) { id } }'),
      /found 1001/,
    );
    // A page over the cap is refused by the list itself, with the list's own message.
    const tooBig = await rows('{ payees(pageSize: 5000) { id } }');
    expect(codeOf(tooBig)).toBe('BAD_USER_INPUT');
    expect(tooBig.errors?.[0]?.message).toBe('Page size must be 1-1000 and page number 0 or more');
  });

  it('refuses variables nested deeper than the depth limit without logging a stack', async () => {
    const log = watchLog(t);
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const response = await acme.request({
      method: 'POST',
      url: '/rs/graphql',
      headers: { 'content-type': 'application/json' },
      payload: `{"query":"mutation($f: FilingInput!) { addEditFiling(filing: $f) { id } }","variables":{"f":{"payeeId":1,"filingType":"Type_1099_NEC","filingYear":2025,"filingData":${deep}}}}`,
    });
    expectTooComplex(response.json<GraphqlBody>(), /Variables nest deeper than the depth limit of 10/);
    expect(log.troubles()).toEqual([]);
  });

  it('answers a 5,000-level query and 1,000 aliases with a clear error, logs no stack, and serves the next request', async () => {
    const log = watchLog(t);
    const deep = `{ ${'payees { '.repeat(5000)}id${' }'.repeat(5000)} }`;
    const aliases = `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: filingsWithPageMetadata(pageSize: 1000) { filings { id } }`).join(' ')} }`;
    for (const endpoint of ENDPOINTS) {
      for (const query of [deep, aliases]) {
        const started = Date.now();
        const { body } = await acme.graphql(endpoint, query);
        expectTooComplex(body, /Token limit of 1000 exceeded/);
        expect(Date.now() - started).toBeLessThan(2000);
      }
    }
    expect((await acme.graphql('/rs/graphql', '{ payeeCount }')).body).toEqual({ data: { payeeCount: 0 } });
    expect(log.lines().length).toBeGreaterThan(0);
    expect(log.troubles()).toEqual([]);
  });

  it('batches the payer of each payee in a list: the statements do not grow with the rows', async () => {
    const domainId = cast.globex.domain.id;
    const globex = await t.client().signInTo(cast.globex.user.email, TEST_PASSWORD, domainId);
    const query =
      '{ payeesWithPageMetadata(pageSize: 1000) { payees { id displayName payer { id domainId } } } }';
    const addPayees = (from: number, count: number) =>
      database.db.insert(payees).values(
        Array.from({ length: count }, (_, i) => ({
          domainId,
          entityType: 'Business' as const,
          businessName: `Vendor ${from + i}`,
          displayName: `Vendor ${from + i}`,
        })),
      );
    // The list's own work: the statements that read or write payees and payers. The request's other
    // statements (the session, its account and memberships, a session touched when it was last seen
    // a while ago) are the same for any list, and on a loaded machine one of them can come twice.
    const rowsWork = /\b(from|into|update)\s+"(payees|payers)"/i;
    const statementsFor = async (expectedRows: number) => {
      const statements = countStatements(database);
      const { body } = await globex.graphql('/rs/graphql', query);
      statements.stop();
      const page = body.data?.payeesWithPageMetadata as { payees: { payer: { domainId: number } }[] };
      expect(page.payees).toHaveLength(expectedRows);
      expect(page.payees.every((payee) => payee.payer.domainId === domainId)).toBe(true);
      return statements.texts;
    };
    await addPayees(0, 3);
    await statementsFor(3); // the first look creates the payer
    const few = await statementsFor(3);
    await addPayees(3, 297);
    const many = await statementsFor(300);
    const shown = (texts: string[]) => texts.map((text) => text.slice(0, 80)).join('\n');
    const rows = (texts: string[]) => texts.filter((text) => rowsWork.test(text));
    // One page of payees, their count and one batched read of the payers, however many rows.
    expect(rows(many), shown(many)).toHaveLength(3);
    expect(rows(few), shown(few)).toHaveLength(3);
    expect(many.length, shown(many)).toBeLessThanOrEqual(9);
  });

  it('batches per-row look-ups of payees and accounts into one statement each', async () => {
    const [first, second] = await database.db
      .insert(payees)
      .values(
        ['Loader A', 'Loader B'].map((name) => ({
          domainId: cast.firm.client.id,
          entityType: 'Business' as const,
          businessName: name,
          displayName: name,
        })),
      )
      .returning();
    if (!first || !second) throw new Error('payees not inserted');
    const loaders = createLoaders(database.db);
    const statements = countStatements(database);
    const [a, b, missing, otherAccount] = await Promise.all([
      loaders.payee.load({ domainId: cast.firm.client.id, id: first.id }),
      loaders.payee.load({ domainId: cast.firm.client.id, id: second.id }),
      loaders.payee.load({ domainId: cast.firm.client.id, id: 999_999 }),
      loaders.payee.load({ domainId: cast.acme.domain.id, id: first.id }),
    ]);
    const domains = await Promise.all(
      [cast.acme.domain.id, cast.globex.domain.id, 999_999].map((id) => loaders.domainById.load(id)),
    );
    statements.stop();
    expect([a?.displayName, b?.displayName, missing, otherAccount]).toEqual([
      'Loader A',
      'Loader B',
      null,
      null,
    ]);
    expect(domains.map((domain) => domain?.name ?? null)).toEqual(['Acme Supplies', 'Globex Corp', null]);
    // One statement per account asked about for payees (two), one for the accounts.
    expect(statements.texts).toHaveLength(3);
  });
});

describe('introspection', () => {
  const [kind] = getTestDatabaseKinds();
  let database: Database;
  let closed: TestApp;
  let cast: Cast;
  beforeAll(async () => {
    if (!kind) throw new Error('no test database');
    database = await kind.open();
    closed = await createTestApp(database, { envOverrides: { GRAPHQL_INTROSPECTIONSIGNEDOUT: 'false' } });
    cast = await createCast(database);
  });
  afterAll(async () => {
    await closed.close();
    await database.close();
  });

  const schemaQuery = '{ __schema { queryType { name } } }';

  it('is refused to callers who are not signed in when turned off, on both endpoints', async () => {
    const anonymous = closed.client();
    const log = watchLog(closed);
    for (const endpoint of ENDPOINTS) {
      for (const query of [
        schemaQuery,
        '{ __type(name: "Query") { name } }',
        'query { ...F } fragment F on Query { __schema { types { name } } }',
      ]) {
        const { body } = await anonymous.graphql(endpoint, query);
        expect(body.errors?.[0]?.message).toBe(INTROSPECTION_OFF_MESSAGE);
        expect(codeOf(body)).toBe('INTROSPECTION_DISABLED');
        expect(body.data ?? undefined).toBeUndefined();
      }
      // __typename is not introspection of the schema.
      expect((await anonymous.graphql(endpoint, '{ __typename }')).body).toEqual({
        data: { __typename: 'Query' },
      });
    }
    expect(log.troubles()).toEqual([]);
  });

  it('is answered to signed-in users when turned off for others', async () => {
    const acme = await closed.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
    for (const endpoint of ENDPOINTS) {
      const { body } = await acme.graphql(endpoint, schemaQuery);
      expect(body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    }
  });

  it('is answered to everyone when turned on', async () => {
    const open = await createTestApp(database, { envOverrides: { GRAPHQL_INTROSPECTIONSIGNEDOUT: 'true' } });
    try {
      const { body } = await open.client().graphql('/access/graphql', schemaQuery);
      expect(body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    } finally {
      await open.close();
    }
  });

  it('is off for signed-out callers by default in production, and on otherwise', async () => {
    const defaultWhen = async (nodeEnv: string) => {
      vi.stubEnv('NODE_ENV', nodeEnv);
      vi.resetModules();
      const registry = await import('../features/config/config.registry.ts');
      vi.unstubAllEnvs();
      return registry.CONFIG_DEFINITION_BY_NAME.get('graphql.introspectionSignedOut')?.defaultValue;
    };
    expect(await defaultWhen('production')).toBe('false');
    expect(await defaultWhen('development')).toBe('true');
  });
});

describe('limits at their largest accepted values', () => {
  const [kind] = getTestDatabaseKinds();
  it('still answers the deepest query the token limit lets through with a clear error and no stack', async () => {
    if (!kind) throw new Error('no test database');
    const database = await kind.open();
    const t = await createTestApp(database, { envOverrides: { GRAPHQL_MAXTOKENS: '5000' } });
    try {
      const log = watchLog(t);
      const levels = 1600; // three tokens a level (a { }): 4803 tokens in all
      const { body } = await t
        .client()
        .graphql('/rs/graphql', `{${'a{'.repeat(levels)}b${'}'.repeat(levels)}}`);
      // The cost is checked before the depth; either way the answer is clear and nothing overflows.
      expectTooComplex(body, /Cost limit of 500 exceeded|depth limit of 10 exceeded, found 1601/);
      expect(log.troubles()).toEqual([]);
      const over = await createTestApp(database, { envOverrides: { GRAPHQL_MAXTOKENS: '5001' } }).catch(
        (error: unknown) => error as Error,
      );
      expect(String(over)).toMatch(/graphql.maxTokens.*must be a whole number from 1 to 5000/);
    } finally {
      await t.close();
      await database.close();
    }
  });
});

describe('database time limits in the log', () => {
  it("names each way a database call runs out of time, through Drizzle's wrapping, and nothing else", () => {
    const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
    expect(describeDatabaseTimeout(wrapped({ code: '57014', message: 'canceling statement' }))).toMatch(
      /ran past its time limit/,
    );
    expect(describeDatabaseTimeout(wrapped(new Error('Query read timeout')))).toMatch(/did not answer/);
    expect(describeDatabaseTimeout(new Error('timeout exceeded when trying to connect'))).toMatch(
      /pool is busy/,
    );
    expect(describeDatabaseTimeout(wrapped({ code: '23505', message: 'duplicate key' }))).toBeUndefined();
    expect(describeDatabaseTimeout('timeout')).toBeUndefined();
  });
});

const postgres = getTestDatabaseKinds().find((kind) => kind.name === 'postgres');

describe.runIf(postgres)('statement time limit [postgres]', () => {
  const TIMEOUT_MS = 400;
  let database: Database;
  let t: TestApp;
  let acme: TestClient;
  const poolOf = (db: Database) => (db.db as unknown as { $client: pg.Pool }).$client;

  beforeAll(async () => {
    database = await (postgres as NonNullable<typeof postgres>).open({ statementTimeoutMs: TIMEOUT_MS });
    t = await createTestApp(database);
    const cast = await createCast(database);
    acme = await t.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it('sets the limit on every connection of the pool, and a client-side limit a little later', () => {
    expect(poolOf(database).options).toMatchObject({
      statement_timeout: TIMEOUT_MS,
      query_timeout: TIMEOUT_MS + 5000,
      connectionTimeoutMillis: 5000,
    });
  });

  it('cancels a statement that runs too long, through the same pool, which stays usable', async () => {
    const started = Date.now();
    const error = await database.db.execute(sql`select pg_sleep(5)`).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(Date.now() - started).toBeLessThan(3000);
    expect(describeDatabaseTimeout(error)).toMatch(/ran past its time limit/);
    expect(await database.ping()).toBe(true);
  });

  it('gives the user the generic message when a statement runs out of time, then answers again', async () => {
    const pool = poolOf(database);
    const locker = await pool.connect();
    const log = watchLog(t);
    try {
      await locker.query('begin');
      await locker.query('lock table payees in access exclusive mode');
      const started = Date.now();
      const { body } = await acme.graphql('/rs/graphql', '{ payees(pageSize: 10) { id } }');
      expect(Date.now() - started).toBeLessThan(4000);
      expect(body.errors?.[0]?.message).toBe(MESSAGES.genericRequestError);
      expect(body.errors?.[0]?.extensions).toMatchObject({
        code: 'INTERNAL',
        referenceId: expect.any(String),
      });
    } finally {
      await locker.query('rollback');
      locker.release();
    }
    const warnings = log.lines().filter((line) => /time limit/.test(line));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).not.toMatch(/stack|select|from "/i);
    expect(log.troubles().filter((line) => !warnings.includes(line))).toEqual([]);
    expect((await acme.graphql('/rs/graphql', '{ payees(pageSize: 10) { id } }')).body).toEqual({
      data: { payees: [] },
    });
  });

  it('connects with the limit from the config store when the server starts', async () => {
    const url = await createPostgresDatabase();
    if (!url) throw new Error('no test PostgreSQL server');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'file1099-runtime-'));
    const env = readEnv({ DATABASE_URL: url, DATA_DIR: dataDir });
    try {
      const first = await openRuntime(env);
      expect(poolOf(first.database).options.statement_timeout).toBe(15_000);
      await first.database.db
        .insert(configProperties)
        .values({ name: 'database.statementTimeoutMs', value: '1234', type: 'NUMBER', modifiedBy: 'test' });
      await first.close();
      const second = await openRuntime(env);
      expect(poolOf(second.database).options.statement_timeout).toBe(1234);
      expect(second.config.getNumber('database.statementTimeoutMs')).toBe(1234);
      await second.close();
      const overridden = await openRuntime(
        readEnv({ DATABASE_URL: url, DATA_DIR: dataDir, CONFIG_DATABASE_STATEMENTTIMEOUTMS: '2500' }),
      );
      expect(poolOf(overridden.database).options.statement_timeout).toBe(2500);
      await overridden.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
