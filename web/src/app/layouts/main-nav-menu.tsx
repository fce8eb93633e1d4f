import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router-dom';
import { NAV_ITEMS, type Section } from './main-nav-items';

interface MainNavMenuProps {
  menuId: string;
  buttonId: string;
  anchor: HTMLElement | null;
  section: Section;
  onClose: () => void;
}

/** The bar's sections as a menu, below the `lg` breakpoint: loaded at its first opening. */
export default function MainNavMenu({ menuId, buttonId, anchor, section, onClose }: MainNavMenuProps) {
  return (
    <Menu
      id={menuId}
      anchorEl={anchor}
      open={!!anchor}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': buttonId } }}
    >
      {NAV_ITEMS.map((item) => (
        <MenuItem
          key={item.label}
          component={RouterLink}
          to={item.to()}
          selected={item.section === section}
          aria-current={item.section === section ? 'page' : undefined}
          onClick={onClose}
        >
          <ListItemIcon>{item.icon}</ListItemIcon>
          <ListItemText primary={item.label} />
        </MenuItem>
      ))}
    </Menu>
  );
}
