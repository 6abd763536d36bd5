import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { clearCacheAndReload } from './clearCacheAndReload.ts';
import { useVersionCheck } from './useVersionCheck.ts';

/** Offers a cache clear and reload once a newer build is served; stays until the user reloads. */
export function VersionCheck() {
  const { isLatest } = useVersionCheck();
  return (
    <Snackbar open={!isLatest} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
      <Alert
        severity="info"
        variant="filled"
        data-testid="version-check"
        action={
          <Button color="inherit" size="small" onClick={() => void clearCacheAndReload()}>
            Reload
          </Button>
        }
      >
        A new version of File1099 is available.
      </Alert>
    </Snackbar>
  );
}
