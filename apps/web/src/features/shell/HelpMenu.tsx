import { useState, type MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import HelpOutlinedIcon from '@mui/icons-material/HelpOutlined';
import { useSession } from '../session/useSession.ts';
import { HELP_TOPICS, getContactContent } from './helpTopics.ts';
import { InfoDialog, type InfoDialogContent } from './InfoDialog.tsx';
import { PopupMenu } from './PopupMenu.tsx';

export function HelpMenu() {
  const { user } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<InfoDialogContent | null>(null);
  const open = (content: InfoDialogContent) => {
    setAnchor(null);
    setDialog(content);
  };
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Help"
        aria-haspopup="menu"
        aria-controls={anchor ? 'help-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        <HelpOutlinedIcon />
      </IconButton>
      <PopupMenu
        id="help-menu"
        anchor={anchor}
        onClose={() => setAnchor(null)}
        items={[
          ...HELP_TOPICS.map((topic) => ({ label: topic.title, onClick: () => open(topic) })),
          { label: 'Contact Us', onClick: () => open(getContactContent(user)) },
        ]}
      />
      <InfoDialog content={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
