import { domainBuilder as builder } from '../../graphql/builders.ts';
import { PageMetadataRef } from '../../graphql/common-types.ts';
import { checkPage, getPageMetadata, type PageMetadata } from '../../lib/paging.ts';
import { requireDomain } from '../access/access.ts';
import { listAudit } from './audit.service.ts';
import { AUDIT_ENTITY_TYPES, type AuditEventRow } from './audit.table.ts';

const AuditEntityTypeEnum = builder.enumType('AuditEntityType', { values: AUDIT_ENTITY_TYPES });
const ACCOUNT_ENTITY_TYPES = ['payee', 'filing'] as const;
const ActivityEntityTypeEnum = builder.enumType('ActivityEntityType', { values: ACCOUNT_ENTITY_TYPES });

const AuditEventRef = builder.objectRef<AuditEventRow>('AuditEvent').implement({
  description: 'One recorded change: who, when, what (TINs masked, secrets never shown).',
  fields: (t) => ({
    id: t.exposeID('id'),
    at: t.field({ type: 'DateTime', resolve: (row) => row.at }),
    actor: t.exposeString('actor'),
    entityType: t.expose('entityType', { type: AuditEntityTypeEnum }),
    entityId: t.exposeString('entityId'),
    action: t.exposeString('action'),
    summary: t.exposeString('summary'),
    changes: t.field({ type: 'JSON', resolve: (row) => row.changes }),
  }),
});

const AuditPage = builder
  .objectRef<{ events: AuditEventRow[]; pageMetadata: PageMetadata }>('AuditPage')
  .implement({
    fields: (t) => ({
      events: t.expose('events', { type: [AuditEventRef] }),
      pageMetadata: t.expose('pageMetadata', { type: PageMetadataRef }),
    }),
  });

const DEFAULT_PAGE = 50;

builder.queryField('auditEvents', (t) =>
  t.field({
    authScopes: { superAdmin: true },
    type: AuditPage,
    description: 'Super admins: search the audit trail of every account and the back office, newest first.',
    args: {
      entityType: t.arg({ type: AuditEntityTypeEnum, required: false }),
      entityId: t.arg.string({ required: false }),
      accountId: t.arg.int({ required: false }),
      text: t.arg.string({ required: false }),
      from: t.arg({ type: 'DateTime', required: false }),
      to: t.arg({ type: 'DateTime', required: false }),
      pageSize: t.arg.int({ required: false, defaultValue: DEFAULT_PAGE }),
      pageNumber: t.arg.int({ required: false, defaultValue: 0 }),
    },
    resolve: async (_root, args, context) => {
      const page = checkPage(args.pageSize, args.pageNumber, DEFAULT_PAGE);
      const { rows, totalCount } = await listAudit(
        context.db,
        {
          entityType: args.entityType ?? undefined,
          entityId: args.entityId?.trim() || undefined,
          domainId: args.accountId ?? undefined,
          text: args.text?.trim().slice(0, 200) || undefined,
          from: args.from ?? undefined,
          to: args.to ?? undefined,
        },
        page,
      );
      return { events: rows, pageMetadata: getPageMetadata(totalCount, page.limit, page.pageNumber) };
    },
  }),
);

builder.queryField('activity', (t) =>
  t.field({
    authScopes: { accountMember: true },
    type: AuditPage,
    description:
      "The Activity of one payee or filing of the selected account, newest first. Another account's id answers an empty page.",
    args: {
      entityType: t.arg({ type: ActivityEntityTypeEnum, required: true }),
      entityId: t.arg.id({ required: true }),
      pageSize: t.arg.int({ required: false, defaultValue: DEFAULT_PAGE }),
      pageNumber: t.arg.int({ required: false, defaultValue: 0 }),
    },
    resolve: async (_root, args, context) => {
      const { domainId } = requireDomain(context);
      const page = checkPage(args.pageSize, args.pageNumber, DEFAULT_PAGE);
      const { rows, totalCount } = await listAudit(
        context.db,
        { domainId, entityType: args.entityType, entityId: String(args.entityId) },
        page,
      );
      return { events: rows, pageMetadata: getPageMetadata(totalCount, page.limit, page.pageNumber) };
    },
  }),
);
