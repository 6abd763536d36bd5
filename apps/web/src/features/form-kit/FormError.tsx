import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';

/** A form's error from the server, shown above its buttons; nothing when there is none. */
export function FormError({ message, action }: { message: string | null; action?: ReactNode }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" action={action} data-testid="form-error">
      {message}
    </Alert>
  );
}
