import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { getIrsFiledText, type IrsTextField } from '@file1099/forms';

type FormTextFieldProps<TValues extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error'
> & {
  name: FieldPath<TValues>;
  control: Control<TValues>;
  /** The IRS text rules of the field: when filing changes the value, the helper text shows it. */
  irsField?: IrsTextField;
};

/** 'Will be filed as "Jose ONeil"' when the IRS normalisation changes the entered text, else null. */
export function getFiledAsText(irsField: IrsTextField | undefined, value: unknown): string | null {
  if (!irsField || typeof value !== 'string' || value.trim() === '') return null;
  const filed = getIrsFiledText(irsField, value);
  return filed !== '' && filed !== value.trim() ? `Will be filed as "${filed}"` : null;
}

/** A MUI text field bound to a react-hook-form field; its validation message shows as helper text. */
export function FormTextField<TValues extends FieldValues>({
  name,
  control,
  helperText,
  irsField,
  ...props
}: FormTextFieldProps<TValues>) {
  const { field, fieldState } = useController({ name, control });
  const filedAs = getFiledAsText(irsField, field.value);
  return (
    <TextField
      {...props}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? filedAs ?? helperText}
      fullWidth={props.fullWidth ?? true}
    />
  );
}
