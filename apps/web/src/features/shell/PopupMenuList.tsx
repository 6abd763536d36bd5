import { Link as RouterLink } from 'react-router';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { PopupMenuProps } from './PopupMenu.tsx';

/** The open menu of a top-bar button (loaded by PopupMenu when first opened). */
export default function PopupMenuList({ id, anchor, onClose, items }: PopupMenuProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {items.map((item) =>
        item.to ? (
          <MenuItem key={item.label} component={RouterLink} to={item.to} onClick={onClose}>
            {item.label}
          </MenuItem>
        ) : (
          <MenuItem key={item.label} onClick={item.onClick}>
            {item.label}
          </MenuItem>
        ),
      )}
    </Menu>
  );
}
