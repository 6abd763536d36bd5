import { lazy, Suspense, useState } from 'react';

export interface PopupMenuItem {
  label: string;
  /** A link; else `onClick` runs. */
  to?: string;
  onClick?: () => void;
}

export interface PopupMenuProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  items: readonly PopupMenuItem[];
}

const PopupMenuList = lazy(() => import('./PopupMenuList.tsx'));

/**
 * A top-bar menu whose code (MUI's menu, popover and modal) is loaded when it is first opened, not
 * with every page: the sign-in page shows the buttons only (docs/web.md). Once loaded it stays
 * mounted, so it closes with its transition.
 */
export function PopupMenu(props: PopupMenuProps) {
  const [used, setUsed] = useState(false);
  if (!used && props.anchor !== null) setUsed(true);
  if (!used && props.anchor === null) return null;
  return (
    <Suspense fallback={null}>
      <PopupMenuList {...props} />
    </Suspense>
  );
}
