import { useRef } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  useWatch,
  type Control,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type UseFormSetValue,
} from 'react-hook-form';
import { FormRadioField } from '../form-kit/FormRadioField.tsx';
import { FormTextField } from '../form-kit/FormTextField.tsx';
import { AddressFields } from './AddressFields.tsx';
import { ENTITY_TYPE_OPTIONS } from './partyValues.ts';
import { TinFields } from './TinFields.tsx';
import { applyTinMask } from './tinMask.ts';

interface PartyFieldsProps<TValues extends FieldValues> {
  control: Control<TValues>;
  setValue: UseFormSetValue<TValues>;
  /** The Business/Individual field: `entityType` for payees, `payerType` for payers. */
  typeName: 'entityType' | 'payerType';
  typeLabel: string;
  tinLabel: string;
  /**
   * Until the user picks a TIN type, choosing Business turns an SSN into an EIN (and Individual an EIN
   * back into an SSN). Off where the TIN type was chosen before (an existing payee or payer).
   */
  autoTinType?: boolean;
}

/**
 * What payees and payers share: the type, the names it asks for (business name and DBA, or first,
 * middle and last name), TIN, address and contact.
 */
export function PartyFields<TValues extends FieldValues>({
  control,
  setValue,
  typeName,
  typeLabel,
  tinLabel,
  autoTinType = false,
}: PartyFieldsProps<TValues>) {
  const field = (name: string) => name as FieldPath<TValues>;
  const type: unknown = useWatch({ control, name: field(typeName) });
  const tinType: unknown = useWatch({ control, name: field('tinType') });
  const tin: unknown = useWatch({ control, name: field('tin') });
  const tinTypeChosen = useRef(!autoTinType);
  const followType = (next: string) => {
    if (tinTypeChosen.current) return;
    const from = next === 'Business' ? 'SSN' : 'EIN';
    const to = next === 'Business' ? 'EIN' : 'SSN';
    if (tinType !== from) return;
    const set = (name: string, value: string) =>
      setValue(field(name), value as PathValue<TValues, FieldPath<TValues>>);
    set('tinType', to);
    if (typeof tin === 'string' && tin) set('tin', applyTinMask(tin, to));
  };
  return (
    <>
      <FormRadioField
        control={control}
        name={field(typeName)}
        label={typeLabel}
        options={ENTITY_TYPE_OPTIONS}
        onValueChange={followType}
      />
      {type === 'Business' ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={control}
            name={field('businessName')}
            label="Business name"
            irsField="businessName"
          />
          <FormTextField
            control={control}
            name={field('dba')}
            label="Doing business as (optional)"
            irsField="businessName2"
          />
        </Stack>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={control}
            name={field('firstName')}
            label="First name"
            irsField="firstName"
          />
          <FormTextField
            control={control}
            name={field('middleName')}
            label="Middle name"
            irsField="middleName"
          />
          <FormTextField control={control} name={field('lastName')} label="Last name" irsField="lastName" />
        </Stack>
      )}
      <TinFields
        control={control}
        setValue={setValue}
        label={tinLabel}
        onTypeChosen={() => {
          tinTypeChosen.current = true;
        }}
      />
      <Typography variant="subtitle2" component="h3">
        Address
      </Typography>
      <AddressFields control={control} />
      <Typography variant="subtitle2" component="h3">
        Contact
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={control} name={field('emailAddress')} label="E-mail" type="email" />
        <FormTextField control={control} name={field('phoneNumber')} label="Phone" type="tel" />
        <FormTextField
          control={control}
          name={field('phoneExt')}
          label="Ext."
          sx={{ maxWidth: { sm: 120 } }}
        />
      </Stack>
    </>
  );
}
