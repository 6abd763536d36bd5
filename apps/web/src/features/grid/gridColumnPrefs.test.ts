// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  applyColumnWidths,
  getDefaultHiddenColumns,
  getVisibilityModel,
  gridPrefsKey,
  readGridPrefs,
  rememberVisibility,
  writeGridPrefs,
} from './gridColumnPrefs.ts';

const COLUMNS = [
  { field: 'payee', minWidth: 160 },
  { field: 'tin', width: 120 },
  { field: 'tinMatch', width: 140 },
  { field: 'amount', width: 140 },
  { field: 'actions', width: 96 },
];
const ORDER = ['tinMatch', 'tin', 'amount'];

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => items.delete(key),
    setItem: (key, value) => items.set(key, value),
  };
}

describe('default hidden columns', () => {
  it('hides nothing when every column fits', () => {
    expect(getDefaultHiddenColumns(COLUMNS, ORDER, 2000)).toEqual(new Set());
  });

  it('hides the least important columns first until the rest fit', () => {
    // 68 + 160 + 120 + 140 + 140 + 96 = 724
    expect(getDefaultHiddenColumns(COLUMNS, ORDER, 700)).toEqual(new Set(['tinMatch']));
    expect(getDefaultHiddenColumns(COLUMNS, ORDER, 500)).toEqual(new Set(['tinMatch', 'tin']));
  });

  it('never hides a column outside the order, however narrow the grid', () => {
    expect(getDefaultHiddenColumns(COLUMNS, ORDER, 200)).toEqual(new Set(ORDER));
  });
});

describe("the user's visibility choices", () => {
  it('override the defaults', () => {
    const model = getVisibilityModel(new Set(['tinMatch', 'tin']), {
      visibility: { tinMatch: true, amount: false },
      widths: {},
    });
    expect(model).toEqual({ tinMatch: true, tin: false, amount: false });
  });

  it('keep only what differs from the defaults, so the rest follows the width', () => {
    const defaults = new Set(['tinMatch', 'tin']);
    const chosen = rememberVisibility(
      { tinMatch: true, tin: false, amount: false },
      COLUMNS.map((column) => column.field),
      defaults,
    );
    expect(chosen).toEqual({ tinMatch: true, amount: false });
  });
});

describe('stored choices', () => {
  it('are kept per grid and user and read back', () => {
    const storage = memoryStorage();
    const prefs = { visibility: { tin: false }, widths: { payee: 240 } };
    writeGridPrefs(storage, gridPrefsKey('payees', 'u-7'), prefs);
    expect(readGridPrefs(storage, gridPrefsKey('payees', 'u-7'))).toEqual(prefs);
    expect(readGridPrefs(storage, gridPrefsKey('payees', 'u-8'))).toEqual({ visibility: {}, widths: {} });
    expect(gridPrefsKey('payees', 'u-7')).not.toBe(gridPrefsKey('filings.drafts', 'u-7'));
  });

  it('are ignored when unreadable', () => {
    const storage = memoryStorage();
    storage.setItem('k', '{not json');
    expect(readGridPrefs(storage, 'k')).toEqual({ visibility: {}, widths: {} });
    storage.setItem('k', JSON.stringify({ visibility: { tin: 'yes' }, widths: { payee: -3 } }));
    expect(readGridPrefs(storage, 'k')).toEqual({ visibility: {}, widths: {} });
  });

  it('give a dragged column its width in place of its flex', () => {
    const [payee] = applyColumnWidths([{ field: 'payee', flex: 1, minWidth: 160 }], { payee: 300 });
    expect(payee).toMatchObject({ width: 300, flex: 0 });
  });
});
