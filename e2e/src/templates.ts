import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { recordSecretsIn } from '../../scripts/log-canary.mjs';

export interface OpenTemplate {
  workbook: ExcelJS.Workbook;
  /** The first visible sheet: where the user types (lists live on hidden sheets). */
  sheet: ExcelJS.Worksheet;
  /** The column number of the one row-4 header the test matches. */
  column: (test: (header: string) => boolean) => number;
}

/** A downloaded template, read as a user's Excel would, ready to fill from row 5. */
export async function openTemplate(template: Buffer): Promise<OpenTemplate> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = workbook.worksheets.find((candidate) => candidate.state === 'visible');
  if (!sheet) throw new Error('template without a visible sheet');
  const headers = new Map<string, number>();
  sheet.getRow(4).eachCell((cell, column) => headers.set(String(cell.value ?? '').trim(), column));
  const column = (test: (header: string) => boolean) => {
    const found = [...headers].filter(([header]) => test(header));
    if (found.length !== 1) throw new Error(`expected one such column in ${[...headers.keys()].join(', ')}`);
    return (found[0] as [string, number])[1];
  };
  return { workbook, sheet, column };
}

/** The payee columns of a 1099-NEC template and its box 1 (nonemployee compensation). */
export function findNecColumns(column: OpenTemplate['column']) {
  return {
    tin: column((h) => h === "Payee's TIN"),
    tinType: column((h) => h === 'TIN Type'),
    business: column((h) => h === 'Business Name'),
    first: column((h) => h === 'First Name'),
    last: column((h) => h === 'Last Name'),
    line1: column((h) => h === 'Address Line 1'),
    city: column((h) => h === 'City'),
    state: column((h) => h === 'State'),
    zip: column((h) => h === 'Zip'),
    amount: column((h) => /nonemployee/i.test(h)),
  };
}

/** Writes the filled workbook to a new temporary folder and returns the file's path. */
export async function saveWorkbook(workbook: ExcelJS.Workbook, fileName: string): Promise<string> {
  // Every TIN of the file, for the log canary.
  workbook.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => recordSecretsIn(cell.value))));
  const file = join(await mkdtemp(join(tmpdir(), 'import-e2e-')), fileName);
  await writeFile(file, Buffer.from(await workbook.xlsx.writeBuffer()));
  return file;
}
