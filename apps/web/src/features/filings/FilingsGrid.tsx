import Box from '@mui/material/Box';
import TablePagination from '@mui/material/TablePagination';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { GRID_STICKY_SX, GridColumnsToolbar } from '../grid/GridColumnsToolbar.tsx';
import { useGridColumnPrefs } from '../grid/useGridColumnPrefs.ts';
import { TOTAL_ROW_ID, type FilingGridRow } from './filingColumns.tsx';
import { FILINGS_PAGE_SIZE } from './filingsSearch.ts';

interface FilingsGridProps {
  label: string;
  /** Names the grid's remembered column choices ('filings.drafts'). */
  gridId: string;
  /** Columns hidden by default when the grid is narrow, least important first. */
  hideOrder: readonly string[];
  rows: FilingGridRow[];
  columns: GridColDef<FilingGridRow>[];
  loading: boolean;
  totalCount: number;
  page: number;
  onPageChange: (page: number) => void;
  selection: GridRowSelectionModel;
  onSelectionChange: (selection: GridRowSelectionModel) => void;
  noRowsLabel: string;
}

/**
 * The filings table: 500 filings a page from the server (spec part 2 §9) in a virtualised grid. The
 * MIT grid's own pager stops at 100 rows, so the grid shows the server's page whole (server mode) and
 * a table pager below moves between pages of 500. Narrow windows hide the less important columns
 * (the user may show them again); the actions stay at the right edge while the middle scrolls.
 */
export function FilingsGrid(props: FilingsGridProps) {
  const { containerRef, ...columnProps } = useGridColumnPrefs(props.gridId, props.columns, props.hideOrder);
  return (
    <Box>
      <Box ref={containerRef} sx={{ height: 560 }}>
        <DataGrid
          aria-label={props.label}
          rows={props.rows}
          {...columnProps}
          showToolbar
          slots={{ toolbar: GridColumnsToolbar }}
          loading={props.loading}
          paginationMode="server"
          rowCount={props.rows.length}
          hideFooter
          checkboxSelection
          isRowSelectable={({ row }) => row.filing !== null}
          rowSelectionModel={props.selection}
          onRowSelectionModelChange={props.onSelectionChange}
          disableRowSelectionOnClick
          disableColumnMenu
          // Rows are virtualised; the columns (a few dozen at most) all render, so a row reads whole.
          columnBufferPx={10_000}
          getRowClassName={({ id }) => (id === TOTAL_ROW_ID ? 'filings-total-row' : '')}
          sx={{ ...GRID_STICKY_SX, '& .filings-total-row': { fontWeight: 700, bgcolor: 'action.hover' } }}
          localeText={{ noRowsLabel: props.noRowsLabel }}
        />
      </Box>
      <TablePagination
        component="div"
        count={props.totalCount}
        page={props.page}
        onPageChange={(_event, page) => props.onPageChange(page)}
        rowsPerPage={FILINGS_PAGE_SIZE}
        rowsPerPageOptions={[FILINGS_PAGE_SIZE]}
      />
    </Box>
  );
}
