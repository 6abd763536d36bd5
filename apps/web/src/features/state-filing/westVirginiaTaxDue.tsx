import type { Control } from 'react-hook-form';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { FormTextField } from '../form-kit/FormTextField.tsx';

/**
 * West Virginia's file carries the WV/IT-103 reconciliation in its C record (docs/state-filing.md):
 * the tax due of each quarter comes from the payer's quarterly returns, which File1099 does not hold.
 */
export const WEST_VIRGINIA_TEXTS = {
  intro:
    "West Virginia's file carries the IT-103 reconciliation: enter the West Virginia tax due of each quarter, in whole dollars.",
  invalid: 'Enter whole dollars (0 or more)',
  label: (quarter: number) => `WV tax due, quarter ${quarter}`,
} as const;

const dollars = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/, WEST_VIRGINIA_TEXTS.invalid);

export const westVirginiaSchema = z.object({ q1: dollars, q2: dollars, q3: dollars, q4: dollars });
export type WestVirginiaFields = z.infer<typeof westVirginiaSchema>;
export const WEST_VIRGINIA_EMPTY: WestVirginiaFields = { q1: '', q2: '', q3: '', q4: '' };

export const toQuarterlyTaxDue = (fields: WestVirginiaFields): number[] =>
  [fields.q1, fields.q2, fields.q3, fields.q4].map((value) => Number(value.trim()));

export function WestVirginiaTaxDueFields({ control }: { control: Control<WestVirginiaFields> }) {
  const names = ['q1', 'q2', 'q3', 'q4'] as const;
  return (
    <Stack spacing={1}>
      <Alert severity="info">{WEST_VIRGINIA_TEXTS.intro}</Alert>
      <Stack direction="row" spacing={1}>
        {names.map((name, index) => (
          <FormTextField
            key={name}
            name={name}
            control={control}
            label={WEST_VIRGINIA_TEXTS.label(index + 1)}
            size="small"
            required
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        ))}
      </Stack>
    </Stack>
  );
}
