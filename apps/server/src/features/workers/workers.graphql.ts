import { domainBuilder as builder } from '../../graphql/builders.ts';
import { PageMetadataRef } from '../../graphql/common-types.ts';
import { requireSuperAdmin } from '../access/access.ts';
import { checkPage, getPageMetadata, type PageMetadata } from '../../lib/paging.ts';
import { addWorker, editWorker, listWorkers } from './workers.service.ts';
import type { WorkerRow } from './workers.table.ts';

/** The spec's workers fetch: 1000 per page (part 2 §7, §9). */
export const WORKERS_PAGE_SIZE = 1000;

const WorkerRef = builder.objectRef<WorkerRow>('Worker').implement({
  description: 'A member of the back office staff directory (the spec workers list).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    jobTitle: t.exposeString('jobTitle'),
    location: t.exposeString('location'),
    orgSize: t.exposeString('orgSize'),
    managerName: t.exposeString('managerName'),
    lastModified: t.field({ type: 'DateTime', resolve: (row) => row.updatedAt }),
    modifiedBy: t.exposeString('modifiedBy'),
  }),
});

const WorkerPage = builder
  .objectRef<{ workers: WorkerRow[]; pageMetadata: PageMetadata }>('WorkerPage')
  .implement({
    fields: (t) => ({
      workers: t.expose('workers', { type: [WorkerRef] }),
      pageMetadata: t.expose('pageMetadata', { type: PageMetadataRef }),
    }),
  });

const WorkerInputRef = builder.inputType('WorkerInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    jobTitle: t.string({ required: false }),
    location: t.string({ required: false }),
    orgSize: t.string({ required: false }),
    managerName: t.string({ required: false }),
  }),
});

function toInput(input: typeof WorkerInputRef.$inferInput) {
  return {
    name: input.name,
    jobTitle: input.jobTitle ?? '',
    location: input.location ?? '',
    orgSize: input.orgSize ?? '',
    managerName: input.managerName ?? '',
  };
}

builder.queryField('workersWithPageMetadata', (t) =>
  t.field({
    authScopes: { superAdmin: true },
    type: WorkerPage,
    description: 'Super admins: the staff directory, oldest first (the spec fetches 1000 per page).',
    args: {
      pageSize: t.arg.int({ required: false, defaultValue: WORKERS_PAGE_SIZE }),
      pageNumber: t.arg.int({ required: false, defaultValue: 0 }),
    },
    resolve: async (_root, { pageSize, pageNumber }, context) => {
      const page = checkPage(pageSize, pageNumber, WORKERS_PAGE_SIZE);
      const { rows, totalCount } = await listWorkers(context.db, page);
      return { workers: rows, pageMetadata: getPageMetadata(totalCount, page.limit, page.pageNumber) };
    },
  }),
);

builder.mutationField('addWorker', (t) =>
  t.field({
    authScopes: { superAdmin: true },
    type: WorkerRef,
    args: { input: t.arg({ type: WorkerInputRef, required: true }) },
    resolve: (_root, { input }, context) =>
      addWorker(context.db, toInput(input), requireSuperAdmin(context).email),
  }),
);

builder.mutationField('editWorker', (t) =>
  t.field({
    authScopes: { superAdmin: true },
    type: WorkerRef,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: WorkerInputRef, required: true }) },
    resolve: (_root, { id, input }, context) => {
      const session = requireSuperAdmin(context);
      const workerId = Number(id);
      return editWorker(
        context.db,
        Number.isSafeInteger(workerId) ? workerId : 0,
        toInput(input),
        session.email,
      );
    },
  }),
);
