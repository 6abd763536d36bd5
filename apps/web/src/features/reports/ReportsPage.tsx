import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { BillingSummaryCard } from '../billing/BillingSummaryCard.tsx';
import { PageHeading } from '../form-kit/PageHeading.tsx';

/** /reports (spec part 2 §2 Reports): the Filing Summary and Billing Summary cards. */
export function ReportsPage() {
  return (
    <>
      <PageHeading title="Reports">Summaries of what you filed and what you paid.</PageHeading>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined" component="section" aria-label="Filing Summary">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                Filing Summary
              </Typography>
              <Typography color="text.secondary">
                Totals per payee for a form type and year, and the 1096 form.
              </Typography>
            </CardContent>
            <CardActions>
              <Button component={RouterLink} to="/file1099/reports/filingsummary">
                Open Filing Summary
              </Button>
            </CardActions>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <BillingSummaryCard />
        </Grid>
      </Grid>
    </>
  );
}
