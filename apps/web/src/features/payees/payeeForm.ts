import { z } from 'zod';
import {
  ADDRESS_FIELDS,
  isEntityType,
  isTinType,
  PAYEE_TEXT_FIELDS,
  toFieldProblem,
  validatePayee,
  validatePayeeLight,
  type PayeeValues,
  type SameType,
} from '@file1099/forms';
import { addProblemIssues } from '../party/problems.ts';
import { EMPTY_ADDRESS, toAddressValues } from '../party/partyValues.ts';
import type { Payee, PayeeSaveInput } from './payees.api.ts';

/** Spec part 2 §8. */
export const PAYEE_MESSAGES = {
  saved: 'Saved Payee Successfully',
  saveFailed: 'Failed to save Payee',
  deleteOneFailed: 'Failed to delete payee',
  deleteManyFailed: 'Failed to delete payees',
  selectFirst: 'Select the payees first: bulk actions need a selection.',
} as const;

/** The payee dialog holds the form package's payee model (identity/payee-model.ts), as text. */
export type PayeeFormValues = PayeeValues;

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

/** The model's fields of a payee as the server sent it. */
export function toPayeeFormValues(payee: Payee | null): PayeeFormValues {
  if (!payee) return { ...NEW_PAYEE, address: { ...EMPTY_ADDRESS } };
  const values = { ...NEW_PAYEE, address: toAddressValues(payee.address) };
  for (const field of PAYEE_TEXT_FIELDS) values[field] = payee[field];
  return values;
}

/** One text field of zod per name, keeping the names in the type. */
function textFields<K extends string>(names: readonly K[]): { [P in K]: z.ZodString } {
  return Object.fromEntries(names.map((name) => [name, z.string()])) as { [P in K]: z.ZodString };
}

/** The zod shape of the payee model: its text fields and the address, each part text. */
const payeeShape = z.object({
  ...textFields(PAYEE_TEXT_FIELDS),
  address: z.object(textFields(ADDRESS_FIELDS)),
});

/** The dialog's schema takes exactly the payee model. */
const shapeMatchesModel: SameType<z.input<typeof payeeShape>, PayeeFormValues> = true;
void shapeMatchesModel;

/**
 * The payee form (spec part 2 §5) checked by the form package's `validatePayee`, as the server's
 * `addEditPayee` is: payee type, names by type, TIN type, the TIN in its type's mask and in a range
 * the IRS issues (checked only when changed from `initialTin`, the masked one shown), e-mail and the
 * 40-character street rule. Every required field says 'Required'.
 */
export function createPayeeSchema(initialTin: string | undefined) {
  return payeeShape.superRefine((values, context) => {
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
