import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFake, WAVE_EXPORT_COLUMNS, type RunningWaveFake } from './index.ts';

/** A CSV row's cells, quotes undone (the export quotes a cell with a comma or a quote). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  return rows;
}

let fake: RunningWaveFake;
beforeAll(async () => {
  fake = await startFake({ seededSecond: true });
});
afterAll(() => fake.close());

describe("the Wave fake's transactions export", () => {
  it('gives the seeded business’s year as balanced double-entry lines', async () => {
    const seeded = fake.businesses.find((business) => business.books.vendors.length > 0);
    if (!seeded) throw new Error('no seeded business');
    expect(fake.businesses[1]).toBe(seeded);
    const answer = await fetch(
      `${fake.url}/__fake/export/transactions.csv?businessId=${encodeURIComponent(seeded.id)}&year=2026`,
    );
    expect(answer.headers.get('content-type')).toContain('text/csv');
    const [header, ...rows] = parseCsv(await answer.text());
    expect(header).toEqual([...WAVE_EXPORT_COLUMNS]);
    const cell = (row: string[], column: (typeof WAVE_EXPORT_COLUMNS)[number]) =>
      row[WAVE_EXPORT_COLUMNS.indexOf(column)] ?? '';
    expect(rows.every((row) => cell(row, 'Transaction Date').startsWith('2026-'))).toBe(true);
    // Every transaction balances: its expense lines and its funding line add up to nothing.
    const balance = new Map<string, number>();
    for (const row of rows) {
      const id = cell(row, 'Transaction ID');
      balance.set(id, (balance.get(id) ?? 0) + Math.round(Number(cell(row, 'Amount (One Column)')) * 100));
    }
    expect(balance.size).toBe(
      seeded.books.billPayments.filter((p) => p.date.startsWith('2026-')).length +
        seeded.books.purchases.filter((p) => p.date.startsWith('2026-')).length,
    );
    expect([...balance.values()].every((sum) => sum === 0)).toBe(true);
    // Paid from the bank, the card and PayPal alike: the export holds them all.
    const funding = new Set(
      rows
        .filter((row) => cell(row, 'Account Type') !== 'Operating Expense')
        .map((row) => cell(row, 'Account Name')),
    );
    expect(funding).toEqual(new Set(['Checking', 'Visa Business', 'PayPal Balance']));
    // The expense lines of the year are the books' expense money of the year.
    const expenses = rows
      .filter((row) => cell(row, 'Account Type') === 'Operating Expense')
      .reduce((sum, row) => sum + Math.round(Number(cell(row, 'Amount (One Column)')) * 100), 0);
    const purchases = seeded.books.purchases
      .filter((p) => p.date.startsWith('2026-'))
      .flatMap((p) => p.lines)
      .reduce((sum, line) => sum + line.amountCents, 0);
    const paid = seeded.books.billPayments
      .filter((p) => p.date.startsWith('2026-'))
      .reduce(
        (sum, p) =>
          sum +
          p.bills.reduce((s, b) => s + b.amountCents, 0) -
          p.credits.reduce((s, c) => s + c.amountCents, 0),
        0,
      );
    expect(expenses).toBe(purchases + paid);
  });

  it('answers 404 for a business it does not have', async () => {
    const answer = await fetch(`${fake.url}/__fake/export/transactions.csv?businessId=nope&year=2026`);
    expect(answer.status).toBe(404);
  });
});
