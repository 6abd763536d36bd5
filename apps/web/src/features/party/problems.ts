import type { Problem } from '@file1099/forms';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/** What zod's `superRefine` context needs to report a problem on a field. */
interface IssueSink {
  addIssue: (issue: { code: 'custom'; path: (string | number)[]; message: string }) => void;
}

/**
 * Reports the form package's problems on form fields. `mapPath` turns a problem path ('tin',
 * 'address.line2', 'filingData.rents') into a form field path; null leaves the problem out.
 */
export function addProblemIssues(
  context: IssueSink,
  problems: readonly Problem[],
  mapPath: (path: string) => string | null = (path) => path,
): void {
  for (const problem of problems) {
    const path = mapPath(problem.path);
    if (path === null) continue;
    context.addIssue({ code: 'custom', path: path === '' ? [] : path.split('.'), message: problem.message });
  }
}

/**
 * Puts the server's `extensions.fieldMessages` (keyed by the same problem paths) on the form's
 * fields. Returns how many were shown, so the caller knows whether a general message is still needed.
 */
export function applyFieldMessages<TValues extends FieldValues>(
  setError: UseFormSetError<TValues>,
  fieldMessages: Readonly<Record<string, string>>,
  knownFields: ReadonlySet<string>,
  mapPath: (path: string) => string | null = (path) => path,
): number {
  let shown = 0;
  for (const [path, message] of Object.entries(fieldMessages)) {
    const field = mapPath(path);
    if (field === null || !knownFields.has(field)) continue;
    setError(field as FieldPath<TValues>, { type: 'server', message });
    shown += 1;
  }
  return shown;
}
