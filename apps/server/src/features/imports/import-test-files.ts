import ExcelJS from 'exceljs';
import { getFilingColumns, PAYEE_COLUMNS } from '@file1099/forms';
import type { TestClient } from '../../test/app-harness.ts';
import { recordSecretsIn } from '../../../../../scripts/log-canary.mjs';

export type Row = Record<string, string | number | boolean | Date | null | { formula: string }>;

/** A workbook laid out like our template (rows 1-3 notes, headers in row 4, data from row 5). */
export async function buildWorkbook(
  sheets: { name: string; headers: string[]; rows: Row[]; merge?: string }[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const spec of sheets) {
    recordSecretsIn(spec.rows); // every TIN of the file, for the log canary
    const sheet = workbook.addWorksheet(spec.name);
    sheet.getCell('A1').value = 'Test file';
    spec.headers.forEach((header, index) => {
      sheet.getRow(4).getCell(index + 1).value = header;
    });
    spec.rows.forEach((row, r) => {
      spec.headers.forEach((header, c) => {
        const value = row[header];
        if (value !== undefined) sheet.getRow(5 + r).getCell(c + 1).value = value as ExcelJS.CellValue;
      });
    });
    if (spec.merge) sheet.mergeCells(spec.merge);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function filingHeaders(form: 'Type_1099_NEC' | 'Type_1099_MISC', year: number): string[] {
  return (getFilingColumns(form, year) ?? []).map((column) => column.header);
}

export const PAYEE_HEADERS = PAYEE_COLUMNS.map((column) => column.header);

/** A multipart upload as the browser sends it. */
export async function uploadFile(
  client: TestClient,
  file: Buffer,
  fields: Record<string, string>,
  fileName = 'payees.xlsx',
) {
  const boundary = '----file1099test';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return client.request({
    method: 'POST',
    url: '/rs/api/imports/',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  });
}
