import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireDomain, type SessionResolver } from '../access/access.ts';
import { billingPayments } from './billing.table.ts';
import { buildReceiptPdf, CSV_HEADER, toCsvLine } from './billing-files.ts';
import { findBillingTransactionView, readTransactionBatch } from './transactions.service.ts';

const CSV_BATCH = 1_000;

/** The account's whole ledger as CSV, newest first, read and written in batches (never all in memory). */
async function* csvLines(db: Db, domainId: number): AsyncGenerator<string> {
  yield CSV_HEADER;
  let before: number | null = null;
  for (;;) {
    const rows = await readTransactionBatch(db, domainId, before, CSV_BATCH);
    if (rows.length === 0) return;
    yield rows.map(toCsvLine).join('');
    before = rows[rows.length - 1]?.id ?? null;
    if (rows.length < CSV_BATCH) return;
  }
}

/** The Billing Transactions page's downloads, for the selected account's members (session cookie). */
export function registerBillingRoutes(app: FastifyInstance, db: Db, resolveSession: SessionResolver): void {
  app.get('/rs/api/billing/transactions.csv', async (request, reply) => {
    const { domainId } = requireDomain({ session: await resolveSession(request) });
    reply.header('content-disposition', 'attachment; filename="billing-transactions.csv"');
    reply.header('cache-control', 'no-store');
    return reply.type('text/csv; charset=utf-8').send(Readable.from(csvLines(db, domainId)));
  });

  app.get<{ Params: { file: string } }>('/rs/api/billing/receipts/:file', async (request, reply) => {
    const { domainId } = requireDomain({ session: await resolveSession(request) });
    const match = /^(\d{1,15})\.pdf$/.exec(request.params.file);
    const row = match ? await findBillingTransactionView(db, domainId, Number(match[1])) : undefined;
    if (!row || row.transactionType !== 'PurchaseCredit')
      throw new AppError('NOT_FOUND', 'There is no such receipt.');
    const [payment] = row.paymentId
      ? await db
          .select({
            brand: billingPayments.brand,
            last4: billingPayments.last4,
            providerPaymentId: billingPayments.providerPaymentId,
          })
          .from(billingPayments)
          .where(eq(billingPayments.id, row.paymentId))
      : [];
    const pdf = await buildReceiptPdf(row, payment ?? null);
    reply.header('content-disposition', `inline; filename="receipt-${row.id}.pdf"`);
    reply.header('cache-control', 'no-store');
    return reply.type('application/pdf').send(Buffer.from(pdf));
  });
}
