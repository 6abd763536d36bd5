import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { ActivityEntityType } from '../../gql/domain/graphql.ts';
import { ActivityList } from './ActivityList.tsx';

/** A closed 'Activity' section of a record's dialog; its events load when it is opened. */
export function ActivitySection({
  entityType,
  entityId,
}: {
  entityType: ActivityEntityType;
  entityId: number;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Accordion
      variant="outlined"
      disableGutters
      expanded={open}
      onChange={(_event, expanded) => setOpen(expanded)}
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="activity-content" id="activity-header">
        <Typography>Activity</Typography>
      </AccordionSummary>
      <AccordionDetails id="activity-content">
        {open && <ActivityList entityType={entityType} entityId={entityId} />}
      </AccordionDetails>
    </Accordion>
  );
}
