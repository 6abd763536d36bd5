import { describe, expect, it } from 'vitest';
import {
  getDefaultStateFilingMethod,
  getSubmissionToggles,
  selectFederalSubmission,
  setStateSubmission,
  type SelectionContext,
  type SubmissionSelection,
} from './federal-cascade.ts';

function selection(
  stateSub: Partial<SubmissionSelection['stateSub']> = {},
): SubmissionSelection & { id: number } {
  return {
    id: 9,
    fedSub: { selected: false },
    stateSub: {
      selected: false,
      filingMethod: null,
      isFilingSupported: true,
      isFilingRequired: true,
      supportedMethods: ['CFSF', 'EFile'],
      ...stateSub,
    },
    printSub: { selected: false },
    emailSub: { selected: false },
    tinMatch: { selected: false },
  };
}

const CONTEXT: SelectionContext = {
  payeeEmail: 'pat@example.com',
  tinMatchEnabled: true,
  tinMatchStatus: null,
};

describe('federal selection cascade', () => {
  it('selects state (CFSF), print, e-mail and TIN match with federal e-file, keeping other fields', () => {
    const result = selectFederalSubmission(selection(), true, CONTEXT);
    expect(result).toEqual({
      id: 9,
      fedSub: { selected: true },
      stateSub: expect.objectContaining({ selected: true, filingMethod: 'CFSF' }),
      printSub: { selected: true },
      emailSub: { selected: true },
      tinMatch: { selected: true },
    });
  });

  it('defaults the state method to EFile when CFSF is not supported', () => {
    const result = selectFederalSubmission(selection({ supportedMethods: ['EFile'] }), true, CONTEXT);
    expect(result.stateSub.filingMethod).toBe('EFile');
    expect(getDefaultStateFilingMethod([])).toBe('EFile');
    expect(getDefaultStateFilingMethod(['SelfEFile', 'SelfFile'])).toBe('SelfEFile');
  });

  it.each([
    [{ isFilingSupported: false }, false],
    [{ isFilingRequired: false, supportedMethods: [] }, false],
    [{ isFilingRequired: false, supportedMethods: ['EFile'] as const }, true],
    [{ isFilingRequired: true, supportedMethods: [] }, true],
  ])('state %j is selected: %s', (stateSub, selected) => {
    expect(selectFederalSubmission(selection(stateSub), true, CONTEXT).stateSub.selected).toBe(selected);
  });

  it('selects e-mail only with a payee e-mail', () => {
    expect(selectFederalSubmission(selection(), true, { ...CONTEXT, payeeEmail: '' }).emailSub.selected).toBe(
      false,
    );
    expect(
      selectFederalSubmission(selection(), true, { ...CONTEXT, payeeEmail: 'nope' }).emailSub.selected,
    ).toBe(false);
  });

  it.each([
    [true, null, true],
    [true, 'InValid', true],
    [true, 'InProgress', false],
    [true, 'Valid', false],
    [false, null, false],
  ])('TIN match enabled %s, status %j → selected %s', (tinMatchEnabled, tinMatchStatus, selected) => {
    const result = selectFederalSubmission(selection(), true, {
      ...CONTEXT,
      tinMatchEnabled,
      tinMatchStatus,
    });
    expect(result.tinMatch.selected).toBe(selected);
  });

  it('deselecting clears state (and its method), print and e-mail but keeps TIN match', () => {
    const selected = selectFederalSubmission(selection(), true, CONTEXT);
    const result = selectFederalSubmission(selected, false, CONTEXT);
    expect(result.fedSub.selected).toBe(false);
    expect(result.stateSub).toMatchObject({ selected: false, filingMethod: null });
    expect(result.printSub.selected).toBe(false);
    expect(result.emailSub.selected).toBe(false);
    expect(result.tinMatch.selected).toBe(true);
  });

  it('sets the state submission directly', () => {
    expect(setStateSubmission(selection(), true, 'SelfEFile').stateSub.filingMethod).toBe('SelfEFile');
    expect(setStateSubmission(selection(), true).stateSub.filingMethod).toBe('CFSF');
    expect(
      setStateSubmission(selection({ filingMethod: 'EFile', selected: true }), false).stateSub,
    ).toMatchObject({
      selected: false,
      filingMethod: null,
    });
  });
});

describe('toggles', () => {
  it('enables state, print and e-mail only with federal e-file', () => {
    expect(getSubmissionToggles(selection(), CONTEXT)).toEqual({
      fed: true,
      state: false,
      print: false,
      email: false,
      tinMatch: true,
    });
    const selected = selectFederalSubmission(selection(), true, CONTEXT);
    expect(getSubmissionToggles(selected, CONTEXT)).toEqual({
      fed: true,
      state: true,
      print: true,
      email: true,
      tinMatch: true,
    });
  });

  it('needs state support, a payee e-mail and an allowed TIN status', () => {
    const selected = selectFederalSubmission(selection({ isFilingSupported: false }), true, CONTEXT);
    const toggles = getSubmissionToggles(selected, {
      payeeEmail: null,
      tinMatchEnabled: true,
      tinMatchStatus: 'Valid',
    });
    expect(toggles).toEqual({ fed: true, state: false, print: true, email: false, tinMatch: false });
    expect(getSubmissionToggles(selected, { ...CONTEXT, tinMatchEnabled: false }).tinMatch).toBe(false);
  });
});
