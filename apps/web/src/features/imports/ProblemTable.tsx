import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ImportProblem } from './imports.api.ts';

/** The import wizard's list of rows left out of an import, with the reason for each. */
export function ProblemTable({ label, rows }: { label: string; rows: ImportProblem[] }) {
  if (rows.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {label} ({rows.length})
      </Typography>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Sheet</TableCell>
            <TableCell>Row</TableCell>
            <TableCell>Column</TableCell>
            <TableCell>Reason</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={`${row.sheet}-${row.row}-${index}`}>
              <TableCell>{row.sheet}</TableCell>
              <TableCell>{row.row}</TableCell>
              <TableCell>{row.column ?? ''}</TableCell>
              <TableCell>{row.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
