import { useState, type MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { notifyFailure } from '../api/failure.ts';
import { useAppConfig } from '../app-config/useAppConfig.ts';
import { resendConfirmation } from '../auth/auth.api.ts';
import { useNotify } from '../notifications/useNotify.ts';
import { useSession } from '../session/useSession.ts';
import { getAccountMenuEntries, type AccountMenuEntry } from './accountMenu.ts';
import { getAccountInfoContent, getContactContent } from './helpTopics.ts';
import { InfoDialog, type InfoDialogContent } from './InfoDialog.tsx';
import { PopupMenu } from './PopupMenu.tsx';

export function AccountMenu() {
  const { user } = useSession();
  const { features } = useAppConfig();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<InfoDialogContent | null>(null);
  const entries = getAccountMenuEntries(user, features);

  const run = async (entry: AccountMenuEntry) => {
    setAnchor(null);
    if (entry.dialog === 'contact') setDialog(getContactContent(user));
    if (entry.dialog === 'accountInfo' && user) setDialog(getAccountInfoContent(user));
    if (entry.action === 'resendConfirmation' && user) {
      try {
        await resendConfirmation();
        notify(`We sent a confirmation link to ${user.email}. Please open it to confirm your address.`, {
          severity: 'success',
        });
      } catch (caught) {
        notifyFailure(notify, caught);
      }
    }
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Account"
        aria-haspopup="menu"
        aria-controls={anchor ? 'account-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        <AccountCircleIcon />
      </IconButton>
      <PopupMenu
        id="account-menu"
        anchor={anchor}
        onClose={() => setAnchor(null)}
        items={entries.map((entry) =>
          entry.to
            ? { label: entry.label, to: entry.to }
            : { label: entry.label, onClick: () => void run(entry) },
        )}
      />
      <InfoDialog content={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
