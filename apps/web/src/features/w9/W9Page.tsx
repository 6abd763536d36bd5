import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getW9PageState, W9_MESSAGES } from '@file1099/forms';
import { useAppConfig } from '../app-config/useAppConfig.ts';
import { PageLoading } from '../session/PageLoading.tsx';
import { W9Wizard } from './W9Wizard.tsx';
import { fetchW9Request, w9FileUrl, w9PortalQueryKey } from './w9Portal.api.ts';

/**
 * /w9?id=… (spec part 1 §2, §4): the payee's W-9 page, no login, phone first. 'Hello, {name}' with
 * the payer's request and Get Started; once signed, View W-9; a bad, expired or cancelled link shows
 * the spec's load-failure message. The sandbox does not support it.
 */
export function W9Page() {
  const { sandbox } = useAppConfig();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [started, setStarted] = useState(false);
  const queryClient = useQueryClient();
  const request = useQuery({
    queryKey: w9PortalQueryKey(id),
    queryFn: ({ signal }) => fetchW9Request(id, signal),
    enabled: !sandbox && id !== '',
    retry: false,
    meta: { silentErrors: true },
  });
  const data = request.data;
  const state = data ? getW9PageState(data.w9RequestStatus) : 'invalid';
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {sandbox ? 'Not supported' : 'W-9'}
      </Typography>
      {sandbox && <Alert severity="info">{W9_MESSAGES.notSupportedInSandbox}</Alert>}
      {!sandbox && request.isLoading && <PageLoading label="Loading your W-9 request" />}
      {!sandbox && (id === '' || request.isError || (data && state === 'invalid')) && (
        <Alert severity="error" role="alert">
          {W9_MESSAGES.loadFailed}
        </Alert>
      )}
      {data && state !== 'invalid' && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <Typography variant="h5" component="h2">
              Hello, {data.displayName}
            </Typography>
            {state === 'incomplete' && !started && (
              <>
                <Typography>{data.requestText}</Typography>
                <Button variant="contained" size="large" onClick={() => setStarted(true)}>
                  Get Started
                </Button>
              </>
            )}
            {state === 'incomplete' && started && (
              <W9Wizard
                request={data}
                onCancel={() => setStarted(false)}
                onDone={() => {
                  setStarted(false);
                  void queryClient.invalidateQueries({ queryKey: w9PortalQueryKey(id) });
                }}
              />
            )}
            {state === 'complete' && (
              <>
                <Alert severity="success">
                  Your W-9 was signed and sent to {data.payerName}. To change it, ask {data.payerName} for a
                  new request.
                </Alert>
                <Link href={w9FileUrl(id)} target="_blank" rel="noopener" variant="button">
                  View W-9
                </Link>
              </>
            )}
          </Stack>
        </Paper>
      )}
    </Container>
  );
}
