import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { runAltcha } from './altcha.ts';

interface AltchaFieldProps {
  /** The solved payload; empty while the check has not run (or after the form used it up). */
  value: string;
  onChange: (payload: string) => void;
  /** A validation message from the form. */
  error?: string | undefined;
  /** Replaces the proof of work in tests. */
  solve?: (signal: AbortSignal) => Promise<string>;
}

type Status = 'idle' | 'verifying' | 'failed';

/**
 * The self-hosted anti-robot check (ALTCHA, docs/access.md) in place of reCAPTCHA: ticking the box
 * fetches a challenge from our server and solves it in the browser. Each answer is accepted once, so
 * forms clear `value` after every attempt and the box must be ticked again.
 */
export function AltchaField({ value, onChange, error, solve = runAltcha }: AltchaFieldProps) {
  const [status, setStatus] = useState<Status>('idle');
  const controller = useRef<AbortController | null>(null);
  const verified = value !== '';

  useEffect(() => () => controller.current?.abort(), []);

  const start = () => {
    if (verified || status === 'verifying') return;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setStatus('verifying');
    solve(current.signal).then(
      (payload) => {
        if (current.signal.aborted) return;
        setStatus('idle');
        onChange(payload);
      },
      () => {
        if (!current.signal.aborted) setStatus('failed');
      },
    );
  };

  const message =
    status === 'verifying'
      ? 'Verifying…'
      : verified
        ? 'Verified'
        : status === 'failed'
          ? 'The check could not run. Please tick the box again.'
          : null;

  return (
    <Box data-testid="altcha" data-state={verified ? 'verified' : status}>
      <Box
        sx={{
          border: 1,
          borderColor: error && !verified ? 'error.main' : 'divider',
          borderRadius: 1,
          px: 1.5,
          py: 0.5,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <FormControlLabel
          label="I am not a robot"
          sx={{ flexGrow: 1, mr: 0 }}
          control={
            <Checkbox
              checked={verified}
              onChange={start}
              disabled={status === 'verifying'}
              slotProps={{ input: { 'aria-describedby': 'altcha-status' } }}
            />
          }
        />
        {status === 'verifying' && <CircularProgress size={20} aria-label="Verifying" />}
        {verified && <VerifiedUserIcon color="success" fontSize="small" aria-hidden />}
        <Typography id="altcha-status" variant="caption" color="text.secondary" role="status">
          {message}
        </Typography>
      </Box>
      {error && !verified && (
        <FormHelperText error sx={{ mx: 1.75 }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
