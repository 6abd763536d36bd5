import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface SelectOption {
  value: string;
  label: string;
}

type FormSelectFieldProps<TValues extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'select'
> & {
  name: FieldPath<TValues>;
  control: Control<TValues>;
  options: readonly SelectOption[];
  /** An empty first choice, e.g. 'Select a state'. */
  emptyLabel?: string;
  /** Called after the form value changes. */
  onValueChange?: (value: string) => void;
};

/**
 * A native select bound to a react-hook-form field. Native, so long lists (states, countries) stay
 * light and work with the keyboard and with browser tests' selectOption.
 */
export function FormSelectField<TValues extends FieldValues>({
  name,
  control,
  options,
  emptyLabel,
  helperText,
  onValueChange,
  ...props
}: FormSelectFieldProps<TValues>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      {...props}
      select
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(event) => {
        field.onChange(event.target.value);
        onValueChange?.(event.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? helperText}
      fullWidth={props.fullWidth ?? true}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
