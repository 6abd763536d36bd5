import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FormTextFieldProps<TValues extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  name: FieldPath<TValues>;
  control: Control<TValues>;
};

/** A MUI text field bound to a react-hook-form field; its validation message shows as helper text. */
export function FormTextField<TValues extends FieldValues>({
  name,
  control,
  helperText,
  ...props
}: FormTextFieldProps<TValues>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      {...props}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? helperText}
      fullWidth={props.fullWidth ?? true}
    />
  );
}
