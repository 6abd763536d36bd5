// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PAYER_USER } from '../../test/sessions.ts';
import { getAccountDisplayName, getAccountNameLimit, truncateName } from './accountName.ts';

const longName = 'A'.repeat(100);

describe('account name in the top bar', () => {
  it('allows 90/65/50/23 characters by screen size', () => {
    const plain = { isTestAccount: false, isAccountantInClient: false };
    expect(getAccountNameLimit('desktop', plain)).toBe(90);
    expect(getAccountNameLimit('large', plain)).toBe(65);
    expect(getAccountNameLimit('medium', plain)).toBe(50);
    expect(getAccountNameLimit('small', plain)).toBe(23);
  });

  it('allows 3 fewer for test accounts and 4 fewer again for an accountant in a client', () => {
    expect(getAccountNameLimit('small', { isTestAccount: true, isAccountantInClient: false })).toBe(20);
    expect(getAccountNameLimit('small', { isTestAccount: true, isAccountantInClient: true })).toBe(16);
  });

  it('truncates long names and keeps short ones', () => {
    expect(truncateName('Acme', 23)).toBe('Acme');
    expect(truncateName(longName, 23)).toHaveLength(23);
    expect(truncateName(longName, 23).endsWith('...')).toBe(true);
  });

  it("adds ' (T)' for test accounts and shows 'Sample Company' in the sandbox", () => {
    const user = { ...PAYER_USER, domainName: longName };
    const base = { user, width: 'small' as const, isAccountantInClient: false };
    expect(getAccountDisplayName({ ...base, sandbox: false, domain: { id: '1', isTestAccount: true } })).toBe(
      `${'A'.repeat(17)}... (T)`,
    );
    expect(getAccountDisplayName({ ...base, sandbox: true, domain: null })).toBe('Sample Company');
    expect(getAccountDisplayName({ ...base, user: null, sandbox: false, domain: null })).toBe('');
  });
});
