import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * A simple mark of our own for an import source: its initials on a coloured tile, with its name
 * beside it. No partner artwork is copied; the marks only help the eye find a name.
 */
const MARKS: Readonly<Record<string, { initials: string; color: string }>> = {
  Excel: { initials: 'XL', color: '#2e7d32' },
  'QuickBooks Online': { initials: 'QB', color: '#3b7d3f' },
  Xero: { initials: 'X', color: '#1c7ec4' },
  FreshBooks: { initials: 'FB', color: '#1f5fa8' },
  'Zoho Books': { initials: 'ZB', color: '#b3261e' },
  'BQE CORE': { initials: 'BQ', color: '#6a3d9a' },
  Wave: { initials: 'W', color: '#0b6b8a' },
};

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export function PartnerMark({ name }: { name: string }) {
  const mark = MARKS[name] ?? { initials: initialsOf(name), color: '#455a64' };
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        px: 1,
        py: 0.5,
      }}
      data-testid="partner-mark"
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <rect width="24" height="24" rx="5" fill={mark.color} />
        <text
          x="12"
          y="16"
          textAnchor="middle"
          fontSize={mark.initials.length > 1 ? 10 : 13}
          fontWeight="700"
          fontFamily="Arial, Helvetica, sans-serif"
          fill="#ffffff"
        >
          {mark.initials}
        </text>
      </svg>
      <Typography variant="body2">{name}</Typography>
    </Box>
  );
}
