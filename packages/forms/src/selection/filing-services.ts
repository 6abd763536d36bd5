import { isValidEmail } from '../identity/email.ts';
import type { StateFilingSupport } from '../states/state-programs.ts';
import { STATE_FILING_METHOD_LABELS, type StateFilingMethod } from '../statuses/state-filing.ts';
import { canRequestTinMatch } from '../statuses/tin-match.ts';
import {
  getDefaultStateFilingMethod,
  getSubmissionToggles,
  selectFederalSubmission,
  setStateSubmission,
  type SelectionContext,
  type SubmissionSelection,
  type SubmissionToggles,
} from './federal-cascade.ts';

/**
 * The services of one filing as stored (spec part 2 §3: fedSub, stateSub, printSub, emailSub, and the
 * TIN match ordered with it), and the one way they change: by the federal selection cascade, never
 * switching off or buying again what was paid, and only on a draft. The server applies it in its
 * transaction; the drafts grid applies it to show the change before the server answers.
 */
export const FILING_SERVICES = ['fed', 'state', 'print', 'email', 'tinMatch'] as const;
export type FilingService = (typeof FILING_SERVICES)[number];

export const FILING_SERVICE_LABELS: Readonly<Record<FilingService, string>> = {
  fed: 'Federal eFile',
  state: 'State filing',
  print: 'Recipient copy by mail',
  email: 'Recipient copy by e-mail',
  tinMatch: 'TIN verification',
};

interface Sub {
  selected: boolean;
  isPaid: boolean;
}

export interface FilingServicesState {
  status: string;
  fedSub: Sub;
  stateSub: Sub & { filingMethod: string | null; stateCode: string | null };
  printSub: Sub;
  emailSub: Sub;
  tinMatchSub: Sub;
}

export interface FilingServiceContext extends SelectionContext {
  /** The filing's state filing (state-programs.ts). */
  state: StateFilingSupport;
}

export interface FilingServiceChange {
  service: FilingService;
  selected: boolean;
  /** The state method; the cascade's default (CFSF, else EFile) when not given. */
  filingMethod?: StateFilingMethod | null;
}

export const SERVICE_MESSAGES = {
  notDraft: 'Services can be changed only on draft filings.',
  paid: (service: FilingService) =>
    `${FILING_SERVICE_LABELS[service]} has been paid for this filing and cannot be removed.`,
  alreadyPaid: (service: FilingService) =>
    `${FILING_SERVICE_LABELS[service]} has already been paid for this filing.`,
  needsFederal: (service: FilingService) =>
    `${FILING_SERVICE_LABELS[service]} can be selected only together with Federal eFile.`,
  stateNotSupported: "State filing is not available for this filing's state.",
  methodNotOffered: (method: StateFilingMethod, stateCode: string) =>
    `${STATE_FILING_METHOD_LABELS[method]} is not offered for ${stateCode}.`,
  noEmail: "The payee has no valid e-mail address. Add one to the payee's details first.",
  tinMatchDisabled: 'TIN verification is not available.',
  tinMatchNotNeeded: "The payee's TIN is already verified or being verified.",
} as const;

export type ServiceChangeResult<T> = { ok: true; filing: T } | { ok: false; message: string };

const SUB_OF = {
  fed: 'fedSub',
  state: 'stateSub',
  print: 'printSub',
  email: 'emailSub',
  tinMatch: 'tinMatchSub',
} as const satisfies Record<FilingService, keyof FilingServicesState>;

function toSelection(filing: FilingServicesState, state: StateFilingSupport): SubmissionSelection {
  const method = filing.stateSub.filingMethod;
  return {
    fedSub: { selected: filing.fedSub.selected },
    stateSub: {
      selected: filing.stateSub.selected,
      filingMethod:
        method && state.supportedMethods.includes(method as StateFilingMethod)
          ? (method as StateFilingMethod)
          : null,
      isFilingSupported: state.isFilingSupported,
      isFilingRequired: state.isFilingRequired,
      supportedMethods: state.supportedMethods,
      isStateOnly: state.isStateOnly === true,
    },
    printSub: { selected: filing.printSub.selected },
    emailSub: { selected: filing.emailSub.selected },
    tinMatch: { selected: filing.tinMatchSub.selected },
  };
}

/** The selection written back; a paid service stays selected (and its state method as it was). */
function fromSelection<T extends FilingServicesState>(
  filing: T,
  selection: SubmissionSelection,
  state: StateFilingSupport,
): T {
  const keep = (sub: Sub, selected: boolean) => ({ ...sub, selected: sub.isPaid || selected });
  const stateUsable =
    selection.stateSub.selected &&
    state.isFilingSupported &&
    selection.stateSub.filingMethod !== null &&
    state.supportedMethods.includes(selection.stateSub.filingMethod);
  const stateSub = filing.stateSub.isPaid
    ? { ...filing.stateSub, selected: true }
    : {
        ...filing.stateSub,
        selected: stateUsable,
        filingMethod: stateUsable ? selection.stateSub.filingMethod : null,
        stateCode: state.stateCode,
      };
  return {
    ...filing,
    fedSub: keep(filing.fedSub, selection.fedSub.selected),
    stateSub,
    printSub: keep(filing.printSub, selection.printSub.selected),
    emailSub: keep(filing.emailSub, selection.emailSub.selected),
    tinMatchSub: keep(filing.tinMatchSub, selection.tinMatch.selected),
  };
}

/** Why the change cannot be made, or null. */
function refusal(
  filing: FilingServicesState,
  change: FilingServiceChange,
  context: FilingServiceContext,
): string | null {
  if (filing.status !== 'Draft') return SERVICE_MESSAGES.notDraft;
  const sub = filing[SUB_OF[change.service]];
  if (!change.selected) {
    if (sub.isPaid) return SERVICE_MESSAGES.paid(change.service);
    if (change.service !== 'fed') return null;
    const paid = (['state', 'print', 'email'] as const).find((service) => filing[SUB_OF[service]].isPaid);
    return paid ? SERVICE_MESSAGES.paid(paid) : null;
  }
  if (sub.isPaid) {
    const sameMethod =
      change.service !== 'state' ||
      !change.filingMethod ||
      change.filingMethod === filing.stateSub.filingMethod;
    return sameMethod ? null : SERVICE_MESSAGES.alreadyPaid(change.service);
  }
  switch (change.service) {
    case 'fed':
      return null;
    case 'tinMatch':
      if (!context.tinMatchEnabled) return SERVICE_MESSAGES.tinMatchDisabled;
      return canRequestTinMatch(context.tinMatchStatus) ? null : SERVICE_MESSAGES.tinMatchNotNeeded;
    default:
      break;
  }
  // A state-only filing (below the federal threshold, due to the state) takes the state alone.
  const stateOnly = change.service === 'state' && context.state.isStateOnly === true;
  if (!filing.fedSub.selected && !stateOnly) return SERVICE_MESSAGES.needsFederal(change.service);
  if (change.service === 'email') return isValidEmail(context.payeeEmail) ? null : SERVICE_MESSAGES.noEmail;
  if (change.service === 'print') return null;
  if (!context.state.isFilingSupported || context.state.stateCode === null)
    return SERVICE_MESSAGES.stateNotSupported;
  const method = change.filingMethod;
  return method && !context.state.supportedMethods.includes(method)
    ? SERVICE_MESSAGES.methodNotOffered(method, context.state.stateCode)
    : null;
}

/**
 * One service switched on or off. Federal e-file runs the cascade (spec part 2 §4); the others change
 * alone. A paid service is never switched off nor bought again; only drafts change.
 */
export function changeFilingService<T extends FilingServicesState>(
  filing: T,
  change: FilingServiceChange,
  context: FilingServiceContext,
): ServiceChangeResult<T> {
  const message = refusal(filing, change, context);
  if (message !== null) return { ok: false, message };
  if (filing[SUB_OF[change.service]].isPaid) return { ok: true, filing };
  const selection = toSelection(filing, context.state);
  let next: SubmissionSelection;
  switch (change.service) {
    case 'fed':
      next = selectFederalSubmission(selection, change.selected, context);
      break;
    case 'state':
      next = setStateSubmission(
        selection,
        change.selected,
        change.filingMethod ?? getDefaultStateFilingMethod(context.state.supportedMethods),
      );
      break;
    case 'print':
      next = { ...selection, printSub: { selected: change.selected } };
      break;
    case 'email':
      next = { ...selection, emailSub: { selected: change.selected } };
      break;
    case 'tinMatch':
      next = { ...selection, tinMatch: { selected: change.selected } };
      break;
  }
  return { ok: true, filing: fromSelection(filing, next, context.state) };
}

/**
 * Which of a filing's toggles the user may click: the cascade's rules (getSubmissionToggles), on a
 * draft only, and never on a paid service (it cannot be switched off).
 */
export function getFilingServiceToggles(
  filing: FilingServicesState,
  context: FilingServiceContext,
): SubmissionToggles {
  const rules = getSubmissionToggles(toSelection(filing, context.state), context);
  const draft = filing.status === 'Draft';
  // A service selected earlier can always be switched off again (unless paid), even when its rule
  // no longer holds (the payee's e-mail removed, the TIN verified since).
  const open = (service: FilingService) => {
    const sub = filing[SUB_OF[service]];
    return draft && !sub.isPaid && (rules[service] || sub.selected);
  };
  return {
    fed: open('fed'),
    state: open('state'),
    print: open('print'),
    email: open('email'),
    tinMatch: open('tinMatch'),
  };
}

/**
 * The state selection after the filing's state changed (an edit of its state withholding data): the
 * state code follows, and a selection the state no longer takes (or by a method it no longer offers)
 * is dropped. A paid state filing stays as it is.
 */
export function syncStateSubmission<T extends FilingServicesState>(filing: T, state: StateFilingSupport): T {
  if (filing.stateSub.isPaid) return filing;
  const method = filing.stateSub.filingMethod;
  const keep =
    filing.stateSub.selected &&
    state.isFilingSupported &&
    method !== null &&
    state.supportedMethods.includes(method as StateFilingMethod);
  return {
    ...filing,
    stateSub: {
      ...filing.stateSub,
      stateCode: state.stateCode,
      selected: keep,
      filingMethod: keep ? method : null,
    },
  };
}
