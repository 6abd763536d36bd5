import Stack from '@mui/material/Stack';
import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormSelectField } from '../form-kit/FormSelectField.tsx';
import { FormTextField } from '../form-kit/FormTextField.tsx';
import { ADDRESS_STATE_OPTIONS, COUNTRY_OPTIONS, isUsAddressValues } from './partyValues.ts';

interface AddressFieldsProps<TValues extends FieldValues> {
  control: Control<TValues>;
}

/**
 * Street, Suite/Apt, city, state, ZIP and country under `address.*`. The 40-character rule on the two
 * street lines comes from the form package through the form's schema.
 */
export function AddressFields<TValues extends FieldValues>({ control }: AddressFieldsProps<TValues>) {
  const name = (field: string) => `address.${field}` as FieldPath<TValues>;
  const country: unknown = useWatch({ control, name: name('country') });
  const isUs = isUsAddressValues({ country: typeof country === 'string' ? country : '' });
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name={name('line1')}
          label="Street address"
          irsField="addressLine1"
        />
        <FormTextField control={control} name={name('line2')} label="Suite/Apt" irsField="addressLine2" />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name={name('city')} label="City" irsField="city" />
        {isUs ? (
          <FormSelectField
            control={control}
            name={name('state')}
            label="State"
            options={ADDRESS_STATE_OPTIONS}
            emptyLabel="Select a state"
          />
        ) : (
          <FormTextField control={control} name={name('state')} label="Province or state" />
        )}
        <FormTextField
          control={control}
          name={name('postalCode')}
          label={isUs ? 'ZIP code' : 'Postal code'}
        />
      </Stack>
      <FormSelectField control={control} name={name('country')} label="Country" options={COUNTRY_OPTIONS} />
    </Stack>
  );
}
