import ExcelJS from 'exceljs';
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
import { PAYER_COLUMNS } from '@file1099/forms';
import { claimNextJob, findLatestJob, reclaimLostJobs } from '../jobs/jobs.queue.ts';
import { createWorker } from '../jobs/jobs.worker.ts';
import { savePayee } from '../payees/payees.service.ts';
import { buildWorkbook, filingHeaders, PAYEE_HEADERS, uploadFile, type Row } from './import-test-files.ts';
import { parseImportFile } from './import-file.ts';
import { createImportJobHandler } from './imports.job.ts';
import { FILE_TOO_LARGE } from './imports.routes.ts';
import { IMPORT_JOB_KIND } from './imports.service.ts';

const NEC = 'Box 1 Nonemployee Comp';
const ADDRESS: Row = { 'Address Line 1': '1 Main St', City: 'Springfield', State: 'IL', Zip: '62701' };

describeEachDatabase('import from Excel', (kind) => {
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

  const gql = (query: string, variables?: Record<string, unknown>) =>
    client.graphql('/rs/graphql', query, variables);
  const drain = () =>
    createWorker({
      db: database.db,
      log: createCapturingLogger().log,
      handlers: new Map([[IMPORT_JOB_KIND, createImportJobHandler(t.services)]]),
    }).drain();
  const RUN =
    'status progress recordCount readyCount question { kind title message actions } summary { formType forms totalCents notImported } problems { sheet row column message } skipped { row message }';
  const getRun = async (id: number) =>
    (await gql(`query($id: Int!) { importRun(id: $id) { ${RUN} } }`, { id })).body.data?.importRun as {
      status: string;
      progress: number;
      recordCount: number;
      readyCount: number;
      question: { kind: string; title: string; message: string; actions: string[] } | null;
      summary: unknown[];
      problems: unknown[];
      skipped: unknown[];
    };

  it('serves the templates without sign-in, with the spec column counts and lists', async () => {
    const response = await t
      .client()
      .request({ url: '/rs/api/templates/filings?formType=Type_1099_NEC&filingYear=2025' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="file1099-1099-nec-2025-template.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const visible = workbook.worksheets.filter((sheet) => sheet.state === 'visible');
    // Each form's template carries its own sheet only.
    expect(visible.map((sheet) => sheet.name)).toEqual(['1099-NEC 2025']);
    const headers = (sheet: ExcelJS.Worksheet) => (sheet.getRow(4).values as unknown[]).slice(1);
    expect(headers(visible[0] as ExcelJS.Worksheet)).toHaveLength(26);
    expect(visible[0]?.getCell('B5').dataValidation).toMatchObject({ type: 'list' });
    const misc = await t
      .client()
      .request({ url: '/rs/api/templates/filings?formType=Type_1099_MISC&filingYear=2025' });
    const miscBook = new ExcelJS.Workbook();
    await miscBook.xlsx.load(misc.rawPayload as unknown as ArrayBuffer);
    const miscSheets = miscBook.worksheets.filter((sheet) => sheet.state === 'visible');
    expect(miscSheets.map((sheet) => sheet.name)).toEqual(['1099-MISC 2025']);
    expect(headers(miscSheets[0] as ExcelJS.Worksheet)).toHaveLength(36);
    const payees = await t.client().request({ url: '/rs/api/templates/payees' });
    const payeeBook = new ExcelJS.Workbook();
    await payeeBook.xlsx.load(payees.rawPayload as unknown as ArrayBuffer);
    expect(headers(payeeBook.worksheets[0] as ExcelJS.Worksheet)).toEqual(PAYEE_HEADERS);
    const csv = await t
      .client()
      .request({ url: '/rs/api/templates/filings?formType=Type_1099_MISC&filingYear=2024&format=csv' });
    expect(csv.body.split('\r\n')[3]?.split(',')).toHaveLength(37);
    const unsupported = await t
      .client()
      .request({ url: '/rs/api/templates/filings?formType=Type_1099_INT&filingYear=2025' });
    expect(unsupported.json()).toMatchObject({
      message:
        'There is no 1099-INT template for 2025: Excel import takes tax years 2024, 2025 and 2026. Choose one of those years to download its template.',
    });
    // A year the app cannot import answers with a message, never a workbook.
    const oldYear = await t
      .client()
      .request({ url: '/rs/api/templates/filings?formType=Type_1099_NEC&filingYear=2022' });
    expect(oldYear.statusCode).toBe(400);
    expect(oldYear.headers['content-disposition']).toBeUndefined();
    expect(oldYear.json<{ message: string }>().message).toContain('There is no 1099-NEC template for 2022');
    const unknown = await t.client().request({ url: '/rs/api/templates/filings?formType=Nope' });
    expect(unknown.statusCode).toBe(404);
  });

  it('imports the 1099-MISC template alone, as well as the 1099-NEC one', async () => {
    const misc = await t
      .client()
      .request({ url: '/rs/api/templates/filings?formType=Type_1099_MISC&filingYear=2025' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(misc.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('1099-MISC 2025') as ExcelJS.Worksheet;
    const headers = (sheet.getRow(4).values as unknown[]).slice(1).map(String);
    const row = sheet.getRow(5);
    row.getCell(headers.indexOf("Payee's TIN") + 1).value = '471234567';
    row.getCell(headers.indexOf('Business Name') + 1).value = 'Rent Co';
    row.getCell(headers.indexOf('Box 1 Rents') + 1).value = 1200;
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const parsed = await parseImportFile(file, { resource: 'filings', filingYear: 2025 });
    expect(parsed.sheets.map((entry) => [entry.formType, entry.records.length])).toEqual([
      ['Type_1099_MISC', 1],
    ]);
    const nec = await t
      .client()
      .request({ url: '/rs/api/templates/filings?formType=Type_1099_NEC&filingYear=2025' });
    const necBook = new ExcelJS.Workbook();
    await necBook.xlsx.load(nec.rawPayload as unknown as ArrayBuffer);
    const necSheet = necBook.getWorksheet('1099-NEC 2025') as ExcelJS.Worksheet;
    const necHeaders = (necSheet.getRow(4).values as unknown[]).slice(1).map(String);
    necSheet.getRow(5).getCell(necHeaders.indexOf("Payee's TIN") + 1).value = '471234568';
    necSheet.getRow(5).getCell(necHeaders.indexOf('Business Name') + 1).value = 'Work Co';
    necSheet.getRow(5).getCell(necHeaders.indexOf(NEC) + 1).value = 900;
    const necParsed = await parseImportFile(Buffer.from(await necBook.xlsx.writeBuffer()), {
      resource: 'filings',
      filingYear: 2025,
    });
    expect(necParsed.sheets.map((entry) => [entry.formType, entry.records.length])).toEqual([
      ['Type_1099_NEC', 1],
    ]);
  });

  it('refuses unreadable files as a whole, with one clear message, and imports nothing', async () => {
    const upload = (
      file: Buffer,
      fields: Record<string, string> = { resourceType: 'filings', filingYear: '2025' },
    ) => uploadFile(client, file, fields);
    const message = async (file: Buffer, fields?: Record<string, string>) =>
      (await upload(file, fields)).json<{ message: string }>().message;
    expect(await message(Buffer.alloc(0))).toBe(
      'The file is empty. Upload the template with your data filled in.',
    );
    expect(await message(Buffer.from('%PDF-1.7 binary'))).toBe(
      'This file is not a spreadsheet. Upload the Excel template (.xlsx) with your data filled in.',
    );
    expect(await message(Buffer.from("Payee's TIN,Business Name\n271234567,Acme\n"))).toContain(
      'This is a CSV file.',
    );
    const ole = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(600),
    ]);
    expect(await message(ole)).toContain('older Excel file (.xls)');
    expect(await message(Buffer.concat([ole, Buffer.from('EncryptionInfo', 'utf16le')]))).toContain(
      'password-protected',
    );
    expect(await message(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100, 7)]))).toContain(
      'damaged',
    );
    const tooMany = await buildWorkbook([
      {
        name: 'NEC',
        headers: filingHeaders('Type_1099_NEC', 2025),
        rows: Array.from({ length: 1001 }, (_, i) => ({
          "Payee's TIN": String(100000000 + i),
          'Business Name': `V${i}`,
          [NEC]: 700,
        })),
      },
    ]);
    expect(await message(tooMany)).toBe(
      'The file has more than 1,000 records; one file can hold at most 1,000. Split it into smaller files.',
    );
    const merged = await buildWorkbook([
      {
        name: 'NEC',
        headers: filingHeaders('Type_1099_NEC', 2025),
        rows: [{ "Payee's TIN": '271234567', 'Business Name': 'A', [NEC]: 1 }],
        merge: 'A5:A6',
      },
    ]);
    expect(await message(merged)).toContain('has merged cells (A5:A6)');
    const lastYear = await buildWorkbook([
      {
        name: 'NEC',
        headers: filingHeaders('Type_1099_NEC', 2024),
        rows: [{ "Payee's TIN": '271234567', 'Business Name': 'A', [NEC]: 1 }],
      },
    ]);
    expect(await message(lastYear)).toBe(
      'The sheet "NEC" is the 1099-NEC 2024 template, but you are importing 2025 filings. Download the 2025 template, or import into tax year 2024.',
    );
    // The template's year comes with the refusal, so the wizard can offer to import into that year.
    expect((await upload(lastYear)).json<{ details?: unknown }>().details).toEqual({ templateYear: 2024 });
    const noTin = await buildWorkbook([
      { name: 'Payees', headers: ['Name', 'Amount'], rows: [{ Name: 'A', Amount: 1 }] },
    ]);
    expect(await message(noTin, { resourceType: 'payees' })).toBe(
      'The sheet "Payees" has no "Payee\'s TIN" column in row 4. Use the template, and keep its headers in row 4.',
    );
    const empty = await buildWorkbook([
      {
        name: 'NEC',
        headers: filingHeaders('Type_1099_NEC', 2025),
        rows: Array.from({ length: 200 }, () => ({})),
      },
    ]);
    expect(await message(empty)).toBe('There is no data to import. Please upload a valid file with data.');
    expect(await message(empty, { resourceType: 'filings', filingYear: '2019' })).toContain(
      'Importing "filings" for the year "2019" is not currently supported.',
    );
    expect((await gql('{ importRuns { id } }')).body.data).toEqual({ importRuns: [] });
  });

  it("refuses a 50 MB file, another form's or year's template and 10,000 empty rows; reads a MISC sheet first", async () => {
    const message = async (file: Buffer, fields = { resourceType: 'filings', filingYear: '2025' }) =>
      (await uploadFile(client, file, fields)).json<{ message: string }>().message;
    const huge = await buildWorkbook([
      {
        name: 'NEC',
        headers: filingHeaders('Type_1099_NEC', 2025),
        rows: [{ "Payee's TIN": '271234567', 'Business Name': 'A', [NEC]: 1 }],
      },
    ]);
    expect(await message(Buffer.concat([huge, Buffer.alloc(50 * 1024 * 1024)]))).toBe(FILE_TOO_LARGE);

    // The payee template where filings are expected: no box columns.
    const payeeTemplate = await buildWorkbook([
      {
        name: 'Payees',
        headers: PAYEE_HEADERS,
        rows: [{ "Payee's TIN": '271234567', 'Business Name': 'A' }],
      },
    ]);
    expect(await message(payeeTemplate)).toBe(
      'The sheet "Payees" has none of the 1099-NEC box columns in row 4. Use the 1099-NEC template.',
    );
    // This season's template for last season's filings.
    const nextYear = await buildWorkbook([
      {
        name: '1099-NEC 2026',
        headers: filingHeaders('Type_1099_NEC', 2026),
        rows: [{ "Payee's TIN": '271234567', 'Business Name': 'A', [NEC]: 1 }],
      },
    ]);
    expect(await message(nextYear)).toBe(
      'The sheet "1099-NEC 2026" is the 1099-NEC 2026 template, but you are importing 2025 filings. Download the 2025 template, or import into tax year 2026.',
    );

    // 10,000 rows that only look filled (blank text, spaces): nothing to import.
    const blank = await buildWorkbook([
      {
        name: 'NEC',
        headers: filingHeaders('Type_1099_NEC', 2025),
        rows: Array.from({ length: 10_000 }, () => ({
          "Payee's TIN": ' ',
          'Business Name': '',
          [NEC]: '  ',
        })),
      },
    ]);
    expect(await message(blank)).toBe('There is no data to import. Please upload a valid file with data.');
    // A MISC sheet in first place is read as 1099-MISC (its box columns say so), not refused.
    const miscFirst = await buildWorkbook([
      {
        name: 'Rents',
        headers: filingHeaders('Type_1099_MISC', 2025),
        rows: [
          { "Payee's TIN": '27-0000901', 'Business Name': 'Landlord LLC', 'Box 1 Rents': 1200, ...ADDRESS },
        ],
      },
    ]);
    const uploaded = await uploadFile(client, miscFirst, { resourceType: 'filings', filingYear: '2025' });
    const runId = (uploaded.json() as { data: { id: number } }).data.id;
    await gql('mutation($id: Int!) { startImport(runId: $id) { status } }', { id: runId });
    await drain();
    const run = await getRun(runId);
    expect([run.status, run.summary]).toEqual([
      'Processed',
      [{ formType: 'Type_1099_MISC', forms: 1, totalCents: 120000, notImported: 0 }],
    ]);
    // Leave the account as it was for the tests that follow (deleting a payee deletes its drafts).
    const landlord = (await gql('{ payeeByTin(tin: "270000901") { id } }')).body.data?.payeeByTin as {
      id: number;
    };
    await gql('mutation($id: Int!) { deletePayee(id: $id) }', { id: landlord.id });
    expect((await gql('{ filingCounts(filingYear: 2025) { draft } }')).body.data).toEqual({
      filingCounts: { draft: 0 },
    });
  });

  it('imports payees and filings, asking about existing payees and honouring Apply to all', async () => {
    await savePayee(database.db, t.services.tinVault, cast.acme.domain.id, {
      entityType: 'Business',
      businessName: 'Old Name LLC',
      tinType: 'EIN',
      tin: '27-0000100',
      address: { line1: '9 Old Rd', city: 'X', state: 'IL', postalCode: '60601' },
    });
    const rows: Row[] = Array.from({ length: 200 }, (_, i) => ({
      "Payee's TIN": `27-0000${String(100 + i).padStart(3, '0')}`,
      'TIN Type': 'EIN',
      'Business Name': `Vendor ${i}`,
      [NEC]: `$${(1000 + i).toFixed(2)}`,
      ...ADDRESS,
    }));
    rows.push({ ...rows[5], 'Business Name': 'Duplicate of 5' } as Row);
    rows.push({ "Payee's TIN": '000000000', 'Business Name': 'Placeholder Co', [NEC]: 900, ...ADDRESS });
    rows.push({
      "Payee's TIN": '12-34',
      'TIN Type': 'EIN',
      'Business Name': 'Bad TIN Co',
      [NEC]: 800,
      ...ADDRESS,
    });
    rows.push({
      "Payee's TIN": '27-0000999',
      'Business Name': 'Formula Co',
      [NEC]: { formula: 'A1*2' },
      ...ADDRESS,
    });
    const file = await buildWorkbook([
      { name: '1099-NEC 2025', headers: filingHeaders('Type_1099_NEC', 2025), rows },
      {
        name: '1099-MISC 2025',
        headers: filingHeaders('Type_1099_MISC', 2025),
        rows: [{ "Payee's TIN": '27-0000101', 'Business Name': 'Vendor 1', 'Box 1 Rents': 2500, ...ADDRESS }],
      },
    ]);
    const uploaded = await uploadFile(client, file, { resourceType: 'filings', filingYear: '2025' });
    expect(uploaded.statusCode).toBe(200);
    const runId = (uploaded.json() as { data: { id: number } }).data.id;
    let run = await getRun(runId);
    expect(run.status).toBe('Parsed');
    // 204 NEC rows and 1 MISC row; the duplicate, the bad TIN and the formula row are left out.
    expect([run.recordCount, run.readyCount]).toEqual([205, 202]);
    expect(run.skipped).toEqual([
      { row: 205, message: 'The TIN **-***0105 is already on row 10, so this row was left out.' },
    ]);
    expect(run.problems).toEqual([
      {
        sheet: '1099-NEC 2025',
        row: 208,
        column: NEC,
        message:
          'This cell holds a formula whose value Excel did not save. Copy the column and paste it as values, then save again.',
      },
      // The payee form's rules at upload: a row the import could not save is listed, not imported.
      { sheet: '1099-NEC 2025', row: 207, column: "Payee's TIN", message: 'Please enter a valid FEIN' },
    ]);

    await gql('mutation($id: Int!) { startImport(runId: $id) { status progress } }', { id: runId });
    expect((await getRun(runId)).progress).toBe(10);
    await drain();
    run = await getRun(runId);
    expect(run.status).toBe('WaitingForAnswer');
    expect(run.question).toEqual({
      kind: 'payeeExists',
      title: 'An existing payee found',
      message: "A payee with TIN '**-***0100' already exists in our system. Do you want to overwrite it?",
      actions: ['Stop', 'Skip', 'Add as duplicate', 'Overwrite'],
    });
    await gql(
      'mutation($id: Int!) { answerImportQuestion(runId: $id, answer: "Overwrite", applyToAll: true) { status } }',
      { id: runId },
    );
    await drain();
    run = await getRun(runId);
    expect(run.status).toBe('Processed');
    expect(run.progress).toBe(100);
    const necCents = Array.from({ length: 200 }, (_, i) => (1000 + i) * 100).reduce((a, b) => a + b, 0);
    expect(run.summary).toEqual([
      { formType: 'Type_1099_MISC', forms: 1, totalCents: 250000, notImported: 0 },
      { formType: 'Type_1099_NEC', forms: 201, totalCents: necCents + 90000, notImported: 0 },
    ]);

    const records = (
      await gql(
        'query($id: Int!) { importRecords(runId: $id, pageSize: 1000) { records { kind row status message displayName tin } } }',
        { id: runId },
      )
    ).body.data?.importRecords as {
      records: { kind: string; row: number; status: string; message: string | null; displayName: string }[];
    };
    const byStatus = (kindName: string, status: string) =>
      records.records.filter((r) => r.kind === kindName && r.status === status).length;
    expect(byStatus('payee', 'Added')).toBe(200);
    expect(byStatus('payee', 'Updated')).toBe(1);
    expect(byStatus('payee', 'Errored')).toBe(0);
    expect(byStatus('filing', 'Added')).toBe(202);
    expect(records.records.filter((r) => r.row === 207)).toEqual([]);
    // The review grid: a row per payee in file order, with its contact details and its filings.
    const review = (
      await gql(
        `query($id: Int!) { importReviewRows(runId: $id, pageSize: 10) {
          rows { kind row displayName tin status address { line1 city state postalCode } filings { formType row status totalCents filingData } }
          pageMetadata { totalCount totalPages }
        } }`,
        { id: runId },
      )
    ).body.data?.importReviewRows as {
      rows: { displayName: string; status: string; filings: { formType: string }[] }[];
      pageMetadata: { totalCount: number; totalPages: number };
    };
    expect(review.pageMetadata).toEqual({ totalCount: 201, totalPages: 21 });
    expect(review.rows[0]).toEqual({
      kind: 'payee',
      row: 5,
      displayName: 'Vendor 0',
      tin: '**-***0100',
      status: 'Updated',
      address: { line1: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701' },
      filings: [
        {
          formType: 'Type_1099_NEC',
          row: 5,
          status: 'Added',
          totalCents: 100000,
          filingData: expect.objectContaining({ nonEmployeeComp: 100000 }) as unknown,
        },
      ],
    });
    // Vendor 1 is on both sheets: one row, its 1099-MISC and its 1099-NEC.
    expect(review.rows[1]?.filings.map((filing) => filing.formType)).toEqual([
      'Type_1099_MISC',
      'Type_1099_NEC',
    ]);

    // The MISC filing comes before the NEC ones.
    expect(records.records.filter((r) => r.kind === 'filing')[0]).toMatchObject({
      row: 5,
      displayName: 'Vendor 1',
    });
    const counts = await gql(
      '{ filingCounts(filingYear: 2025) { draft } filingsWithPageMetadata(filingYears: [2025], filingStatuses: [Draft]) { totals { boxTotalsCents } } payeeByTin(tin: "270000100") { displayName } }',
    );
    expect(counts.body.data).toMatchObject({
      filingCounts: { draft: 202 },
      payeeByTin: { displayName: 'Vendor 0' },
    });
    const nec = (
      counts.body.data?.filingsWithPageMetadata as { totals: { boxTotalsCents: Record<string, number> } }
    ).totals.boxTotalsCents.nonEmployeeComp;
    expect(nec).toBe(necCents + 90000);

    // The same file again: the drafts exist, so the user is asked; Skip for all leaves them as they are.
    const again = await uploadFile(client, file, { resourceType: 'filings', filingYear: '2025' });
    const againId = (again.json() as { data: { id: number } }).data.id;
    await gql('mutation($id: Int!) { startImport(runId: $id) { status } }', { id: againId });
    await drain();
    expect((await getRun(againId)).question?.kind).toBe('payeeExists');
    await gql(
      'mutation($id: Int!) { answerImportQuestion(runId: $id, answer: "Skip", applyToAll: true) { status } }',
      { id: againId },
    );
    await drain();
    const asked = await getRun(againId);
    expect(asked.question).toMatchObject({
      kind: 'filingExists',
      title: 'An existing filing found',
      actions: ['Overwrite', 'Skip', 'Abort'],
    });
    await gql(
      'mutation($id: Int!) { answerImportQuestion(runId: $id, answer: "Skip", applyToAll: true) { status } }',
      { id: againId },
    );
    await drain();
    const skippedRun = await getRun(againId);
    expect(skippedRun.status).toBe('Processed');
    // Only the placeholder row's filing is new; the rest were skipped as the user chose.
    expect(skippedRun.summary).toEqual([
      { formType: 'Type_1099_MISC', forms: 0, totalCents: 0, notImported: 1 },
      { formType: 'Type_1099_NEC', forms: 1, totalCents: 90000, notImported: 200 },
    ]);
    // A placeholder TIN (000-00-0000) never matches an existing payee, so that row comes in anew.
    expect((await gql('{ filingCounts(filingYear: 2025) { draft } }')).body.data).toEqual({
      filingCounts: { draft: 203 },
    });
  }, 120_000);

  it('stops on Stop: the rest is marked Aborted and what was imported stays whole', async () => {
    const other = await t.client().signInTo(cast.globex.user.email, TEST_PASSWORD, cast.globex.domain.id);
    await savePayee(database.db, t.services.tinVault, cast.globex.domain.id, {
      entityType: 'Business',
      businessName: 'Existing',
      tinType: 'EIN',
      tin: '27-5550002',
      address: { line1: '1 A St', city: 'B', state: 'CA', postalCode: '90001' },
    });
    const rows: Row[] = [1, 2, 3].map((n) => ({
      "Payee's TIN": `27-555000${n}`,
      'Business Name': `Stop ${n}`,
      [NEC]: 1000,
      ...ADDRESS,
    }));
    const file = await buildWorkbook([
      { name: '1099-NEC 2025', headers: filingHeaders('Type_1099_NEC', 2025), rows },
    ]);
    const id = (
      (await uploadFile(other, file, { resourceType: 'filings', filingYear: '2025' })).json() as {
        data: { id: number };
      }
    ).data.id;
    await other.graphql('/rs/graphql', 'mutation($id: Int!) { startImport(runId: $id) { status } }', { id });
    await drain();
    await other.graphql(
      '/rs/graphql',
      'mutation($id: Int!) { answerImportQuestion(runId: $id, answer: "Stop") { status } }',
      { id },
    );
    await drain();
    const records = (
      await other.graphql(
        '/rs/graphql',
        'query($id: Int!) { importRun(id: $id) { status } importRecords(runId: $id) { records { kind status } } }',
        { id },
      )
    ).body.data as {
      importRun: { status: string };
      importRecords: { records: { kind: string; status: string }[] };
    };
    expect(records.importRun.status).toBe('Aborted');
    expect(records.importRecords.records.map((r) => `${r.kind}:${r.status}`)).toEqual([
      'payee:Added',
      'payee:Aborted',
      'payee:Aborted',
      'filing:Aborted',
      'filing:Aborted',
      'filing:Aborted',
    ]);
    expect(
      (await other.graphql('/rs/graphql', '{ filingCounts(filingYear: 2025) { draft } payeeCount }')).body
        .data,
    ).toEqual({ filingCounts: { draft: 0 }, payeeCount: 2 });
    // Another account cannot see or answer this run.
    expect(
      (await gql('query($id: Int!) { importRun(id: $id) { status } }', { id })).body.errors?.[0]?.message,
    ).toBe('Import not found');
  });

  it('asks Continue or Abort when a record cannot be saved, and Abort leaves the rest alone', async () => {
    const payerBefore = (await gql('{ payer { businessName tin } }')).body.data?.payer;
    const file = await buildWorkbook([
      {
        name: 'Payers',
        headers: PAYER_COLUMNS.map((column) => column.header),
        rows: [
          { 'Payer TIN': '12-34', 'TIN Type': 'EIN', 'Payer Type': 'Business', 'Business Name': 'Short TIN' },
          { 'Payer TIN': '27-7770001', 'Payer Type': 'Business', 'Business Name': 'Second Row' },
        ],
      },
    ]);
    const uploaded = await uploadFile(client, file, { resourceType: 'payers', filingYear: '2025' });
    const id = (uploaded.json() as { data: { id: number } }).data.id;
    await gql('mutation($id: Int!) { startImport(runId: $id) { status } }', { id });
    await drain();
    expect((await getRun(id)).question).toEqual({
      kind: 'error',
      title: 'Error importing payer',
      message: 'Row 5 (Payers): Please enter a valid FEIN. Do you want to continue?',
      actions: ['Continue', 'Abort'],
    });
    await gql('mutation($id: Int!) { answerImportQuestion(runId: $id, answer: "Abort") { status } }', { id });
    await drain();
    const after = (
      await gql(
        'query($id: Int!) { importRun(id: $id) { status } importRecords(runId: $id) { records { status } } payer { businessName tin } }',
        { id },
      )
    ).body.data as {
      importRun: { status: string };
      importRecords: { records: { status: string }[] };
      payer: unknown;
    };
    expect(after.importRun.status).toBe('Aborted');
    expect(after.importRecords.records.map((record) => record.status)).toEqual(['Errored', 'Aborted']);
    expect(after.payer).toEqual(payerBefore);
  });

  it('shows a run taken back from a stopped server as resuming, and Failed once its server stopped every time', async () => {
    const file = await buildWorkbook([
      {
        name: 'Payees',
        headers: PAYEE_HEADERS,
        rows: [{ "Payee's TIN": '27-0000777', 'Business Name': 'Never Imported LLC', ...ADDRESS }],
      },
    ]);
    const uploaded = await uploadFile(client, file, { resourceType: 'payees', filingYear: '2025' });
    const id = (uploaded.json() as { data: { id: number } }).data.id;
    await gql('mutation($id: Int!) { startImport(runId: $id) { status } }', { id });
    const job = await findLatestJob(database.db, IMPORT_JOB_KIND, cast.acme.domain.id, { runId: id });
    if (!job) throw new Error('startImport queued no job');
    const look = async () =>
      (
        await gql(
          'query($id: Int!, $job: ID!) { importRun(id: $id) { status resuming } job(id: $job) { status attempts resuming error } }',
          { id, job: String(job.id) },
        )
      ).body.data as {
        importRun: { status: string; resuming: boolean };
        job: { status: string; attempts: number; resuming: boolean; error: string | null };
      };
    expect((await look()).importRun).toEqual({ status: 'Queued', resuming: false });
    const rules = { workerTimeoutMs: 15_000, leaseMs: 300_000 };
    // A server claims the job and dies (it never registered a heartbeat): taken back at once.
    for (const attempt of [1, 2, 3]) {
      expect((await claimNextJob(database.db, `gone-${attempt}`, [IMPORT_JOB_KIND]))?.id).toBe(job.id);
      if (attempt === 3) break;
      expect(await reclaimLostJobs(database.db, rules)).toHaveLength(1);
      expect(await look()).toEqual({
        importRun: { status: 'Queued', resuming: true },
        job: {
          status: 'queued',
          attempts: attempt,
          resuming: true,
          error:
            'The job was interrupted before it finished (the server running it stopped); it resumes where it left off.',
        },
      });
    }
    // The next worker finds its third server gone too: the job has no attempt left.
    expect(await drain()).toBe(0);
    expect(await look()).toEqual({
      importRun: { status: 'Failed', resuming: false },
      job: {
        status: 'failed',
        attempts: 3,
        resuming: false,
        error:
          'The server running this job stopped before the job finished, and the job has used all of its 3 attempts, so it was not tried again.',
      },
    });
    expect((await gql('{ payeeByTin(tin: "270000777") { id } }')).body.data?.payeeByTin).toBeNull();
  });
});
