import { domainBuilder as builder } from '../../graphql/builders.ts';
import { MailStatusEnum } from '../../graphql/enums.ts';
import { AppError } from '../../lib/app-error.ts';
import { listOutbox } from './mail.service.ts';
import type { MailRow } from './mail.table.ts';

const OutboxMessage = builder.objectRef<MailRow>('OutboxMessage').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    template: t.exposeString('template'),
    to: t.exposeString('toAddress'),
    from: t.exposeString('fromAddress'),
    subject: t.exposeString('subject'),
    textBody: t.exposeString('textBody'),
    htmlBody: t.exposeString('htmlBody'),
    links: t.exposeStringList('links'),
    status: t.expose('status', { type: MailStatusEnum }),
    error: t.exposeString('error', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (row) => row.createdAt }),
    sentAt: t.field({ type: 'DateTime', nullable: true, resolve: (row) => row.sentAt }),
  }),
});

const OutboxPage = builder.objectRef<{ messages: MailRow[]; totalCount: number }>('OutboxPage').implement({
  fields: (t) => ({
    messages: t.expose('messages', { type: [OutboxMessage] }),
    totalCount: t.exposeInt('totalCount'),
  }),
});

builder.queryField('outboxMessages', (t) =>
  t.field({
    authScopes: { superAdmin: true },
    type: OutboxPage,
    description: 'Super admins: every message the product sent or kept in the outbox, newest first.',
    args: {
      pageSize: t.arg.int({ required: false, defaultValue: 50 }),
      pageNumber: t.arg.int({ required: false, defaultValue: 0 }),
    },
    resolve: async (_root, { pageSize, pageNumber }, context) => {
      const size = pageSize ?? 50;
      const page = pageNumber ?? 0;
      if (size < 1 || size > 1000 || page < 0)
        throw new AppError('BAD_USER_INPUT', 'Page size must be 1-1000 and page number 0 or more');
      const { rows, totalCount } = await listOutbox(context.db, { limit: size, offset: size * page });
      return { messages: rows, totalCount };
    },
  }),
);
