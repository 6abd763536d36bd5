import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { createEncryptor } from '../../lib/encryption.ts';
import { createTinVault, deriveTinHashKey } from '../../lib/tin-vault.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { createBillingFixture } from '../submission/submission.fixtures.ts';
import { domains } from '../accounts/accounts.table.ts';
import { jobs } from '../jobs/jobs.table.ts';
import type { ChargeRequest, ChargeResult, PaymentProvider } from '../payments/payment-provider.ts';
import { createPaymentProviders } from '../payments/payment-providers.ts';
import { TEST_CARD_MESSAGES, TEST_CARDS, toTestCardNonce } from '../payments/test-provider.ts';
import { billingPayments, billingTransactions } from './billing.table.ts';
import {
  CHARGE_MESSAGES,
  chargeWithNonce,
  checkChargeAmount,
  createPaymentOrder,
  RECONCILE_JOB_KIND,
  type ChargeDeps,
  type ChargeInput,
} from './charge.service.ts';
import { checkLedger, getAvailableCredits } from './ledger.ts';
import { createReconcileJobHandler } from './reconcile.job.ts';
import type { JobContext } from '../jobs/jobs.worker.ts';
import { createCapturingLogger } from '../../test/logger.ts';

const key = randomBytes(32);
const encryptor = createEncryptor(key);
const vault = createTinVault(encryptor, deriveTinHashKey(key));

/** A provider whose money really moves once per key, and whose answers can be lost or held. */
function scriptedProvider(
  partner: 'square' | 'paypal',
  script: ('captured' | 'unknown' | 'pending' | 'throw' | 'declined')[],
) {
  const taken = new Map<string, number>();
  const calls = { charge: 0, reconcile: 0, createOrder: 0 };
  const answer = (request: ChargeRequest, step: string | undefined): ChargeResult => {
    if (step === 'declined') return { outcome: 'declined', message: 'Card declined by the issuer.' };
    if (step === 'throw') throw new Error('socket hang up');
    if (!taken.has(request.idempotencyKey)) taken.set(request.idempotencyKey, request.amountCents);
    if (step === 'unknown') return { outcome: 'unknown', message: 'timeout' };
    if (step === 'pending') return { outcome: 'pending', paymentId: `p-${request.idempotencyKey}` };
    return {
      outcome: 'captured',
      paymentId: `p-${request.idempotencyKey}`,
      amountCents: request.amountCents,
      source: partner === 'paypal' ? 'paypal' : 'card',
      brand: 'VISA',
      last4: '1111',
    };
  };
  const provider: PaymentProvider = {
    partner,
    source: partner === 'paypal' ? 'paypal' : 'card',
    charge: async (request) => answer(request, script[calls.charge++] ?? 'captured'),
    reconcile: async (request) => {
      calls.reconcile += 1;
      return answer(request, script[calls.charge + calls.reconcile - 1] ?? 'captured');
    },
    refund: async () => ({ outcome: 'refunded', refundId: 'r-1' }),
    createOrder: async ({ amountCents }) => {
      calls.createOrder += 1;
      return `ORDER-${amountCents}`;
    },
  };
  return { provider, taken, calls };
}

describe('charge amounts', () => {
  it('takes whole cents from $3.99 to $1000.00 and says what is wrong otherwise', () => {
    expect(checkChargeAmount(0)).toBe(CHARGE_MESSAGES.notPositive);
    expect(checkChargeAmount(-500)).toBe(CHARGE_MESSAGES.notPositive);
    expect(checkChargeAmount(398)).toBe('Charge amount must be at least $3.99');
    expect(checkChargeAmount(100_001)).toBe('Charge amount is higher than max charge amount of $1000.00');
    expect(checkChargeAmount(1_000.5)).toBe(CHARGE_MESSAGES.wholeCents);
    expect(checkChargeAmount(Number.NaN)).toBe(CHARGE_MESSAGES.wholeCents);
    expect(checkChargeAmount(399)).toBeNull();
    expect(checkChargeAmount(100_000)).toBeNull();
  });
});

describeEachDatabase('chargeWithNonce', (kind) => {
  let database: Database;
  let n = 0;
  const account = async () => {
    n += 1;
    return createBillingFixture(database, vault, { email: `charge${n}@example.test` });
  };
  const deps = (
    overrides: Partial<Record<'square' | 'paypal', PaymentProvider>> = {},
    sandbox = false,
  ): ChargeDeps => ({
    db: database.db,
    encryptor,
    sandbox,
    payments: createPaymentProviders(
      {
        partners: ['test', ...(Object.keys(overrides) as ('square' | 'paypal')[])],
        square: null,
        paypal: null,
      },
      overrides,
    ),
  });
  const input = (domainId: number, extra: Partial<ChargeInput> = {}): ChargeInput => ({
    domainId,
    userId: null,
    amount: 10_000,
    chargeDesc: 'Add Funds',
    paymentPartner: 'test',
    paymentSource: 'card',
    nonce: toTestCardNonce(TEST_CARDS.success),
    buyerId: null,
    idempotencyKey: `key-${Math.random()}`,
    orderId: null,
    ...extra,
  });

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('credits a payment once, whatever retries and double clicks send', async () => {
    const f = await account();
    const same = input(f.domain.id, { idempotencyKey: 'double-click' });
    const rows = await Promise.all([1, 2, 3, 4, 5].map(() => chargeWithNonce(deps(), same)));
    expect(new Set(rows.map((r) => r.id)).size).toBe(1);
    expect(rows[0]?.transactionType).toBe('PurchaseCredit');
    expect(await getAvailableCredits(database.db, f.domain.id)).toBe(10_000);
    const again = await chargeWithNonce(deps(), same);
    expect(again.id).toBe(rows[0]?.id);
    await expect(chargeWithNonce(deps(), { ...same, amount: 500 })).rejects.toThrow(
      CHARGE_MESSAGES.keyReused,
    );
    expect((await checkLedger(database.db, f.domain.id)).sum).toBe(10_000);
    const [payment] = await database.db
      .select()
      .from(billingPayments)
      .where(eq(billingPayments.domainId, f.domain.id));
    expect(payment?.sealedRequest).toBeNull();
  });

  it('refuses bad amounts, the sandbox and test accounts, and passes declines through', async () => {
    const f = await account();
    for (const [amount, message] of [
      [0, CHARGE_MESSAGES.notPositive],
      [398, 'Charge amount must be at least $3.99'],
      [100_001, 'Charge amount is higher than max charge amount of $1000.00'],
      [-1_000, CHARGE_MESSAGES.notPositive],
      [500.5, CHARGE_MESSAGES.wholeCents],
    ] as const)
      await expect(chargeWithNonce(deps(), input(f.domain.id, { amount }))).rejects.toThrow(message);
    await expect(chargeWithNonce(deps({}, true), input(f.domain.id))).rejects.toThrow(
      'Can not charge in a sandbox environment.',
    );
    await database.db.update(domains).set({ isTestAccount: true }).where(eq(domains.id, f.domain.id));
    await expect(chargeWithNonce(deps(), input(f.domain.id))).rejects.toThrow(
      'Can not charge in a sandbox environment.',
    );
    await database.db.update(domains).set({ isTestAccount: false }).where(eq(domains.id, f.domain.id));
    const declined = input(f.domain.id, { nonce: toTestCardNonce(TEST_CARDS.declined) });
    await expect(chargeWithNonce(deps(), declined)).rejects.toThrow(TEST_CARD_MESSAGES.declined);
    await expect(chargeWithNonce(deps(), declined)).rejects.toThrow(TEST_CARD_MESSAGES.declined);
    await expect(chargeWithNonce(deps(), input(f.domain.id, { paymentPartner: 'square' }))).rejects.toThrow(
      CHARGE_MESSAGES.noProvider,
    );
    expect(await getAvailableCredits(database.db, f.domain.id)).toBe(0);
  });

  it('settles a lost answer by asking the provider again: on the next call with the key, never charging twice', async () => {
    const f = await account();
    const square = scriptedProvider('square', ['unknown', 'captured']);
    const request = input(f.domain.id, { paymentPartner: 'square', idempotencyKey: 'lost-answer' });
    await expect(chargeWithNonce(deps({ square: square.provider }), request)).rejects.toThrow(
      CHARGE_MESSAGES.orderFailed,
    );
    expect(await getAvailableCredits(database.db, f.domain.id)).toBe(0);
    const row = await chargeWithNonce(deps({ square: square.provider }), request);
    expect(row.amountCents).toBe(10_000);
    expect(square.calls).toMatchObject({ charge: 1, reconcile: 1 });
    expect(square.taken.size).toBe(1);
    expect(await getAvailableCredits(database.db, f.domain.id)).toBe(10_000);
  });

  it('settles a thrown call and a held payment by the durable job, crediting only once captured', async () => {
    const f = await account();
    const square = scriptedProvider('square', ['throw', 'pending', 'captured']);
    const d = deps({ square: square.provider });
    const request = input(f.domain.id, { paymentPartner: 'square', idempotencyKey: 'by-the-job' });
    await expect(chargeWithNonce(d, request)).rejects.toThrow(CHARGE_MESSAGES.orderFailed);
    const [job] = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, RECONCILE_JOB_KIND))
      .orderBy(jobs.id);
    const [payment] = await database.db
      .select()
      .from(billingPayments)
      .where(eq(billingPayments.idempotencyKey, 'by-the-job'));
    expect(payment?.status).toBe('unknown');
    const handler = createReconcileJobHandler({ payments: d.payments, encryptor });
    if (!job) throw new Error('no reconcile job queued');
    const context: JobContext = {
      job,
      db: database.db,
      log: createCapturingLogger().log,
      signal: new AbortController().signal,
      reportProgress: async () => undefined,
    };
    await expect(handler({ paymentId: payment?.id }, context)).rejects.toThrow('still pending');
    expect(await getAvailableCredits(database.db, f.domain.id)).toBe(0);
    await expect(handler({ paymentId: payment?.id }, context)).resolves.toEqual({ status: 'captured' });
    await expect(handler({ paymentId: payment?.id }, context)).resolves.toEqual({ status: 'captured' });
    expect(await getAvailableCredits(database.db, f.domain.id)).toBe(10_000);
    expect((await chargeWithNonce(d, request)).amountCents).toBe(10_000);
    const credits = await database.db
      .select()
      .from(billingTransactions)
      .where(eq(billingTransactions.domainId, f.domain.id));
    expect(credits).toHaveLength(1);
  });

  it('creates PayPal orders and captures them', async () => {
    const f = await account();
    const paypal = scriptedProvider('paypal', ['captured']);
    const d = deps({ paypal: paypal.provider });
    const orderId = await createPaymentOrder(d, {
      domainId: f.domain.id,
      amount: 2_500,
      chargeDesc: 'Add Funds',
      requestId: 'r1',
    });
    expect(orderId).toBe('ORDER-2500');
    await expect(
      createPaymentOrder(d, { domainId: f.domain.id, amount: 100, chargeDesc: 'x', requestId: 'r2' }),
    ).rejects.toThrow('at least $3.99');
    await expect(
      createPaymentOrder(deps(), { domainId: f.domain.id, amount: 2_500, chargeDesc: 'x', requestId: 'r3' }),
    ).rejects.toThrow(CHARGE_MESSAGES.noProvider);
    const row = await chargeWithNonce(
      d,
      input(f.domain.id, {
        amount: 2_500,
        paymentPartner: 'paypal',
        paymentSource: 'paypal',
        nonce: null,
        orderId,
      }),
    );
    expect(row.amountCents).toBe(2_500);
  });
});
