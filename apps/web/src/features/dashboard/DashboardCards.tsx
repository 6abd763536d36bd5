import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { INTEGRATION_PARTNERS } from '../pages/integrationPartners.ts';
import { getGetStartedLabel } from './greeting.ts';

/**
 * The flows `/file1099/dashboard?flow=…` opens (spec part 2 §2: the uber flow, the submit-filings flow
 * and the import-data flow). The parameter's name is ours: the spec does not show it.
 */
export const DASHBOARD_FLOWS = {
  create: '/file1099/import?flow=create',
  submit: '/file1099/filings?tab=0&trowser=submit',
  import: '/file1099/import?resource=filings',
} as const;

export function getDashboardFlow(value: string | null): string | null {
  return value === 'create' || value === 'submit' || value === 'import' ? DASHBOARD_FLOWS[value] : null;
}

export interface DashboardCounts {
  draft: number;
  processing: number;
  accepted: number;
}

/** The getting-started card: the create-and-submit flow, or back to the drafts once there are some. */
export function GetStartedCard({ year, drafts }: { year: number; drafts: number }) {
  const target = drafts > 0 ? '/file1099/filings?tab=0' : DASHBOARD_FLOWS.create;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {drafts > 0 ? 'Finish your drafts' : `Prepare your ${year} 1099s`}
        </Typography>
        <Typography color="text.secondary">
          {drafts > 0
            ? `You have ${drafts} ${drafts === 1 ? 'draft' : 'drafts'} to review before you submit them to the IRS.`
            : 'Check your payer info, add your payees and enter what you paid them.'}
        </Typography>
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to={target} variant="contained">
          {getGetStartedLabel(drafts)}
        </Button>
      </CardActions>
    </Card>
  );
}

/** The bulk-import shortcut: an Excel template or an accounting partner. */
export function ImportCard() {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Import your data
        </Typography>
        <Typography color="text.secondary" gutterBottom>
          Bring your payees and payments from Excel or your accounting software.
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {['Excel', ...Object.values(INTEGRATION_PARTNERS)].slice(0, 10).map((name) => (
            <Chip key={name} label={name} size="small" variant="outlined" />
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Don&apos;t see your accounting software? Tell us what you use.
        </Typography>
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to={DASHBOARD_FLOWS.import}>
          Import Filings
        </Button>
      </CardActions>
    </Card>
  );
}

const COUNT_CARDS = [
  { key: 'draft', label: 'Drafts', tab: 0, text: 'Working on' },
  { key: 'processing', label: 'Processing', tab: 1, text: 'Submitted, in progress' },
  { key: 'accepted', label: 'Accepted', tab: 2, text: 'Accepted by the IRS' },
] as const;

/** Count tiles linking to the filings tabs 0, 1 and 2 (spec part 2 §2, Dashboard). */
export function CountCards({ counts }: { counts: DashboardCounts | null }) {
  return (
    <Grid container spacing={2}>
      {COUNT_CARDS.map((card) => (
        <Grid key={card.key} size={{ xs: 12, sm: 4 }}>
          <Card variant="outlined">
            <CardActionArea
              component={RouterLink}
              to={`/file1099/filings?tab=${card.tab}`}
              aria-label={`${card.label}: ${counts ? counts[card.key] : '…'}`}
              data-testid={`count-${card.key}`}
            >
              <CardContent>
                <Typography variant="h4" component="p">
                  {counts ? counts[card.key] : '–'}
                </Typography>
                <Typography variant="subtitle1" component="h2">
                  {card.label}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {card.text}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
