/**
 * The columns of Wave's transactions export, found by name in its header row. Wave does not document
 * the export's headers (docs/integrations.md, "Wave"), so each column is known by its usual name and a
 * few other spellings; case, spaces and punctuation are ignored, column order and extra columns do not
 * matter. A header lacking a needed column is refused with the names of what is missing.
 */

/** The columns the import reads: the usual name first, then the other spellings accepted. */
export const WAVE_CSV_COLUMNS = {
  transactionId: ['Transaction ID', 'Transaction Number', 'Transaction No'],
  date: ['Transaction Date', 'Date'],
  amount: ['Amount (One Column)', 'Amount'],
  debit: ['Debit Amount (Two Column Approach)', 'Debit Amount', 'Debit'],
  credit: ['Credit Amount (Two Column Approach)', 'Credit Amount', 'Credit'],
  vendor: ['Vendor', 'Vendor Name'],
  accountType: ['Account Type'],
  accountName: ['Account Name', 'Account'],
  description: ['Transaction Line Description', 'Line Description', 'Transaction Description', 'Description'],
  billNumber: ['Bill Number', 'Bill No', 'Bill #', 'Bill'],
} as const satisfies Record<string, readonly string[]>;

export type WaveColumn = keyof typeof WAVE_CSV_COLUMNS;

/** Where each column is in the header row; -1 for an optional column the file does not have. */
export type WaveColumnPositions = Record<WaveColumn, number>;

/** The columns a file must have, in the order a refusal names them. */
const NEEDED: readonly WaveColumn[] = [
  'transactionId',
  'date',
  'amount',
  'vendor',
  'accountType',
  'accountName',
];

/** A header name as compared: lower case, letters and digits only ('Amount (One column)' → 'amountonecolumn'). */
const headerKey = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '');

/**
 * The positions of the export's columns and the names of the needed ones it lacks (the usual name of
 * each). The amount is needed as one column, or as the debit and credit columns together.
 */
export function findWaveColumns(header: readonly string[]): {
  columns: WaveColumnPositions;
  missing: string[];
} {
  const positions = new Map<string, number>();
  header.forEach((name, index) => {
    const found = headerKey(name);
    if (found !== '' && !positions.has(found)) positions.set(found, index);
  });
  const columns = {} as WaveColumnPositions;
  for (const column of Object.keys(WAVE_CSV_COLUMNS) as WaveColumn[]) {
    const at = WAVE_CSV_COLUMNS[column]
      .map((name) => positions.get(headerKey(name)))
      .find((index) => index !== undefined);
    columns[column] = at ?? -1;
  }
  const missing: string[] = [];
  for (const column of NEEDED) {
    if (column === 'amount') {
      if (columns.amount < 0 && (columns.debit < 0 || columns.credit < 0))
        missing.push(
          `${WAVE_CSV_COLUMNS.amount[0]} (or ${WAVE_CSV_COLUMNS.debit[0]} and ${WAVE_CSV_COLUMNS.credit[0]})`,
        );
    } else if (columns[column] < 0) missing.push(WAVE_CSV_COLUMNS[column][0]);
  }
  return { columns, missing };
}
