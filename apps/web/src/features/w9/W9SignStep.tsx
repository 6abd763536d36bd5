import { useEffect, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { validateW9Signature } from '@file1099/forms';
import { PERJURY_STATEMENT } from './w9Form.ts';

export interface W9SignStepProps {
  signerName: string;
  busy: boolean;
  error: string | null;
  onBack: () => void;
  onSign: (signaturePng: string) => void;
}

/**
 * Step 3, E-Sign: the perjury statement, then the payee draws their signature (finger or mouse). The
 * server places it on the official form at the signature line and records who, when and from where.
 */
export function W9SignStep({ signerName, busy, error, onBack, onSign }: W9SignStepProps) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = canvas.offsetHeight * ratio;
    canvas.getContext('2d')?.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, { penColor: '#0d47a1', backgroundColor: 'rgba(0,0,0,0)' });
    pad.addEventListener('endStroke', () => setMessage(null));
    padRef.current = pad;
    return () => pad.off();
  }, []);

  const submit = () => {
    const pad = padRef.current;
    const problem = validateW9Signature(Boolean(pad && !pad.isEmpty()));
    setMessage(problem);
    if (problem || !pad) return;
    onSign(pad.toDataURL('image/png'));
  };

  return (
    <Stack spacing={2}>
      <Typography variant="body2">{PERJURY_STATEMENT}</Typography>
      <Typography variant="subtitle2">Signature of U.S. person: {signerName}</Typography>
      <Box
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          touchAction: 'none',
        }}
      >
        <canvas
          ref={canvasRef}
          aria-label="Draw your signature"
          data-testid="signature-pad"
          style={{ width: '100%', height: 160, display: 'block' }}
        />
      </Box>
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={() => padRef.current?.clear()} disabled={busy}>
          Clear
        </Button>
      </Stack>
      {(message ?? error) && (
        <Alert severity="error" role="alert">
          {message ?? error}
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button onClick={onBack} disabled={busy}>
          Back
        </Button>
        <Button variant="contained" onClick={submit} disabled={busy}>
          Sign and submit
        </Button>
      </Stack>
    </Stack>
  );
}
