import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import HistoryIcon from '@mui/icons-material/History';
import type { ActivityEntityType } from '../../gql/domain/graphql.ts';
import { ActivityList } from './ActivityList.tsx';

interface ActivityButtonProps {
  entityType: ActivityEntityType;
  entityId: number;
  /** What the record is called ('1099-NEC of Bolt Supply Inc'). */
  label: string;
}

/** A grid row's 'Activity' action: the record's recorded changes in a dialog. */
export function ActivityButton({ entityType, entityId, label }: ActivityButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title="Activity">
        <IconButton size="small" aria-label={`Activity of ${label}`} onClick={() => setOpen(true)}>
          <HistoryIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {open && (
        <Dialog open onClose={() => setOpen(false)} maxWidth="sm" fullWidth aria-labelledby="activity-title">
          <DialogTitle id="activity-title">Activity of {label}</DialogTitle>
          <DialogContent>
            <ActivityList entityType={entityType} entityId={entityId} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Close</Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
