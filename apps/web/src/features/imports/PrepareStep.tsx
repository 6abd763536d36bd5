import { Grid, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { templateUrl, type ImportResource } from './imports.api.ts';

/** The import wizard's 'Prepare' step: how to fill in a template, and the templates to download. */
export function PrepareStep({ resource, year }: { resource: ImportResource; year: number }) {
  const templates =
    resource === 'filings'
      ? [
          { label: `1099-NEC ${year} template (.xlsx)`, href: templateUrl(resource, year, 'Type_1099_NEC') },
          {
            label: `1099-MISC ${year} template (.xlsx)`,
            href: templateUrl(resource, year, 'Type_1099_MISC'),
          },
        ]
      : [
          {
            label: `${resource === 'payees' ? 'Payees' : 'Payers'} template (.xlsx)`,
            href: templateUrl(resource, year),
          },
        ];
  const csv =
    resource === 'filings'
      ? [
          {
            label: `1099-NEC ${year} template (.csv)`,
            href: templateUrl(resource, year, 'Type_1099_NEC', 'csv'),
          },
          {
            label: `1099-MISC ${year} template (.csv)`,
            href: templateUrl(resource, year, 'Type_1099_MISC', 'csv'),
          },
        ]
      : [
          {
            label: `${resource === 'payees' ? 'Payees' : 'Payers'} template (.csv)`,
            href: templateUrl(resource, year, undefined, 'csv'),
          },
        ];
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Google Sheets
        </Typography>
        <List dense sx={{ listStyleType: 'decimal', pl: 3 }}>
          <ListItem sx={{ display: 'list-item' }}>
            Download the CSV template below and open it in Google Sheets (File › Import).
          </ListItem>
          <ListItem sx={{ display: 'list-item' }}>
            Fill in one row per payee from row 5 on; keep the headers in row 4.
          </ListItem>
          <ListItem sx={{ display: 'list-item' }}>
            Download it as Microsoft Excel (.xlsx) with File › Download.
          </ListItem>
          <ListItem sx={{ display: 'list-item' }}>Upload the .xlsx file in the next step.</ListItem>
        </List>
        <Stack spacing={0.5}>
          {csv.map((link) => (
            <Link key={link.href} href={link.href} download>
              {link.label}
            </Link>
          ))}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Microsoft Excel
        </Typography>
        <List dense sx={{ listStyleType: 'decimal', pl: 3 }}>
          <ListItem sx={{ display: 'list-item' }}>Download the Excel template for {year} below.</ListItem>
          <ListItem sx={{ display: 'list-item' }}>
            Fill in one row per payee from row 5 on; keep the headers in row 4.
          </ListItem>
          <ListItem sx={{ display: 'list-item' }}>Save it as .xlsx (up to 1,000 records per file).</ListItem>
          <ListItem sx={{ display: 'list-item' }}>Upload the file in the next step.</ListItem>
        </List>
        <Stack spacing={0.5}>
          {templates.map((link) => (
            <Link key={link.href} href={link.href} download>
              {link.label}
            </Link>
          ))}
        </Stack>
      </Grid>
    </Grid>
  );
}
