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
import { createCapturingLogger } from '../../test/logger.ts';
import { createWorker } from '../jobs/jobs.worker.ts';
import { savePayee } from '../payees/payees.service.ts';
import { buildWorkbook, PAYEE_HEADERS, uploadFile } from './import-test-files.ts';
import { createImportJobHandler } from './imports.job.ts';
import { IMPORT_JOB_KIND } from './imports.service.ts';

const NEC = 'Box 1 Nonemployee Comp';

describeEachDatabase('import Overwrite', (kind) => {
  let database: Database;
  let t: TestApp;
  let cast: Cast;
  let client: TestClient;
  beforeAll(async () => {
    database = await kind.open();
    t = await createTestApp(database);
    cast = await createCast(database);
    client = await t.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  const gql = async (query: string, variables?: Record<string, unknown>) => {
    const result = await client.graphql('/rs/graphql', query, variables);
    expect(result.body.errors).toBeUndefined();
    return result.body.data ?? {};
  };
  const drain = () =>
    createWorker({
      db: database.db,
      log: createCapturingLogger().log,
      handlers: new Map([[IMPORT_JOB_KIND, createImportJobHandler(t.services)]]),
    }).drain();
  const run = async (file: Buffer, resourceType: string) => {
    const uploaded = await uploadFile(client, file, { resourceType, filingYear: '2025' });
    expect(uploaded.statusCode).toBe(200);
    const id = (uploaded.json() as { data: { id: number } }).data.id;
    await gql('mutation($id: Int!) { startImport(runId: $id) { status } }', { id });
    await drain();
    return id;
  };
  const question = async (id: number) =>
    (
      (await gql(
        'query($id: Int!) { importRun(id: $id) { status question { kind comparison { label existing file } } } }',
        { id },
      )) as {
        importRun: {
          status: string;
          question: { kind: string; comparison: { label: string; existing: string; file: string | null }[] };
        };
      }
    ).importRun;
  const answer = async (id: number, reply: string) => {
    await gql(
      'mutation($id: Int!, $a: String!) { answerImportQuestion(runId: $id, answer: $a) { status } }',
      {
        id,
        a: reply,
      },
    );
    await drain();
  };

  it('overwrites only what the file carries, shows both versions first, and re-checks the drafts', async () => {
    const existing = await savePayee(database.db, t.services.tinVault, cast.acme.domain.id, {
      entityType: 'Business',
      businessName: 'Old Co',
      dba: 'Oldie',
      tinType: 'EIN',
      tin: '27-1234567',
      emailAddress: 'ap@old.test',
      phoneNumber: '555-0100',
      phoneExt: '12',
    });
    // A draft whose payee has no address yet: its Errors column says so.
    const filing = (await gql(
      `mutation($f: FilingInput!) { addEditFiling(filing: $f) { id errors { path } } }`,
      {
        f: {
          payeeId: existing.id,
          filingType: 'Type_1099_NEC',
          filingYear: 2025,
          filingData: {
            nonEmployeeComp: 100000,
            federalTaxWithheld: 5000,
            state1Code: 'IL',
            state1EIN: 'IL-778',
            state1TaxWithheld: 2000,
            state1Income: 100000,
          },
        },
      },
    )) as { addEditFiling: { id: number; errors: { path: string }[] } };
    expect(filing.addEditFiling.errors.map((e) => e.path)).toContain('payee.address.line1');

    // A payee file: new name and address; no e-mail, phone, DBA or TIN type.
    const payeeFile = await buildWorkbook([
      {
        name: 'Payees',
        headers: PAYEE_HEADERS,
        rows: [
          {
            "Payee's TIN": '27-1234567',
            'Business Name': 'New Co',
            'Address Line 1': '2 New St',
            City: 'Peoria',
            State: 'IL',
            Zip: '61602',
          },
        ],
      },
    ]);
    const id = await run(payeeFile, 'payees');
    const asked = await question(id);
    expect(asked.status).toBe('WaitingForAnswer');
    expect(asked.question.kind).toBe('payeeExists');
    expect(asked.question.comparison).toEqual([
      { label: 'Payee type', existing: 'Business', file: 'Business' },
      { label: 'Name', existing: 'Old Co', file: 'New Co' },
      { label: 'Doing business as', existing: 'Oldie', file: null },
      { label: 'TIN', existing: '**-***4567', file: '**-***4567' },
      { label: 'TIN type', existing: 'EIN', file: null },
      { label: 'Address', existing: '', file: '2 New St, Peoria, IL 61602' },
      { label: 'E-mail', existing: 'ap@old.test', file: null },
      { label: 'Phone', existing: '555-0100 ext. 12', file: null },
    ]);
    expect(JSON.stringify(asked)).not.toContain('271234567');
    await answer(id, 'Overwrite');
    expect((await question(id)).status).toBe('Processed');
    const after = (await gql(
      `query($id: Int!) { payee(id: $id) { displayName dba tinType tin emailAddress phoneNumber phoneExt address { line1 city state postalCode } }
        filings(filingYears: [2025]) { id errors { path } } }`,
      { id: existing.id },
    )) as { payee: Record<string, unknown>; filings: { id: number; errors: { path: string }[] }[] };
    expect(after.payee).toEqual({
      displayName: 'New Co',
      dba: 'Oldie',
      tinType: 'EIN',
      tin: '**-***4567',
      emailAddress: 'ap@old.test',
      phoneNumber: '555-0100',
      phoneExt: '12',
      address: { line1: '2 New St', city: 'Peoria', state: 'IL', postalCode: '61602' },
    });
    // The draft was re-checked with the payee: its address problems are gone.
    const draft = after.filings.find((row) => row.id === filing.addEditFiling.id);
    expect(draft?.errors.map((e) => e.path).filter((path) => path.startsWith('payee.address'))).toEqual([]);

    // A filings file with only the NEC amount: Overwrite keeps the withholding and state data.
    const necFile = await buildWorkbook([
      {
        name: '1099-NEC 2025',
        headers: [...PAYEE_HEADERS, NEC],
        rows: [{ "Payee's TIN": '27-1234567', 'Business Name': 'New Co', [NEC]: 1500 }],
      },
    ]);
    const second = await run(necFile, 'filings');
    expect((await question(second)).question.kind).toBe('payeeExists');
    await answer(second, 'Skip');
    expect((await question(second)).question.kind).toBe('filingExists');
    await answer(second, 'Overwrite');
    const saved = (await gql('query($id: Int!) { filing(id: $id) { filingData } }', {
      id: filing.addEditFiling.id,
    })) as { filing: { filingData: Record<string, unknown> } };
    expect(saved.filing.filingData).toMatchObject({
      nonEmployeeComp: 150000,
      federalTaxWithheld: 5000,
      state1Code: 'IL',
      state1EIN: 'IL-778',
      state1TaxWithheld: 2000,
      state1Income: 100000,
    });
  }, 120_000);
});
