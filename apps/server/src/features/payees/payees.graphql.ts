import { maskTinLast4, type SameType } from '@file1099/forms';
import { pickAddress } from '../../lib/address.ts';
import { AddressInput, AddressRef, PageMetadataRef } from '../../graphql/common-types.ts';
import { domainBuilder as builder } from '../../graphql/builders.ts';
import { EntityTypeEnum, TinTypeEnum } from '../../graphql/enums.ts';
import type { TinType } from '@file1099/forms';
import type { RequestContext } from '../../graphql/context.ts';
import { requireDomain, requireSession } from '../access/access.ts';
import type { PageMetadata } from '../../lib/paging.ts';
import {
  countPayees,
  DEFAULT_PAYEES_PAGE_SIZE,
  deletePayees,
  findPayee,
  findPayeeByPartnerId,
  findPayeeByTin,
  ignoreTinValidation,
  listPayees,
  savePayeeAndRecheck,
  savePayeeLight,
  type PayeeSaveInput,
} from './payees.service.ts';
import type { PayeeRow } from './payees.table.ts';

export const PayeeRef = builder.objectRef<PayeeRow>('Payee').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    payer: t.field({
      type: builder
        .objectRef<{ id: number; domainId: number }>('PayeePayer')
        .implement({ fields: (f) => ({ id: f.exposeInt('id'), domainId: f.exposeInt('domainId') }) }),
      resolve: async (payee, _args, context) => {
        const payer = await context.loaders.payerByDomainId.load(payee.domainId);
        return { id: payer.id, domainId: payer.domainId };
      },
    }),
    entityType: t.expose('entityType', { type: EntityTypeEnum }),
    businessName: t.exposeString('businessName'),
    firstName: t.exposeString('firstName'),
    middleName: t.exposeString('middleName'),
    lastName: t.exposeString('lastName'),
    dba: t.exposeString('dba'),
    displayName: t.exposeString('displayName'),
    tinType: t.field({ type: TinTypeEnum, resolve: (p) => p.tinType as TinType }),
    tin: t.string({
      description: 'Masked to the last four digits.',
      resolve: (p) => maskTinLast4(p.tinLast4, p.tinType),
    }),
    tinMatchStatus: t.exposeString('tinMatchStatus', { nullable: true }),
    tinMatchResult: t.exposeString('tinMatchResult', { nullable: true }),
    emailAddress: t.exposeString('emailAddress'),
    phoneNumber: t.exposeString('phoneNumber'),
    phoneExt: t.exposeString('phoneExt'),
    address: t.field({
      type: AddressRef,
      resolve: (p) => pickAddress(p),
    }),
    is1099Vendor: t.exposeBoolean('is1099Vendor'),
    vendorId: t.exposeString('partnerId', { nullable: true }),
    partner: t.exposeString('partner', { nullable: true }),
    importStatus: t.exposeString('importStatus', { nullable: true }),
  }),
});

const PayeePage = builder
  .objectRef<{ payees: PayeeRow[]; pageMetadata: PageMetadata }>('PayeePage')
  .implement({
    fields: (t) => ({
      payees: t.expose('payees', { type: [PayeeRef] }),
      pageMetadata: t.expose('pageMetadata', { type: PageMetadataRef }),
    }),
  });

const PayeeInputRef = builder.inputType('PayeeInput', {
  fields: (t) => ({
    id: t.int({ required: false }),
    entityType: t.field({ type: EntityTypeEnum, required: true }),
    businessName: t.string({ required: false }),
    firstName: t.string({ required: false }),
    middleName: t.string({ required: false }),
    lastName: t.string({ required: false }),
    dba: t.string({ required: false }),
    tinType: t.field({ type: TinTypeEnum, required: true }),
    tin: t.string({ required: false }),
    emailAddress: t.string({ required: false }),
    phoneNumber: t.string({ required: false }),
    phoneExt: t.string({ required: false }),
    address: t.field({ type: AddressInput, required: false }),
    is1099Vendor: t.boolean({ required: false }),
    partner: t.string({ required: false }),
    partnerId: t.string({ required: false, description: 'The partner vendor id (vendorId on the way out).' }),
  }),
});

/** `PayeeInput` carries exactly a payee save's fields: the payee model's, id, vendor flag, partner link. */
const payeeInputMatches: SameType<
  Required<typeof PayeeInputRef.$inferInput>,
  Required<PayeeSaveInput>
> = true;
void payeeInputMatches;

const scope = (context: RequestContext) => requireDomain(context).domainId;

builder.queryField('payee', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: PayeeRef,
    nullable: true,
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_r, { id }, c) => (await findPayee(c.db, scope(c), id)) ?? null,
  }),
);

builder.queryField('payees', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: [PayeeRef],
    args: {
      pageSize: t.arg.int({ required: false, defaultValue: DEFAULT_PAYEES_PAGE_SIZE }),
      pageNumber: t.arg.int({ required: false }),
      search: t.arg.string({ required: false }),
    },
    resolve: async (_r, args, c) => (await listPayees(c.db, scope(c), args)).payees,
  }),
);

builder.queryField('payeesWithPageMetadata', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: PayeePage,
    args: {
      pageSize: t.arg.int({ required: false, defaultValue: DEFAULT_PAYEES_PAGE_SIZE }),
      pageNumber: t.arg.int({ required: false }),
      search: t.arg.string({ required: false }),
      tinMatchStatus: t.arg.string({
        required: false,
        description: "The TIN filter: InProgress, Valid, InvalidTINType, InValid, or 'NotVerified'.",
      }),
    },
    resolve: (_r, args, c) => listPayees(c.db, scope(c), args),
  }),
);

builder.queryField('payeeCount', (t) =>
  t.int({ authScopes: { accountMember: true }, resolve: (_r, _a, c) => countPayees(c.db, scope(c)) }),
);

builder.queryField('payeeByTin', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: PayeeRef,
    nullable: true,
    description:
      "The account's payee with this TIN (shown masked), as the import's existing-payee question and the payee dialog's warning ask; placeholder TINs match nobody; excludeId leaves out the payee being edited.",
    args: { tin: t.arg.string({ required: true }), excludeId: t.arg.int({ required: false }) },
    resolve: async (_r, { tin, excludeId }, c) =>
      (await findPayeeByTin(c.db, c.services.tinVault, scope(c), tin, excludeId)) ?? null,
  }),
);

builder.queryField('payeeByPartnerId', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: PayeeRef,
    nullable: true,
    args: { partner: t.arg.string({ required: true }), partnerId: t.arg.string({ required: true }) },
    resolve: async (_r, { partner, partnerId }, c) =>
      (await findPayeeByPartnerId(c.db, scope(c), partner, partnerId)) ?? null,
  }),
);

builder.mutationField('addEditPayee', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: PayeeRef,
    args: { payee: t.arg({ type: PayeeInputRef, required: true }) },
    resolve: (_r, { payee }, c) =>
      savePayeeAndRecheck(c.db, c.services.tinVault, scope(c), payee, requireSession(c).email),
  }),
);

builder.mutationField('addEditPayeeLight', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: PayeeRef,
    args: {
      id: t.arg.int({ required: false }),
      displayName: t.arg.string({ required: true }),
      emailAddress: t.arg.string({ required: false }),
    },
    resolve: (_r, args, c) =>
      c.db.transaction((tx) => savePayeeLight(tx, scope(c), args, requireSession(c).email)),
  }),
);

builder.mutationField('deletePayee', (t) =>
  t.boolean({
    authScopes: { accountMember: true },
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_r, { id }, c) =>
      (await deletePayees(c.db, scope(c), [id], requireSession(c).email)) === 1,
  }),
);

builder.mutationField('deletePayees', (t) =>
  t.boolean({
    authScopes: { accountMember: true },
    args: { ids: t.arg.intList({ required: true }) },
    resolve: async (_r, { ids }, c) => (await deletePayees(c.db, scope(c), ids, requireSession(c).email)) > 0,
  }),
);

builder.mutationField('ignoreTINValidation', (t) =>
  t.boolean({
    authScopes: { accountMember: true },
    args: { payeeId: t.arg.int({ required: true }) },
    resolve: (_r, { payeeId }, c) =>
      c.db.transaction((tx) => ignoreTinValidation(tx, scope(c), payeeId, requireSession(c).email)),
  }),
);
