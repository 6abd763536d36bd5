import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { getFailureMessage } from '../api/failure.ts';
import { fetchDocumentDownload, type DocumentDownload } from './documents.api.ts';

export const DOCUMENT_POLL_MS = 1_000;

function isFinished(download: DocumentDownload | null | undefined): boolean {
  return download?.status === 'Ready' || download?.status === 'Failed';
}

function describe(download: DocumentDownload): string {
  switch (download.status) {
    case 'Queued':
      return 'Waiting to start…';
    case 'Running':
      return `${download.progress}%`;
    case 'Ready':
      return `Ready: ${download.filingCount} ${download.filingCount === 1 ? 'filing' : 'filings'}, ${download.pages} pages`;
    default:
      return download.error ?? 'Failed';
  }
}

/** The progress of a prepared download, polled every second, and its file once it is ready. */
export function DocumentDownloadDialog({
  download: started,
  title,
  onClose,
}: {
  download: DocumentDownload;
  title: string;
  onClose: () => void;
}) {
  const query = useQuery({
    queryKey: ['documentDownload', started.id],
    queryFn: ({ signal }) => fetchDocumentDownload(started.id, signal),
    initialData: started,
    staleTime: 0,
    refetchInterval: (current) => (isFinished(current.state.data) ? false : DOCUMENT_POLL_MS),
  });
  const download = query.data ?? started;
  const failed = download.status === 'Failed';
  const ready = download.status === 'Ready';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="document-download-title">
      <DialogTitle id="document-download-title">{title}</DialogTitle>
      <DialogContent>
        <Box sx={{ py: 1 }}>
          <LinearProgress
            aria-label="Preparing the copies"
            variant={download.status === 'Queued' ? 'indeterminate' : 'determinate'}
            value={ready ? 100 : download.progress}
            color={failed ? 'error' : 'primary'}
          />
          <Typography
            variant="body2"
            color={failed ? 'error' : 'text.secondary'}
            role="status"
            sx={{ mt: 1 }}
          >
            {describe(download)}
          </Typography>
        </Box>
        {query.isError && <Alert severity="error">{getFailureMessage(query.error)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        {ready ? (
          <Button variant="contained" href={download.url} download={download.fileName}>
            Download {download.fileName}
          </Button>
        ) : (
          <Button variant="contained" disabled>
            Download
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
