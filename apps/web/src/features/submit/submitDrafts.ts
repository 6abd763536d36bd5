import type { SubmitDraft } from './submit.api.ts';
import type { FilingCheck } from './submitRules.ts';

/** The services a draft has selected (spec part 2 §3 fedSub, stateSub, printSub, emailSub), paid ones marked. */
export function getServiceLabels(filing: SubmitDraft): string[] {
  const label = (text: string, sub: { selected: boolean; isPaid: boolean }) =>
    sub.isPaid ? [`${text} (paid)`] : sub.selected ? [text] : [];
  const state = filing.stateSub.stateCode
    ? `State ${filing.stateSub.stateCode}${filing.stateSub.filingMethod ? ` ${filing.stateSub.filingMethod}` : ''}`
    : 'State';
  return [
    ...label('Federal', filing.fedSub),
    ...label(state, filing.stateSub),
    ...label('Print', filing.printSub),
    ...label('E-mail', filing.emailSub),
    ...label('TIN check', filing.tinMatchSub),
  ];
}

/** A draft's problems: the last validation's answer for it when there is one, else the stored ones. */
export function getDraftProblems(
  filing: SubmitDraft,
  checks: readonly FilingCheck[],
): { errors: string[]; warnings: string[] } {
  const checked = checks.find((check) => check.id === filing.id);
  const source = checked ?? filing;
  return {
    errors: source.errors.map((problem) => problem.message),
    warnings: source.warnings.map((problem) => problem.message),
  };
}
