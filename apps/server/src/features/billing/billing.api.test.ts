import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { calculateRefund } from '@file1099/forms';
import type { Database } from '../../db/database.ts';
import {
  createCast,
  createTestApp,
  TEST_PASSWORD,
  type Cast,
  type TestApp,
  type TestClient,
} from '../../test/app-harness.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { TEST_CARDS, toTestCardNonce } from '../payments/test-provider.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { billingRefunds } from './billing.table.ts';
import { ADMIN_BILLING_MESSAGES } from './admin.service.ts';
import { checkLedger } from './ledger.ts';

const TRANSACTION =
  'id transactionType transactionAmount runningTotal description paymentPartner paymentSource refundableAmount';
const CHARGE = `mutation($amount: Int!, $key: String!, $nonce: String, $partner: PaymentPartner! = test) {
  chargeWithNonce(amount: $amount, chargeDesc: "Add Funds", paymentPartner: $partner, paymentSource: card,
    nonce: $nonce, idempotencyKey: $key) { ${TRANSACTION} } }`;
const REFUND = `mutation($id: Int!, $req: Int!, $fee: Int!, $refund: Int!, $key: String!) {
  requestRefund(id: $id, requestedAmount: $req, processingFee: $fee, refundAmount: $refund, reason: "Season over", idempotentKey: $key) { ${TRANSACTION} } }`;

describeEachDatabase('billing over GraphQL and REST', (kind) => {
  let database: Database;
  let t: TestApp;
  let cast: Cast;
  let owner: TestClient;
  let admin: TestClient;
  let refunds = 0;
  const lostRefund: PaymentProvider = {
    partner: 'square',
    source: 'card',
    charge: async (r) => ({
      outcome: 'captured',
      paymentId: `sq-${r.idempotencyKey}`,
      amountCents: r.amountCents,
      source: 'card',
      brand: 'VISA',
      last4: '1111',
    }),
    reconcile: async () => ({ outcome: 'declined', message: 'n/a' }),
    refund: async (r) => {
      refunds += 1;
      return r.amountCents > 5_000
        ? { outcome: 'declined', message: 'The card issuer refused the refund.' }
        : { outcome: 'refunded', refundId: `rf-${refunds}` };
    },
  };

  beforeAll(async () => {
    database = await kind.open();
    t = await createTestApp(database, { paymentProviders: { square: lostRefund } });
    cast = await createCast(database);
    owner = await t.client().signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
    admin = await t.client().signInTo(cast.admin.user.email, TEST_PASSWORD, cast.admin.domain.id);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it('adds funds with the test card and lists, sums, exports and prints them', async () => {
    const nonce = toTestCardNonce(TEST_CARDS.success);
    const charged = await owner.graphql('/rs/graphql', CHARGE, { amount: 12_345, key: 'tab-1', nonce });
    expect(charged.body.errors).toBeUndefined();
    const row = charged.body.data?.chargeWithNonce as {
      id: number;
      runningTotal: number;
      refundableAmount: number;
      paymentPartner: string;
    };
    expect(row).toMatchObject({ runningTotal: 12_345, refundableAmount: 12_345, paymentPartner: 'test' });
    const fractional = await owner.graphql('/rs/graphql', CHARGE, { amount: 10.5, key: 'tab-2', nonce });
    expect(fractional.body.errors?.[0]?.message).toMatch(/Int/);
    const small = await owner.graphql('/rs/graphql', CHARGE, { amount: 398, key: 'tab-3', nonce });
    expect(small.body.errors?.[0]?.message).toBe('Charge amount must be at least $3.99');
    const big = await owner.graphql('/rs/graphql', CHARGE, { amount: 100_001, key: 'tab-4', nonce });
    expect(big.body.errors?.[0]?.message).toBe('Charge amount is higher than max charge amount of $1000.00');

    const list = await owner.graphql(
      '/rs/graphql',
      'query { availableCredits billingTransactions(pageSize: 10) { totalCount items { id runningTotal } } paymentProviders { partner } }',
    );
    expect(list.body.data).toEqual({
      availableCredits: 12_345,
      billingTransactions: { totalCount: 1, items: [{ id: row.id, runningTotal: 12_345 }] },
      // The registry describes a provider from its settings; the injected Square has none here.
      paymentProviders: [{ partner: 'test' }, { partner: 'test' }],
    });
    const tooMany = await owner.graphql(
      '/rs/graphql',
      'query { billingTransactions(pageSize: 501) { totalCount } }',
    );
    expect(tooMany.body.errors?.[0]?.message).toMatch(/too complex|page size/);
    expect(tooMany.body.data?.billingTransactions ?? null).toBeNull();
    const today = new Date().toISOString().slice(0, 10);
    const summary = await owner.graphql(
      '/rs/graphql',
      `query { billingSummary(from: "2000-01-01", to: "2100-01-01") { transactionType count totalAmount } }`,
    );
    expect(summary.body.data?.billingSummary).toEqual([
      { transactionType: 'PurchaseCredit', count: 1, totalAmount: 12_345 },
    ]);
    expect(today).toMatch(/^\d{4}/);

    const csv = await owner.request({ url: '/rs/api/billing/transactions.csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('Id,Date,Type,Description,Amount,Running Total');
    expect(lines[1]).toMatch(new RegExp(`^${row.id},\\d{2}/\\d{2}/\\d{4},Payment,Add Funds,123.45,123.45$`));

    const receipt = await owner.request({ url: `/rs/api/billing/receipts/${row.id}.pdf` });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(receipt.rawPayload);
    expect(pdf.getTitle()).toBe(`File1099 receipt ${row.id}`);
    const globex = await t.client().signInTo(cast.globex.user.email, TEST_PASSWORD, cast.globex.domain.id);
    expect((await globex.request({ url: `/rs/api/billing/receipts/${row.id}.pdf` })).statusCode).toBe(404);
    expect((await globex.request({ url: '/rs/api/billing/transactions.csv' })).body).not.toContain('123.45');
    expect(
      (await t.client().request({ url: '/rs/api/billing/transactions.csv' })).statusCode,
    ).toBeGreaterThanOrEqual(401);
  });

  it('lets a super admin add promo funds and refund a payment with the recomputed fee, once', async () => {
    const promo = await admin.graphql(
      '/rs/graphql',
      `mutation($d: Int!) { addPromoCredits(credits: 0, description: "Welcome", domainId: $d) { transactionType transactionAmount description } }`,
      { d: cast.globex.domain.id },
    );
    expect(promo.body.data?.addPromoCredits).toEqual({
      transactionType: 'PromoCredit',
      transactionAmount: 1_000,
      description: 'Welcome',
    });
    const noDescription = await admin.graphql(
      '/rs/graphql',
      `mutation($d: Int!) { addPromoCredits(credits: 500, description: " ", domainId: $d) { id } }`,
      { d: cast.globex.domain.id },
    );
    expect(noDescription.body.errors?.[0]?.message).toBe('Description is required');

    const charged = await owner.graphql('/rs/graphql', CHARGE, {
      amount: 10_000,
      key: 'refund-me',
      nonce: 'cnon:ok',
      partner: 'square',
    });
    const payment = charged.body.data?.chargeWithNonce as { id: number };
    const fee = calculateRefund(4_000, 'card');
    expect(fee).toEqual({ requestedAmount: 4_000, processingFee: 140 + 49, refundAmount: 4_000 - 189 });
    const wrongFee = await admin.graphql('/rs/graphql', REFUND, {
      id: payment.id,
      req: 4_000,
      fee: 100,
      refund: 3_900,
      key: 'k1',
    });
    expect(wrongFee.body.errors?.[0]?.message).toBe(ADMIN_BILLING_MESSAGES.feeMismatch(189, 3_811));
    const asOwner = await owner.graphql('/rs/graphql', REFUND, {
      id: payment.id,
      req: 4_000,
      fee: 189,
      refund: 3_811,
      key: 'k1',
    });
    expect(asOwner.status).toBe(403);
    const refunded = await admin.graphql('/rs/graphql', REFUND, {
      id: payment.id,
      req: 4_000,
      fee: 189,
      refund: 3_811,
      key: 'k1',
    });
    expect(refunded.body.data?.requestRefund).toMatchObject({
      transactionType: 'Refund',
      transactionAmount: -4_000,
    });
    const repeat = await admin.graphql('/rs/graphql', REFUND, {
      id: payment.id,
      req: 4_000,
      fee: 189,
      refund: 3_811,
      key: 'k1',
    });
    expect(repeat.body.data?.requestRefund).toEqual(refunded.body.data?.requestRefund);
    expect(refunds).toBe(1);
    const rest = calculateRefund(7_000, 'card');
    const tooMuch = await admin.graphql('/rs/graphql', REFUND, {
      id: payment.id,
      req: 7_000,
      fee: rest.processingFee,
      refund: rest.refundAmount,
      key: 'k2',
    });
    expect(tooMuch.body.errors?.[0]?.message).toBe(ADMIN_BILLING_MESSAGES.moreThanRefundable(6_000));
    const declinedFee = calculateRefund(6_000, 'card');
    const declined = await admin.graphql('/rs/graphql', REFUND, {
      id: payment.id,
      req: 6_000,
      fee: declinedFee.processingFee,
      refund: declinedFee.refundAmount,
      key: 'k3',
    });
    expect(declined.body.errors?.[0]?.message).toBe('The card issuer refused the refund.');
    const statuses = await database.db
      .select({ status: billingRefunds.status })
      .from(billingRefunds)
      .orderBy(billingRefunds.id);
    expect(statuses.map((s) => s.status)).toEqual(['refunded', 'declined']);
    const ledger = await checkLedger(database.db, cast.acme.domain.id);
    expect(ledger).toEqual({ sum: 12_345 + 10_000 - 4_000, consistent: true });
    const list = await owner.graphql(
      '/rs/graphql',
      'query { billingTransactions { items { transactionType refundableAmount } } }',
    );
    const items = (
      list.body.data?.billingTransactions as {
        items: { transactionType: string; refundableAmount: number | null }[];
      }
    ).items;
    expect(items.find((i) => i.refundableAmount === 6_000)?.transactionType).toBe('PurchaseCredit');
  });

  it('limits charges per account', async () => {
    const limited = await createTestApp(database, {
      envOverrides: {
        SECURITY_RATELIMITS: JSON.stringify({
          payment: { ip: { max: 100, windowSeconds: 900 }, account: { max: 2, windowSeconds: 900 } },
        }),
      },
    });
    try {
      const client = await limited
        .client()
        .signInTo(cast.otherFirm.user.email, TEST_PASSWORD, cast.otherFirm.domain.id);
      const nonce = toTestCardNonce(TEST_CARDS.success);
      for (const key of ['limit-1', 'limit-2'])
        expect(
          (await client.graphql('/rs/graphql', CHARGE, { amount: 500, key, nonce })).body.errors,
        ).toBeUndefined();
      const third = await client.graphql('/rs/graphql', CHARGE, { amount: 500, key: 'limit-3', nonce });
      expect(third.body.errors?.[0]?.message).toMatch(/^Too many attempts/);
      expect(await checkLedger(database.db, cast.otherFirm.domain.id)).toEqual({
        sum: 1_000,
        consistent: true,
      });
    } finally {
      await limited.close();
    }
  });

  it('refuses promo funds, refunds and charges in the sandbox', async () => {
    const sandbox = await createTestApp(database, { envOverrides: { SANDBOX: 'true' } });
    try {
      const sandAdmin = await sandbox
        .client()
        .signInTo(cast.admin.user.email, TEST_PASSWORD, cast.admin.domain.id);
      const sandOwner = await sandbox
        .client()
        .signInTo(cast.acme.user.email, TEST_PASSWORD, cast.acme.domain.id);
      const promo = await sandAdmin.graphql(
        '/rs/graphql',
        `mutation($d: Int!) { addPromoCredits(credits: 500, description: "x", domainId: $d) { id } }`,
        { d: cast.globex.domain.id },
      );
      expect(promo.body.errors?.[0]?.message).toBe('Can not charge in a sandbox environment.');
      const refund = await sandAdmin.graphql('/rs/graphql', REFUND, {
        id: 1,
        req: 1_000,
        fee: 84,
        refund: 916,
        key: 'sand',
      });
      expect(refund.body.errors?.[0]?.message).toBe('Can not charge in a sandbox environment.');
      const charge = await sandOwner.graphql('/rs/graphql', CHARGE, {
        amount: 1_000,
        key: 'sandboxed',
        nonce: 'x',
      });
      expect(charge.body.errors?.[0]?.message).toBe('Can not charge in a sandbox environment.');
    } finally {
      await sandbox.close();
    }
    const [row] = await database.db
      .select()
      .from(billingRefunds)
      .where(eq(billingRefunds.status, 'refunded'));
    expect(row?.refundCents).toBe(3_811);
  });
});
