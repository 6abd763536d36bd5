/**
 * Reads the IRS IRIS business-rules spreadsheets (TY2025 v1.2) and writes them as data:
 * src/iris/business-rules/irs-rules.json. Run from the repository root:
 *
 *   npx tsx packages/efile/scripts/business-rules.ts [FOLDER]
 *
 * FOLDER defaults to ../shared/reference/iris-schema-ty2025/business-rules beside the repository. The
 * package never reads the spreadsheets at run time; its tests compare the JSON with them when the
 * folder exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ExcelJS from 'exceljs';
import type { IrsBusinessRule } from '../src/iris/business-rules/coverage.ts';

/** One rule as the spreadsheets give it: the row type of the shipped table. */
export type IrsRuleRow = IrsBusinessRule;

export interface IrsRuleTable {
  source: string;
  workbooks: { workbook: string; file: string }[];
  rules: IrsRuleRow[];
}

const SCRIPT_DIR = path.dirname(fileURLToPath(import.meta.url));
export const RULES_JSON_PATH = path.join(SCRIPT_DIR, '../src/iris/business-rules/irs-rules.json');
const DEFAULT_FOLDER = path.resolve(
  SCRIPT_DIR,
  '../../../../shared/reference/iris-schema-ty2025/business-rules',
);

/** The six workbooks, in the order the table lists them. */
export const WORKBOOKS = [
  ['Transmission', 'IRIS Business Rules Transmission TY2025 - v1.2.xlsx'],
  ['Shared Submission', 'IRIS Business Rules Shared Submission TY2025 - v1.2.xlsx'],
  ['Submission 1', 'IRIS Business Rules Submission 1 TY2025 - v1.2.xlsx'],
  ['Submission 2', 'IRIS Business Rules Submission 2 TY2025 - v1.2.xlsx'],
  ['Submission 3', 'IRIS Business Rules Submission 3 TY2025 - v1.2.xlsx'],
  ['Form Rules', 'IRIS Form Rules TY2025 - v1.2.xlsx'],
] as const;

const HEADERS = ['Rule Number', 'Business Rule Text', 'Error Category', 'Severity', 'Status'];

/** Cell text with line breaks and runs of blanks made single blanks. */
export function normalizeCell(value: ExcelJS.CellValue): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (typeof value === 'object' && 'richText' in value)
    text = value.richText.map((run) => run.text).join('');
  else if (typeof value === 'object' && 'text' in value) text = String(value.text);
  else text = String(value as string | number | boolean);
  return text.replace(/\s+/g, ' ').trim();
}

/** The form a repeated rule number is about: the first quoted FormTypeCd value in its text. */
function getFormOfText(text: string): string {
  return /FormTypeCd'? is ["']?([0-9A-Z]+)/.exec(text)?.[1] ?? '';
}

export async function readRuleSpreadsheets(folder: string): Promise<IrsRuleRow[]> {
  const rows: IrsRuleRow[] = [];
  for (const [workbookName, file] of WORKBOOKS) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path.join(folder, file));
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error(`${file} has no worksheet.`);
    const header = HEADERS.map((_, index) => normalizeCell(sheet.getRow(1).getCell(index + 1).value));
    if (header.join('|') !== HEADERS.join('|'))
      throw new Error(`${file}: unexpected header row "${header.join(' | ')}".`);
    for (let number = 2; number <= sheet.rowCount; number += 1) {
      const cells = HEADERS.map((_, index) => normalizeCell(sheet.getRow(number).getCell(index + 1).value));
      const [id = '', text = '', category = '', severity = '', status = ''] = cells;
      if (!id && !text) continue;
      rows.push({ key: id, id, text, category, severity, status, workbook: workbookName, row: number });
    }
  }
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.id, (counts.get(row.id) ?? 0) + 1);
  for (const row of rows) {
    if ((counts.get(row.id) ?? 0) > 1) row.key = `${row.id}[${getFormOfText(row.text) || row.row}]`;
  }
  const keys = new Set<string>();
  for (const row of rows) {
    if (keys.has(row.key)) throw new Error(`Rule key ${row.key} is not unique.`);
    keys.add(row.key);
  }
  return rows;
}

export function toRuleTable(rules: IrsRuleRow[]): IrsRuleTable {
  return {
    source: 'IRS IRIS A2A schema and business rules TY2025 v1.2 (business-rules spreadsheets)',
    workbooks: WORKBOOKS.map(([workbook, file]) => ({ workbook, file })),
    rules,
  };
}

async function main(): Promise<void> {
  const folder = path.resolve(process.argv[2] ?? DEFAULT_FOLDER);
  const rules = await readRuleSpreadsheets(folder);
  fs.writeFileSync(RULES_JSON_PATH, `${JSON.stringify(toRuleTable(rules), null, 2)}\n`);
  process.stdout.write(`${rules.length} rules written to ${path.relative(process.cwd(), RULES_JSON_PATH)}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
