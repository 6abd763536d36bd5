// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TIN_MATCH_STATUS_LABELS } from '@file1099/forms';
import { getPayeeColumns } from './payeeColumns.tsx';
import type { Payee } from './payees.api.ts';

const noop = {
  onEdit: () => undefined,
  onDelete: () => undefined,
  tinMatch: { onCancel: () => undefined, onIgnore: () => undefined },
  w9: { onRemind: () => undefined, onCancel: () => undefined, onApply: () => undefined },
};
const headers = (features: { w9: boolean; vendorPortal: boolean }) =>
  getPayeeColumns({ ...features, tinMatch: true }, noop).map((column) => column.headerName);

describe('payee grid columns', () => {
  it('lists the spec columns without W-9 and vendor portal while those features are off', () => {
    expect(headers({ w9: false, vendorPortal: false })).toEqual([
      'Name',
      'TIN',
      'TIN verification',
      'Address',
      'E-mail',
      'Phone',
      'Actions',
    ]);
  });

  it('adds the W-9 and vendor-portal columns only with their features', () => {
    expect(headers({ w9: true, vendorPortal: false })).toContain('W-9');
    expect(headers({ w9: true, vendorPortal: false })).not.toContain('Vendor portal');
    expect(headers({ w9: false, vendorPortal: true })).toContain('Vendor portal');
  });

  it('labels TIN verification with the form package', () => {
    const column = getPayeeColumns({ w9: false, vendorPortal: false, tinMatch: true }, noop).find(
      (candidate) => candidate.field === 'tinMatchStatus',
    );
    const payee = { tinMatchStatus: null } as Payee;
    const getter = column?.valueGetter as unknown as (value: unknown, row: Payee) => string;
    expect(getter(null, payee)).toBe(TIN_MATCH_STATUS_LABELS.NotVerified);
    expect(getter(null, { ...payee, tinMatchStatus: 'InValid' })).toBe('Invalid');
  });
});
