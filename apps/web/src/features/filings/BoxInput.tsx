import InputAdornment from '@mui/material/InputAdornment';
import { getBoxDisplayName, type BoxDefinition } from '@file1099/forms';
import type { Control } from 'react-hook-form';
import { FormCheckboxField } from '../form-kit/FormCheckboxField.tsx';
import { FormSelectField } from '../form-kit/FormSelectField.tsx';
import { FormTextField } from '../form-kit/FormTextField.tsx';
import { FILING_STATE_OPTIONS } from '../party/partyValues.ts';
import type { FilingFormValues } from './filingForm.ts';

interface BoxInputProps {
  field: BoxDefinition;
  control: Control<FilingFormValues>;
}

/** One catalogue field as an input of its type: money in dollars, checkbox, text, date or state. */
export function BoxInput({ field, control }: BoxInputProps) {
  const name = `boxes.${field.name}` as const;
  const label = getBoxDisplayName(field);
  switch (field.type) {
    case 'boolean':
      return <FormCheckboxField control={control} name={name} label={label} />;
    case 'state':
      return (
        <FormSelectField
          control={control}
          name={name}
          label={label}
          options={FILING_STATE_OPTIONS}
          emptyLabel="None"
        />
      );
    case 'date':
      return (
        <FormTextField
          control={control}
          name={name}
          label={label}
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      );
    case 'money':
      return (
        <FormTextField
          control={control}
          name={name}
          label={label}
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          }}
        />
      );
    case 'text':
    case 'stateEIN':
      return <FormTextField control={control} name={name} label={label} />;
  }
}
