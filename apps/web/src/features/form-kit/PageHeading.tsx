import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../routing/useDocumentTitle.ts';

/** The page's one h1 (and its document title), with an optional line under it. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {children && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {children}
        </Typography>
      )}
    </>
  );
}
