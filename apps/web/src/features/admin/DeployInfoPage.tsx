import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { getFailureMessage } from '../api/failure.ts';
import { PageHeading } from '../form-kit/PageHeading.tsx';
import { formatTimestamp } from './OutboxMessageDialog.tsx';
import { fetchDeployInfo, fetchServiceStatus } from './backOffice.api.ts';

const SERVICES = [
  { name: 'domain', prefix: '/rs' },
  { name: 'auth', prefix: '/access' },
] as const;

function Facts({ label, rows }: { label: string; rows: [string, string][] }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 280 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {label}
      </Typography>
      <Table size="small" aria-label={label}>
        <TableBody>
          {rows.map(([name, value]) => (
            <TableRow key={name}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                {name}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

function ServiceCard({ name, prefix }: { name: string; prefix: '/rs' | '/access' }) {
  const status = useQuery({
    queryKey: ['serviceStatus', prefix],
    queryFn: ({ signal }) => fetchServiceStatus(prefix, signal),
  });
  if (status.isError) return <Alert severity="error">{getFailureMessage(status.error)}</Alert>;
  const info = status.data?.info;
  const health = status.data?.health;
  return (
    <Facts
      label={`${name} service`}
      rows={[
        ['Git commit', info?.gitCommit ?? '…'],
        ['Build version', info?.version ?? '…'],
        ['Build time', info ? formatTimestamp(info.buildTime) : '…'],
        ['Health', health?.status ?? '…'],
        ['Database', health ? `${health.database.kind} (${health.database.status})` : '…'],
      ]}
    />
  );
}

/** /deployinfo (super admins): what is running — builds of both services, database, jobs. */
export function DeployInfoPage() {
  const deploy = useQuery({ queryKey: ['deployInfo'], queryFn: ({ signal }) => fetchDeployInfo(signal) });
  const info = deploy.data;
  return (
    <>
      <PageHeading title="Deploy Info">
        The running build of the domain and auth services, the database and the job queue.
      </PageHeading>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        {SERVICES.map((service) => (
          <ServiceCard key={service.name} {...service} />
        ))}
      </Box>
      {deploy.isError && <Alert severity="error">{getFailureMessage(deploy.error)}</Alert>}
      {info && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <Facts
            label="Database migrations"
            rows={[
              ['Migration level', `${info.migrationLevel} of ${info.migrationsInBuild}`],
              ['Latest migration', info.latestMigration || '—'],
            ]}
          />
          <Facts
            label="Job queue"
            rows={[
              ['Queue depth', String(info.queued)],
              ['Due now', String(info.dueNow)],
              ['Running', String(info.running)],
              ['Failed', String(info.failed)],
              ['Job workers', String(info.workers.length)],
            ]}
          />
        </Box>
      )}
      {info && info.workers.length > 0 && (
        <Facts
          label="Job workers"
          rows={info.workers.map((worker) => [
            `${worker.hostname} (pid ${worker.pid})`,
            `started ${formatTimestamp(worker.startedAt)}, last heartbeat ${formatTimestamp(worker.heartbeatAt)}`,
          ])}
        />
      )}
      <Button sx={{ mt: 2 }} onClick={() => void deploy.refetch()}>
        Refresh
      </Button>
    </>
  );
}
