// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getDraftColumns, getDraftHideOrder } from './filingColumns.tsx';
import type { Filing } from './filings.api.ts';
import {
  getSelectAllState,
  getSelectAllTargets,
  getServiceColumns,
  getServiceToggles,
} from './serviceColumns.tsx';

const sub = (selected = false, isPaid = false) => ({ selected, isPaid });

function filing(id: number, overrides: Partial<Filing> = {}): Filing {
  return {
    id,
    status: 'Draft',
    filingType: 'Type_1099_NEC',
    correctionType: 'Original',
    payee: { emailAddress: `p${id}@example.com`, tinMatchStatus: null, displayName: `Payee ${id}` },
    fedSub: sub(),
    stateSub: { ...sub(), filingMethod: null, stateCode: null },
    printSub: sub(),
    emailSub: sub(),
    tinMatchSub: sub(),
    stateFiling: { stateCode: null, isFilingSupported: false, isFilingRequired: false, supportedMethods: [] },
    ...overrides,
  } as unknown as Filing;
}

describe('service columns of the drafts grid', () => {
  it('adds Fed, State, Print, Email and TIN check between the total and the actions', () => {
    const columns = getDraftColumns({
      boxColumns: [],
      showAddress: false,
      actions: { onEdit: () => undefined, onDelete: () => undefined },
      serviceColumns: getServiceColumns({
        filings: [],
        tinMatchEnabled: true,
        onToggle: () => undefined,
        onToggleAll: () => undefined,
      }),
    });
    expect(columns.map((column) => column.headerName).slice(-7)).toEqual([
      'Total',
      'Fed',
      'State',
      'Print',
      'Email',
      'TIN check',
      'Actions',
    ]);
    // A narrow grid hides the other toggles before the amounts, and federal last of all.
    const order = getDraftHideOrder([{ name: 'rents', shortLabel: 'Rents' }]);
    expect(order.indexOf('service:state')).toBeLessThan(order.indexOf('box:rents'));
    expect(order.at(-1)).toBe('service:fed');
  });

  it('enables state, print and e-mail only with federal on, as the form package says', () => {
    expect(getServiceToggles(filing(1), true)).toEqual({
      fed: true,
      state: false,
      print: false,
      email: false,
      tinMatch: true,
    });
    expect(getServiceToggles(filing(1, { fedSub: sub(true) }), false)).toMatchObject({
      print: true,
      email: true,
      tinMatch: false,
    });
  });

  it('selects all on the page only where the toggle is open and the rules allow it', () => {
    const withFed = filing(2, { fedSub: sub(true) });
    const noEmail = filing(3, {
      fedSub: sub(true),
      payee: { emailAddress: '', tinMatchStatus: null, displayName: 'No Mail' },
    } as unknown as Partial<Filing>);
    const paid = filing(4, { fedSub: sub(true, true), emailSub: sub(true, true) });
    const page = [filing(1), withFed, noEmail, paid];
    expect(getSelectAllTargets(page, 'email', true, true).map((f) => f.id)).toEqual([2]);
    expect(getSelectAllTargets(page, 'fed', true, true).map((f) => f.id)).toEqual([1]);
    expect(getSelectAllTargets(page, 'fed', false, true).map((f) => f.id)).toEqual([2, 3]);
    expect(getSelectAllState(page, 'fed', true)).toEqual({
      checked: false,
      indeterminate: true,
      disabled: false,
    });
    expect(getSelectAllState([withFed, paid], 'fed', true)).toEqual({
      checked: true,
      indeterminate: false,
      disabled: false,
    });
    expect(getSelectAllState([filing(1)], 'print', true)).toEqual({
      checked: false,
      indeterminate: false,
      disabled: true,
    });
  });
});
