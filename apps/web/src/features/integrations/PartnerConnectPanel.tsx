import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { INTEGRATION_MESSAGES, PARTNERS } from '@file1099/forms';
import { getFailureMessage } from '../api/failure.ts';
import { useNotify } from '../notifications/useNotify.ts';
import { useSession } from '../session/useSession.ts';
import { BillLoginForm } from './BillLoginForm.tsx';
import { OrganisationPicker } from './OrganisationPicker.tsx';
import { TokenDataForm } from './TokenDataForm.tsx';
import { openConnectPopup } from './connectPopup.ts';
import {
  disconnectIntegration,
  integrationKey,
  refreshIntegration,
  type OAuthIntegration,
  type Partner,
} from './integrations.api.ts';

export const POPUP_BLOCKED =
  'Your browser blocked the connection window. Please allow pop-ups for this site.';

/**
 * The partner connect screen (spec part 2 §2 "Partner connect screen", §4 "Integration"): the
 * connection's state, Connect (the popup) and Disconnect. Opening it refreshes tokens that are about
 * to expire; with `disconnectFirst` (the page's disconnectIntegration parameter) it disconnects first.
 */
export function PartnerConnectPanel(props: {
  partner: Partner;
  productName: string;
  connectPath: string;
  disconnectFirst?: boolean;
}) {
  const { partner, productName, connectPath } = props;
  const notify = useNotify();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const query = useQuery<OAuthIntegration>({
    queryKey: integrationKey(partner),
    queryFn: async () => {
      if (props.disconnectFirst) await disconnectIntegration(partner);
      return refreshIntegration(partner);
    },
    staleTime: Infinity,
  });

  const reload = () => queryClient.invalidateQueries({ queryKey: integrationKey(partner) });

  const connect = async () => {
    setFailure(null);
    setBusy(true);
    try {
      const outcome = await openConnectPopup(connectPath);
      if (outcome === null) setFailure(POPUP_BLOCKED);
      else if (outcome.status === 'Success') {
        notify(INTEGRATION_MESSAGES.connected, { severity: 'success' });
        await reload();
      } else if (outcome.status === 'Fail') setFailure(outcome.message);
      else notify(INTEGRATION_MESSAGES.completeFlow, { severity: 'warning' });
    } finally {
      setBusy(false);
    }
  };

  const disconnect = async () => {
    setBusy(true);
    try {
      await disconnectIntegration(partner);
      notify(INTEGRATION_MESSAGES.disconnected, { severity: 'success' });
      await reload();
    } catch {
      notify(INTEGRATION_MESSAGES.disconnectFailed, { severity: 'error' });
    } finally {
      setBusy(false);
    }
  };

  if (query.isPending) return <CircularProgress aria-label={`Loading ${productName}`} />;
  if (query.isError) return <Alert severity="error">{getFailureMessage(query.error)}</Alert>;
  const integration = query.data;
  const connectButton = (
    <Button variant="contained" onClick={() => void connect()} disabled={busy}>
      Connect to {productName}
    </Button>
  );

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      {failure && (
        <Alert severity="error" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {!integration.configured && !integration.connected ? (
        <Alert severity="info">{productName} is not configured on this server yet.</Alert>
      ) : integration.connected ? (
        <>
          <Typography>
            Connected to {productName}
            {integration.accountName ? `: ${integration.accountName}` : ''}.
          </Typography>
          <OrganisationPicker partner={partner} integration={integration} />
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" onClick={() => void disconnect()} disabled={busy}>
              Disconnect
            </Button>
          </Stack>
          {user?.isSuperAdmin === true && <TokenDataForm partner={partner} />}
        </>
      ) : (
        <>
          <Alert severity={integration.needsReconnect ? 'warning' : 'info'}>
            {integration.needsReconnect
              ? `${productName} no longer accepts this connection. Please connect again.`
              : INTEGRATION_MESSAGES.notConnected(productName)}
          </Alert>
          {PARTNERS[partner].auth === 'session' ? (
            <BillLoginForm
              connectPath={connectPath}
              onConnected={async () => {
                notify(INTEGRATION_MESSAGES.connected, { severity: 'success' });
                await reload();
              }}
            />
          ) : (
            <Stack direction="row" spacing={1}>
              {connectButton}
            </Stack>
          )}
        </>
      )}
      {PARTNERS[partner].importNote && <Alert severity="info">{PARTNERS[partner].importNote}</Alert>}
    </Stack>
  );
}
