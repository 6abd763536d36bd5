import { describe, expect, it } from 'vitest';
import { NO_STATE_FILING, type StateFilingSupport } from '../states/state-programs.ts';
import {
  changeFilingService,
  getFilingServiceToggles,
  SERVICE_MESSAGES,
  type FilingServiceContext,
  type FilingServicesState,
} from './filing-services.ts';

const sub = (selected = false, isPaid = false) => ({ selected, isPaid });

function filing(overrides: Partial<FilingServicesState> = {}): FilingServicesState & { id: number } {
  return {
    id: 4,
    status: 'Draft',
    fedSub: sub(),
    stateSub: { ...sub(), filingMethod: null, stateCode: null },
    printSub: sub(),
    emailSub: sub(),
    tinMatchSub: sub(),
    ...overrides,
  };
}

const CA: StateFilingSupport = {
  stateCode: 'CA',
  isFilingSupported: true,
  isFilingRequired: true,
  supportedMethods: ['CFSF', 'EFile', 'SelfEFile', 'SelfFile'],
};
const CONTEXT: FilingServiceContext = {
  payeeEmail: 'pat@example.com',
  tinMatchEnabled: true,
  tinMatchStatus: null,
  state: CA,
};

function changed(
  base: FilingServicesState,
  change: Parameters<typeof changeFilingService>[1],
  context = CONTEXT,
) {
  const result = changeFilingService(base, change, context);
  if (!result.ok) throw new Error(result.message);
  return result.filing;
}

function refused(
  base: FilingServicesState,
  change: Parameters<typeof changeFilingService>[1],
  context = CONTEXT,
) {
  const result = changeFilingService(base, change, context);
  return result.ok ? null : result.message;
}

describe('services of a filing', () => {
  it('runs the federal cascade: state (CFSF, with its code), print, e-mail and TIN match follow', () => {
    const result = changed(filing(), { service: 'fed', selected: true });
    expect(result).toEqual({
      id: 4,
      status: 'Draft',
      fedSub: sub(true),
      stateSub: { ...sub(true), filingMethod: 'CFSF', stateCode: 'CA' },
      printSub: sub(true),
      emailSub: sub(true),
      tinMatchSub: sub(true),
    });
    const off = changed(result, { service: 'fed', selected: false });
    expect(off.stateSub).toMatchObject({ selected: false, filingMethod: null });
    expect([off.fedSub, off.printSub, off.emailSub]).toEqual([sub(), sub(), sub()]);
    expect(off.tinMatchSub).toEqual(sub(true));
  });

  it('leaves the state and e-mail off without a state filing or a payee e-mail', () => {
    const result = changed(
      filing(),
      { service: 'fed', selected: true },
      { ...CONTEXT, payeeEmail: null, tinMatchEnabled: false, state: NO_STATE_FILING },
    );
    expect(result.stateSub).toMatchObject({ selected: false, filingMethod: null, stateCode: null });
    expect(result.emailSub.selected).toBe(false);
    expect(result.tinMatchSub.selected).toBe(false);
    expect(result.printSub.selected).toBe(true);
  });

  it('turns on state, print and e-mail only while federal e-file is on', () => {
    for (const service of ['state', 'print', 'email'] as const)
      expect(refused(filing(), { service, selected: true })).toBe(SERVICE_MESSAGES.needsFederal(service));
    const fed = filing({ fedSub: sub(true) });
    expect(changed(fed, { service: 'print', selected: true }).printSub).toEqual(sub(true));
    expect(changed(fed, { service: 'email', selected: true }).emailSub).toEqual(sub(true));
    expect(refused(fed, { service: 'email', selected: true }, { ...CONTEXT, payeeEmail: 'x' })).toBe(
      SERVICE_MESSAGES.noEmail,
    );
    expect(changed(fed, { service: 'print', selected: false }).printSub).toEqual(sub());
  });

  it('sets the state method the state offers, CFSF by default, and clears it when switched off', () => {
    const fed = filing({ fedSub: sub(true) });
    expect(changed(fed, { service: 'state', selected: true }).stateSub.filingMethod).toBe('CFSF');
    const self = changed(fed, { service: 'state', selected: true, filingMethod: 'SelfEFile' });
    expect(self.stateSub).toMatchObject({ selected: true, filingMethod: 'SelfEFile', stateCode: 'CA' });
    expect(changed(self, { service: 'state', selected: false }).stateSub).toMatchObject({
      selected: false,
      filingMethod: null,
    });
    const paperOnly = { ...CA, supportedMethods: ['SelfFile' as const] };
    expect(
      refused(
        fed,
        { service: 'state', selected: true, filingMethod: 'CFSF' },
        { ...CONTEXT, state: paperOnly },
      ),
    ).toBe(SERVICE_MESSAGES.methodNotOffered('CFSF', 'CA'));
    expect(
      changed(fed, { service: 'state', selected: true }, { ...CONTEXT, state: paperOnly }).stateSub
        .filingMethod,
    ).toBe('SelfFile');
    expect(refused(fed, { service: 'state', selected: true }, { ...CONTEXT, state: NO_STATE_FILING })).toBe(
      SERVICE_MESSAGES.stateNotSupported,
    );
  });

  it('drops a state selection the state no longer takes when the cascade runs again', () => {
    const stale = filing({ stateSub: { ...sub(true), filingMethod: 'EFile', stateCode: 'TX' } });
    const result = changed(stale, { service: 'fed', selected: true }, { ...CONTEXT, state: NO_STATE_FILING });
    expect(result.stateSub).toMatchObject({ selected: false, filingMethod: null, stateCode: null });
  });

  it('orders TIN verification only when enabled and the TIN is not verified or being verified', () => {
    expect(changed(filing(), { service: 'tinMatch', selected: true }).tinMatchSub).toEqual(sub(true));
    expect(
      refused(filing(), { service: 'tinMatch', selected: true }, { ...CONTEXT, tinMatchEnabled: false }),
    ).toBe(SERVICE_MESSAGES.tinMatchDisabled);
    expect(
      refused(filing(), { service: 'tinMatch', selected: true }, { ...CONTEXT, tinMatchStatus: 'Valid' }),
    ).toBe(SERVICE_MESSAGES.tinMatchNotNeeded);
    expect(
      changed(filing({ tinMatchSub: sub(true) }), { service: 'tinMatch', selected: false }).tinMatchSub,
    ).toEqual(sub());
  });

  it('never switches off a paid service, nor buys it again with another state method', () => {
    const paid = filing({
      fedSub: sub(true, true),
      stateSub: { ...sub(true, true), filingMethod: 'CFSF', stateCode: 'CA' },
      printSub: sub(true, true),
      tinMatchSub: sub(true, true),
    });
    expect(refused(paid, { service: 'fed', selected: false })).toBe(SERVICE_MESSAGES.paid('fed'));
    expect(refused(paid, { service: 'print', selected: false })).toBe(SERVICE_MESSAGES.paid('print'));
    expect(refused(paid, { service: 'state', selected: true, filingMethod: 'EFile' })).toBe(
      SERVICE_MESSAGES.alreadyPaid('state'),
    );
    expect(changed(paid, { service: 'state', selected: true, filingMethod: 'CFSF' })).toBe(paid);
    expect(changed(paid, { service: 'fed', selected: true })).toBe(paid);
    // Federal off would take the paid state and print with it.
    const stateOnlyPaid = filing({
      fedSub: sub(true),
      stateSub: { ...sub(true, true), filingMethod: 'CFSF', stateCode: 'CA' },
    });
    expect(refused(stateOnlyPaid, { service: 'fed', selected: false })).toBe(SERVICE_MESSAGES.paid('state'));
    expect(changed(stateOnlyPaid, { service: 'print', selected: true }).stateSub).toEqual(
      stateOnlyPaid.stateSub,
    );
    // The cascade keeps what was paid, whatever the rules say now.
    const tinPaid = filing({
      tinMatchSub: sub(true, true),
      stateSub: { ...sub(false), filingMethod: null, stateCode: 'CA' },
    });
    const on = changed(
      tinPaid,
      { service: 'fed', selected: true },
      { ...CONTEXT, tinMatchStatus: 'InProgress' },
    );
    expect(on.tinMatchSub).toEqual(sub(true, true));
  });

  it('changes nothing on a filing that is not a draft', () => {
    expect(refused(filing({ status: 'Submitted' }), { service: 'fed', selected: true })).toBe(
      SERVICE_MESSAGES.notDraft,
    );
  });
});

describe('service toggles of a filing', () => {
  it('enables state, print and e-mail only with federal on, and never a paid service or a sent filing', () => {
    expect(getFilingServiceToggles(filing(), CONTEXT)).toEqual({
      fed: true,
      state: false,
      print: false,
      email: false,
      tinMatch: true,
    });
    const on = changed(filing(), { service: 'fed', selected: true });
    expect(getFilingServiceToggles(on, CONTEXT)).toEqual({
      fed: true,
      state: true,
      print: true,
      email: true,
      tinMatch: true,
    });
    const fedOnly = filing({ fedSub: sub(true), emailSub: sub(true) });
    expect(
      getFilingServiceToggles(fedOnly, { ...CONTEXT, payeeEmail: '', state: NO_STATE_FILING }),
    ).toMatchObject({
      state: false,
      print: true,
      email: true, // selected before the e-mail was removed: it can still be switched off
    });
    expect(getFilingServiceToggles({ ...on, fedSub: sub(true, true) }, CONTEXT).fed).toBe(false);
    expect(getFilingServiceToggles({ ...on, status: 'Accepted' }, CONTEXT)).toEqual({
      fed: false,
      state: false,
      print: false,
      email: false,
      tinMatch: false,
    });
  });
});
