import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The five-step flow the dashboard advertises (spec part 1 §1), each step linking to its screen. */
export const FIVE_STEPS = [
  {
    label: 'Import data',
    to: '/file1099/import?resource=filings',
    text: 'From Excel or your accounting software.',
  },
  { label: 'Verify payer info', to: '/file1099/payer', text: 'The business that files the returns.' },
  { label: 'Add or edit payees', to: '/file1099/payees', text: 'The people and businesses you paid.' },
  { label: 'Add or edit filings', to: '/file1099/filings?tab=0', text: 'What you paid each of them.' },
  {
    label: 'Pay and submit',
    to: '/file1099/filings?tab=0&trowser=submit',
    text: 'To the IRS and the states, with copies to your payees.',
  },
] as const;

export function FiveStepFlow() {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="five-steps-heading">
      <Typography variant="h6" component="h2" id="five-steps-heading" gutterBottom>
        File your 1099s in five steps
      </Typography>
      <Box
        component="ol"
        data-testid="five-steps"
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(5, 1fr)' },
          counterReset: 'step',
        }}
      >
        {FIVE_STEPS.map((step, index) => (
          <Box component="li" key={step.label} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <Box
              aria-hidden
              sx={{
                flex: '0 0 auto',
                width: 32,
                height: 32,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 700,
              }}
            >
              {index + 1}
            </Box>
            <Box>
              <Link component={RouterLink} to={step.to} sx={{ fontWeight: 600 }}>
                {step.label}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {step.text}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
