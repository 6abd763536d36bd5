/**
 * A problem found by a check. `forms` reports every problem at once, each with a code, a path into the
 * checked object ('payee.tin', 'filingData.nonEmployeeComp') and a message a user can act on.
 */
export interface Problem {
  code: string;
  path: string;
  message: string;
}

/** Errors block a submission; warnings need the user's confirmation ("Ignore warnings and submit anyways"). */
export interface ValidationResult {
  errors: Problem[];
  warnings: Problem[];
}

export function createProblem(code: string, path: string, message: string): Problem {
  return { code, path, message };
}

/** Prefix every path, e.g. payee problems inside a filing. */
export function prefixProblems(prefix: string, problems: readonly Problem[]): Problem[] {
  return problems.map((problem) => ({
    ...problem,
    path: problem.path ? `${prefix}.${problem.path}` : prefix,
  }));
}
