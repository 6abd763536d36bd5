import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface FormCheckboxFieldProps<TValues extends FieldValues> {
  name: FieldPath<TValues>;
  control: Control<TValues>;
  label: string;
}

/** A checkbox bound to a boolean react-hook-form field, with its message under it. */
export function FormCheckboxField<TValues extends FieldValues>({
  name,
  control,
  label,
}: FormCheckboxFieldProps<TValues>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <FormControl error={fieldState.error !== undefined}>
      <FormControlLabel
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref } }}
          />
        }
        label={label}
      />
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
