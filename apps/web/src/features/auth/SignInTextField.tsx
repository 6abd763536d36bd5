import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface SignInTextFieldProps<TValues extends FieldValues> {
  name: FieldPath<TValues>;
  control: Control<TValues>;
  label: string;
  type?: 'email' | 'password' | 'text';
  autoComplete?: string;
  autoFocus?: boolean;
}

/**
 * The sign-in page's text field: what FormTextField renders for a plain outlined field (the label,
 * the input, the message as helper text, with the same ids and ARIA links), made of MUI's input parts
 * rather than TextField, which brings the select, its menu and their popover and modal too. The
 * sign-in page's JavaScript stays within its budget (docs/web.md).
 */
export function SignInTextField<TValues extends FieldValues>({
  name,
  control,
  label,
  type = 'text',
  autoComplete,
  autoFocus,
}: SignInTextFieldProps<TValues>) {
  const { field, fieldState } = useController({ name, control });
  const id = useId();
  const labelId = `${id}-label`;
  const helperId = `${id}-helper-text`;
  const message = fieldState.error?.message;
  return (
    <FormControl fullWidth variant="outlined" error={fieldState.error !== undefined}>
      <InputLabel htmlFor={id} id={labelId}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={field.name}
        type={type}
        label={label}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        aria-describedby={message ? helperId : undefined}
      />
      {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
    </FormControl>
  );
}
