import { useId, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

interface SignInTextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
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
export function SignInTextField({
  name,
  label,
  value,
  onChange,
  error,
  inputRef,
  type = 'text',
  autoComplete,
  autoFocus,
}: SignInTextFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const helperId = `${id}-helper-text`;
  return (
    <FormControl fullWidth variant="outlined" error={error !== undefined}>
      <InputLabel htmlFor={id} id={labelId}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputRef={inputRef}
        aria-describedby={error ? helperId : undefined}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
