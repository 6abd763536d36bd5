export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

/** A durable server job (the `job(id)` query on /rs/graphql). */
export interface Job {
  id: string;
  kind: string;
  status: JobStatus;
  /** 0-100. */
  progress: number;
  result: unknown;
  error: string | null;
  attempts: number;
  createdAt: string;
  updatedAt: string;
}

export function isJobFinished(status: JobStatus | undefined): boolean {
  return status === 'succeeded' || status === 'failed';
}
