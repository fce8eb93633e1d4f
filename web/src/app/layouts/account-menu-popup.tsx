import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import MailOutline from '@mui/icons-material/MailOutline';
import ToggleOff from '@mui/icons-material/ToggleOff';
import ToggleOn from '@mui/icons-material/ToggleOn';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useNavigate } from 'react-router-dom';
import { useThemeMode } from '@/components/theme/app-theme-provider';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/session';
import { useRights } from '@/lib/rights';

interface AccountMenuPopupProps {
  menuId: string;
  buttonId: string;
  anchor: HTMLElement | null;
  /** The user's address, as the button shows it. */
  address: string;
  close: () => void;
}

/** The account menu's items: loaded at its first opening. */
export default function AccountMenuPopup({ menuId, buttonId, anchor, address, close }: AccountMenuPopupProps) {
  const navigate = useNavigate();
  const { signOut } = useSession();
  const { isAdminOfAnyTenant: isAdmin } = useRights();
  const { mode, toggleDarkMode } = useThemeMode();
  return (
    <Menu
      id={menuId}
      anchorEl={anchor}
      open={!!anchor}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-labelledby': buttonId } }}
    >
      {/* The address opens the user's own profile (docs/product.md §2 Profile has no other way in). */}
      <MenuItem
        onClick={() => {
          close();
          void navigate(paths.main.profile());
        }}
      >
        <ListItemIcon>
          <MailOutline fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={address} secondary="My profile" />
      </MenuItem>
      <Divider />
      {isAdmin ? (
        <MenuItem
          onClick={() => {
            close();
            void navigate(paths.main.administration.users());
          }}
        >
          <ListItemIcon>
            <AdminPanelSettingsOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Administration" />
        </MenuItem>
      ) : null}
      <MenuItem role="menuitemcheckbox" aria-checked={mode === 'dark'} onClick={toggleDarkMode}>
        <ListItemIcon>
          <DarkModeOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText primary="Dark mode" />
        {/* A picture of a switch: a real one would nest a control inside the menu item. */}
        {mode === 'dark' ? (
          <ToggleOn color="primary" sx={{ ml: 2, fontSize: 32 }} />
        ) : (
          <ToggleOff sx={{ ml: 2, fontSize: 32, color: 'text.secondary' }} />
        )}
      </MenuItem>
      <MenuItem
        onClick={() => {
          close();
          void signOut().then(() => navigate(paths.home(), { replace: true }));
        }}
      >
        <ListItemIcon>
          <LogoutOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText primary="Logout" />
      </MenuItem>
    </Menu>
  );
}
