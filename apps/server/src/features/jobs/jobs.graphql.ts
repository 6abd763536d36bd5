import { domainBuilder as builder } from '../../graphql/builders.ts';
import { JobStatusEnum } from '../../graphql/enums.ts';
import { canAccessDomain } from '../access/access.ts';
import { findJob, isJobResuming } from './jobs.queue.ts';
import type { JobRow } from './jobs.table.ts';

const Job = builder.objectRef<JobRow>('Job').implement({
  description: 'Durable background work (an import, a file, PDFs, e-mail) and how far it has got.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind'),
    status: t.expose('status', { type: JobStatusEnum }),
    progress: t.exposeInt('progress'),
    attempts: t.exposeInt('attempts'),
    resuming: t.boolean({
      description:
        'True while the job continues after the server running it stopped: from the moment another worker takes it back until it reports progress again.',
      resolve: (job) => isJobResuming(job),
    }),
    result: t.field({ type: 'JSON', nullable: true, resolve: (job) => job.result }),
    error: t.exposeString('error', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (job) => job.createdAt }),
    updatedAt: t.field({ type: 'DateTime', resolve: (job) => job.updatedAt }),
  }),
});

builder.queryField('job', (t) =>
  t.field({
    authScopes: { signedIn: true },
    type: Job,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      const jobId = Number(id);
      if (!Number.isSafeInteger(jobId)) return null;
      const job = await findJob(context.db, jobId);
      // Another account's job answers exactly like a missing one.
      if (!job || !canAccessDomain(context, job.domainId)) return null;
      return job;
    },
  }),
);
