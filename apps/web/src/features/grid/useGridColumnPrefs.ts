import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type {
  GridColDef,
  GridColumnResizeParams,
  GridColumnVisibilityModel,
  GridValidRowModel,
} from '@mui/x-data-grid';
import { useSession } from '../session/useSession.ts';
import {
  applyColumnWidths,
  getDefaultHiddenColumns,
  getVisibilityModel,
  gridPrefsKey,
  readGridPrefs,
  rememberVisibility,
  writeGridPrefs,
  type GridColumnPrefs,
} from './gridColumnPrefs.ts';

/**
 * The width of an element, followed as the window (or the layout) changes; unbounded until the
 * element has been laid out (measured before the first paint).
 */
function useElementWidth<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  const [width, setWidth] = useState(Number.POSITIVE_INFINITY);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * A grid that fits its width: the less important columns (`hideOrder`, least important first) are
 * hidden by default when the grid is narrow, and the user's own choices in the columns panel and the
 * widths they drag columns to are remembered per user on this device (localStorage).
 */
export function useGridColumnPrefs<Row extends GridValidRowModel>(
  gridId: string,
  columns: readonly GridColDef<Row>[],
  hideOrder: readonly string[],
) {
  const { user } = useSession();
  const key = gridPrefsKey(gridId, user?.userGlobalId ?? 'anonymous');
  const [stored, setStored] = useState<{ key: string; prefs: GridColumnPrefs }>(() => ({
    key,
    prefs: readGridPrefs(window.localStorage, key),
  }));
  const prefs = stored.key === key ? stored.prefs : readGridPrefs(window.localStorage, key);
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const defaultHidden = useMemo(
    () => getDefaultHiddenColumns(applyColumnWidths(columns, prefs.widths), hideOrder, width),
    [columns, hideOrder, prefs.widths, width],
  );
  const save = useCallback(
    (next: GridColumnPrefs) => {
      setStored({ key, prefs: next });
      writeGridPrefs(window.localStorage, key, next);
    },
    [key],
  );
  const onColumnVisibilityModelChange = useCallback(
    (model: GridColumnVisibilityModel) =>
      save({
        ...prefs,
        visibility: rememberVisibility(
          model,
          columns.map((column) => column.field),
          defaultHidden,
        ),
      }),
    [save, prefs, columns, defaultHidden],
  );
  const onColumnWidthChange = useCallback(
    (params: GridColumnResizeParams) =>
      save({ ...prefs, widths: { ...prefs.widths, [params.colDef.field]: Math.round(params.width) } }),
    [save, prefs],
  );
  return {
    containerRef: ref,
    columns: useMemo(() => applyColumnWidths(columns, prefs.widths), [columns, prefs.widths]),
    columnVisibilityModel: getVisibilityModel(defaultHidden, prefs),
    onColumnVisibilityModelChange,
    onColumnWidthChange,
  };
}
