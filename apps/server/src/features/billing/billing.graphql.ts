import { SERVICES, type InvoiceLineItem, type InvoiceServiceItem, type Invoice } from '@file1099/forms';
import { domainBuilder as builder } from '../../graphql/builders.ts';
import type { RequestContext } from '../../graphql/context.ts';
import { requireDomain, requireSuperAdmin } from '../access/access.ts';
import { PAYMENT_PARTNERS, type BrowserPaymentProvider } from '../payments/payment-provider.ts';
import { addPromoCredits, requestRefund } from './admin.service.ts';
import { BILLING_TRANSACTION_TYPES } from './billing.table.ts';
import { chargeWithNonce, createPaymentOrder } from './charge.service.ts';
import { priceInvoice } from './invoice.service.ts';
import { getAvailableCredits } from './ledger.ts';
import {
  DEFAULT_BILLING_PAGE_SIZE,
  findBillingTransactionView,
  listBillingTransactions,
  MAX_BILLING_PAGE_SIZE,
  summarizeBilling,
  type BillingSummaryRow,
  type BillingTransactionView,
} from './transactions.service.ts';

export const ServiceEnum = builder.enumType('Service', {
  values: SERVICES,
  description: 'A service that can be bought (spec part 2 §3 service codes).',
});
const BillingTransactionTypeEnum = builder.enumType('BillingTransactionType', {
  values: BILLING_TRANSACTION_TYPES,
  description: "A ledger row's kind: Payment, Referral credit, Credit adjustment, Charge, Refund.",
});
const PaymentPartnerEnum = builder.enumType('PaymentPartner', { values: PAYMENT_PARTNERS });
const PaymentSourceEnum = builder.enumType('PaymentSource', { values: ['card', 'paypal'] as const });

export const BillingTransactionRef = builder
  .objectRef<BillingTransactionView>('BillingTransaction')
  .implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      globalId: t.exposeString('globalId'),
      domainId: t.exposeInt('domainId'),
      transactionTime: t.field({ type: 'DateTime', resolve: (r) => r.transactionTime }),
      transactionType: t.field({ type: BillingTransactionTypeEnum, resolve: (r) => r.transactionType }),
      transactionAmount: t.int({
        description: 'Signed cents: credits > 0, charges and refunds < 0.',
        resolve: (r) => r.amountCents,
      }),
      runningTotal: t.int({ resolve: (r) => r.runningTotalCents }),
      description: t.exposeString('description', { nullable: true }),
      accountId: t.int({ nullable: true, resolve: (r) => r.domainId }),
      accountName: t.exposeString('accountName', { nullable: true }),
      paymentPartner: t.field({
        type: PaymentPartnerEnum,
        nullable: true,
        resolve: (r) =>
          (PAYMENT_PARTNERS as readonly string[]).includes(r.paymentPartner ?? '')
            ? (r.paymentPartner as (typeof PAYMENT_PARTNERS)[number])
            : null,
      }),
      paymentSource: t.field({
        type: PaymentSourceEnum,
        nullable: true,
        resolve: (r) => (r.paymentSource === 'card' || r.paymentSource === 'paypal' ? r.paymentSource : null),
      }),
      refundableAmount: t.exposeInt('refundableAmount', {
        nullable: true,
        description: 'PurchaseCredit rows: what remains refundable of the payment, in cents.',
      }),
    }),
  });

const BillingTransactionPageRef = builder
  .objectRef<{ items: BillingTransactionView[]; totalCount: number }>('BillingTransactionPage')
  .implement({
    fields: (t) => ({
      items: t.expose('items', { type: [BillingTransactionRef] }),
      totalCount: t.exposeInt('totalCount'),
    }),
  });

const InvoiceLineItemRef = builder.objectRef<InvoiceLineItem>('InvoiceLineItem').implement({
  fields: (t) => ({
    service: t.field({ type: ServiceEnum, resolve: (i) => i.service }),
    description: t.exposeString('description'),
    quantity: t.exposeInt('quantity'),
    itemPrice: t.exposeInt('itemPrice'),
    lineAmount: t.exposeInt('lineAmount'),
  }),
});
const InvoiceServiceItemRef = builder.objectRef<InvoiceServiceItem>('InvoiceServiceItem').implement({
  fields: (t) => ({
    service: t.field({ type: ServiceEnum, resolve: (i) => i.service }),
    description: t.exposeString('description'),
    quantity: t.exposeInt('quantity'),
    alreadyPaid: t.exposeInt('alreadyPaid'),
    preQty: t.exposeInt('preQty'),
    totalAmount: t.exposeInt('totalAmount'),
    lineItems: t.expose('lineItems', { type: [InvoiceLineItemRef] }),
  }),
});
export const InvoiceRef = builder.objectRef<Invoice>('Invoice').implement({
  fields: (t) => ({
    totalAmount: t.exposeInt('totalAmount'),
    serviceItems: t.expose('serviceItems', { type: [InvoiceServiceItemRef] }),
  }),
});

const ChargeItemInputRef = builder.inputType('ChargeItemInput', {
  fields: (t) => ({
    service: t.field({ type: ServiceEnum, required: true }),
    quantity: t.int({ required: true }),
    alreadyPaid: t.int({ required: true }),
  }),
});
const ChargeItemsInputRef = builder.inputType('ChargeItemsInput', {
  fields: (t) => ({ chargeItems: t.field({ type: [ChargeItemInputRef], required: true }) }),
});

const PaymentProviderConfigRef = builder
  .objectRef<BrowserPaymentProvider>('PaymentProviderConfig')
  .implement({
    description: 'What the browser needs to show a provider’s payment form; nothing secret.',
    fields: (t) => ({
      partner: t.field({ type: PaymentPartnerEnum, resolve: (p) => p.partner }),
      applicationId: t.string({
        nullable: true,
        resolve: (p) => (p.partner === 'square' ? p.applicationId : null),
      }),
      locationId: t.string({
        nullable: true,
        resolve: (p) => (p.partner === 'square' ? p.locationId : null),
      }),
      scriptSrc: t.string({ nullable: true, resolve: (p) => (p.partner === 'square' ? p.scriptSrc : null) }),
      clientId: t.string({ nullable: true, resolve: (p) => (p.partner === 'paypal' ? p.clientId : null) }),
      sdkBaseUrl: t.string({
        nullable: true,
        resolve: (p) => (p.partner === 'paypal' ? p.sdkBaseUrl : null),
      }),
    }),
  });

const BillingSummaryItemRef = builder.objectRef<BillingSummaryRow>('BillingSummaryItem').implement({
  fields: (t) => ({
    transactionType: t.field({ type: BillingTransactionTypeEnum, resolve: (r) => r.transactionType }),
    count: t.exposeInt('count'),
    totalAmount: t.exposeInt('totalAmount'),
  }),
});

const scope = (context: RequestContext) => requireDomain(context).domainId;
const sandbox = (context: RequestContext) => context.config.getBoolean('sandbox');

/** A ledger row just written, in the shape of the list (name, partner, refundable). */
async function view(context: RequestContext, domainId: number, id: number): Promise<BillingTransactionView> {
  const row = await findBillingTransactionView(context.db, domainId, id);
  if (!row) throw new Error(`ledger row ${id} vanished`);
  return row;
}

builder.queryField('availableCredits', (t) =>
  t.int({
    authScopes: { accountMember: true },
    description: "The selected account's prepaid funds, in cents.",
    resolve: (_r, _a, c) => getAvailableCredits(c.db, scope(c)),
  }),
);

builder.queryField('billingTransactions', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: BillingTransactionPageRef,
    description: `The ledger, newest first; pageSize at most ${MAX_BILLING_PAGE_SIZE}.`,
    extensions: { listRows: MAX_BILLING_PAGE_SIZE },
    args: {
      pageSize: t.arg.int({ required: false, defaultValue: DEFAULT_BILLING_PAGE_SIZE }),
      pageNumber: t.arg.int({ required: false, defaultValue: 0 }),
    },
    resolve: (_r, a, c) => listBillingTransactions(c.db, scope(c), a),
  }),
);

builder.queryField('billingSummary', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: [BillingSummaryItemRef],
    description:
      'Per transaction type the rows and their sum, days from..to (YYYY-MM-DD, Pacific) inclusive.',
    args: { from: t.arg.string({ required: true }), to: t.arg.string({ required: true }) },
    resolve: (_r, { from, to }, c) => summarizeBilling(c.db, scope(c), from, to),
  }),
);

builder.queryField('invoice', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: InvoiceRef,
    args: { chargeItemsInput: t.arg({ type: ChargeItemsInputRef, required: true }) },
    resolve: (_r, { chargeItemsInput }, c) => priceInvoice(c.db, scope(c), chargeItemsInput.chargeItems),
  }),
);

builder.queryField('paymentProviders', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: [PaymentProviderConfigRef],
    resolve: (_r, _a, c) => c.services.payments.browserConfig(),
  }),
);

builder.mutationField('chargeWithNonce', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: BillingTransactionRef,
    description:
      'Add Funds: charges the card or captures the PayPal order; credited once per idempotencyKey.',
    args: {
      amount: t.arg.int({ required: true }),
      chargeDesc: t.arg.string({ required: true }),
      paymentPartner: t.arg({ type: PaymentPartnerEnum, required: true }),
      paymentSource: t.arg({ type: PaymentSourceEnum, required: true }),
      nonce: t.arg.string({ required: false }),
      buyerId: t.arg.string({ required: false }),
      idempotencyKey: t.arg.string({ required: true }),
      orderId: t.arg.string({ required: false }),
    },
    resolve: async (_r, a, c) => {
      const { session, domainId } = requireDomain(c);
      await c.rateLimits.consume('payment', c.request, String(domainId));
      const row = await chargeWithNonce(
        { db: c.db, payments: c.services.payments, encryptor: c.services.encryptor, sandbox: sandbox(c) },
        {
          domainId,
          userId: session.userId,
          amount: a.amount,
          chargeDesc: a.chargeDesc,
          paymentPartner: a.paymentPartner,
          paymentSource: a.paymentSource,
          nonce: a.nonce ?? null,
          buyerId: a.buyerId ?? null,
          idempotencyKey: a.idempotencyKey,
          orderId: a.orderId ?? null,
        },
      );
      return view(c, domainId, row.id);
    },
  }),
);

builder.mutationField('createPaymentOrder', (t) =>
  t.string({
    authScopes: { accountMember: true },
    description: 'PayPal: creates the order the buyer approves; returns its id.',
    args: {
      amount: t.arg.int({ required: true }),
      chargeDesc: t.arg.string({ required: true }),
      requestId: t.arg.string({ required: true }),
    },
    resolve: async (_r, a, c) => {
      const domainId = scope(c);
      await c.rateLimits.consume('payment', c.request, String(domainId));
      return createPaymentOrder(
        { db: c.db, payments: c.services.payments, encryptor: c.services.encryptor, sandbox: sandbox(c) },
        { domainId, ...a },
      );
    },
  }),
);

builder.mutationField('addPromoCredits', (t) =>
  t.field({
    authScopes: { superAdmin: true },
    type: BillingTransactionRef,
    description: "Add Promo Funds (super admin): a 'Credit adjustment' on the account; $10.00 when 0.",
    args: {
      credits: t.arg.int({ required: true }),
      description: t.arg.string({ required: true }),
      domainId: t.arg.int({ required: true }),
    },
    resolve: async (_r, a, c) => {
      const admin = requireSuperAdmin(c);
      const row = await addPromoCredits(c.db, { sandbox: sandbox(c), userId: admin.userId, ...a });
      return view(c, row.domainId, row.id);
    },
  }),
);

builder.mutationField('requestRefund', (t) =>
  t.field({
    authScopes: { superAdmin: true },
    type: BillingTransactionRef,
    description: 'Issue Refund (super admin) of a payment row (id); answers the Refund ledger row.',
    args: {
      id: t.arg.int({ required: true }),
      requestedAmount: t.arg.int({ required: true }),
      processingFee: t.arg.int({ required: true }),
      refundAmount: t.arg.int({ required: true }),
      reason: t.arg.string({ required: true }),
      idempotentKey: t.arg.string({ required: true }),
    },
    resolve: async (_r, a, c) => {
      const admin = requireSuperAdmin(c);
      const row = await requestRefund(c.db, c.services.payments, {
        sandbox: sandbox(c),
        userId: admin.userId,
        transactionId: a.id,
        requestedAmount: a.requestedAmount,
        processingFee: a.processingFee,
        refundAmount: a.refundAmount,
        reason: a.reason,
        idempotentKey: a.idempotentKey,
      });
      return view(c, row.domainId, row.id);
    },
  }),
);
