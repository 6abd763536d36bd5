import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DOMAIN_TYPE_OPTIONS } from '../form-kit/fields.ts';

interface AccountTypeFieldProps<TValues extends FieldValues> {
  control: Control<TValues>;
  name: FieldPath<TValues>;
  label?: string;
  /** Types to offer; all three by default. */
  types?: ReadonlyArray<'A' | 'B' | 'C'>;
}

/** Account type: 'B' business, 'A' accounting firm, 'C' individual (spec part 2 §2, Payer). */
export function AccountTypeField<TValues extends FieldValues>({
  control,
  name,
  label = 'Account type',
  types = ['B', 'A', 'C'],
}: AccountTypeFieldProps<TValues>) {
  const { field, fieldState } = useController({ control, name });
  const labelId = `${name}-label`;
  return (
    <FormControl error={fieldState.error !== undefined}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name={field.name}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(event) => field.onChange(event.target.value)}
      >
        {DOMAIN_TYPE_OPTIONS.filter((option) => types.includes(option.value)).map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={`${option.label}: ${option.text}`}
          />
        ))}
      </RadioGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
