import { z } from 'zod';
import { ENTITY_TYPES, TIN_TYPES, validatePayerSave, type EntityType, type TinType } from '@file1099/forms';
import { addProblemIssues } from '../party/problems.ts';
import { toAddressValues, type AddressValues } from '../party/partyValues.ts';
import type { Payer, PayerSaveInput } from './payer.api.ts';

export const PAYER_MESSAGES = {
  saved: 'Update Payer Info Successfully',
  saveFailed: 'Failed to save payer info',
  unexpected: 'An unexpected error occurred while saving payer info',
  validateFailed: 'Error validating payer',
} as const;

export interface PayerFormValues {
  payerType: EntityType;
  businessName: string;
  dba: string;
  firstName: string;
  middleName: string;
  lastName: string;
  tinType: TinType;
  tin: string;
  emailAddress: string;
  phoneNumber: string;
  phoneExt: string;
  address: AddressValues;
  customAttributes: { key: string; value: string }[];
}

export function toPayerFormValues(payer: Payer): PayerFormValues {
  return {
    payerType: payer.payerType,
    businessName: payer.businessName,
    dba: payer.dba,
    firstName: payer.firstName,
    middleName: payer.middleName,
    lastName: payer.lastName,
    tinType: payer.tinType,
    tin: payer.tin,
    emailAddress: payer.emailAddress,
    phoneNumber: payer.phoneNumber,
    phoneExt: payer.phoneExt,
    address: toAddressValues(payer.address),
    customAttributes: payer.customAttributes.map((attribute) => ({ ...attribute })),
  };
}

const address = z.object({
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  postalCode: z.string(),
});

/**
 * The payer dialog's checks are the form package's party rules (names by payer type, TIN type, the
 * TIN in its type's mask — skipped while it is the one shown, e-mail, the 40-character street rule),
 * the same problems the server's `updatePayer` refuses. What filing needs beyond them (full address,
 * phone) is `validatePayer`'s job, shown on the review page.
 */
export function createPayerSchema(initialTin: string | null) {
  return z
    .object({
      payerType: z.enum(ENTITY_TYPES),
      businessName: z.string(),
      dba: z.string(),
      firstName: z.string(),
      middleName: z.string(),
      lastName: z.string(),
      tinType: z.enum(TIN_TYPES),
      tin: z.string(),
      emailAddress: z.string(),
      phoneNumber: z.string(),
      phoneExt: z.string(),
      address,
      customAttributes: z.array(z.object({ key: z.string(), value: z.string() })),
    })
    .superRefine((values, context) => {
      // Blank attribute rows are dropped on save (toPayerSaveInput); problems point at the form's rows.
      const kept = values.customAttributes
        .map((attribute, index) => ({ attribute, index }))
        .filter(({ attribute }) => attribute.key.trim() !== '' || attribute.value.trim() !== '');
      const { errors } = validatePayerSave(
        { ...values, customAttributes: kept.map(({ attribute }) => attribute) },
        initialTin,
      );
      addProblemIssues(context, errors, (path) => {
        const match = /^customAttributes\.(\d+)\.(.+)$/.exec(path);
        if (!match) return path;
        return `customAttributes.${kept[Number(match[1])]?.index ?? match[1]}.${match[2]}`;
      });
    });
}

export function toPayerSaveInput(id: number, values: PayerFormValues): PayerSaveInput {
  const isBusiness = values.payerType === 'Business';
  return {
    id,
    ...values,
    businessName: isBusiness ? values.businessName : '',
    firstName: isBusiness ? '' : values.firstName,
    middleName: isBusiness ? '' : values.middleName,
    lastName: isBusiness ? '' : values.lastName,
    customAttributes: values.customAttributes.filter(
      (attribute) => attribute.key.trim() !== '' || attribute.value.trim() !== '',
    ),
  };
}
