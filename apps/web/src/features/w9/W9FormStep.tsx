import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { W9_MESSAGES } from '@file1099/forms';
import { FormCheckboxField } from '../form-kit/FormCheckboxField.tsx';
import { FormError } from '../form-kit/FormError.tsx';
import { FormSelectField } from '../form-kit/FormSelectField.tsx';
import { FormTextField } from '../form-kit/FormTextField.tsx';
import { AddressFields } from '../party/AddressFields.tsx';
import { TinFields } from '../party/TinFields.tsx';
import {
  asksForeignPartners,
  BUSINESS_CLASSIFICATIONS,
  CERTIFICATIONS,
  createW9Schema,
  LLC_OPTIONS,
  type W9FormValues,
} from './w9Form.ts';

export interface W9FormStepProps {
  values: W9FormValues;
  initialTin: string;
  busy: boolean;
  error: string | null;
  onBack: () => void;
  onSubmit: (values: W9FormValues) => void;
}

/** Step 2: Form W-9 (Rev. March 2024) lines 1–6, Part I and the three certifications, one column on a phone. */
export function W9FormStep({ values, initialTin, busy, error, onBack, onSubmit }: W9FormStepProps) {
  const { control, handleSubmit, setValue, formState } = useForm<W9FormValues>({
    defaultValues: values,
    resolver: zodResolver(createW9Schema(initialTin)),
    mode: 'onTouched',
  });
  const watched = useWatch({ control });
  const business = values.entityType === 'Business';
  const classification = watched.fedTaxClassification ?? '';
  const invalid = formState.submitCount > 0 && Object.keys(formState.errors).length > 0;
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      {business ? (
        <>
          <FormTextField
            control={control}
            name="businessName"
            label="Name of entity (line 1)"
            required
            fullWidth
          />
          <FormTextField
            control={control}
            name="dba"
            label="Business name / DBA, if different (line 2)"
            fullWidth
          />
          <FormSelectField
            control={control}
            name="fedTaxClassification"
            label="Federal tax classification (line 3a)"
            options={BUSINESS_CLASSIFICATIONS}
            emptyLabel="Select one"
          />
          {classification === 'llc' && (
            <FormSelectField
              control={control}
              name="llcTaxClassification"
              label="LLC tax classification"
              options={LLC_OPTIONS}
              emptyLabel="Select C, S or P"
            />
          )}
          {asksForeignPartners({
            fedTaxClassification: classification,
            llcTaxClassification: watched.llcTaxClassification ?? '',
          }) && (
            <FormCheckboxField
              control={control}
              name="foreignPartners"
              label="Line 3b: I give this form to a partnership, trust or estate in which I have an interest, and I have foreign partners, owners or beneficiaries."
            />
          )}
          <Stack direction="row" spacing={2}>
            <FormTextField control={control} name="exemptPayeeCode" label="Exempt payee code" fullWidth />
            <FormTextField control={control} name="fatcaCode" label="FATCA exemption code" fullWidth />
          </Stack>
        </>
      ) : (
        <>
          <FormTextField
            control={control}
            name="firstName"
            label="First name"
            required
            fullWidth
            autoComplete="given-name"
          />
          <FormTextField control={control} name="middleName" label="Middle name" fullWidth />
          <FormTextField
            control={control}
            name="lastName"
            label="Last name"
            required
            fullWidth
            autoComplete="family-name"
          />
          <FormTextField
            control={control}
            name="businessName"
            label="Business name / DBA, if any (line 2)"
            fullWidth
          />
        </>
      )}
      <TinFields control={control} setValue={setValue} label="Taxpayer identification number" />
      <AddressFields control={control} />
      <FormTextField control={control} name="emailAddress" label="E-mail (optional)" type="email" fullWidth />
      <Typography variant="subtitle2">Certification</Typography>
      {CERTIFICATIONS.map(([name, label]) => (
        <FormCheckboxField key={name} control={control} name={name} label={label} />
      ))}
      <FormError message={invalid ? W9_MESSAGES.submitInvalid : error} />
      <Stack direction="row" spacing={1}>
        <Button onClick={onBack} disabled={busy}>
          Back
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          Next
        </Button>
      </Stack>
    </Stack>
  );
}
