import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface RecoveryCodesProps {
  codes: string[];
  onContinue?: () => void;
  continueLabel?: string;
}

export const RECOVERY_CODES_FILE = 'file1099-recovery-codes.txt';

export function formatRecoveryCodes(codes: string[]): string {
  return [
    'File1099 recovery codes',
    'Each code signs you in once when you cannot use your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** The recovery codes, shown once: copy them or download them as a text file. */
export function RecoveryCodes({
  codes,
  onContinue,
  continueLabel = 'I saved my codes, continue',
}: RecoveryCodesProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(formatRecoveryCodes(codes));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([formatRecoveryCodes(codes)], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = RECOVERY_CODES_FILE;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack spacing={2} data-testid="recovery-codes">
      <Alert severity="warning">
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. We will
        not show them again.
      </Alert>
      <Box
        component="ol"
        aria-label="Recovery codes"
        sx={{
          fontFamily: 'monospace',
          fontSize: '1.05rem',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 0.5,
          pl: 4,
          my: 0,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button variant="outlined" onClick={download}>
          Download codes
        </Button>
      </Stack>
      {onContinue && (
        <Typography component="div">
          <Button variant="contained" onClick={onContinue}>
            {continueLabel}
          </Button>
        </Typography>
      )}
    </Stack>
  );
}
