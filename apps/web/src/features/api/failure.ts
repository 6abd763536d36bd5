import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { Notify } from '../notifications/notificationContext.ts';
import { ApiError, getErrorMessage } from './apiClient.ts';

/**
 * The one place a failed request becomes what the user is shown. The request layer (apiClient.ts)
 * turns every failure into an ApiError carrying the server's message and its per-field messages; this
 * module decides where they appear: each field message under its field, and the message itself once —
 * in the form or as a notification, and not at all when a field already says it. A form may add the
 * spec's one-line notice of the failed save ('Failed to save Payee') as a notification.
 */

export interface FailureOptions {
  /** The form's fields that can show a server field message ('tin', 'address.line1'). */
  fields?: ReadonlySet<string>;
  /** A server path ('filingData.rents') as the form's field path; null leaves the message out. */
  mapPath?: (path: string) => string | null;
  /** The message when the failure is not an answer of the server; MESSAGES.genericRequestError if not given. */
  fallback?: string;
}

export interface FormFailureOptions extends FailureOptions {
  /**
   * The spec's one-line notice of a failed save ('Failed to save Payee'), shown in the notification
   * stack besides the details in the form; not after a refused session (its sign-out says so).
   */
  summary?: { notify: Notify; message: string };
}

export interface FailureMessages {
  /** Server messages by form field, only for the fields the form has. */
  fields: Record<string, string>;
  /** The one message to show besides them; null when a field shows the same text already. */
  message: string | null;
}

/** What to show for a failure: the field messages the form can place, and the message, said once. */
export function describeFailure(error: unknown, options: FailureOptions = {}): FailureMessages {
  if (!(error instanceof ApiError))
    return { fields: {}, message: options.fallback ?? getErrorMessage(error) };
  const mapPath = options.mapPath ?? ((path: string) => path);
  const fields: Record<string, string> = {};
  for (const [path, text] of Object.entries(error.fieldMessages)) {
    const field = mapPath(path);
    if (field !== null && options.fields?.has(field)) fields[field] ??= text;
  }
  const onFields = new Set(Object.values(fields));
  return { fields, message: onFields.has(error.message) ? null : error.message };
}

/**
 * A form's failed submit: the server's field messages under the form's fields, the spec's summary as
 * a notification when given; returns the message for the form's own alert (FormError), or null when
 * the fields say it already.
 */
export function showFormFailure<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  options: FormFailureOptions = {},
): string | null {
  const { fields, message } = describeFailure(error, options);
  if (options.summary && !(error instanceof ApiError && error.isUnauthorized))
    options.summary.notify(options.summary.message, { severity: 'error' });
  for (const [field, text] of Object.entries(fields))
    setError(field as FieldPath<TValues>, { type: 'server', message: text });
  return message;
}

/**
 * A failure outside a form: its message in the notification stack. A refused session (HTTP 403) is
 * not repeated: the sign-out that follows it has said so already.
 */
export function notifyFailure(
  notify: Notify,
  error: unknown,
  options: { fallback?: string; prefix?: string } = {},
): void {
  if (error instanceof ApiError && error.isUnauthorized) return;
  const { message } = describeFailure(
    error,
    options.fallback === undefined ? {} : { fallback: options.fallback },
  );
  if (message) notify(options.prefix ? `${options.prefix}: ${message}` : message, { severity: 'error' });
}

/** The message of a failure shown in a page or form of its own (no fields to place messages on). */
export function getFailureMessage(error: unknown, fallback?: string): string {
  return describeFailure(error, fallback === undefined ? {} : { fallback }).message ?? getErrorMessage(error);
}
