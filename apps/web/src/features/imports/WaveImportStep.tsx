import { Alert, Button, Stack, Typography } from '@mui/material';
import { PARTNERS } from '@file1099/forms';

/**
 * Wave's import step (docs/integrations.md, "Wave"): Wave's API gives the business and its vendors but
 * no payments, so this step imports the vendors as payees and says where the payments come from —
 * Wave's transactions export, uploaded through Import from Excel, where the accounts mapped here sort
 * them into 1099 boxes.
 */
export function WaveImportStep(props: {
  busy: boolean;
  onImportVendors: () => void;
  onBack: () => void;
  onEditMappings: () => void;
}) {
  return (
    <Stack spacing={2}>
      <Alert severity="info">{PARTNERS.Wave.importNote}</Alert>
      <Typography>
        In Wave, open Accounting › Transactions and export them as CSV for the year. Then choose &apos;Import
        from Excel&apos; and upload that file: its payments are matched to your Wave vendors by name and
        sorted into 1099 boxes by the accounts you mapped.
      </Typography>
      <Typography>
        Bill payments are split over the accounts of the vendor&apos;s bills. If you paid bills from last
        year, start the export on the oldest of those bills: only payments made in the year are counted.
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button onClick={props.onBack}>Back</Button>
        <Button onClick={props.onEditMappings}>Edit mappings</Button>
        <Button variant="contained" disabled={props.busy} onClick={props.onImportVendors}>
          Import vendors
        </Button>
      </Stack>
    </Stack>
  );
}
