import { describe, expect, it } from 'vitest';
import { createProblem, prefixProblems } from './problem.ts';

describe('problems', () => {
  it('prefixes paths, using the prefix alone for a problem about the whole object', () => {
    const problems = [createProblem('A', 'tin', 'a'), createProblem('B', '', 'b')];
    expect(prefixProblems('payee', problems)).toEqual([
      { code: 'A', path: 'payee.tin', message: 'a' },
      { code: 'B', path: 'payee', message: 'b' },
    ]);
  });
});
