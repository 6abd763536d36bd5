import Alert from '@mui/material/Alert';
import { MESSAGES } from '@file1099/shared';
import { useAppConfig } from '../app-config/useAppConfig.ts';

export function SandboxBanner() {
  const { sandbox } = useAppConfig();
  if (!sandbox) return null;
  return (
    <Alert severity="warning" role="note" data-testid="sandbox-banner" sx={{ mb: 2 }}>
      {MESSAGES.sandboxWarning}
    </Alert>
  );
}
