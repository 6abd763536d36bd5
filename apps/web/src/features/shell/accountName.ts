import type { DomainData, SessionUser } from '../session/session.types.ts';

/** Screen classes of spec part 1 §9 for the account name in the top bar. */
export type NameWidth = 'desktop' | 'large' | 'medium' | 'small';

const NAME_LIMITS: Record<NameWidth, number> = { desktop: 90, large: 65, medium: 50, small: 23 };

export const SANDBOX_ACCOUNT_NAME = 'Sample Company';
export const TEST_ACCOUNT_SUFFIX = ' (T)';

export interface NameLimitOptions {
  isTestAccount: boolean;
  isAccountantInClient: boolean;
}

/** 90/65/50/23 characters; 3 fewer for test accounts and a further 4 fewer for an accountant in a client. */
export function getAccountNameLimit(width: NameWidth, options: NameLimitOptions): number {
  return NAME_LIMITS[width] - (options.isTestAccount ? 3 : 0) - (options.isAccountantInClient ? 4 : 0);
}

export function truncateName(name: string, limit: number): string {
  if (name.length <= limit) return name;
  return `${name.slice(0, Math.max(0, limit - 3)).trimEnd()}...`;
}

export interface AccountNameInput {
  sandbox: boolean;
  user: SessionUser | null;
  domain: DomainData | null;
  width: NameWidth;
  isAccountantInClient: boolean;
}

/** The top bar's account name: 'Sample Company' in sandbox, else the truncated name plus ' (T)' for tests. */
export function getAccountDisplayName({
  sandbox,
  user,
  domain,
  width,
  isAccountantInClient,
}: AccountNameInput): string {
  if (sandbox) return SANDBOX_ACCOUNT_NAME;
  if (!user) return '';
  const isTestAccount = domain?.isTestAccount ?? false;
  const limit = getAccountNameLimit(width, { isTestAccount, isAccountantInClient });
  if (!user.domainName) return '';
  return truncateName(user.domainName, limit) + (isTestAccount ? TEST_ACCOUNT_SUFFIX : '');
}
