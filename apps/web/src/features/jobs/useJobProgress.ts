import { useQuery } from '@tanstack/react-query';
import { domainGraphql } from '../../gql/domain/index.ts';
import { graphqlRequest } from '../api/apiClient.ts';
import { isJobFinished, type Job } from './job.types.ts';

export const JOB_QUERY = domainGraphql(`
  query Job($id: ID!) {
    job(id: $id) {
      id
      kind
      status
      progress
      result
      error
      attempts
      createdAt
      updatedAt
    }
  }
`);

export const JOB_POLL_MS = 1_000;

export interface JobProgressState {
  job: Job | null;
  isFinished: boolean;
  /** The request failed (not the job; a failed job has `job.status === 'failed'`). */
  error: Error | null;
}

/** Polls a job every second until it succeeds or fails; pass null while there is no job yet. */
export function useJobProgress(jobId: string | null): JobProgressState {
  const query = useQuery({
    queryKey: ['job', jobId],
    queryFn: async ({ signal }) => {
      if (jobId === null) return null;
      const data = await graphqlRequest('/rs/graphql', JOB_QUERY, { id: jobId }, { signal });
      return data.job;
    },
    enabled: jobId !== null,
    staleTime: 0,
    refetchInterval: (current) => (isJobFinished(current.state.data?.status) ? false : JOB_POLL_MS),
  });
  const job = query.data ?? null;
  return { job, isFinished: isJobFinished(job?.status), error: query.error };
}
