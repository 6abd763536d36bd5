import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A page-sized progress indicator while the session or a page's data loads. */
export function PageLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ minHeight: '40vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
