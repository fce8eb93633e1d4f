import AccountCircle from '@mui/icons-material/AccountCircle';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import MailOutline from '@mui/icons-material/MailOutline';
import ToggleOff from '@mui/icons-material/ToggleOff';
import ToggleOn from '@mui/icons-material/ToggleOn';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useThemeMode } from '@/components/theme/app-theme-provider';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/session';
import { useRights } from '@/lib/rights';

/** The user's address, Administration (admins only), the Dark mode switch and Logout. */
export function AccountMenu() {
  const navigate = useNavigate();
  const { user, signOut } = useSession();
  const { isAdminOfAnyTenant: isAdmin, email, avatarUrl } = useRights();
  const address = email ?? user?.email ?? '';
  const { mode, toggleDarkMode } = useThemeMode();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        id={buttonId}
        color="inherit"
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {/* Their directory photo (issue 32, item 6), else the account icon. */}
        {avatarUrl ? (
          <UserAvatar src={avatarUrl} name={address} size={32} fallback={<AccountCircle />} />
        ) : (
          <AccountCircle />
        )}
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {/* The address opens the user's own profile (spec §2 Profile has no other way in). */}
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
    </>
  );
}
