import { domainBuilder as builder } from '../../graphql/builders.ts';
import { DomainTypeEnum } from '../../graphql/enums.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireDomain } from '../access/access.ts';
import { listClients, updateAccount } from './accounts.service.ts';
import type { DomainRow } from './accounts.table.ts';

export const DomainRef = builder.objectRef<DomainRow>('Domain').implement({
  description: "An account: a business, an individual, an accounting firm, or a firm's client.",
  fields: (t) => ({
    id: t.exposeInt('id'),
    globalId: t.exposeString('globalId'),
    name: t.exposeString('name'),
    domainType: t.expose('domainType', { type: DomainTypeEnum }),
    parentDomainId: t.exposeInt('parentDomainId', { nullable: true }),
    isTestAccount: t.exposeBoolean('isTestAccount'),
    requireMfa: t.exposeBoolean('requireMfa'),
    createdAt: t.field({ type: 'DateTime', resolve: (d) => d.createdAt }),
  }),
});

const ClientPage = builder.objectRef<{ clients: DomainRow[]; totalCount: number }>('ClientPage').implement({
  fields: (t) => ({
    clients: t.expose('clients', { type: [DomainRef] }),
    totalCount: t.exposeInt('totalCount'),
  }),
});

builder.queryField('clients', (t) =>
  t.field({
    authScopes: { accountingFirm: true },
    type: ClientPage,
    description: "The selected accounting firm's clients (the firm's members reach them through the firm).",
    args: {
      pageSize: t.arg.int({ required: false, defaultValue: 50 }),
      pageNumber: t.arg.int({ required: false, defaultValue: 0 }),
      search: t.arg.string({ required: false }),
    },
    resolve: async (_root, { pageSize, pageNumber, search }, context) => {
      const { domainId } = requireDomain(context);
      const size = pageSize ?? 50;
      const page = pageNumber ?? 0;
      if (size < 1 || size > 1000 || page < 0)
        throw new AppError('BAD_USER_INPUT', 'Page size must be 1-1000 and page number 0 or more');
      return listClients(context.db, domainId, {
        limit: size,
        offset: size * page,
        search: search?.trim() || undefined,
      });
    },
  }),
);

builder.mutationField('updateAccountPreferences', (t) =>
  t.field({
    authScopes: { accountAdmin: true },
    type: DomainRef,
    args: { name: t.arg.string({ required: false }), requireMfa: t.arg.boolean({ required: false }) },
    resolve: async (_root, { name, requireMfa }, context) => {
      const { domainId } = requireDomain(context);
      return updateAccount(context.db, domainId, {
        name: name ?? undefined,
        requireMfa: requireMfa ?? undefined,
      });
    },
  }),
);
