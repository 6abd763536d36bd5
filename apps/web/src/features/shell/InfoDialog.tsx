import { lazy, Suspense, useState } from 'react';

export interface InfoDialogContent {
  title: string;
  text: string;
  /** Label and value rows shown under the text. */
  details?: ReadonlyArray<readonly [string, string]>;
}

export interface InfoDialogProps {
  content: InfoDialogContent | null;
  onClose: () => void;
}

const InfoDialogView = lazy(() => import('./InfoDialogView.tsx'));

/**
 * A read-only dialog for help topics and account details. Its code (MUI's dialog and table) is
 * loaded when it is first opened, not with every page (docs/web.md); then it stays mounted.
 */
export function InfoDialog(props: InfoDialogProps) {
  const [used, setUsed] = useState(false);
  if (!used && props.content !== null) setUsed(true);
  if (!used && props.content === null) return null;
  return (
    <Suspense fallback={null}>
      <InfoDialogView {...props} />
    </Suspense>
  );
}
