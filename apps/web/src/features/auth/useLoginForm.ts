import { useCallback, useRef, useState, type FormEvent } from 'react';
import type * as LoginSchemaModule from './loginSchema.ts';
import type { LoginValues } from './loginSchema.ts';

export type LoginField = keyof LoginValues;
export type LoginErrors = Partial<Record<LoginField, string>>;

const FIELDS: readonly LoginField[] = ['email', 'password', 'altcha'];
const EMPTY: LoginValues = { email: '', password: '', altcha: '' };

let schemaModule: Promise<typeof LoginSchemaModule> | null = null;

/** The form's zod schema (and zod), imported once; a failed import is tried again next time. */
function loadSchema(): Promise<typeof LoginSchemaModule> {
  schemaModule ??= import('./loginSchema.ts').catch((error: unknown) => {
    schemaModule = null;
    throw error;
  });
  return schemaModule;
}

/** The values as the rules read them (the e-mail trimmed), or the first message of each field. */
export async function validateLogin(
  values: LoginValues,
): Promise<{ values: LoginValues; errors: null } | { values: null; errors: LoginErrors }> {
  const { loginSchema } = await loadSchema();
  const result = loginSchema.safeParse(values);
  if (result.success) return { values: result.data, errors: null };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = FIELDS.find((name) => name === issue.path[0]);
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return { values: null, errors };
}

/**
 * The sign-in form's state: what react-hook-form with the zod resolver does for the other forms
 * (checked when sent, then again on each change; the first field in error focused; the parsed values
 * handed on), without its 15 kB on the page every visitor loads first (docs/web.md). The rules are
 * the same zod schema, imported when the form is first focused (`preload`) or sent.
 */
export function useLoginForm() {
  const [values, setValues] = useState<LoginValues>(EMPTY);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const current = useRef(values);
  const submitted = useRef(false);
  const checks = useRef(0);
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});

  const check = useCallback(async (next: LoginValues) => {
    checks.current += 1;
    const mine = checks.current;
    const result = await validateLogin(next);
    // Only the latest check's answer counts: an earlier one may finish after it.
    if (mine === checks.current) setErrors(result.errors ?? {});
    return result;
  }, []);

  /** Sets a value as the program does (a reset): not checked, as react-hook-form's setValue. */
  const setValue = useCallback((field: LoginField, value: string) => {
    current.current = { ...current.current, [field]: value };
    setValues(current.current);
  }, []);

  /** The user changed a field: after the first attempt to send, the rules run again at once. */
  const change = useCallback(
    (field: LoginField, value: string) => {
      setValue(field, value);
      if (submitted.current) void check(current.current).catch(() => undefined);
    },
    [check, setValue],
  );

  const setFieldError = useCallback((field: LoginField, message: string) => {
    setErrors((shown) => ({ ...shown, [field]: message }));
  }, []);

  const getValues = useCallback(() => current.current, []);

  const registerInput = useCallback(
    (field: LoginField) => (element: HTMLInputElement | null) => {
      inputs.current[field] = element;
    },
    [],
  );

  const handleSubmit = useCallback(
    (onValid: (values: LoginValues) => Promise<void>) => async (event: FormEvent) => {
      event.preventDefault();
      submitted.current = true;
      setSubmitting(true);
      try {
        const result = await check(current.current);
        if (result.errors) {
          const first = FIELDS.find((field) => result.errors[field] !== undefined && inputs.current[field]);
          if (first) inputs.current[first]?.focus();
          return;
        }
        await onValid(result.values);
      } finally {
        setSubmitting(false);
      }
    },
    [check],
  );

  const preload = useCallback(() => void loadSchema().catch(() => undefined), []);

  return {
    values,
    errors,
    isSubmitting,
    setValue,
    change,
    setFieldError,
    getValues,
    registerInput,
    handleSubmit,
    preload,
  };
}
