import { pickAddress } from '../../lib/address.ts';
import { maskTinLast4 } from '@file1099/forms';
import { AddressInput, AddressRef, ValidationResultRef } from '../../graphql/common-types.ts';
import { domainBuilder as builder } from '../../graphql/builders.ts';
import { DomainTypeEnum, PayerTypeEnum, TinTypeEnum } from '../../graphql/enums.ts';
import type { TinType } from '@file1099/forms';
import { requireDomain, requireSession } from '../access/access.ts';
import { checkPayer, getOrCreatePayer, updatePayer } from './payers.service.ts';
import type { PayerRow } from './payers.table.ts';

const CustomAttributeRef = builder.objectRef<{ key: string; value: string }>('CustomAttribute').implement({
  fields: (t) => ({ key: t.exposeString('key'), value: t.exposeString('value') }),
});

const CustomAttributeInput = builder.inputType('CustomAttributeInput', {
  fields: (t) => ({ key: t.string({ required: true }), value: t.string({ required: true }) }),
});

const PayerRef = builder.objectRef<PayerRow>('Payer').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    domainId: t.exposeInt('domainId'),
    domainType: t.field({
      type: DomainTypeEnum,
      nullable: true,
      resolve: async (payer, _args, context) =>
        (await context.loaders.domainById.load(payer.domainId))?.domainType ?? null,
    }),
    payerType: t.expose('payerType', { type: PayerTypeEnum }),
    businessName: t.exposeString('businessName'),
    dba: t.exposeString('dba'),
    firstName: t.exposeString('firstName'),
    middleName: t.exposeString('middleName'),
    lastName: t.exposeString('lastName'),
    address: t.field({
      type: AddressRef,
      resolve: (p) => pickAddress(p),
    }),
    emailAddress: t.exposeString('emailAddress'),
    phoneNumber: t.exposeString('phoneNumber'),
    phoneExt: t.exposeString('phoneExt'),
    tinType: t.field({ type: TinTypeEnum, resolve: (p) => p.tinType as TinType }),
    tin: t.string({
      description: 'Masked to the last four digits.',
      resolve: (p) => maskTinLast4(p.tinLast4, p.tinType),
    }),
    customAttributes: t.field({ type: [CustomAttributeRef], resolve: (p) => p.customAttributes }),
  }),
});

builder.queryField('payer', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: PayerRef,
    resolve: (_root, _args, context) => getOrCreatePayer(context.db, requireDomain(context).domainId),
  }),
);

builder.mutationField('updatePayer', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: PayerRef,
    args: {
      id: t.arg.int({ required: false }),
      payerType: t.arg({ type: PayerTypeEnum, required: true }),
      businessName: t.arg.string({ required: false }),
      dba: t.arg.string({ required: false }),
      firstName: t.arg.string({ required: false }),
      middleName: t.arg.string({ required: false }),
      lastName: t.arg.string({ required: false }),
      tinType: t.arg({ type: TinTypeEnum, required: true }),
      tin: t.arg.string({ required: false }),
      emailAddress: t.arg.string({ required: false }),
      phoneNumber: t.arg.string({ required: false }),
      phoneExt: t.arg.string({ required: false }),
      address: t.arg({ type: AddressInput, required: false }),
      customAttributes: t.arg({ type: [CustomAttributeInput], required: false }),
    },
    resolve: async (_root, args, context) => {
      const { domainId } = requireDomain(context);
      return updatePayer(
        context.db,
        context.services.tinVault,
        domainId,
        args,
        requireSession(context).email,
      );
    },
  }),
);

builder.mutationField('validatePayer', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: ValidationResultRef,
    args: { payerId: t.arg.int({ required: true }), filingYear: t.arg.int({ required: true }) },
    resolve: (_root, { payerId, filingYear }, context) =>
      checkPayer(context.db, context.services.tinVault, requireDomain(context).domainId, payerId, filingYear),
  }),
);
