import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNotify } from '../notifications/useNotify.ts';
import { INTEGRATION_PARTNERS } from '../pages/integrationPartners.ts';
import { useSession } from '../session/useSession.ts';
import { PartnerMark } from './PartnerMark.tsx';
import { readSoftwareChoice, TellUsDialog } from './TellUsDialog.tsx';
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

/** How many import sources show before 'Show more' (spec part 1 §2). */
export const SHOWN_SOURCES = 10;

/**
 * The bulk-import shortcut: the Excel mark and the integration marks (the first 10, with 'Show
 * more/less'), and 'Tell us what you use', which records the software the user names.
 */
export function ImportCard() {
  const { user } = useSession();
  const notify = useNotify();
  const userId = user?.userGlobalId ?? 'anonymous';
  const [expanded, setExpanded] = useState(false);
  const [telling, setTelling] = useState(false);
  const [told, setTold] = useState(() => readSoftwareChoice(userId));
  const sources = ['Excel', ...Object.values(INTEGRATION_PARTNERS)];
  const shown = expanded ? sources : sources.slice(0, SHOWN_SOURCES);
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Import your data
        </Typography>
        <Typography color="text.secondary" gutterBottom>
          Bring your payees and payments from Excel or your accounting software.
        </Typography>
        <Stack
          component="ul"
          aria-label="Import sources"
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}
        >
          {shown.map((name) => (
            <PartnerMark key={name} name={name} />
          ))}
        </Stack>
        {sources.length > SHOWN_SOURCES && (
          <Button size="small" onClick={() => setExpanded((value) => !value)} sx={{ mt: 1 }}>
            {expanded ? 'Show less' : 'Show more'}
          </Button>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Don&apos;t see your accounting software?{' '}
          <Link component="button" type="button" variant="body2" onClick={() => setTelling(true)}>
            Tell us what you use.
          </Link>
        </Typography>
        {told && (
          <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="software-told">
            You told us you use {told}. Thank you.
          </Typography>
        )}
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to={DASHBOARD_FLOWS.import}>
          Import Filings
        </Button>
      </CardActions>
      <TellUsDialog
        open={telling}
        userId={userId}
        onClose={() => setTelling(false)}
        onSent={(software) => {
          setTelling(false);
          setTold(software);
          notify(`Thank you. We noted that you use ${software}.`, { severity: 'success' });
        }}
      />
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
