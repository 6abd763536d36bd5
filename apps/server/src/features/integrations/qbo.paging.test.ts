import { startFake, type RunningQboFake } from '@file1099/fakes/qbo';
import { splitPaymentByBill } from '@file1099/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapInParallel } from './parallel.ts';
import { PartnerHttp, type TokenAccess } from './partner-http.ts';
import { QBO_PAGE, QboClient, type QboClientOptions } from './qbo.client.ts';

// A company large enough that the year's BillPayments span three pages and the bills one page of
// payments settles do not fit in one `Id in (…)` statement: the reading in pages and batches must
// give the same amounts per vendor and account as the books themselves.
const REDIRECT = 'http://127.0.0.1:9/access/connectToQuickBooks';
let fake: RunningQboFake;
let client: QboClient;

function qboClient(limits?: QboClientOptions['limits']): QboClient {
  return new QboClient({
    endpoints: {
      authorize: `${fake.url}/connect/oauth2`,
      token: `${fake.url}/oauth2/v1/tokens/bearer`,
      revoke: `${fake.url}/v2/oauth2/tokens/revoke`,
      api: fake.url,
    },
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    http: new PartnerHttp({ partnerName: 'QuickBooks Online', sleep: async () => undefined }),
    ...(limits ? { limits } : {}),
  });
}

beforeAll(async () => {
  fake = await startFake({ booksOptions: { vendors: 300, billsPerVendor: 8, year: 2026 } });
  client = qboClient();
});

afterAll(async () => {
  await fake.close();
});

async function tokens(): Promise<TokenAccess> {
  const authorise = await fetch(client.authorizeUrl({ state: 'paging', redirectUri: REDIRECT }), {
    redirect: 'manual',
  });
  const code = new URL(authorise.headers.get('location') ?? '').searchParams.get('code') ?? '';
  let current = await client.exchangeCode({ code, redirectUri: REDIRECT });
  return {
    accessToken: async () => current.accessToken,
    refreshAfterUnauthorized: async () => {
      current = await client.refresh(current.refreshToken);
      return current.accessToken;
    },
  };
}

/** Cents per `vendor|account` paid in 2026, computed from the books without the client. */
function expectedFromBooks(): Map<string, number> {
  const books = fake.books;
  const billLines = new Map(books.bills.map((bill) => [bill.id, bill.lines]));
  const creditLines = new Map(books.credits.map((credit) => [credit.id, credit.lines]));
  const totals = new Map<string, number>();
  const add = (vendorId: string, accountId: string | null, cents: number) => {
    const key = `${vendorId}|${accountId ?? ''}`;
    totals.set(key, (totals.get(key) ?? 0) + cents);
  };
  for (const payment of books.billPayments.filter((item) => item.date.startsWith('2026'))) {
    for (const paid of payment.bills)
      for (const split of splitPaymentByBill(paid.amountCents, billLines.get(paid.billId) ?? []))
        add(payment.vendorId, split.accountId, split.amountCents);
    for (const used of payment.credits)
      for (const split of splitPaymentByBill(-used.amountCents, creditLines.get(used.creditId) ?? []))
        add(payment.vendorId, split.accountId, split.amountCents);
  }
  // A purchase entered without a payee is read too (it becomes 'Unknown Vendor').
  for (const purchase of books.purchases.filter((item) => item.date.startsWith('2026')))
    for (const line of purchase.lines) add(purchase.vendorId ?? '', line.accountId, line.amountCents);
  return totals;
}

describe('QuickBooks Online reading in pages and id batches', () => {
  /** The statements of the queries a read sent, and its lines summed per vendor and account. */
  async function read(reader: QboClient) {
    const before = fake.requests.length;
    const lines = await reader.books(fake.realmId, await tokens()).paymentLines(2026);
    const statements = fake.requests
      .slice(before)
      .map((request) => (request.method === 'POST' ? request.body : (request.query.get('query') ?? '')));
    const got = new Map<string, number>();
    for (const line of lines) {
      expect(line.error).toBeUndefined();
      const key = `${line.vendorId ?? ''}|${line.accountId ?? ''}`;
      got.set(key, (got.get(key) ?? 0) + line.amountCents);
    }
    const idsIn = (statement: string) => (statement.match(/'[^']*'/g) ?? []).map((id) => id.slice(1, -1));
    const billBatches = statements.filter((statement) => statement.includes('from Bill where Id in'));
    return {
      totals: Object.fromEntries(got),
      paymentStarts: statements
        .filter((statement) => statement.startsWith('select * from BillPayment'))
        .map((statement) => Number(/startposition (\d+)/.exec(statement)?.[1]))
        .sort((a, b) => a - b),
      batchSizes: billBatches.map((statement) => idsIn(statement).length),
      billsAsked: new Set(billBatches.flatMap(idsIn)),
    };
  }

  it('reads three pages of payments at the documented 1,000 rows, losing nothing', async () => {
    const result = await read(client);
    expect(result.totals).toEqual(Object.fromEntries(expectedFromBooks()));
    expect(result.paymentStarts).toEqual([1, 1 + QBO_PAGE, 1 + 2 * QBO_PAGE]);
    expect(Math.max(...result.batchSizes)).toBeLessThanOrEqual(QBO_PAGE);
    for (const payment of fake.books.billPayments.filter((item) => item.date.startsWith('2026')))
      for (const paid of payment.bills) expect(result.billsAsked.has(paid.billId)).toBe(true);
  });

  it('splits the bill look-ups at the batch size and reads many pages a few at once, losing nothing', async () => {
    const result = await read(qboClient({ page: 250, ids: 100 }));
    expect(result.totals).toEqual(Object.fromEntries(expectedFromBooks()));
    expect(result.paymentStarts).toEqual(Array.from({ length: 9 }, (_, index) => 1 + index * 250));
    expect(Math.max(...result.batchSizes)).toBe(100);
    expect(result.batchSizes.filter((size) => size === 100).length).toBeGreaterThan(9);
  });

  it('fails the whole read when a page fails after the retries, keeping nothing half read', async () => {
    const books = client.books(fake.realmId, await tokens());
    await fetch(`${fake.url}/__fake/fail-next`, {
      method: 'POST',
      body: JSON.stringify({ count: 12, status: 500 }),
    });
    await expect(books.paymentLines(2026)).rejects.toMatchObject({ kind: 'unavailable' });
    await fetch(`${fake.url}/__fake/reset`, { method: 'POST', body: '{}' });
  });
});

describe('mapInParallel', () => {
  it('keeps the order of the items and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const results = await mapInParallel([5, 1, 4, 2, 3, 0], 2, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, item));
      running -= 1;
      return item * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 0]);
    expect(most).toBe(2);
  });

  it('rejects with the first failure and starts nothing after it', async () => {
    const started: number[] = [];
    await expect(
      mapInParallel([1, 2, 3, 4], 1, async (item) => {
        started.push(item);
        if (item === 2) throw new Error('page 2 failed');
        return item;
      }),
    ).rejects.toThrow('page 2 failed');
    expect(started).toEqual([1, 2]);
    expect(await mapInParallel([], 4, async () => 1)).toEqual([]);
  });
});
