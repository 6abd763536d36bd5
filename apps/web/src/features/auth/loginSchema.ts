import * as z from 'zod/mini';
import { altchaField, emailField, passwordField } from '../form-kit/fields.ts';

/**
 * The sign-in form's rules, apart from the other access screens' (schemas.ts). The sign-in page
 * imports this module (and with it zod) only when the form is first focused or sent
 * (`useLoginForm`), so that its first paint does not wait for zod (docs/web.md).
 */
export const loginSchema = z.object({
  email: emailField,
  password: passwordField,
  altcha: altchaField,
});
export type LoginValues = z.input<typeof loginSchema>;
