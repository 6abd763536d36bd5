import { useState } from 'react';
import { Alert, Grid, Link, List, ListItem, Stack, Typography } from '@mui/material';
import {
  FORM_TYPE_LABELS,
  isTemplateSupported,
  TEMPLATE_FORM_TYPES,
  TEMPLATE_MESSAGES,
} from '@file1099/forms';
import { getFailureMessage } from '../api/failure.ts';
import { downloadTemplate, templateUrl, type ImportResource } from './imports.api.ts';

interface TemplateLink {
  label: string;
  href: string;
  fileName: string;
}

/**
 * The template links of a resource and year: for filings, one per form that imports that year (none
 * for a year without templates, which says so instead).
 */
export function getTemplateLinks(
  resource: ImportResource,
  year: number,
  format: 'xlsx' | 'csv',
): TemplateLink[] {
  const csv = format === 'csv' ? 'csv' : undefined;
  if (resource !== 'filings') {
    const name = resource === 'payees' ? 'Payees' : 'Payers';
    return [
      {
        label: `${name} template (.${format})`,
        href: templateUrl(resource, year, undefined, csv),
        fileName: `file1099-${resource}-template.${format}`,
      },
    ];
  }
  return TEMPLATE_FORM_TYPES.filter((form) => isTemplateSupported(form, year)).map((form) => ({
    label: `${FORM_TYPE_LABELS[form]} ${year} template (.${format})`,
    href: templateUrl(resource, year, form as 'Type_1099_NEC' | 'Type_1099_MISC', csv),
    fileName: `file1099-${FORM_TYPE_LABELS[form].toLowerCase()}-${year}-template.${format}`,
  }));
}

function TemplateLinks({ links, onError }: { links: TemplateLink[]; onError: (message: string) => void }) {
  return (
    <Stack spacing={0.5}>
      {links.map((link) => (
        <Link
          key={link.href}
          href={link.href}
          download
          onClick={(event) => {
            // Fetched first: a refusal is shown on the page rather than saved as the file.
            event.preventDefault();
            downloadTemplate(link.href, link.fileName).catch((error: unknown) => {
              onError(getFailureMessage(error));
            });
          }}
        >
          {link.label}
        </Link>
      ))}
    </Stack>
  );
}

/** The wizard's 'Prepare' step: how to fill in the template, in two columns, with its links. */
export function PrepareStep({ resource, year }: { resource: ImportResource; year: number }) {
  const [error, setError] = useState<string | null>(null);
  const excel = getTemplateLinks(resource, year, 'xlsx');
  const csv = getTemplateLinks(resource, year, 'csv');
  if (excel.length === 0) return <Alert severity="info">{TEMPLATE_MESSAGES.noTemplatesForYear(year)}</Alert>;
  return (
    <Stack spacing={2}>
      {error && (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
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
          <TemplateLinks links={csv} onError={setError} />
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
            <ListItem sx={{ display: 'list-item' }}>
              Save it as .xlsx (up to 1,000 records per file).
            </ListItem>
            <ListItem sx={{ display: 'list-item' }}>Upload the file in the next step.</ListItem>
          </List>
          <TemplateLinks links={excel} onError={setError} />
        </Grid>
      </Grid>
    </Stack>
  );
}
