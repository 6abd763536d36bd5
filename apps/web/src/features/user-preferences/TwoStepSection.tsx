import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pushAnalyticsEvent } from '../analytics/analytics.ts';
import {
  disableMfa,
  fetchRecoveryCodesLeft,
  recoveryCodesLeftQueryKey,
  regenerateRecoveryCodes,
} from '../mfa/mfa.api.ts';
import { MfaEnrolment } from '../mfa/MfaEnrolment.tsx';
import { RecoveryCodes } from '../mfa/RecoveryCodes.tsx';
import { useNotify } from '../notifications/useNotify.ts';
import type { SessionUser } from '../session/session.types.ts';
import { useSession } from '../session/useSession.ts';
import { CodeActionForm } from './CodeActionForm.tsx';

type Mode = 'view' | 'enrol' | 'disable' | 'regenerate';

/** Two-step verification in Login Preferences: set up, turn off, or replace the recovery codes. */
export function TwoStepSection({ user }: { user: SessionUser }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { refreshSession } = useSession();
  const [mode, setMode] = useState<Mode>('view');
  const [codes, setCodes] = useState<string[] | null>(null);
  const codesLeft = useQuery({
    queryKey: recoveryCodesLeftQueryKey,
    queryFn: fetchRecoveryCodesLeft,
    enabled: user.mfaEnabled,
  });

  const refreshAll = async () => {
    await queryClient.invalidateQueries({ queryKey: recoveryCodesLeftQueryKey });
    await refreshSession();
  };

  if (codes) {
    return (
      <RecoveryCodes
        codes={codes}
        continueLabel="Done"
        onContinue={() => {
          setCodes(null);
          setMode('view');
        }}
      />
    );
  }
  if (mode === 'enrol') {
    return (
      <MfaEnrolment
        onEnrolled={(recoveryCodes) => {
          pushAnalyticsEvent('mfa', { method: 'enrolment' });
          setCodes(recoveryCodes);
          void refreshAll();
        }}
        actions={<Button onClick={() => setMode('view')}>Cancel</Button>}
      />
    );
  }
  if (mode === 'disable') {
    return (
      <CodeActionForm
        label="Code from your authenticator app"
        buttonLabel="Turn off two-step verification"
        color="error"
        onCancel={() => setMode('view')}
        onSubmit={async (code) => {
          await disableMfa(code);
          await refreshAll();
          setMode('view');
          notify('Two-step verification is off.', { severity: 'success' });
        }}
      />
    );
  }
  if (mode === 'regenerate') {
    return (
      <CodeActionForm
        label="Code from your authenticator app"
        buttonLabel="Make new recovery codes"
        onCancel={() => setMode('view')}
        onSubmit={async (code) => {
          setCodes(await regenerateRecoveryCodes(code));
          await queryClient.invalidateQueries({ queryKey: recoveryCodesLeftQueryKey });
        }}
      />
    );
  }
  if (!user.mfaEnabled) {
    return (
      <Stack spacing={2} data-testid="mfa-status" data-enabled="false">
        <Typography>
          Two-step verification is <strong>off</strong>. Turn it on to sign in with a code from your phone as
          well as your password.
        </Typography>
        <Button variant="contained" onClick={() => setMode('enrol')} sx={{ alignSelf: 'flex-start' }}>
          Set up two-step verification
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={2} data-testid="mfa-status" data-enabled="true">
      <Typography>
        Two-step verification is <strong>on</strong>.
        {codesLeft.data !== undefined && ` You have ${codesLeft.data} recovery codes left.`}
      </Typography>
      {codesLeft.data === 0 && (
        <Alert severity="warning">You have no recovery codes left. Make new ones now.</Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => setMode('regenerate')}>
          Make new recovery codes
        </Button>
        <Button
          variant="outlined"
          color="error"
          onClick={() => setMode('disable')}
          disabled={user.requireMfa}
          title={user.requireMfa ? 'This account requires two-step verification.' : undefined}
        >
          Turn off
        </Button>
      </Stack>
    </Stack>
  );
}
