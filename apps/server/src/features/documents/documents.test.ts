import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
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
import { createEncryptor } from '../../lib/encryption.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { createCapturingLogger } from '../../test/logger.ts';
import type { FilingRow } from '../filings/filings.table.ts';
import { createWorker } from '../jobs/jobs.worker.ts';
import { savePayee } from '../payees/payees.service.ts';
import { payers } from '../payers/payers.table.ts';
import { createDraftFilings } from '../submission/submission.fixtures.ts';
import { getDocumentKit } from './documents.assets.ts';
import { DOCUMENT_BATCH, generateDocuments } from './documents.generate.ts';
import { createDocumentJobHandler } from './documents.job.ts';
import { DOCUMENT_JOB_KIND } from './documents.service.ts';
import { loadFilingStatements } from './documents.source.ts';
import { CHUNK_BYTES, ChunkStore, readChunks } from './documents.store.ts';
import { documentDownloadChunks, documentDownloads } from './documents.table.ts';

/** Every page's text, read back as a viewer shows it. */
async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  await doc.destroy();
  return pages;
}

const DOWNLOAD_FIELDS = 'id status progress fileName filingCount pages byteSize url error';

interface Download {
  id: number;
  status: string;
  progress: number;
  fileName: string;
  filingCount: number;
  pages: number;
  byteSize: number;
  url: string;
  error: string | null;
}

describeEachDatabase('documents: copies of filings', (kind) => {
  let database: Database;
  let t: TestApp;
  let cast: Cast;
  let acme: TestClient;
  let globex: TestClient;
  let filingRows: FilingRow[];

  beforeAll(async () => {
    database = await kind.open();
    t = await createTestApp(database);
    cast = await createCast(database);
    acme = await t.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
    globex = await t.client().signInTo(cast.globex.user.email, TEST_PASSWORD, cast.globex.domain.id);
    const payees = [];
    for (const [n, tin] of ['587-65-4321', '587-65-4322', '587-65-4323'].entries()) {
      payees.push(
        await savePayee(database.db, t.services.tinVault, cast.acme.domain.id, {
          entityType: 'Individual',
          firstName: `Robin${n}`,
          lastName: 'Recipient',
          tinType: 'SSN',
          tin,
          address: { line1: `${n + 1} Oak Ave`, city: 'Madison', state: 'WI', postalCode: '53703' },
        }),
      );
    }
    await database.db
      .insert(payers)
      .values({
        domainId: cast.acme.domain.id,
        payerType: 'Business',
        businessName: 'Acme Supplies',
        tinType: 'EIN',
        ...t.services.tinVault.seal('12-3456789'),
        line1: '100 Main St',
        city: 'Springfield',
        state: 'IL',
        postalCode: '62704',
        phoneNumber: '2175550100',
      })
      .onConflictDoNothing();
    filingRows = await createDraftFilings(database, cast.acme.domain.id, payees, { fed: true });
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  const drain = () =>
    createWorker({
      db: database.db,
      log: createCapturingLogger().log,
      handlers: new Map([[DOCUMENT_JOB_KIND, createDocumentJobHandler(t.services)]]),
    }).drain();

  const create = async (client: TestClient, variables: Record<string, unknown>) =>
    client.graphql(
      '/rs/graphql',
      `mutation($ids: [Int!]!, $type: PrintCopyType!, $combined: Boolean!) {
        createDocumentDownload(filingIds: $ids, printCopyType: $type, combined: $combined) { ${DOWNLOAD_FIELDS} }
      }`,
      variables,
    );
  const read = async (client: TestClient, id: number) =>
    (
      await client.graphql(
        '/rs/graphql',
        `query($id: Int!) { documentDownload(id: $id) { ${DOWNLOAD_FIELDS} } }`,
        {
          id,
        },
      )
    ).body.data?.documentDownload as Download | null;

  it('prepares the recipient copies of every filing as one PDF: Copy B truncated, never the payer', async () => {
    const ids = filingRows.map((row) => row.id);
    const created = await create(acme, { ids, type: 'RecipientCopy', combined: true });
    expect(created.body.errors).toBeUndefined();
    const queued = created.body.data?.createDocumentDownload as Download;
    expect(queued).toMatchObject({
      status: 'Queued',
      filingCount: 3,
      fileName: '1099-recipient-copies-3.pdf',
    });
    await drain();
    const ready = await read(acme, queued.id);
    expect(ready).toMatchObject({ status: 'Ready', progress: 100, pages: 9 });
    const file = await acme.request({ url: ready?.url ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const pages = await pdfText(file.rawPayload);
    expect(pages).toHaveLength(9);
    const copyB = pages[0] ?? '';
    expect(copyB).toContain('Copy B');
    expect(copyB).toContain('***-**-4321');
    expect(copyB).not.toContain('587-65-4321');
    expect(copyB).toContain('12-3456789');
    expect(copyB).toContain('2,500.00');
    expect(pages.join('\n')).toContain('***-**-4323');
  });

  it('prepares the filer copies as a zip of one PDF per filing, with the full payee TIN', async () => {
    const ids = filingRows.slice(0, 2).map((row) => row.id);
    const created = await create(acme, { ids, type: 'FilerCopy', combined: false });
    const queued = created.body.data?.createDocumentDownload as Download;
    await drain();
    const ready = await read(acme, queued.id);
    expect(ready?.status).toBe('Ready');
    const file = await acme.request({ url: ready?.url ?? '' });
    expect(file.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(file.rawPayload);
    const names = Object.keys(zip.files).sort();
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/^1099-NEC 2025 Robin0 Recipient \d+ filer-copies\.pdf$/);
    const first = await zip.file(names[0] ?? '')?.async('uint8array');
    const text = (await pdfText(first ?? new Uint8Array())).join('\n');
    expect(text).toContain('Copy C For Payer');
    expect(text).toContain('587-65-4321');
    expect(text).not.toContain('***-**-4321');
  });

  it('downloads a few filings at once on the spec paths, separate or combined', async () => {
    const ids = filingRows.map((row) => row.id).join(',');
    const combined = await acme.request({
      url: `/rs/api/filings/printcopies/?printCopyType=FullCopy&filingIds=${ids}`,
    });
    expect(combined.statusCode).toBe(200);
    const pages = await pdfText(combined.rawPayload);
    // Copy 1, Copy B and its instructions, Copy 2, Copy C per filing.
    expect(pages).toHaveLength(15);
    const separate = await acme.request({
      url: `/rs/api/filings/forms/?printCopyType=RecipientCopy&filingIds=${ids}`,
    });
    expect(separate.statusCode).toBe(200);
    expect(Object.keys((await JSZip.loadAsync(separate.rawPayload)).files)).toHaveLength(3);
    const bad = await acme.request({
      url: `/rs/api/filings/forms/?printCopyType=Everything&filingIds=${ids}`,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('downloads the mailing print copies: an addressed page, then Copy B, per filing', async () => {
    const ids = filingRows.map((row) => row.id).join(',');
    const mailing = await acme.request({
      url: `/rs/api/filings/printcopies/?printCopyType=RecipientMailCopy&filingIds=${ids}`,
    });
    expect(mailing.statusCode).toBe(200);
    expect(mailing.headers['content-disposition']).toContain('1099-mailing-copies-3.pdf');
    const pages = await pdfText(mailing.rawPayload);
    // The envelope page, Copy B and its instructions per filing.
    expect(pages).toHaveLength(9);
    const envelope = pages[0] ?? '';
    expect(envelope).toContain('Robin0 Recipient');
    expect(envelope).toContain('Madison, WI 53703');
    expect(envelope).toContain('IMPORTANT TAX DOCUMENT ENCLOSED');
    expect(envelope).not.toContain('RECIPIENT’S TIN');
    expect(pages[1]).toContain('Copy B');
    expect(pages[1]).toContain('***-**-4321');
    expect(pages.join('\n')).not.toContain('587-65-4321');
  });

  it("refuses another account's filings and downloads, as if they did not exist", async () => {
    const ids = filingRows.map((row) => row.id);
    const created = await create(globex, { ids, type: 'RecipientCopy', combined: true });
    expect(created.body.errors?.[0]?.message).toBe('Some of the selected filings were not found.');
    const own = (await create(acme, { ids, type: 'RecipientCopy', combined: true })).body.data
      ?.createDocumentDownload as Download;
    expect(await read(globex, own.id)).toBeNull();
    expect((await globex.request({ url: own.url })).statusCode).toBe(404);
    const direct = await globex.request({
      url: `/rs/api/filings/printcopies/?printCopyType=RecipientCopy&filingIds=${ids.join(',')}`,
    });
    expect(direct.statusCode).toBe(404);
    expect((await acme.request({ url: own.url })).statusCode).toBe(409);
  });

  it('writes a combined PDF batch by batch: bytes out after each batch, one valid file at the end', async () => {
    // 120 copies from the three filings (read from the database, repeated): three batches.
    const statements = await loadFilingStatements(
      database.db,
      t.services.tinVault,
      cast.acme.domain.id,
      filingRows.map((row) => row.id),
    );
    const filingIds = Array.from({ length: 120 }, (_, n) => n);
    const chunks: Buffer[] = [];
    const writtenAtProgress: [number, number][] = [];
    const written = () => chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    const result = await generateDocuments({
      kit: await getDocumentKit(),
      printCopyType: 'RecipientCopy',
      combined: true,
      filingIds,
      load: async (ids) => ids.flatMap((n) => statements[n % statements.length] ?? []),
      write: async (chunk) => {
        chunks.push(chunk);
      },
      progress: async (done) => {
        writtenAtProgress.push([done, written()]);
      },
    });
    expect(result).toEqual({ pages: 360, filings: 120 });
    expect(writtenAtProgress.map(([done]) => done)).toEqual([DOCUMENT_BATCH, 2 * DOCUMENT_BATCH, 120]);
    // Each batch's pages are out before the next batch is read; the end adds the shared parts.
    const [first, second, third] = writtenAtProgress.map(([, bytes]) => bytes);
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first ?? 0);
    expect(third).toBeGreaterThan(second ?? 0);
    const bytes = Buffer.concat(chunks);
    expect(written() - (third ?? 0)).toBeLessThan(bytes.length / 2);
    const pages = await pdfText(bytes);
    expect(pages).toHaveLength(360);
    expect(pages[0]).toContain('Robin0 Recipient');
    expect(pages[0]).toContain('***-**-4321');
    expect(pages[180]).toContain('Robin0 Recipient');
    expect(pages[357]).toContain('Robin2 Recipient');
    expect(pages[357]).toContain('***-**-4323');
    expect(pages.join('\n')).not.toContain('587-65-432');
  });

  it('stores a file over several chunks and reads it back byte for byte', async () => {
    const [row] = await database.db
      .insert(documentDownloads)
      .values({
        domainId: cast.acme.domain.id,
        printCopyType: 'RecipientCopy',
        fileName: 'x.zip',
        contentType: 'application/zip',
      })
      .returning();
    const id = row?.id ?? 0;
    const data = randomBytes(Math.floor(2.5 * CHUNK_BYTES));
    const encryptor = createEncryptor(randomBytes(32));
    const store = new ChunkStore(database.db, encryptor, id);
    for (let at = 0; at < data.length; at += 300_000) await store.write(data.subarray(at, at + 300_000));
    await store.flush();
    // What the database holds is sealed: none of the file's bytes are readable there.
    const stored = await database.db
      .select({ data: documentDownloadChunks.data })
      .from(documentDownloadChunks)
      .where(eq(documentDownloadChunks.downloadId, id));
    expect(stored).toHaveLength(3);
    for (const chunk of stored) expect(Buffer.from(chunk.data).includes(data.subarray(0, 64))).toBe(false);
    const back: Buffer[] = [];
    for await (const chunk of readChunks(database.db, encryptor, id)) back.push(chunk);
    expect(back.map((chunk) => chunk.length)).toEqual([
      CHUNK_BYTES,
      CHUNK_BYTES,
      data.length - 2 * CHUNK_BYTES,
    ]);
    expect(Buffer.concat(back).equals(data)).toBe(true);
  });

  it('refuses an empty selection', async () => {
    const created = await create(acme, { ids: [], type: 'RecipientCopy', combined: false });
    expect(created.body.errors?.[0]?.message).toBe('Select at least one filing.');
  });
});
