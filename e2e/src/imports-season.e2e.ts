import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlAsBrowser, signUpViaApi } from './api.ts';
import { launchBrowser, openPage, startApp, type RunningApp } from './harness.ts';
import { findNecColumns, openTemplate, saveWorkbook } from './templates.ts';

/**
 * The season's import journey in Chromium: the 1099-NEC 2025 template downloaded from the wizard and
 * filled (ExcelJS) with 200 payees, repeated TINs, a placeholder TIN, a bad TIN and a payee the
 * account already has; uploaded, the conflict answered with Overwrite + Apply to all, the progress
 * and the review with its log, and the drafts with their total row. A second upload of the same file
 * asks about the drafts (Skip for all).
 *
 * Every expected value below is derived from the rows the test writes, by the rules the server's own
 * test states (apps/server/src/features/imports/imports.test.ts): repeated TINs are left out at
 * upload; the bad TIN is rejected at upload by the payee form's rules, with its row and column; a
 * placeholder TIN never matches a payee, so it is imported anew every time.
 */
const PASSWORD = 'a long enough password';
const YEAR = 2025;
const DISTINCT = 200;
/** The payee the account has before the import: row index 10 of the 200, an SSN individual. */
const EXISTING = 10;
const PAGE_SIZE = 50;

type TinType = 'SSN' | 'EIN' | '';

interface SheetEntry {
  kind: 'payee' | 'duplicate' | 'placeholder' | 'badTin';
  /** The index among the 200 distinct payees (for 'payee' and 'duplicate'). */
  index: number | null;
  tin: string;
  tinType: TinType;
  firstName: string | null;
  lastName: string | null;
  businessName: string | null;
  cents: number;
  /** How the amount is written: a number, '$1,234.56' or '1234.56'. */
  amountStyle: 'number' | 'dollars' | 'plain';
  /** Set once placed: the row number in Excel. */
  row: number;
}

const FIRST_NAMES = ['Ava', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'June'];
const LAST_NAMES = [
  'Abbott',
  'Barros',
  'Chen',
  'Dagher',
  'Eklund',
  'Flores',
  'Greer',
  'Haddad',
  'Ito',
  'Joshi',
];
const TRADES = [
  'Supply',
  'Freight',
  'Design',
  'Roofing',
  'Catering',
  'Software',
  'Printing',
  'Plumbing',
  'Legal',
  'Media',
];

const digitsOf = (tin: string) => tin.replace(/[-\s]/g, '');

/** The masks the app shows: '***-**-1234' (SSN), '**-***1234' (EIN), '*****1234' (no type). */
function mask(tin: string, tinType: TinType): string {
  const last4 = digitsOf(tin).slice(-4);
  if (tinType === 'EIN') return `**-***${last4}`;
  if (tinType === 'SSN') return `***-**-${last4}`;
  return `*****${last4}`;
}

function dollars(cents: number): string {
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `$${whole}.${String(cents % 100).padStart(2, '0')}`;
}

function displayName(entry: SheetEntry): string {
  return entry.businessName ?? `${entry.firstName ?? ''} ${entry.lastName ?? ''}`.trim();
}

function distinctPayee(i: number): SheetEntry {
  const individual = i % 2 === 0;
  const k = Math.floor(i / 2);
  const styles = ['number', 'dollars', 'plain'] as const;
  return {
    kind: 'payee',
    index: i,
    // Serial 0001 up: an SSN ending in 0000 is one the IRS never issues.
    tin: individual
      ? `312-45-${String(i + 1).padStart(4, '0')}`
      : `27-${String(3_000_000 + i).padStart(7, '0')}`,
    tinType: individual ? 'SSN' : 'EIN',
    firstName: individual ? (FIRST_NAMES[k % 10] ?? '') : null,
    lastName: individual ? (LAST_NAMES[Math.floor(k / 10)] ?? '') : null,
    businessName: individual
      ? null
      : `${TRADES[k % 10] ?? ''} ${LAST_NAMES[Math.floor(k / 10)] ?? ''} ${String(i).padStart(3, '0')} LLC`,
    // From $100.00 up to about $25,100, every one with its own cents.
    cents: 10_000 + (((i + 1) * 104_729) % 2_500_000) + (i % 97),
    amountStyle: styles[i % 3] ?? 'number',
    row: 0,
  };
}

/**
 * The file's rows, in order: the 200 payees with a repeated TIN after payee 60, one after 150 (the TIN
 * written without dashes) and one at the end (another name), a placeholder TIN after payee 100 and a
 * bad TIN after payee 180.
 */
function buildEntries(): SheetEntry[] {
  const payees = Array.from({ length: DISTINCT }, (_, i) => distinctPayee(i));
  const at = (i: number) => payees[i] as SheetEntry;
  const duplicate = (i: number, change: Partial<SheetEntry>): SheetEntry => ({
    ...at(i),
    kind: 'duplicate',
    cents: at(i).cents + 100,
    ...change,
  });
  const entries: SheetEntry[] = [];
  for (const payee of payees) {
    entries.push(payee);
    const i = payee.index ?? -1;
    if (i === 60) entries.push(duplicate(3, {}));
    if (i === 100)
      entries.push({
        kind: 'placeholder',
        index: null,
        tin: '000000000',
        tinType: '',
        firstName: null,
        lastName: null,
        businessName: 'Placeholder Co',
        cents: 90_000,
        amountStyle: 'number',
        row: 0,
      });
    if (i === 150) entries.push(duplicate(50, { tin: digitsOf(at(50).tin) }));
    if (i === 180)
      entries.push({
        kind: 'badTin',
        index: null,
        tin: '12-34',
        tinType: 'EIN',
        firstName: null,
        lastName: null,
        businessName: 'Bad TIN Co',
        cents: 80_000,
        amountStyle: 'plain',
        row: 0,
      });
  }
  entries.push(duplicate(121, { businessName: 'Renamed Vendor LLC' }));
  entries.forEach((entry, position) => (entry.row = 5 + position));
  return entries;
}

async function fillSeason(
  template: Buffer,
  entries: readonly SheetEntry[],
): Promise<{ file: string; sheet: string }> {
  const { workbook, sheet, column: find } = await openTemplate(template);
  expect(sheet.name).toBe(`1099-NEC ${YEAR}`);
  const columns = findNecColumns(find);
  for (const entry of entries) {
    const target = sheet.getRow(entry.row);
    target.getCell(columns.tin).value = entry.tin;
    if (entry.tinType) target.getCell(columns.tinType).value = entry.tinType;
    if (entry.businessName) target.getCell(columns.business).value = entry.businessName;
    if (entry.firstName) target.getCell(columns.first).value = entry.firstName;
    if (entry.lastName) target.getCell(columns.last).value = entry.lastName;
    target.getCell(columns.line1).value = `${entry.row} Elm St`;
    target.getCell(columns.city).value = 'Peoria';
    target.getCell(columns.state).value = 'IL';
    target.getCell(columns.zip).value = '61602';
    const plain = `${Math.floor(entry.cents / 100)}.${String(entry.cents % 100).padStart(2, '0')}`;
    target.getCell(columns.amount).value =
      entry.amountStyle === 'number'
        ? entry.cents / 100
        : entry.amountStyle === 'dollars'
          ? dollars(entry.cents)
          : plain;
    target.commit();
  }
  return { file: await saveWorkbook(workbook, `nec-${YEAR}.xlsx`), sheet: sheet.name };
}

/** A row of the review's Filing Data grid: a payee of the file, in its order, and its 1099-NEC. */
interface ExpectedRow {
  entry: SheetEntry;
  payeeStatus: string;
  filingStatus: string;
}

function expectedRows(
  imported: readonly SheetEntry[],
  status: (entry: SheetEntry) => { payeeStatus: string; filingStatus: string },
): ExpectedRow[] {
  return imported.map((entry) => ({ entry, ...status(entry) }));
}

/** name | TIN | contact | 1099-MISC details | 1099-NEC details | status, lines joined by ' / '. */
function describeRow(row: ExpectedRow): string {
  const { entry } = row;
  return [
    displayName(entry),
    mask(entry.tin, entry.tinType),
    `${entry.row} Elm St, Peoria, IL 61602`,
    '—',
    `Nonemployee Comp ${dollars(entry.cents)} / ${row.filingStatus}`,
    row.payeeStatus,
  ].join(' | ');
}

async function readRowsPage(grid: Locator): Promise<string[]> {
  return grid.getByRole('row').evaluateAll((rows) =>
    rows
      .filter((row) => row.querySelector('[role="gridcell"]'))
      .map((row) =>
        ['displayName', 'tin', 'contact', 'Type_1099_MISC', 'Type_1099_NEC', 'status']
          .map((field) => {
            const cell = row.querySelector(`[role="gridcell"][data-field="${field}"]`);
            const text = cell instanceof HTMLElement ? cell.innerText : '';
            return text
              .split('\n')
              .map((line) => line.trim())
              .filter(Boolean)
              .join(' / ');
          })
          .join(' | '),
      ),
  );
}

/** Moves the review grid to a page (0-based) and compares its rows with the expected ones. */
async function checkRowsPage(
  page: Page,
  expected: readonly ExpectedRow[],
  pageIndex: number,
  current: { page: number },
): Promise<void> {
  const grid = page.getByRole('grid', { name: 'Filing Data' });
  while (current.page < pageIndex) {
    // The pager is the grid's footer, outside its grid role.
    await page.getByRole('button', { name: 'Go to next page' }).click();
    current.page += 1;
    const from = current.page * PAGE_SIZE + 1;
    await page
      .getByText(
        new RegExp(`^${from}\\D+${Math.min(from + PAGE_SIZE - 1, expected.length)} of ${expected.length}$`),
      )
      .waitFor();
  }
  const slice = expected.slice(pageIndex * PAGE_SIZE, (pageIndex + 1) * PAGE_SIZE).map(describeRow);
  await expect.poll(() => readRowsPage(grid), { timeout: 30_000 }).toEqual(slice);
}

/** Opens 'View Import Log' on a payee's row and returns the popover's text, one line per record. */
async function readLog(page: Page, row: ExpectedRow): Promise<string[]> {
  const name = displayName(row.entry);
  const grid = page.getByRole('grid', { name: 'Filing Data' });
  await grid
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: 'View Import Log' })
    .click();
  const log = page.getByLabel(`Import log of ${name}`);
  await log.waitFor();
  const lines = await log
    .getByTestId('import-log-entry')
    .evaluateAll((entries) =>
      entries.map((entry) =>
        (entry instanceof HTMLElement ? entry.innerText : '').replace(/\s+/g, ' ').trim(),
      ),
    );
  await page.keyboard.press('Escape');
  await log.waitFor({ state: 'hidden' });
  return lines;
}

async function selectYear(page: Page): Promise<void> {
  const tab = page
    .getByRole('tablist', { name: 'Filing year' })
    .getByRole('tab', { name: String(YEAR), exact: true });
  await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
}

async function uploadAndCheck(
  page: Page,
  file: string,
  expected: { message: string; skipped: string[][]; rejected: string[][] },
): Promise<void> {
  await page.getByLabel('Excel file').setInputFiles(file);
  const ready = page.getByText(expected.message, { exact: true });
  await ready
    .or(page.getByRole('alert').filter({ hasNotText: 'ready to import' }).first())
    .first()
    .waitFor({ timeout: 30_000 });
  if (!(await ready.isVisible()))
    throw new Error(`upload refused: ${(await page.getByRole('alert').allInnerTexts()).join(' | ')}`);
  await page.getByRole('heading', { name: `Skipped rows (${expected.skipped.length})` }).waitFor();
  const skipped = page.getByRole('table', { name: 'Skipped rows' });
  const rows = await skipped
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent?.trim() ?? '')),
    );
  expect(rows).toEqual(expected.skipped);
  const rejected = await page
    .getByRole('table', { name: 'Rejected rows' })
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent?.trim() ?? '')),
    );
  expect(rejected).toEqual(expected.rejected);
}

/** The question dialog: its text and actions, then the chosen answer with 'Apply to all'. */
async function answer(
  page: Page,
  title: string,
  expected: { message: string; actions: string[] },
  choice: string,
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor({ timeout: 60_000 });
  await dialog.getByText(expected.message, { exact: true }).waitFor();
  expect(await dialog.getByRole('button').allTextContents()).toEqual(expected.actions);
  const applyToAll = dialog.getByRole('checkbox', { name: 'Apply to all' });
  expect(await applyToAll.isChecked()).toBe(false);
  await applyToAll.check();
  await dialog.getByRole('button', { name: choice, exact: true }).click();
  await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
}

/** The spec's question for a payee whose TIN the account already has, answered for all. */
async function answerPayeeExists(page: Page, entry: SheetEntry, choice: 'Overwrite' | 'Skip'): Promise<void> {
  await answer(
    page,
    'An existing payee found',
    {
      message: `A payee with TIN '${mask(entry.tin, entry.tinType)}' already exists in our system. Do you want to overwrite it?`,
      actions: ['Stop', 'Skip', 'Add as duplicate', 'Overwrite'],
    },
    choice,
  );
}

/** The summary counts the forms imported; the rest are named below it. */
async function checkSummary(page: Page, forms: number, cents: number, notImported: number): Promise<void> {
  const summary = page.getByRole('table', { name: 'Import summary' });
  await summary.waitFor({ timeout: 60_000 });
  const rows = await summary
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent?.trim() ?? '')),
    );
  expect(rows).toEqual([['1099-NEC', String(forms), dollars(cents)]]);
  const note = page.getByTestId('import-not-imported');
  if (notImported === 0) expect(await note.count()).toBe(0);
  else
    expect(await note.innerText()).toMatch(
      new RegExp(`^Not imported: ${notImported} 1099-NEC forms? \\(skipped, stopped or with an error\\)`),
    );
}

/** The Drafts tab count and the grid's total row (scrolled into view: the grid is virtualised). */
async function checkDrafts(page: Page, count: number, cents: number): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Filings' }).waitFor();
  expect(
    await page.getByRole('tablist', { name: 'Filing year' }).getByRole('tab', { selected: true }).innerText(),
  ).toBe(String(YEAR));
  await page.getByRole('tab', { name: `Drafts (${count})`, exact: true }).waitFor({ timeout: 30_000 });
  const grid = page.getByRole('grid', { name: 'Drafts filings' });
  await grid.getByRole('gridcell').first().waitFor({ timeout: 30_000 });
  const totalRow = grid.getByRole('row').filter({ hasText: `Total (${count} filings)` });
  await expect
    .poll(
      async () => {
        if ((await totalRow.count()) > 0) return true;
        await grid.getByRole('gridcell').first().hover();
        await page.mouse.wheel(0, 20_000);
        return false;
      },
      { timeout: 30_000, interval: 200 },
    )
    .toBe(true);
  const boxField = await grid
    .getByRole('columnheader', { name: 'Nonemployee Comp' })
    .getAttribute('data-field');
  expect(boxField).toBeTruthy();
  expect(
    (await totalRow.locator(`[role="gridcell"][data-field="${boxField ?? ''}"]`).innerText()).trim(),
  ).toBe(dollars(cents));
  expect((await totalRow.locator('[role="gridcell"][data-field="total"]').innerText()).trim()).toBe(
    dollars(cents),
  );
}

async function addExistingPayee(context: BrowserContext, url: string, entry: SheetEntry): Promise<void> {
  const result = await graphqlAsBrowser(
    context,
    url,
    '/rs/graphql',
    'mutation($payee: PayeeInput!) { addEditPayee(payee: $payee) { id displayName } }',
    {
      payee: {
        entityType: 'Individual',
        firstName: 'Old',
        lastName: 'Name',
        tinType: entry.tinType,
        tin: entry.tin,
        address: { line1: '1 Old Rd', city: 'Joliet', state: 'IL', postalCode: '60431' },
      },
    },
  );
  if (result.errors) throw new Error(result.errors.map((error) => error.message).join('; '));
  expect(result.data?.addEditPayee).toMatchObject({ displayName: 'Old Name' });
}

async function payeeNameByTin(context: BrowserContext, url: string, tin: string): Promise<string | null> {
  const result = await graphqlAsBrowser(
    context,
    url,
    '/rs/graphql',
    'query($tin: String!) { payeeByTin(tin: $tin) { displayName } }',
    {
      tin: digitsOf(tin),
    },
  );
  if (result.errors) throw new Error(result.errors.map((error) => error.message).join('; '));
  return (result.data?.payeeByTin as { displayName: string } | null)?.displayName ?? null;
}

describe('the season import journey', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    app = await startApp({ env: { CONFIG_ALTCHA_MAXNUMBER: '1000' } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it(
    'imports 200 NEC payees with repeats, a placeholder, a bad TIN and an existing payee, then asks about the drafts',
    { timeout: 180_000 },
    async () => {
      const entries = buildEntries();
      const byKind = (kind: SheetEntry['kind']) => entries.filter((entry) => entry.kind === kind);
      const duplicates = byKind('duplicate');
      const placeholder = byKind('placeholder')[0] as SheetEntry;
      const badTin = byKind('badTin')[0] as SheetEntry;
      const existing = entries.find(
        (entry) => entry.kind === 'payee' && entry.index === EXISTING,
      ) as SheetEntry;
      const firstRow = (index: number | null) =>
        entries.find((entry) => entry.kind === 'payee' && entry.index === index) as SheetEntry;
      /** What the upload keeps, in the file's order: every row but the repeated TINs and the bad TIN. */
      const ready = entries.filter((entry) => entry.kind !== 'duplicate' && entry !== badTin);
      const sum = (list: readonly SheetEntry[]) => list.reduce((total, entry) => total + entry.cents, 0);
      expect([entries.length, ready.length, duplicates.length]).toEqual([205, 201, 3]);

      const { context, page } = await openPage(browser, app.url);
      await signUpViaApi(context, app, {
        email: 'season-imports@example.test',
        password: PASSWORD,
        accountName: 'Season Import Co',
      });
      await addExistingPayee(context, app.url, existing);

      // Filings → Import Filings → Import from Excel → the 2025 NEC template.
      await page.goto('/file1099/filings');
      await page.getByRole('heading', { level: 1, name: 'Filings' }).waitFor();
      await selectYear(page);
      await page.getByRole('tab', { name: 'Drafts (0)', exact: true }).waitFor();
      await page.getByRole('link', { name: 'Import Filings' }).click();
      await page.getByRole('heading', { level: 1, name: 'Import filings' }).waitFor();
      await page.getByRole('button', { name: /Import from Excel/ }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      const link = page.getByRole('link', { name: `1099-NEC ${YEAR} template (.xlsx)`, exact: true });
      const href = await link.getAttribute('href');
      expect(href).toContain('formType=Type_1099_NEC');
      expect(href).toContain(`filingYear=${YEAR}`);
      const template = await context.request.get(`${app.url}${href ?? ''}`);
      expect(template.ok()).toBe(true);
      const { file, sheet } = await fillSeason(await template.body(), entries);
      await page.getByRole('button', { name: 'Next' }).click();

      // The upload: what is ready, and the repeated TINs left out with their rows.
      const leftOut = entries.length - ready.length;
      const readyMessage = `${ready.length} records ready to import. ${leftOut} of the file's ${entries.length} rows are left out (listed below).`;
      const skippedRows = duplicates.map((entry) => [
        sheet,
        String(entry.row),
        '',
        `The TIN ${mask(entry.tin, entry.tinType)} is already on row ${firstRow(entry.index).row}, so this row was left out.`,
      ]);
      const rejectedRows = [[sheet, String(badTin.row), "Payee's TIN", 'Please enter a valid FEIN']];
      await uploadAndCheck(page, file, {
        message: readyMessage,
        skipped: skippedRows,
        rejected: rejectedRows,
      });

      // Continue: the progress, then the existing payee (Overwrite for all).
      await page.getByRole('button', { name: 'Continue' }).click();
      const progress = page.getByRole('progressbar', { name: 'Import progress' });
      await progress.waitFor({ timeout: 30_000 });
      const value = Number(await progress.getAttribute('aria-valuenow'));
      expect(value).toBeGreaterThanOrEqual(10);
      expect(value).toBeLessThanOrEqual(100);
      await page
        .getByRole('dialog', { name: 'Importing your data' })
        .getByText(/^\d+% complete$/)
        .waitFor();
      await answerPayeeExists(page, existing, 'Overwrite');

      // The review: every ready row imported, the existing payee updated.
      await checkSummary(page, ready.length, sum(ready), 0);
      const firstRun = expectedRows(ready, (entry) => ({
        payeeStatus: entry === existing ? 'Updated' : 'Added',
        filingStatus: 'Added',
      }));
      const reviewPage = { page: 0 };
      await checkRowsPage(page, firstRun, 0, reviewPage);
      const existingRow = firstRun.find((row) => row.entry === existing) as ExpectedRow;
      expect(await readLog(page, existingRow)).toEqual([
        `Payee: Updated Sheet ${sheet}, row ${existing.row}`,
        `1099-NEC: Added Sheet ${sheet}, row ${existing.row}`,
      ]);
      // The page with the placeholder TIN's payee, then the last page.
      const placeholderRow = firstRun.findIndex((row) => row.entry === placeholder);
      await checkRowsPage(page, firstRun, Math.floor(placeholderRow / PAGE_SIZE), reviewPage);
      await checkRowsPage(page, firstRun, Math.floor((firstRun.length - 1) / PAGE_SIZE), reviewPage);
      // Overwrite took the file's name for the existing payee.
      expect(await payeeNameByTin(context, app.url, existing.tin)).toBe(displayName(existing));

      // Drafts for 2025: the imported filings and the server's total row.
      await page.getByRole('button', { name: 'Done' }).click();
      await checkDrafts(page, ready.length, sum(ready));

      // The same file again: the payee question first (Skip for all), then the drafts.
      await page.goto('/file1099/import?resource=filings&step=import');
      await page.getByRole('heading', { level: 1, name: 'Import filings' }).waitFor();
      await selectYear(page);
      await uploadAndCheck(page, file, {
        message: readyMessage,
        skipped: skippedRows,
        rejected: rejectedRows,
      });
      await page.getByRole('button', { name: 'Continue' }).click();
      const first = ready[0] as SheetEntry;
      await answerPayeeExists(page, first, 'Skip');
      await answer(
        page,
        'An existing filing found',
        {
          message: `A 1099-NEC for ${displayName(first)} for ${YEAR} is already in Drafts. Do you want to overwrite it?`,
          actions: ['Overwrite', 'Skip', 'Abort'],
        },
        'Skip',
      );

      // Every draft is left as it was; the placeholder TIN matches no payee, so it comes in anew.
      await checkSummary(page, 1, placeholder.cents, ready.length - 1);
      const secondRun = expectedRows(ready, (entry) =>
        entry === placeholder
          ? { payeeStatus: 'Added', filingStatus: 'Added' }
          : { payeeStatus: 'Skipped', filingStatus: 'Skipped' },
      );
      const secondPage = { page: 0 };
      await checkRowsPage(page, secondRun, 0, secondPage);
      expect(await readLog(page, secondRun[0] as ExpectedRow)).toEqual([
        `Payee: Skipped Skipped as you chose. Sheet ${sheet}, row ${first.row}`,
        `1099-NEC: Skipped Skipped as you chose. Sheet ${sheet}, row ${first.row}`,
      ]);
      await checkRowsPage(page, secondRun, Math.floor(placeholderRow / PAGE_SIZE), secondPage);
      await page.getByRole('button', { name: 'Done' }).click();
      await checkDrafts(page, ready.length + 1, sum(ready) + placeholder.cents);
      await context.close();
    },
  );
});
