import Typography from '@mui/material/Typography';
import type { TnnTransmission } from './transmissions.api.ts';

type A2a = TnnTransmission['a2a'];

/** What the A2A column says: the stage (ATS marked), or 'By hand' for a file the operator uploads. */
export function getA2aLabel(a2a: A2a): string {
  if (!a2a) return 'By hand';
  return a2a.environment === 'ats' ? `${a2a.stage} (ATS)` : a2a.stage;
}

/** The A2A column's cell: the stage, and why sending or polling stopped when it failed. */
export function A2aCell({ a2a }: { a2a: A2a }) {
  const label = getA2aLabel(a2a);
  if (!a2a?.failure) return <Typography variant="body2">{label}</Typography>;
  return (
    <Typography
      variant="body2"
      color="error"
      title={a2a.failure}
      sx={{ whiteSpace: 'normal', lineHeight: 1.3 }}
    >
      {label}: {a2a.failure}
    </Typography>
  );
}

/** The grid's note when A2A stopped for some listed transmissions, or null. */
export function getA2aFailureNote(rows: readonly object[]): string | null {
  const failed = rows.filter((row) => 'a2a' in row && (row as { a2a: A2a }).a2a?.failure).length;
  if (failed === 0) return null;
  return `${failed} transmission${failed === 1 ? '' : 's'} stopped on the way to IRIS (A2A): the A2A column says why.`;
}
