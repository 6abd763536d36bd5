import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  readWaveExportPayments,
  startFake,
  WAVE_EXPORT_COLUMNS,
  WAVE_PAYABLE,
  type RunningWaveFake,
} from './index.ts';

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
  it('gives the seeded business’s year as balanced double-entry lines, bills through Accounts Payable', async () => {
    const seeded = fake.businesses.find((business) => business.books.vendors.length > 0);
    if (!seeded) throw new Error('no seeded business');
    expect(fake.businesses[1]).toBe(seeded);
    const exportUrl = `${fake.url}/__fake/export/transactions.csv?businessId=${encodeURIComponent(seeded.id)}&year=2026`;
    const answer = await fetch(exportUrl);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    const [header, ...rows] = parseCsv(await answer.text());
    expect(header).toEqual([...WAVE_EXPORT_COLUMNS]);
    const cell = (row: string[], column: (typeof WAVE_EXPORT_COLUMNS)[number]) =>
      row[WAVE_EXPORT_COLUMNS.indexOf(column)] ?? '';
    const inYear = (day: string) => day.startsWith('2026-');
    const payments = seeded.books.billPayments.filter((p) => inYear(p.date));
    const purchases = seeded.books.purchases.filter((p) => inYear(p.date));
    const paidBills = new Set(payments.flatMap((p) => p.bills.map((b) => b.billId)));
    const bills = seeded.books.bills.filter((b) => inYear(b.date) || paidBills.has(b.id));
    // The year's payments; bills of the year, and earlier ones only when paid in the year.
    const byId = new Map<string, string[][]>();
    for (const row of rows)
      byId.set(cell(row, 'Transaction ID'), [...(byId.get(cell(row, 'Transaction ID')) ?? []), row]);
    expect(byId.size).toBe(payments.length + purchases.length + bills.length);
    const early = [...byId.values()].filter((group) => !inYear(cell(group[0] ?? [], 'Transaction Date')));
    expect(early.length).toBeGreaterThan(0);
    for (const group of early) expect(cell(group[0] ?? [], 'Transaction Description')).toMatch(/^Bill B-/);
    // Every transaction balances: its lines add up to nothing.
    const amount = (row: string[]) => Math.round(Number(cell(row, 'Amount (One Column)')) * 100);
    for (const group of byId.values()) expect(group.reduce((sum, row) => sum + amount(row), 0)).toBe(0);
    // Bills credit Accounts Payable and their payments debit it, from the bank, the card or PayPal.
    const payable = rows.filter((row) => cell(row, 'Account Type') === WAVE_PAYABLE.type);
    expect(new Set(payable.map((row) => cell(row, 'Account Name')))).toEqual(new Set([WAVE_PAYABLE.name]));
    expect(payable.every((row) => /^B-\d+/.test(cell(row, 'Bill Number')))).toBe(true);
    const payableSum = (dated: (day: string) => boolean) =>
      payable
        .filter((row) => dated(cell(row, 'Transaction Date')))
        .reduce((sum, row) => sum + amount(row), 0);
    const billed = bills.flatMap((b) => b.lines).reduce((sum, line) => sum + line.amountCents, 0);
    const paid = payments.reduce(
      (sum, p) =>
        sum +
        p.bills.reduce((s, b) => s + b.amountCents, 0) -
        p.credits.reduce((s, c) => s + c.amountCents, 0),
      0,
    );
    expect(payableSum(() => true)).toBe(paid - billed);
    const funding = new Set(
      rows
        .filter((row) => ['Cash and Bank', 'Credit Card'].includes(cell(row, 'Account Type')))
        .map((row) => cell(row, 'Account Name')),
    );
    expect(funding).toEqual(new Set(['Checking', 'Visa Business', 'PayPal Balance']));
    // Other vendors' purchases are booked straight to expense accounts, with no bill number.
    for (const purchase of purchases)
      expect(byId.get(`W${purchase.id}`)?.every((row) => cell(row, 'Bill Number') === '')).toBe(true);
    // What the export pays: the purchases and, split over the bills' lines, the cash paid on bills.
    const read = readWaveExportPayments(await (await fetch(exportUrl)).text());
    const purchased = purchases.flatMap((p) => p.lines).reduce((sum, line) => sum + line.amountCents, 0);
    expect(read.reduce((sum, line) => sum + line.cents, 0)).toBe(purchased + paid);
    expect(read.every((line) => line.accountName !== '' && inYear(line.date))).toBe(true);
  });

  it('answers 404 for a business it does not have', async () => {
    const answer = await fetch(`${fake.url}/__fake/export/transactions.csv?businessId=nope&year=2026`);
    expect(answer.status).toBe(404);
  });
});
