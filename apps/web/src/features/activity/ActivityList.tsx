import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ActivityEntityType } from '../../gql/domain/graphql.ts';
import { getFailureMessage } from '../api/failure.ts';
import { activityQueryKey, describeActivityChanges, fetchActivity } from './activity.api.ts';

export const ACTIVITY_EMPTY = 'No recorded changes yet.';

function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString('en-US');
}

/** The recorded changes of one payee or filing, newest first: when, who, what changed. */
export function ActivityList({ entityType, entityId }: { entityType: ActivityEntityType; entityId: number }) {
  const activity = useQuery({
    queryKey: activityQueryKey(entityType, entityId),
    queryFn: ({ signal }) => fetchActivity(entityType, entityId, signal),
    staleTime: 0,
  });
  if (activity.isPending) return <CircularProgress size={24} aria-label="Loading the activity" />;
  if (activity.isError) return <Alert severity="error">{getFailureMessage(activity.error)}</Alert>;
  const { events, pageMetadata } = activity.data;
  if (events.length === 0) return <Typography color="text.secondary">{ACTIVITY_EMPTY}</Typography>;
  return (
    <>
      <List dense aria-label="Activity events" disablePadding>
        {events.map((event) => (
          <ListItem key={event.id} divider disableGutters alignItems="flex-start">
            <ListItemText
              primary={event.summary || event.action}
              secondary={
                <>
                  <span>
                    {formatWhen(event.at)} · {event.actor}
                  </span>
                  {describeActivityChanges(event.changes).map((line) => (
                    <span key={line} style={{ display: 'block' }}>
                      {line}
                    </span>
                  ))}
                </>
              }
            />
          </ListItem>
        ))}
      </List>
      {pageMetadata.totalCount > events.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          The newest {events.length} of {pageMetadata.totalCount} changes.
        </Typography>
      )}
    </>
  );
}
