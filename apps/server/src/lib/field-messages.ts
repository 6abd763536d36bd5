import type { Problem } from '@file1099/forms';
import { AppError } from './app-error.ts';

/** Problems as `extensions.fieldMessages`: the first message of each path ('tin', 'address.line1'). */
export function toFieldMessages(problems: readonly Problem[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const problem of problems) messages[problem.path] ??= problem.message;
  return messages;
}

/**
 * The one error of input refused by the form package's rules: the first problem's message, and every
 * problem under its field as `toField` words it there (e.g. the form package's `toFieldProblem`, which
 * says 'Required' under an empty required field).
 */
export function invalidInputError(
  problems: readonly Problem[],
  options: { developerMessage?: string; fallback: string; toField?: (problem: Problem) => Problem },
): AppError {
  const toField = options.toField ?? ((problem: Problem) => problem);
  return new AppError('BAD_USER_INPUT', problems[0]?.message ?? options.fallback, {
    fieldMessages: toFieldMessages(problems.map(toField)),
    ...(options.developerMessage ? { developerMessage: options.developerMessage } : {}),
  });
}
