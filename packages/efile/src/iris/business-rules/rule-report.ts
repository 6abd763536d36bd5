/** How the business-rule checks report a broken rule, and what every rule message ends with. */
export type RuleReport = (
  code: string,
  message: string,
  ruleIds: readonly string[],
  line: number,
  severity?: 'error' | 'warning',
) => void;

/** ' (IRS rule X)' or ' (IRS rules X, Y)', the suffix every rule message ends with. */
export function citeRules(ruleIds: readonly string[]): string {
  return ` (IRS rule${ruleIds.length > 1 ? 's' : ''} ${ruleIds.join(', ')})`;
}

/** A TIN the IRS uses for tests (rules SMF027, SHAREDIRFORM021): its first three digits are 000. */
export function isTestTin(tin: string): boolean {
  return tin.startsWith('000');
}
