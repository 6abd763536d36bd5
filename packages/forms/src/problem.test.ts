import { describe, expect, it } from 'vitest';
import { createProblem, prefixProblems, REQUIRED_FIELD_MESSAGE, toFieldProblem } from './problem.ts';

describe('problems', () => {
  it('prefixes paths, using the prefix alone for a problem about the whole object', () => {
    const problems = [createProblem('A', 'tin', 'a'), createProblem('B', '', 'b')];
    expect(prefixProblems('payee', problems)).toEqual([
      { code: 'A', path: 'payee.tin', message: 'a' },
      { code: 'B', path: 'payee', message: 'b' },
    ]);
  });

  it("shows a missing value as the spec's 'Required' under its field", () => {
    expect(
      toFieldProblem(createProblem('BUSINESS_NAME_REQUIRED', 'businessName', 'Business name is required')),
    ).toEqual({
      code: 'BUSINESS_NAME_REQUIRED',
      path: 'businessName',
      message: REQUIRED_FIELD_MESSAGE,
    });
    expect(REQUIRED_FIELD_MESSAGE).toBe('Required');
    const invalid = createProblem('TIN_INVALID', 'tin', 'Please enter a valid FEIN');
    expect(toFieldProblem(invalid)).toBe(invalid);
  });
});
