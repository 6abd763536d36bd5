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

/** The spec's text under an empty required field (part 1 §7, part 2 §5). */
export const REQUIRED_FIELD_MESSAGE = 'Required';

/**
 * A problem as its form field shows it: a missing value (a code ending in _REQUIRED) says the spec's
 * 'Required' under the field; other problems keep their message. The full sentence ('Business name is
 * required') stays for places without a field, such as an import row's error.
 */
export function toFieldProblem(problem: Problem): Problem {
  return problem.code.endsWith('_REQUIRED') ? { ...problem, message: REQUIRED_FIELD_MESSAGE } : problem;
}
