/** CSV for spreadsheets (RFC 4180 lines ending in CRLF). */

/** A text cell: quoted when needed, and a leading = + - @ neutralised so a spreadsheet runs no formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Cents as a plain decimal for spreadsheets: -1234 → "-12.34". */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** One CSV line of already-formatted cells. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.join(',')}\r\n`;
}
