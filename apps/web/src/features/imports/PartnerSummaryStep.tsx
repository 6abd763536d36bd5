import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  CircularProgress,
  FormControlLabel,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { formatCents, getMappableBoxes, isVendorBelowThreshold } from '@file1099/forms';
import { getFailureMessage } from '../api/failure.ts';
import { fetchImportSummary, summaryKey, type PartnerVendorSummary } from './partnerImport.api.ts';

const CATEGORIES = ['All', 'Included', 'Excluded', 'Unknown'] as const;
type Category = (typeof CATEGORIES)[number];

const centsOf = (vendor: PartnerVendorSummary, category: Category): number =>
  category === 'All'
    ? vendor.allCents
    : category === 'Included'
      ? vendor.includedCents
      : category === 'Excluded'
        ? vendor.excludedCents
        : vendor.unknownCents;

/** Why the vendor's forms are or are not imported, in the spec's words. */
function statusOf(vendor: PartnerVendorSummary): string {
  const imported = vendor.forms.filter((form) => form.skipReason === null);
  if (imported.length > 0)
    return `Imports ${imported.map((form) => (form.formType === 'Type_1099_NEC' ? '1099-NEC' : '1099-MISC')).join(' and ')}`;
  return [...new Set(vendor.forms.map((form) => form.skipReason))].filter(Boolean).join('; ');
}

/**
 * The import summary (spec part 2 §3 "Category totals per vendor"): each vendor's All / Included /
 * Excluded / Unknown payments and its box totals, with the reasons lines and forms are left out; then
 * Import creates the run the import job processes.
 */
export function PartnerSummaryStep(props: {
  integrationId: number;
  year: number;
  busy: boolean;
  onImport: (include1099VendorsOnly: boolean) => void;
  onBack: () => void;
  onEditMappings: () => void;
}) {
  const [only1099, setOnly1099] = useState(true);
  const [category, setCategory] = useState<Category>('All');
  const [hideBelow, setHideBelow] = useState(false);
  const summary = useQuery({
    queryKey: summaryKey(props.integrationId, props.year, only1099),
    queryFn: () => fetchImportSummary(props.integrationId, props.year, only1099),
  });
  const boxes = useMemo(() => getMappableBoxes(props.year), [props.year]);
  const vendors = (summary.data?.vendors ?? []).filter(
    (vendor) =>
      (category === 'All' || centsOf(vendor, category) !== 0) &&
      !(hideBelow && isVendorBelowThreshold(vendor.boxes, props.year)),
  );
  const usedBoxes = boxes.filter((box) =>
    (summary.data?.vendors ?? []).some((vendor) => vendor.boxes.some((b) => b.boxName === box.boxName)),
  );
  const boxCents = (vendor: PartnerVendorSummary, boxName: string) =>
    vendor.boxes.find((b) => b.boxName === boxName)?.amountCents ?? 0;
  const total = (pick: (vendor: PartnerVendorSummary) => number) =>
    vendors.reduce((sum, vendor) => sum + pick(vendor), 0);

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        Import summary
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={category}
          onChange={(_event, value: Category | null) => value && setCategory(value)}
          aria-label="Payments"
        >
          {CATEGORIES.map((entry) => (
            <ToggleButton key={entry} value={entry}>
              {entry}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={only1099} onChange={(event) => setOnly1099(event.target.checked)} />}
          label="Show 1099 vendors only"
        />
        <FormControlLabel
          control={<Switch checked={hideBelow} onChange={(event) => setHideBelow(event.target.checked)} />}
          label="Hide vendors below threshold"
        />
        <Button onClick={props.onEditMappings}>Edit Account Mappings</Button>
        <Button onClick={() => void summary.refetch()} disabled={summary.isFetching}>
          Refresh from partner
        </Button>
      </Stack>
      {summary.data && (
        <Typography variant="body2" color="text.secondary">
          {summary.data.companyName}: last synced {new Date(summary.data.lastSyncTime).toLocaleString()}
        </Typography>
      )}
      {summary.isPending && <CircularProgress aria-label="Reading your books" />}
      {summary.isError && <Alert severity="error">{getFailureMessage(summary.error)}</Alert>}
      {summary.data?.emptyMessage && <Alert severity="error">{summary.data.emptyMessage}</Alert>}
      {summary.data && !summary.data.emptyMessage && (
        <Table size="small" aria-label="Vendor payments">
          <TableHead>
            <TableRow>
              <TableCell>Vendor</TableCell>
              <TableCell align="right">{category} payments</TableCell>
              {usedBoxes.map((box) => (
                <TableCell key={box.boxName} align="right">
                  {box.formType === 'Type_1099_NEC' ? 'NEC' : 'MISC'} {box.boxNumber}
                </TableCell>
              ))}
              <TableCell>Status</TableCell>
              <TableCell>Left out</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {vendors.map((vendor) => (
              <TableRow key={vendor.vendorId ?? 'unknown'}>
                <TableCell>{vendor.name}</TableCell>
                <TableCell align="right">{formatCents(centsOf(vendor, category))}</TableCell>
                {usedBoxes.map((box) => (
                  <TableCell key={box.boxName} align="right">
                    {formatCents(boxCents(vendor, box.boxName))}
                  </TableCell>
                ))}
                <TableCell>{statusOf(vendor)}</TableCell>
                <TableCell>
                  {[
                    ...new Set(
                      vendor.lines.filter((line) => line.category !== 'Included').map((line) => line.reason),
                    ),
                  ].join(' ')}
                </TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell>Total</TableCell>
              <TableCell align="right">{formatCents(total((vendor) => centsOf(vendor, category)))}</TableCell>
              {usedBoxes.map((box) => (
                <TableCell key={box.boxName} align="right" data-box={box.boxName}>
                  {formatCents(total((vendor) => boxCents(vendor, box.boxName)))}
                </TableCell>
              ))}
              <TableCell />
              <TableCell />
            </TableRow>
          </TableBody>
        </Table>
      )}
      <Stack direction="row" spacing={1}>
        <Button onClick={props.onBack}>Back</Button>
        <Button
          variant="contained"
          disabled={props.busy || !summary.data || summary.data.emptyMessage !== null}
          onClick={() => props.onImport(only1099)}
        >
          Import
        </Button>
      </Stack>
    </Stack>
  );
}
