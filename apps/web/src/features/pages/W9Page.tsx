import { useAppConfig } from '../app-config/useAppConfig.ts';
import { PlaceholderPage } from './PlaceholderPage.tsx';

/** /w9?id=…: the payee's W-9 page; the sandbox does not support it (spec part 1 §2). */
export function W9Page() {
  const { sandbox } = useAppConfig();
  if (sandbox) return <PlaceholderPage title="Not supported" text="Not supported" />;
  return (
    <PlaceholderPage
      title="W-9"
      text="W-9: the W-9 form your payer asked you to fill in and sign will be here."
    />
  );
}
