import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { notifyFailure } from '../api/failure.ts';
import { resendConfirmation } from '../auth/auth.api.ts';
import { useNotify } from '../notifications/useNotify.ts';
import { useSession } from '../session/useSession.ts';

/** Shown in the app while the user's e-mail address is unconfirmed. */
export const UNCONFIRMED_EMAIL_TEXT =
  'Your e-mail address is not confirmed yet. Please open the link we e-mailed you: until you do, you will not be able to sign in again.';

/**
 * Warns a signed-in user whose address is unconfirmed before the next sign-in refuses them ('Email
 * not verified'), with a button that mails the confirmation link again.
 */
export function UnconfirmedEmailBanner() {
  const { user } = useSession();
  const notify = useNotify();
  const [sending, setSending] = useState(false);
  if (!user || user.isEmailConfirmed) return null;
  const resend = async () => {
    setSending(true);
    try {
      await resendConfirmation();
      notify(`We sent a confirmation link to ${user.email}. Please open it to confirm your address.`, {
        severity: 'success',
      });
    } catch (caught) {
      notifyFailure(notify, caught);
    } finally {
      setSending(false);
    }
  };
  return (
    <Alert
      severity="warning"
      role="note"
      data-testid="unconfirmed-email-banner"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" disabled={sending} onClick={() => void resend()}>
          Resend the link
        </Button>
      }
    >
      {UNCONFIRMED_EMAIL_TEXT}
    </Alert>
  );
}
