import { z } from 'zod';
import { isEntityType, isTinType, toFieldProblem, validatePayee, validatePayeeLight } from '@file1099/forms';
import { addProblemIssues } from '../party/problems.ts';
import { EMPTY_ADDRESS, toAddressValues, type AddressValues } from '../party/partyValues.ts';
import type { Payee, PayeeSaveInput } from './payees.api.ts';

/** Spec part 2 §8. */
export const PAYEE_MESSAGES = {
  saved: 'Saved Payee Successfully',
  saveFailed: 'Failed to save Payee',
  deleteOneFailed: 'Failed to delete payee',
  deleteManyFailed: 'Failed to delete payees',
  selectFirst: 'Select the payees first: bulk actions need a selection.',
} as const;

export interface PayeeFormValues {
  entityType: string;
  businessName: string;
  dba: string;
  firstName: string;
  middleName: string;
  lastName: string;
  tinType: string;
  tin: string;
  emailAddress: string;
  phoneNumber: string;
  phoneExt: string;
  address: AddressValues;
}

export const NEW_PAYEE: PayeeFormValues = {
  entityType: 'Individual',
  businessName: '',
  dba: '',
  firstName: '',
  middleName: '',
  lastName: '',
  tinType: 'SSN',
  tin: '',
  emailAddress: '',
  phoneNumber: '',
  phoneExt: '',
  address: { ...EMPTY_ADDRESS },
};

export function toPayeeFormValues(payee: Payee | null): PayeeFormValues {
  if (!payee) return { ...NEW_PAYEE, address: { ...EMPTY_ADDRESS } };
  return {
    entityType: payee.entityType,
    businessName: payee.businessName,
    dba: payee.dba,
    firstName: payee.firstName,
    middleName: payee.middleName,
    lastName: payee.lastName,
    tinType: payee.tinType,
    tin: payee.tin,
    emailAddress: payee.emailAddress,
    phoneNumber: payee.phoneNumber,
    phoneExt: payee.phoneExt,
    address: toAddressValues(payee.address),
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
 * The payee form (spec part 2 §5) checked by the form package's `validatePayee`, as the server's
 * `addEditPayee` is: payee type, names by type, TIN type, the TIN in its type's mask and in a range
 * the IRS issues (checked only when changed from `initialTin`, the masked one shown), e-mail and the
 * 40-character street rule. Every required field says 'Required'.
 */
export function createPayeeSchema(initialTin: string | undefined) {
  return z
    .object({
      entityType: z.string(),
      businessName: z.string(),
      dba: z.string(),
      firstName: z.string(),
      middleName: z.string(),
      lastName: z.string(),
      tinType: z.string(),
      tin: z.string(),
      emailAddress: z.string(),
      phoneNumber: z.string(),
      phoneExt: z.string(),
      address,
    })
    .superRefine((values, context) => {
      // A missing value says the spec's 'Required' under its field.
      addProblemIssues(context, validatePayee(values, initialTin).errors.map(toFieldProblem));
    });
}

export function toPayeeSaveInput(id: number | undefined, values: PayeeFormValues): PayeeSaveInput {
  const { entityType, tinType } = values;
  // The form's checks refuse an empty type with 'Required' before anything is saved.
  if (!isEntityType(entityType) || !isTinType(tinType))
    throw new Error('The payee type and TIN type are required.');
  const isBusiness = entityType === 'Business';
  return {
    ...(id === undefined ? {} : { id }),
    ...values,
    entityType,
    tinType,
    firstName: isBusiness ? '' : values.firstName,
    middleName: isBusiness ? '' : values.middleName,
    lastName: isBusiness ? '' : values.lastName,
  };
}

/** The light payee dialog: a name and a valid e-mail, by the form package's rule the server applies too. */
export const payeeLightSchema = z
  .object({ displayName: z.string(), emailAddress: z.string() })
  .superRefine((values, context) => {
    for (const problem of validatePayeeLight(values).errors)
      context.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  });
export type PayeeLightValues = z.input<typeof payeeLightSchema>;
