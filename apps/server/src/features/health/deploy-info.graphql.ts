import { domainBuilder as builder } from '../../graphql/builders.ts';
import type { JobWorkerRow } from '../jobs/jobs.table.ts';
import { readDeployInfo, type DeployInfo } from './deploy-info.service.ts';

const JobWorkerRef = builder.objectRef<JobWorkerRow>('JobWorker').implement({
  description: 'A running job worker process and its last heartbeat.',
  fields: (t) => ({
    id: t.exposeString('id'),
    hostname: t.exposeString('hostname'),
    pid: t.exposeInt('pid'),
    startedAt: t.field({ type: 'DateTime', resolve: (row) => row.startedAt }),
    heartbeatAt: t.field({ type: 'DateTime', resolve: (row) => row.heartbeatAt }),
  }),
});

const DeployInfoRef = builder.objectRef<DeployInfo>('DeployInfo').implement({
  fields: (t) => ({
    migrationLevel: t.exposeInt('migrationLevel'),
    latestMigration: t.exposeString('latestMigration'),
    migrationsInBuild: t.exposeInt('migrationsInBuild'),
    queued: t.exposeInt('queued'),
    running: t.exposeInt('running'),
    failed: t.exposeInt('failed'),
    dueNow: t.exposeInt('dueNow'),
    workers: t.expose('workers', { type: [JobWorkerRef] }),
  }),
});

builder.queryField('deployInfo', (t) =>
  t.field({
    authScopes: { superAdmin: true },
    type: DeployInfoRef,
    description: 'Super admins: migration level, job queue depth and job workers of this deployment.',
    resolve: (_root, _args, context) => readDeployInfo(context.db),
  }),
);
