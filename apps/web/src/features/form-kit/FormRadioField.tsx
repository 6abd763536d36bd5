import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { SelectOption } from './FormSelectField.tsx';

interface FormRadioFieldProps<TValues extends FieldValues> {
  control: Control<TValues>;
  name: FieldPath<TValues>;
  label: string;
  options: readonly SelectOption[];
  /** Called with the value the user picks, after the field has it. */
  onValueChange?: (value: string) => void;
}

/** A row of radio buttons bound to a react-hook-form string field. */
export function FormRadioField<TValues extends FieldValues>({
  control,
  name,
  label,
  options,
  onValueChange,
}: FormRadioFieldProps<TValues>) {
  const { field, fieldState } = useController({ control, name });
  const labelId = `${name}-radio-label`;
  return (
    <FormControl error={fieldState.error !== undefined}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name={field.name}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(event) => {
          field.onChange(event.target.value);
          onValueChange?.(event.target.value);
        }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
