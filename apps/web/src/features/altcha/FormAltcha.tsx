import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { AltchaField } from './AltchaField.tsx';

interface FormAltchaProps<TValues extends FieldValues> {
  control: Control<TValues>;
  name: FieldPath<TValues>;
}

/** The anti-robot check as a react-hook-form field holding the payload to send. */
export function FormAltcha<TValues extends FieldValues>({ control, name }: FormAltchaProps<TValues>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <AltchaField
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  );
}
