import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createTestApp, type TestApp } from '../../test/app-harness.ts';
import { describeEachDatabase } from '../../test/databases.ts';

describeEachDatabase('sandbox test drive', (kind) => {
  let database: Database;
  let sandbox: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    database = await kind.open();
    sandbox = await createTestApp(database, { envOverrides: { SANDBOX: 'true' } });
    production = await createTestApp(database);
  });
  afterAll(async () => {
    await sandbox.close();
    await production.close();
    await database.close();
  });

  it("opens a throwaway 'Sample Company' test account with a payer, payees and draft filings", async () => {
    const client = sandbox.client();
    const result = await client.graphql(
      '/access/graphql',
      'mutation($a: String!) { startTestDrive(altcha: $a) }',
      { a: await client.solveAltcha() },
    );
    expect(result.body.data).toEqual({ startTestDrive: true });
    const session = await client.graphql(
      '/access/graphql',
      '{ sessionData { domainName isTestAccount isEmailConfirmed } }',
    );
    expect(session.body.data?.sessionData).toEqual({
      domainName: 'Sample Company',
      isTestAccount: true,
      isEmailConfirmed: true,
    });
    const data = await client.graphql(
      '/rs/graphql',
      '{ payer { businessName tin } payeeCount filingCounts(filingYear: 2025) { draft } }',
    );
    expect(data.body.data).toEqual({
      payer: { businessName: 'Sample Company', tin: '**-***0001' },
      payeeCount: 3,
      filingCounts: { draft: 3 },
    });
  });

  it('is refused outside the sandbox', async () => {
    const client = production.client();
    const result = await client.graphql(
      '/access/graphql',
      'mutation($a: String!) { startTestDrive(altcha: $a) }',
      { a: await client.solveAltcha() },
    );
    expect(result.body.errors?.[0]?.message).toBe('The test drive is available in the sandbox only.');
  });
});
