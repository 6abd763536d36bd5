import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../routing/useDocumentTitle.ts';

export interface PlaceholderPageProps {
  title: string;
  /** What the screen will show once its issue is done. */
  text: string;
}

/** A screen whose content comes with a later issue; it says what will be there. */
export function PlaceholderPage({ title, text }: PlaceholderPageProps) {
  useDocumentTitle(title);
  return (
    <>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
    </>
  );
}
