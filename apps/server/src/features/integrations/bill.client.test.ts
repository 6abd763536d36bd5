import { billIds, startFake, type RunningBillFake } from '@file1099/fakes/bill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillClient, decodeBillLogin } from './bill.client.ts';
import { PartnerError, PartnerHttp, type TokenAccess } from './partner-http.ts';
import { actualTotals, expectedCashTotals, memoryTokens } from './test-support/partner-tests.ts';

let fake: RunningBillFake;
let client: BillClient;

beforeAll(async () => {
  fake = await startFake();
  client = new BillClient({
    devKey: fake.devKey,
    endpoints: { api: `${fake.url}/connect/v3`, listOrgs: `${fake.url}/api/v2/ListOrgs.json` },
    pageSize: 25,
    http: new PartnerHttp({ partnerName: 'BILL', sleep: async () => undefined }),
  });
});

afterAll(async () => {
  await fake.close();
});

async function control(name: string, body: unknown = {}): Promise<void> {
  await fetch(`${fake.url}/__fake/${name}`, { method: 'POST', body: JSON.stringify(body) });
}

const organizationId = () => fake.organizations[0]?.organizationId ?? '';
const credentials = () => ({ username: fake.username, password: fake.password });

async function signIn(organization = organizationId()) {
  const tokens = await client.login({ ...credentials(), organizationId: organization });
  return memoryTokens(tokens, (stored) => client.refresh(stored));
}

const seedId = (id: string): string => String(Number(id.replace(/V$/, '').slice(-6)));
const pagesOf = (before: number, path: string) =>
  fake.requests.slice(before).filter((request) => request.path.endsWith(path)).length;

describe('BILL client against the fake', () => {
  it('names the organisations, signs in and keeps the sign-in only sealed in the refresh token', async () => {
    expect(await client.organizations(credentials())).toEqual([
      { organizationId: organizationId(), name: 'Harbor Lights Cafe LLC' },
      { organizationId: fake.organizations[1]?.organizationId, name: 'Harbor Lights Bakery Inc.' },
    ]);
    const tokens = await client.login({ ...credentials(), organizationId: organizationId() });
    expect(tokens.refreshToken).not.toContain(fake.password);
    expect(decodeBillLogin(tokens.refreshToken)).toEqual({
      ...credentials(),
      organizationId: organizationId(),
    });
    const renewed = await client.refresh(tokens.refreshToken);
    expect(renewed.accessToken).not.toBe(tokens.accessToken);
    expect(renewed.refreshToken).toBe(tokens.refreshToken);
  });

  it("names only the organisations a sign-in opens, and refuses a session in another's", async () => {
    const bookkeeper = fake.bookkeeper;
    expect(await client.organizations(bookkeeper)).toEqual([
      { organizationId: organizationId(), name: 'Harbor Lights Cafe LLC' },
    ]);
    const other = fake.organizations[1]?.organizationId ?? '';
    await expect(client.login({ ...bookkeeper, organizationId: other })).rejects.toMatchObject({
      kind: 'grant-refused',
    });
    const listed = fake.requests.filter((request) => request.path === '/api/v2/ListOrgs.json').at(-1);
    expect(listed?.method).toBe('POST');
    expect(new URLSearchParams(listed?.body).get('devKey')).toBe(fake.devKey);
  });

  it('refuses a wrong password with grant-refused and never quotes it', async () => {
    const wrong = { username: fake.username, password: 'Wq9-zz81-Kx' };
    for (const attempt of [
      client.organizations(wrong),
      client.login({ ...wrong, organizationId: organizationId() }),
    ]) {
      const error = await attempt.catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(PartnerError);
      expect(error).toMatchObject({ kind: 'grant-refused' });
      expect(String((error as Error).message)).not.toContain('Wq9-zz81-Kx');
    }
    await expect(client.refresh('not-a-sign-in')).rejects.toMatchObject({ kind: 'grant-refused' });
  });

  it('reads the company, the vendors over several cursor pages and the accounts', async () => {
    const books = client.books(organizationId(), await signIn());
    expect(await books.company()).toMatchObject({ legalName: 'Harbor Lights Cafe LLC', currency: 'USD' });
    const before = fake.requests.length;
    const vendors = await books.vendors();
    expect(pagesOf(before, '/vendors')).toBe(3);
    expect(vendors.map((vendor) => seedId(vendor.vendorId))).toEqual(
      fake.books.vendors.map((vendor) => vendor.id),
    );
    for (const vendor of vendors) {
      const seeded = fake.books.vendors.find((item) => item.id === seedId(vendor.vendorId));
      expect([vendor.is1099Vendor, vendor.active]).toEqual([seeded?.is1099, seeded?.active]);
      expect(vendor.tinHint).toMatch(/^\*\*/);
      expect(vendor.tinHint.slice(-4)).toBe(seeded?.tin.slice(-4));
    }
    const accounts = await books.accounts();
    expect(accounts).toHaveLength(fake.books.accounts.length);
    expect(accounts.find((account) => account.accountId === billIds.account('62'))).toMatchObject({
      accountFullName: 'Legal & Professional Fees:Accounting',
      isSubAccount: true,
    });
    const other = fake.organizations[1]?.organizationId ?? '';
    const empty = client.books(other, await signIn(other));
    expect(await empty.vendors()).toEqual([]);
  });

  it("reads the year's bill payments on a cash basis: card-funded marked, void left out, totals as the books give", async () => {
    const books = client.books(organizationId(), await signIn());
    const lines = await books.paymentLines(2026);
    expect(lines.every((line) => line.paidOn.startsWith('2026-') && line.currency === 'USD')).toBe(true);
    expect(lines.some((line) => line.transactionId.endsWith('V'))).toBe(false);
    // BILL keeps bills and their payments only: the ledger's checks and card purchases are not in it.
    const expected = expectedCashTotals({ ...fake.books, purchases: [] }, 2026);
    const actual = actualTotals(lines, seedId, seedId);
    expect(actual.byVendor).toEqual(expected.byVendor);
    expect(actual.cardByVendor).toEqual(expected.cardByVendor);
    expect(actual.byAccount).toEqual(expected.byAccount);
    expect([...expected.cardByVendor.values()].some((cents) => cents > 0)).toBe(true);
    // A bill paid partly in 2026 and partly in 2027 counts only its 2026 part in 2026.
    const split = fake.books.billPayments.find(
      (payment) =>
        payment.date.startsWith('2027-') &&
        fake.books.billPayments.some(
          (other) => other.date.startsWith('2026-') && other.bills[0]?.billId === payment.bills[0]?.billId,
        ),
    );
    expect(split).toBeDefined();
    expect(
      (await books.paymentLines(2027)).some(
        (line) => line.transactionId === `Payment ${billIds.payment(split?.id ?? '')}`,
      ),
    ).toBe(true);
  });

  it('signs in again once after a 401 (session ended) and waits out a 429 with Retry-After', async () => {
    const tokens = await signIn();
    const books = client.books(organizationId(), tokens);
    await control('expire-tokens');
    expect((await books.company()).legalName).toBe('Harbor Lights Cafe LLC');
    expect(tokens.refreshes).toBe(1);
    await control('fail-next', { count: 2, status: 429 });
    expect(await books.vendors()).toHaveLength(60);
  });

  it('gives up after a storm of 500s and asks to reconnect after a second 401, without showing a session', async () => {
    const books = client.books(organizationId(), await signIn());
    await control('fail-next', { count: 10, status: 500 });
    await expect(books.accounts()).rejects.toMatchObject({
      kind: 'unavailable',
      message: 'BILL is not answering (HTTP 500). Please try again later.',
    });
    await control('reset');
    const stale: TokenAccess = {
      accessToken: async () => 'Sx81-ended-session-q',
      refreshAfterUnauthorized: async () => 'Sx82-ended-session-q',
    };
    const error = await client
      .books(organizationId(), stale)
      .vendors()
      .catch((failure: unknown) => failure);
    expect(error).toMatchObject({ kind: 'needs-reconnect' });
    expect(String((error as Error).message)).not.toMatch(/Sx8/);
  });

  it('takes amounts as numbers or text and leaves a payment whose bill is gone Unknown', async () => {
    const books = client.books(organizationId(), await signIn());
    const billId = billIds.bill(fake.books.bills[0]?.id ?? '');
    await control('next-response', {
      path: '/connect/v3/payments',
      body: {
        results: [
          {
            id: 'stpX1',
            vendorId: billIds.vendor('100'),
            amount: '12.50',
            processDate: '2026-03-03',
            status: 'PAID',
            fundingAccount: { type: 'BANK_ACCOUNT' },
            billPayments: [{ billId: 'gone', amount: 12.5 }],
          },
          {
            id: 'stpX2',
            vendorId: billIds.vendor('101'),
            amount: 20,
            processDate: '2026-03-04',
            status: 'SCHEDULED',
            billPayments: [{ billId, amount: 20 }],
          },
          {
            id: 'stpX3',
            vendorId: '',
            amount: 'n/a',
            processDate: '2026-03-05',
            status: 'PAID',
            billPayments: [],
          },
        ],
      },
    });
    await control('next-response', {
      path: '/connect/v3/bills/gone',
      status: 404,
      body: [{ code: 'BDC_1121', message: 'not found' }],
    });
    expect(await books.paymentLines(2026)).toEqual([
      expect.objectContaining({
        transactionId: 'Payment stpX1',
        accountId: null,
        amountCents: 1250,
        error: 'The bill this payment settles could not be read.',
      }),
      expect.objectContaining({
        transactionId: 'Payment stpX3',
        vendorId: null,
        amountCents: 0,
        error: 'The amount of this payment could not be read.',
      }),
    ]);
  });
});
