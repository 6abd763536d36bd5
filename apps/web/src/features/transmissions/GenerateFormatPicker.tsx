import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { fetchFireWindow, fireWindowQueryKey, type GenerateChoice } from './transmissions.api.ts';
import { FORMAT_LABELS, getFireNote } from './transmissionsRules.ts';

/**
 * The agency Generate's format: IRIS XML by default; Pub 1220 (FIRE) is offered, with its tax year
 * and a note about FIRE's last day, only while the server says FIRE still takes files.
 */
export function GenerateFormatPicker({
  choice,
  onChange,
}: {
  choice: GenerateChoice;
  onChange: (choice: GenerateChoice) => void;
}) {
  const fire = useQuery({ queryKey: fireWindowQueryKey, queryFn: ({ signal }) => fetchFireWindow(signal) });
  const fireWindow = fire.data;
  const years = fireWindow?.taxYears ?? [];
  const latest = years[years.length - 1];
  const pub1220 = choice.format === 'PUB1220';
  return (
    <>
      <TextField
        select
        size="small"
        label="Format"
        value={choice.format}
        sx={{ minWidth: 180 }}
        onChange={(event) =>
          onChange(
            event.target.value === 'PUB1220' && latest !== undefined
              ? { format: 'PUB1220', taxYear: latest }
              : { format: 'IRIS' },
          )
        }
      >
        <MenuItem value="IRIS">{FORMAT_LABELS.IRIS}</MenuItem>
        {(fireWindow?.open || pub1220) && <MenuItem value="PUB1220">{FORMAT_LABELS.PUB1220}</MenuItem>}
      </TextField>
      {choice.format === 'PUB1220' && (
        <TextField
          select
          size="small"
          label="Tax year"
          value={choice.taxYear}
          sx={{ minWidth: 120 }}
          onChange={(event) => onChange({ format: 'PUB1220', taxYear: Number(event.target.value) })}
        >
          {years.map((year) => (
            <MenuItem key={year} value={year}>
              {year}
            </MenuItem>
          ))}
        </TextField>
      )}
      {choice.format === 'PUB1220' && fireWindow && (
        <Alert severity="info" sx={{ py: 0 }}>
          {getFireNote(fireWindow.lastFilingDate, years)}
        </Alert>
      )}
    </>
  );
}
