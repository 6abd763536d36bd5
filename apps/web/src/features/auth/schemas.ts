import { z } from 'zod';
import {
  accountNameField,
  altchaField,
  codeField,
  domainTypeField,
  emailField,
  newPasswordField,
  passwordField,
  personNameField,
} from '../form-kit/fields.ts';

/** Form rules of the access screens (spec part 1 §5 leaves them to us; they mirror the server). */

export { loginSchema, type LoginValues } from './loginSchema.ts';

const notTheEmail = (values: { email: string; password: string }) =>
  values.password.trim().toLowerCase() !== values.email.trim().toLowerCase();
const NOT_THE_EMAIL = { message: 'Your password must not be your e-mail address.', path: ['password'] };

export const signupSchema = z
  .object({
    email: emailField,
    password: newPasswordField,
    firstName: personNameField('first name'),
    lastName: personNameField('last name'),
    accountType: domainTypeField,
    accountName: accountNameField,
    altcha: altchaField,
  })
  .refine(notTheEmail, NOT_THE_EMAIL)
  .refine((values) => values.accountType === 'C' || values.accountName.trim() !== '', {
    message: 'Please enter the name of your business or firm.',
    path: ['accountName'],
  });
export type SignupValues = z.input<typeof signupSchema>;

export const forgotPasswordSchema = z.object({ email: emailField, altcha: altchaField });
export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;

const confirmPassword = z.string();
const PASSWORDS_DIFFER = { message: 'The two passwords are not the same.', path: ['confirmPassword'] };

export const resetPasswordSchema = z
  .object({ password: newPasswordField, confirmPassword })
  .refine((values) => values.password === values.confirmPassword, PASSWORDS_DIFFER);
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({ currentPassword: passwordField, password: newPasswordField, confirmPassword })
  .refine((values) => values.password === values.confirmPassword, PASSWORDS_DIFFER);
export type ChangePasswordValues = z.input<typeof changePasswordSchema>;

/** Accepting an invitation: an existing login proves itself with its password; a new one picks one. */
export const acceptExistingSchema = z.object({ password: passwordField, altcha: altchaField });
export type AcceptExistingValues = z.input<typeof acceptExistingSchema>;

export const acceptNewSchema = z
  .object({
    firstName: personNameField('first name'),
    lastName: personNameField('last name'),
    password: newPasswordField,
    confirmPassword,
    altcha: altchaField,
  })
  .refine((values) => values.password === values.confirmPassword, PASSWORDS_DIFFER);
export type AcceptNewValues = z.input<typeof acceptNewSchema>;

export const userNameSchema = z.object({
  firstName: personNameField('first name'),
  lastName: personNameField('last name'),
});
export type UserNameValues = z.input<typeof userNameSchema>;

export const mfaCodeSchema = z.object({ code: codeField });
export type MfaCodeValues = z.input<typeof mfaCodeSchema>;

export const testDriveSchema = z.object({ altcha: altchaField });
export type TestDriveValues = z.input<typeof testDriveSchema>;
