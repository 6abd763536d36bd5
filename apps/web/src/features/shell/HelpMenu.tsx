import { useState, type MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import HelpOutlinedIcon from '@mui/icons-material/HelpOutlined';
import { useSession } from '../session/useSession.ts';
import { HELP_TOPICS, getContactContent } from './helpTopics.ts';
import { InfoDialog, type InfoDialogContent } from './InfoDialog.tsx';

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
      <Menu id="help-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {HELP_TOPICS.map((topic) => (
          <MenuItem key={topic.title} onClick={() => open(topic)}>
            {topic.title}
          </MenuItem>
        ))}
        <MenuItem onClick={() => open(getContactContent(user))}>Contact Us</MenuItem>
      </Menu>
      <InfoDialog content={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
