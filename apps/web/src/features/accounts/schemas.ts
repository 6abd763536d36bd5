import { z } from 'zod';
import { accountNameField, domainTypeField, NAME_MAX_LENGTH } from '../form-kit/fields.ts';

export const addAccountSchema = z.object({
  name: accountNameField.check(z.minLength(1, 'Please enter the account name.')),
  domainType: domainTypeField,
});
export type AddAccountValues = z.input<typeof addAccountSchema>;

const optionalName = z.string().trim().max(NAME_MAX_LENGTH, `Use at most ${NAME_MAX_LENGTH} characters.`);

/** A firm's new client: a business needs its name; an individual needs first and last name. */
export const addClientSchema = z
  .object({
    domainType: z.enum(['B', 'C'], { error: 'Please choose a business or an individual.' }),
    name: accountNameField,
    firstName: optionalName,
    lastName: optionalName,
  })
  .superRefine((values, context) => {
    if (values.domainType === 'B' && values.name === '') {
      context.addIssue({ code: 'custom', path: ['name'], message: "Please enter the business's name." });
    }
    if (values.domainType === 'C') {
      if (values.firstName === '')
        context.addIssue({
          code: 'custom',
          path: ['firstName'],
          message: "Please enter the client's first name.",
        });
      if (values.lastName === '')
        context.addIssue({
          code: 'custom',
          path: ['lastName'],
          message: "Please enter the client's last name.",
        });
    }
  });
export type AddClientValues = z.input<typeof addClientSchema>;

export const accountPreferencesSchema = z.object({
  name: accountNameField.check(z.minLength(1, 'Please enter the account name.')),
  requireMfa: z.boolean(),
});
export type AccountPreferencesValues = z.input<typeof accountPreferencesSchema>;
