import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TIN_MASKS, isTinType } from '@file1099/forms';
import {
  useController,
  useWatch,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormSetValue,
  type PathValue,
} from 'react-hook-form';
import { FormSelectField } from '../form-kit/FormSelectField.tsx';
import { applyTinMask } from './tinMask.ts';
import { TIN_TYPE_OPTIONS } from './partyValues.ts';

interface TinFieldsProps<TValues extends FieldValues> {
  control: Control<TValues>;
  setValue: UseFormSetValue<TValues>;
  /** The TIN's label: 'TIN', "Payee's TIN", … */
  label?: string;
  /** Called when the user picks a TIN type themselves. */
  onTypeChosen?: () => void;
}

/**
 * TIN type and TIN (fields `tinType`, `tin`). The TIN is typed into its type's mask from the form
 * package; a masked TIN shown back (asterisks) is sent as it is, and the server keeps the stored one.
 */
export function TinFields<TValues extends FieldValues>({
  control,
  setValue,
  label = 'TIN',
  onTypeChosen,
}: TinFieldsProps<TValues>) {
  const tinName = 'tin' as FieldPath<TValues>;
  const typeValue: unknown = useWatch({ control, name: 'tinType' as FieldPath<TValues> });
  const tinType = isTinType(typeValue) ? typeValue : 'NA';
  const { field, fieldState } = useController({ control, name: tinName });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormSelectField
        control={control}
        name={'tinType' as FieldPath<TValues>}
        label="TIN type"
        options={TIN_TYPE_OPTIONS}
        emptyLabel="Select a TIN type"
        sx={{ maxWidth: { sm: 200 } }}
        onValueChange={(next) => {
          onTypeChosen?.();
          const current = typeof field.value === 'string' ? field.value : '';
          if (isTinType(next) && current)
            setValue(tinName, applyTinMask(current, next) as PathValue<TValues, FieldPath<TValues>>, {
              shouldValidate: fieldState.isTouched,
            });
        }}
      />
      <TextField
        label={label}
        name={field.name}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(event) => field.onChange(applyTinMask(event.target.value, tinType))}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={fieldState.error !== undefined}
        helperText={fieldState.error?.message ?? `Format: ${TIN_MASKS[tinType]}`}
        placeholder={TIN_MASKS[tinType]}
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
    </Stack>
  );
}
