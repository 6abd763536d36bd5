/** A problem with the file as a whole: nothing of it is imported. The message is for the user. */
export class SpreadsheetError extends Error {
  /** Facts for the client, e.g. `templateYear` when the file is another year's template. */
  readonly details: Readonly<Record<string, string | number>> | undefined;

  constructor(message: string, details?: Readonly<Record<string, string | number>>) {
    super(message);
    this.name = 'SpreadsheetError';
    this.details = details;
  }
}

const MAKE_IT_SMALLER = 'remove unused sheets or formatting, save again and upload that.';

export const FILE_MESSAGES = {
  empty: 'The file is empty. Upload the template with your data filled in.',
  passwordProtected:
    'The file is password-protected. Remove the password in Excel (File > Info > Protect Workbook), save, and upload it again.',
  xls: 'This is an older Excel file (.xls). Open it in Excel, save it as an Excel Workbook (.xlsx), and upload that.',
  csv: 'This is a CSV file. Open it in Excel or Google Sheets and save or download it as an Excel Workbook (.xlsx), then upload that.',
  notSpreadsheet:
    'This file is not a spreadsheet. Upload the Excel template (.xlsx) with your data filled in.',
  damaged:
    'The file is damaged and cannot be opened as a spreadsheet. Save it again from Excel as .xlsx and upload that.',
  noSheets: 'The workbook has no sheets to import.',
  merged: (sheet: string, ref: string) =>
    `The sheet "${sheet}" has merged cells (${ref}) in its data. Unmerge them (Home > Merge & Center > Unmerge Cells) so each row has its own values.`,
  tooLarge: `This file is too large once unpacked. Excel templates with a few thousand rows are well under this; ${MAKE_IT_SMALLER}`,
  tookTooLong: `This file took too long to read. Excel templates with a few thousand rows are read in seconds; ${MAKE_IT_SMALLER}`,
  busy: 'Many files are being read right now. Wait a minute and upload the file again.',
} as const;

const LIMIT_MESSAGES: ReadonlySet<string> = new Set([
  FILE_MESSAGES.tooLarge,
  FILE_MESSAGES.tookTooLong,
  FILE_MESSAGES.busy,
]);

/** A refusal by the import limits (unpacked size, the reading thread's memory or time, turns). */
export function isLimitRefusal(error: unknown): error is SpreadsheetError {
  return error instanceof SpreadsheetError && LIMIT_MESSAGES.has(error.message);
}
