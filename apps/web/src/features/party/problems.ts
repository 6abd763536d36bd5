import type { Problem } from '@file1099/forms';

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
