import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DownloadIcon from '@mui/icons-material/Download';
import { notifyFailure } from '../api/failure.ts';
import { useNotify } from '../notifications/useNotify.ts';
import {
  COPY_ACTIONS,
  createDocumentDownload,
  type CopyAction,
  type DocumentDownload,
} from './documents.api.ts';
import { DocumentDownloadDialog } from './DocumentDownloadDialog.tsx';

/**
 * The filings grid's download bulk actions (spec part 2 §2): recipient, filer, full or mailing copies
 * of the selected filings, as separate forms (a zip) or one combined PDF, prepared by a background job.
 */
export function DownloadCopiesMenu({
  filingIds,
  actions = COPY_ACTIONS,
}: {
  filingIds: readonly number[];
  actions?: readonly CopyAction[];
}) {
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const [started, setStarted] = useState<{ download: DocumentDownload; title: string } | null>(null);

  const start = async (action: CopyAction) => {
    setAnchor(null);
    setBusy(true);
    try {
      const download = await createDocumentDownload(filingIds, action.type, action.combined);
      setStarted({ download, title: action.label });
    } catch (caught) {
      notifyFailure(notify, caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        startIcon={<DownloadIcon />}
        disabled={filingIds.length === 0 || busy}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Download Copies
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem key={action.label} onClick={() => void start(action)}>
            {action.label}
          </MenuItem>
        ))}
      </Menu>
      {started && (
        <DocumentDownloadDialog
          download={started.download}
          title={started.title}
          onClose={() => setStarted(null)}
        />
      )}
    </>
  );
}
