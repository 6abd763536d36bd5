import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { openTestPglite } from '../../test/databases.ts';
import {
  createCast,
  createTestApp,
  TEST_PASSWORD,
  type TestApp,
  type TestClient,
} from '../../test/app-harness.ts';
import { buildWorkbook, filingHeaders, uploadFile } from './import-test-files.ts';
import { blankRowsWorkbook, sharedStringsBomb, sheetBomb } from './import-test-zips.ts';
import { MAX_IMPORT_FILE_BYTES } from './imports.routes.ts';
import { FILE_MESSAGES } from './spreadsheet-error.ts';

const MB = 1024 * 1024;
const GB = 1024 * MB;
const NO_DATA = 'There is no data to import. Please upload a valid file with data.';

// Uploads that cannot take the server down: the file is small, what it unpacks to is not.
describe('uploads that unpack to far more than they weigh', () => {
  let database: Database;
  let t: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    database = await openTestPglite();
    t = await createTestApp(database);
    const cast = await createCast(database);
    client = await t.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  const upload = (file: Buffer, resourceType = 'filings') =>
    uploadFile(client, file, { resourceType, filingYear: '2025' });
  const runIds = async () =>
    (
      (await client.graphql('/rs/graphql', '{ importRuns { id } }')).body.data?.importRuns as { id: number }[]
    ).map((run) => run.id);

  /** Runs `work` while another client asks for a page every 50 ms; the slowest answer in ms. */
  async function whileAnswering<T>(
    work: Promise<T>,
  ): Promise<{ result: T; slowest: number; answers: number }> {
    let done = false;
    let slowest = 0;
    let answers = 0;
    const other = t.client();
    const poll = (async () => {
      while (!done) {
        const started = performance.now();
        const response = await other.request({ url: '/access/csrf' });
        expect(response.statusCode).toBe(200);
        slowest = Math.max(slowest, performance.now() - started);
        answers += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    try {
      return { result: await work, slowest, answers };
    } finally {
      done = true;
      await poll;
    }
  }

  it('refuses zip bombs, stated or lying, imports nothing and keeps its memory and its answers', async () => {
    const bombs = [
      // Shared strings stated (and really unpacking) to 3 GB: refused from the zip's directory alone.
      await sharedStringsBomb(3 * GB),
      // The same, stating 4 KB: refused as soon as it unpacks past 4 KB.
      await sharedStringsBomb(3 * GB, 4096),
      // A sheet of 400 MB, stated; and stating 20 MB (a ratio the directory check lets through).
      await sheetBomb(400 * MB),
      await sheetBomb(400 * MB, 20 * MB),
    ];
    for (const bomb of bombs) expect(bomb.length).toBeLessThan(MAX_IMPORT_FILE_BYTES);

    // Normal uploads first, two at once, so both reading threads are loaded before measuring.
    const normal = await buildWorkbook([
      {
        name: 'NEC',
        headers: filingHeaders('Type_1099_NEC', 2025),
        rows: [{ "Payee's TIN": '27-1234567', 'Business Name': 'Acme', 'Box 1 Nonemployee Comp': 10 }],
      },
    ]);
    for (const response of await Promise.all([upload(normal), upload(normal)]))
      expect(response.statusCode).toBe(200);
    const runsBefore = await runIds();
    const rssBefore = process.memoryUsage().rss;

    // Each bomb twice, all at once (two in parallel used to end the server).
    const { result, slowest, answers } = await whileAnswering(
      Promise.all(
        [...bombs, ...bombs].map((bomb, index) => upload(bomb, index % 2 === 0 ? 'payees' : 'filings')),
      ),
    );
    for (const response of result) {
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(FILE_MESSAGES.tooLarge);
    }
    expect(FILE_MESSAGES.tooLarge).toMatch(/^This file is too large once unpacked\. /);
    expect(t.logLines.filter((line) => line.includes('upload refused by the import limits'))).toHaveLength(8);
    expect(await runIds()).toEqual(runsBefore);
    expect(answers).toBeGreaterThan(0);
    expect(slowest).toBeLessThan(1000);
    // Nothing unpacked past its limits (the bombs hold 3 GB and 400 MB): memory stays near where it
    // was, give or take the uploads' own bytes (34 MB, copied a few times) not yet collected.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(250 * MB);

    // And the server still reads a normal file.
    const again = await upload(normal);
    expect(again.statusCode).toBe(200);
  }, 90_000);

  it('answers other requests within a second while it reads a large workbook', async () => {
    // 300,000 rows (13 MB of sheet in a 1.5 MB file): within the limits, and seconds of reading.
    const file = await blankRowsWorkbook(300_000);
    const runsBefore = await runIds();
    const { result, slowest, answers } = await whileAnswering(upload(file));
    expect(result.json<{ message: string }>().message).toBe(NO_DATA);
    expect(answers).toBeGreaterThan(5);
    expect(slowest).toBeLessThan(1000);
    expect(await runIds()).toEqual(runsBefore);
  }, 90_000);
});
