import * as z from 'zod/mini';
import { altchaField, emailField, passwordField } from '../form-kit/fields.ts';

/**
 * The sign-in form's rules, apart from the other access screens' (schemas.ts) so that the sign-in
 * page loads only zod's small 'zod/mini' core (docs/architecture.md, "Code splitting").
 */
export const loginSchema = z.object({
  email: emailField,
  password: passwordField,
  altcha: altchaField,
});
export type LoginValues = z.input<typeof loginSchema>;
