import type { JobQuery } from '../../gql/domain/graphql.ts';

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

/** A durable server job (the `job(id)` query on /rs/graphql); `progress` is 0-100. */
export type Job = NonNullable<JobQuery['job']>;

export function isJobFinished(status: string | undefined): boolean {
  return status === 'succeeded' || status === 'failed';
}
