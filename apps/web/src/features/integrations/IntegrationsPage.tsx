import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  CardActions,
  CardContent,
  CircularProgress,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import { getFailureMessage } from '../api/failure.ts';
import { fetchLastSync, lastSyncKey } from '../imports/partnerImport.api.ts';
import { fetchPartnerCards, partnerCardsKey, type PartnerCard } from './integrations.api.ts';

const when = (date: string | null) => (date ? new Date(date).toLocaleString() : 'never');

/** A connected partner's last sync times (spec part 2 §3 "Accounting integration"). */
function LastSync(props: { card: PartnerCard }) {
  const sync = useQuery({
    queryKey: lastSyncKey(props.card.partner),
    queryFn: () => fetchLastSync(props.card.partner),
  });
  if (!sync.data) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid={`last-sync-${props.card.partner}`}>
      Last sync: accounts {when(sync.data.accountsLastSyncDate)}, vendors{' '}
      {when(sync.data.vendorsLastSyncDate)}, payments {when(sync.data.transactionsLastSyncDate)}
    </Typography>
  );
}

/** What a partner's card says under its name. */
export function partnerCardText(card: PartnerCard): string {
  if (!card.available) return 'Coming soon';
  if (!card.configured)
    return card.settingNames
      ? `Not configured: set ${card.settingNames.join(' and ')} in Config Management.`
      : 'Not configured';
  return `Import vendors and payments from ${card.productName}.`;
}

/** /file1099/integrations (spec part 2 §2 "Integrations page"): the partners, 'Connect to {product}'. */
export function IntegrationsPage() {
  const cards = useQuery({ queryKey: partnerCardsKey, queryFn: fetchPartnerCards });
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Integrations
      </Typography>
      {cards.isPending && <CircularProgress aria-label="Loading integrations" />}
      {cards.isError && <Alert severity="error">{getFailureMessage(cards.error)}</Alert>}
      <Grid container spacing={2}>
        {(cards.data ?? []).map((card) => (
          <Grid key={card.partner} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {card.productName}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {partnerCardText(card)}
                </Typography>
                {card.available && card.configured && <LastSync card={card} />}
              </CardContent>
              {card.available && card.configured && (
                <CardActions>
                  <Button component={RouterLink} to={`/file1099/integrations/${card.path}`}>
                    Connect to {card.productName}
                  </Button>
                </CardActions>
              )}
            </Card>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
