import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';

/**
 * Width no column definition states: the selection checkbox column with the borders, and the
 * vertical scrollbar.
 */
export const GRID_FIXED_WIDTH = 52 + 16;

/** The class that keeps a column at the grid's right edge while the middle scrolls (see GRID_STICKY_SX). */
export const STICKY_END_CLASS = 'grid-sticky-end';

/** A user's choices for one grid: columns shown or hidden against the defaults, and widths set by dragging. */
export interface GridColumnPrefs {
  visibility: GridColumnVisibilityModel;
  widths: Record<string, number>;
}

export const NO_PREFS: GridColumnPrefs = { visibility: {}, widths: {} };

/**
 * The columns a grid hides by default in `available` pixels: the optional ones (`hideOrder`, least
 * important first) go one by one until the rest fit. Columns not named there always stay.
 */
export function getDefaultHiddenColumns(
  columns: readonly Pick<GridColDef, 'field' | 'width' | 'minWidth'>[],
  hideOrder: readonly string[],
  available: number,
  fixedWidth = GRID_FIXED_WIDTH,
): Set<string> {
  const widthOf = (column: Pick<GridColDef, 'width' | 'minWidth'>) => column.width ?? column.minWidth ?? 100;
  const hidden = new Set<string>();
  let needed = fixedWidth + columns.reduce((sum, column) => sum + widthOf(column), 0);
  for (const field of hideOrder) {
    if (needed <= available) break;
    const column = columns.find((candidate) => candidate.field === field);
    if (!column) continue;
    hidden.add(field);
    needed -= widthOf(column);
  }
  return hidden;
}

/** The visibility model the grid shows: the defaults for the width, then the user's own choices. */
export function getVisibilityModel(
  defaultHidden: ReadonlySet<string>,
  prefs: GridColumnPrefs,
): GridColumnVisibilityModel {
  const model: GridColumnVisibilityModel = {};
  for (const field of defaultHidden) model[field] = false;
  return { ...model, ...prefs.visibility };
}

/**
 * The user's choices after they change the visibility in the columns panel: only the columns whose
 * state differs from the default are kept, so the others go on following the window's width.
 */
export function rememberVisibility(
  model: GridColumnVisibilityModel,
  fields: readonly string[],
  defaultHidden: ReadonlySet<string>,
): GridColumnVisibilityModel {
  const chosen: GridColumnVisibilityModel = {};
  for (const field of fields) {
    const visible = model[field] !== false;
    if (visible === defaultHidden.has(field)) chosen[field] = visible;
  }
  return chosen;
}

/** The columns with the widths the user dragged them to. */
export function applyColumnWidths<Row extends GridValidRowModel>(
  columns: readonly GridColDef<Row>[],
  widths: Readonly<Record<string, number>>,
): GridColDef<Row>[] {
  return columns.map((column) => {
    const width = widths[column.field];
    return width === undefined ? column : { ...column, width, flex: 0 };
  });
}

/** localStorage key of a user's choices for a grid; choices stay on this device (docs/web.md). */
export function gridPrefsKey(gridId: string, userId: string): string {
  return `file1099.grid.${gridId}.${userId}`;
}

function isNumberRecord(value: unknown): value is Record<string, number> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'number' && Number.isFinite(entry) && entry > 0)
  );
}

function isBooleanRecord(value: unknown): value is Record<string, boolean> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'boolean')
  );
}

/** The stored choices, or none when nothing (or something unreadable) is stored. */
export function readGridPrefs(storage: Pick<Storage, 'getItem'>, key: string): GridColumnPrefs {
  try {
    const parsed = JSON.parse(storage.getItem(key) ?? 'null') as unknown;
    if (typeof parsed !== 'object' || parsed === null) return NO_PREFS;
    const { visibility, widths } = parsed as Record<string, unknown>;
    return {
      visibility: isBooleanRecord(visibility) ? visibility : {},
      widths: isNumberRecord(widths) ? widths : {},
    };
  } catch {
    return NO_PREFS;
  }
}

export function writeGridPrefs(storage: Pick<Storage, 'setItem'>, key: string, prefs: GridColumnPrefs): void {
  try {
    storage.setItem(key, JSON.stringify(prefs));
  } catch {
    // Storage full or disabled: the choices last for this page only.
  }
}
