import { NavLink } from 'react-router';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { NavSection } from './navigation.ts';

interface NavListProps {
  sections: NavSection[];
  onNavigate?: () => void;
}

/** Drawer links; the current page gets `aria-current="page"` from NavLink. */
export function NavList({ sections, onNavigate }: NavListProps) {
  return (
    <>
      {sections.map((section, index) => (
        <List
          key={section.title ?? `section-${index}`}
          subheader={
            section.title ? <ListSubheader component="li">{section.title}</ListSubheader> : undefined
          }
        >
          {section.items.map(({ label, to, icon: Icon }) => (
            // The list holds list items only (screen readers count them); each wraps its link.
            <ListItem key={to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={to}
                onClick={onNavigate}
                sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
              >
                <ListItemIcon>
                  <Icon />
                </ListItemIcon>
                <ListItemText primary={label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      ))}
    </>
  );
}
