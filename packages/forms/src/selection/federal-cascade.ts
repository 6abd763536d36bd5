import { isValidEmail } from '../identity/email.ts';
import type { StateFilingMethod } from '../statuses/state-filing.ts';
import { canRequestTinMatch } from '../statuses/tin-match.ts';

/** The per-filing service choices (spec part 2 §3: fedSub, stateSub, printSub, emailSub; payee TIN match). */
export interface SubmissionSelection {
  fedSub: { selected: boolean };
  stateSub: {
    selected: boolean;
    filingMethod: StateFilingMethod | null;
    isFilingSupported: boolean;
    isFilingRequired: boolean;
    supportedMethods: readonly StateFilingMethod[];
    /** A state-only filing (states/state-only.ts): the state toggle works without Federal eFile. */
    isStateOnly?: boolean;
  };
  printSub: { selected: boolean };
  emailSub: { selected: boolean };
  tinMatch: { selected: boolean };
}

export interface SelectionContext {
  payeeEmail: string | null | undefined;
  /** The TIN match feature flag. */
  tinMatchEnabled: boolean;
  tinMatchStatus: string | null | undefined;
}

/**
 * CFSF when the state takes it, else direct state eFile (spec part 2 §4); a state that takes neither
 * (paper only) gets the first method it offers.
 */
export function getDefaultStateFilingMethod(
  supportedMethods: readonly StateFilingMethod[],
): StateFilingMethod {
  if (supportedMethods.includes('CFSF')) return 'CFSF';
  const [first] = supportedMethods;
  return first === undefined || supportedMethods.includes('EFile') ? 'EFile' : first;
}

/** Whether selecting federal e-file also selects the state: supported, and required or a method is available. */
function shouldSelectState(stateSub: SubmissionSelection['stateSub']): boolean {
  return stateSub.isFilingSupported && (stateSub.isFilingRequired || stateSub.supportedMethods.length > 0);
}

/** Select or deselect the state submission; deselecting clears the method. */
export function setStateSubmission<T extends SubmissionSelection>(
  selection: T,
  selected: boolean,
  filingMethod?: StateFilingMethod,
): T {
  const method = selected
    ? (filingMethod ?? getDefaultStateFilingMethod(selection.stateSub.supportedMethods))
    : null;
  return { ...selection, stateSub: { ...selection.stateSub, selected, filingMethod: method } };
}

/**
 * The federal selection cascade (spec part 2 §4). Selecting federal e-file also selects the state
 * submission (when supported and required or a method is available; CFSF if supported, else EFile),
 * the printed copy, the e-mailed copy (only with a valid payee e-mail) and TIN match (only if enabled
 * and not InProgress or Valid). Deselecting federal e-file deselects state, print and e-mail, whose
 * toggles need it, and clears the state method; TIN match, a payee-level check, stays as it is.
 */
export function selectFederalSubmission<T extends SubmissionSelection>(
  selection: T,
  selected: boolean,
  context: SelectionContext,
): T {
  if (!selected) {
    return {
      ...setStateSubmission(selection, false),
      fedSub: { ...selection.fedSub, selected: false },
      printSub: { ...selection.printSub, selected: false },
      emailSub: { ...selection.emailSub, selected: false },
    };
  }
  const withState = shouldSelectState(selection.stateSub) ? setStateSubmission(selection, true) : selection;
  return {
    ...withState,
    fedSub: { ...selection.fedSub, selected: true },
    printSub: { ...selection.printSub, selected: true },
    emailSub: { ...selection.emailSub, selected: isValidEmail(context.payeeEmail) },
    tinMatch: {
      ...selection.tinMatch,
      selected: context.tinMatchEnabled && canRequestTinMatch(context.tinMatchStatus),
    },
  };
}

export interface SubmissionToggles {
  fed: boolean;
  state: boolean;
  print: boolean;
  email: boolean;
  tinMatch: boolean;
}

/**
 * Which toggles are enabled: state, print and e-mail only with federal e-file selected (state also
 * without it for a state-only filing); state also needs state filing support; e-mail also needs a payee e-mail; TIN match needs the feature and a TIN status
 * that allows a new check.
 */
export function getSubmissionToggles(
  selection: SubmissionSelection,
  context: SelectionContext,
): SubmissionToggles {
  const fed = selection.fedSub.selected;
  return {
    fed: true,
    state: (fed || selection.stateSub.isStateOnly === true) && selection.stateSub.isFilingSupported,
    print: fed,
    email: fed && isValidEmail(context.payeeEmail),
    tinMatch: context.tinMatchEnabled && canRequestTinMatch(context.tinMatchStatus),
  };
}
