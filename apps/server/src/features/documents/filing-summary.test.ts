import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
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
import { savePayee } from '../payees/payees.service.ts';
import { payers } from '../payers/payers.table.ts';

async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  await doc.destroy();
  return content.items.map((item) => ('str' in item ? item.str : '')).join('\n');
}

const SUMMARY = `query($type: FormType!, $year: Int!) {
  filingSummary(filingType: $type, filingYear: $year) {
    rows { payeeName tin filings hasCorrections totalCents federalTaxWithheldCents boxes { name cents } }
    totals { payees forms totalCents federalTaxWithheldCents }
    truncated
  }
}`;

describeEachDatabase('Filing Summary and Form 1096', (kind) => {
  let database: Database;
  let t: TestApp;
  let cast: Cast;
  let acme: TestClient;

  beforeAll(async () => {
    database = await kind.open();
    t = await createTestApp(database);
    cast = await createCast(database);
    acme = await t.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
    const domainId = cast.acme.domain.id;
    const payee = (name: string, tin: string) =>
      savePayee(database.db, t.services.tinVault, domainId, {
        entityType: 'Business',
        businessName: name,
        tinType: 'EIN',
        tin,
        address: { line1: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62704' },
      });
    const alpha = await payee('Alpha LLC', '27-1111111');
    const beta = await payee('Beta Inc', '27-2222222');
    await database.db.insert(payers).values({
      domainId,
      payerType: 'Business',
      businessName: 'Acme Supplies',
      tinType: 'EIN',
      ...t.services.tinVault.seal('12-3456789'),
      line1: '100 Main St',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62704',
    });
    const filing = (
      payeeId: number,
      payeeName: string,
      status: string,
      data: Record<string, number>,
      extra = {},
    ) => ({
      domainId,
      payeeId,
      payeeName,
      filingYear: 2025,
      filingType: 'Type_1099_NEC',
      filingData: data,
      status,
      ...extra,
    });
    await database.db
      .insert(filings)
      .values([
        filing(alpha.id, 'Alpha LLC', 'Accepted', { nonEmployeeComp: 250_000, federalTaxWithheld: 10_000 }),
        filing(alpha.id, 'Alpha LLC', 'Draft', { nonEmployeeComp: 999_900 }),
        { ...filing(alpha.id, 'Alpha LLC', 'Accepted', { rents: 50_000 }), filingType: 'Type_1099_MISC' },
      ]);
    const [original] = await database.db
      .insert(filings)
      .values(
        filing(beta.id, 'Beta Inc', 'Sent_To_Agency', {
          nonEmployeeComp: 100_000,
          goldenParachutePayment: 5_000,
        }),
      )
      .returning();
    await database.db.insert(filings).values(
      filing(
        beta.id,
        'Beta Inc',
        'Accepted',
        { nonEmployeeComp: 150_000 },
        {
          correctionType: 'First',
          originalFilingId: original?.id,
        },
      ),
    );
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it('sums filed returns per payee; a First correction takes the original away; drafts and other forms stay out', async () => {
    const result = await acme.graphql('/rs/graphql', SUMMARY, { type: 'Type_1099_NEC', year: 2025 });
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data?.filingSummary).toEqual({
      rows: [
        {
          payeeName: 'Alpha LLC',
          tin: '**-***1111',
          filings: 1,
          hasCorrections: 'No',
          totalCents: 250_000,
          federalTaxWithheldCents: 10_000,
          boxes: [
            { name: 'nonEmployeeComp', cents: 250_000 },
            { name: 'federalTaxWithheld', cents: 10_000 },
          ],
        },
        {
          payeeName: 'Beta Inc',
          tin: '**-***2222',
          filings: 2,
          hasCorrections: 'Yes',
          totalCents: 150_000,
          federalTaxWithheldCents: 0,
          boxes: [
            { name: 'nonEmployeeComp', cents: 150_000 },
            { name: 'goldenParachutePayment', cents: 0 },
          ],
        },
      ],
      totals: { payees: 2, forms: 2, totalCents: 400_000, federalTaxWithheldCents: 10_000 },
      truncated: false,
    });
  });

  it('fills Form 1096 with the payer and the summary totals', async () => {
    const response = await acme.request({
      url: '/rs/api/reports/form1096/?formType=Type_1099_NEC&filingYear=Y2025&contactName=Pat%20Contact',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('1096-1099-NEC-2025.pdf');
    const text = await pdfText(response.rawPayload);
    for (const value of ['Acme Supplies', '12-3456789', 'Pat Contact', '2', '4,000.00', '100.00']) {
      expect(text.split('\n')).toContain(value);
    }
  });

  it('exports the summary as CSV and Excel: every money box, masked TINs, the totals row', async () => {
    const csv = await acme.request({
      url: '/rs/api/reports/filingsummary/?formType=Type_1099_NEC&filingYear=Y2025&format=csv',
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('filing-summary-1099-NEC-2025.csv');
    const lines = csv.body
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    const header = lines[0] ?? [];
    const cellOf = (line: string[] | undefined, column: string) => line?.[header.indexOf(column)];
    expect(header.slice(0, 4)).toEqual(['Payee', 'TIN', 'Filings', 'Has Corrections']);
    expect(header).toContain('Box 1 Nonemployee compensation');
    expect(header.at(-1)).toBe('Total (Form 1096 box 5)');
    expect(lines.map((line) => line.slice(0, 4))).toEqual([
      header.slice(0, 4),
      ['Alpha LLC', '**-***1111', '1', 'No'],
      ['Beta Inc', '**-***2222', '2', 'Yes'],
      ['Total', '2 payees', '2', ''],
    ]);
    expect(cellOf(lines[1], 'Box 1 Nonemployee compensation')).toBe('2500.00');
    expect(cellOf(lines[2], 'Box 1 Nonemployee compensation')).toBe('1500.00');
    expect(lines.map((line) => line.at(-1))).toEqual([header.at(-1), '2500.00', '1500.00', '4000.00']);
    expect(csv.body).not.toContain('27-1111111');

    const xlsx = await acme.request({
      url: '/rs/api/reports/filingsummary/?formType=Type_1099_NEC&filingYear=2025&format=xlsx',
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('filing-summary-1099-NEC-2025.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Filing Summary');
    const values = (row: number) => (sheet?.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual(header);
    expect(values(2).slice(0, 4)).toEqual(['Alpha LLC', '**-***1111', '1', 'No']);
    expect(values(4).at(-1)).toBe(4000);
    expect(values(2)[header.indexOf('Box 1 Nonemployee compensation')]).toBe(2500);

    const bad = await acme.request({
      url: '/rs/api/reports/filingsummary/?formType=Type_1099_NEC&filingYear=2025&format=pdf',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Choose CSV or Excel.' });
  });

  it('refuses a year without a 1096 and an unknown form', async () => {
    const old = await acme.request({
      url: '/rs/api/reports/form1096/?formType=Type_1099_NEC&filingYear=2023',
    });
    expect(old.statusCode).toBe(400);
    const bad = await acme.request({ url: '/rs/api/reports/form1096/?formType=W2&filingYear=2025' });
    expect(bad.statusCode).toBe(400);
  });
});
