import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { ColumnsPanelTrigger, Toolbar } from '@mui/x-data-grid';

/** The grid's toolbar: one button that opens the panel where the user shows and hides columns. */
export function GridColumnsToolbar() {
  return (
    <Toolbar>
      <ColumnsPanelTrigger size="small" startIcon={<ViewColumnIcon fontSize="small" />}>
        Columns
      </ColumnsPanelTrigger>
    </Toolbar>
  );
}

/**
 * Styles of a grid whose last column (the actions) stays at the right edge while the columns in the
 * middle scroll: the MIT grid has no column pinning, so the cells of that column stick by CSS.
 */
export const GRID_STICKY_SX = {
  '& .grid-sticky-end': {
    position: 'sticky',
    right: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
    borderLeft: 1,
    borderLeftColor: 'divider',
  },
} as const;
