import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useJobProgress } from './useJobProgress.ts';
import type { Job } from './job.types.ts';

interface JobProgressProps {
  jobId: string | null;
  /** Names the progress bar, e.g. 'Importing payees'. */
  label: string;
}

function describe(job: Job | null): string {
  if (!job) return 'Starting…';
  switch (job.status) {
    case 'queued':
      return 'Waiting to start…';
    case 'succeeded':
      return 'Done';
    case 'failed':
      return job.error ?? 'Failed';
    default:
      return `${job.progress}%`;
  }
}

function getPercent(job: Job): number {
  if (job.status === 'succeeded') return 100;
  return Math.min(100, Math.max(0, job.progress));
}

/** A progress bar for a server job, polled every second until it finishes. */
export function JobProgress({ jobId, label }: JobProgressProps) {
  const { job } = useJobProgress(jobId);
  const failed = job?.status === 'failed';
  const value = job && job.status !== 'queued' ? getPercent(job) : null;
  return (
    <Box data-testid="job-progress">
      <Typography variant="body2" gutterBottom>
        {label}
      </Typography>
      <LinearProgress
        aria-label={label}
        variant={value === null ? 'indeterminate' : 'determinate'}
        value={value ?? undefined}
        color={failed ? 'error' : 'primary'}
      />
      <Typography variant="caption" color={failed ? 'error' : 'text.secondary'} role="status">
        {describe(job)}
      </Typography>
    </Box>
  );
}
