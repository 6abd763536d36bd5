import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { PayeeComparisonRow } from './imports.api.ts';

export const NOT_IN_FILE = 'Not in the file: kept';

/**
 * The existing payee beside the file's row before 'Overwrite' (TINs masked): Overwrite takes what the
 * file has, and a field the file leaves empty keeps the stored value.
 */
export function PayeeComparison({ rows }: { rows: readonly PayeeComparisonRow[] }) {
  if (rows.length === 0) return null;
  return (
    <Table size="small" aria-label="Existing payee and the file" sx={{ my: 1 }}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            Field
          </TableCell>
          <TableCell component="th" scope="col">
            Existing payee
          </TableCell>
          <TableCell component="th" scope="col">
            In the file
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const changed = row.file !== null && row.file !== row.existing;
          return (
            <TableRow key={row.label}>
              <TableCell component="th" scope="row">
                {row.label}
              </TableCell>
              <TableCell>{row.existing || '—'}</TableCell>
              <TableCell sx={changed ? { fontWeight: 'bold' } : undefined}>
                {row.file === null ? (
                  <Typography variant="body2" color="text.secondary" component="span">
                    {NOT_IN_FILE}
                  </Typography>
                ) : (
                  row.file || '—'
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
