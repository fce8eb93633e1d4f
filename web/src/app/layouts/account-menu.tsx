import AccountCircle from '@mui/icons-material/AccountCircle';
import IconButton from '@mui/material/IconButton';
import { lazy, useId, useState } from 'react';
import { UserAvatar } from '@/components/user-avatar';
import { useSession } from '@/features/auth/session';
import { OnFirstOpen } from '@/components/on-first-open';
import { useRights } from '@/lib/rights';

const AccountMenuPopup = lazy(() => import('./account-menu-popup'));

/** The user's address, Administration (admins only), the Dark mode switch and Logout. */
export function AccountMenu() {
  const { user } = useSession();
  const { email, avatarUrl } = useRights();
  const address = email ?? user?.email ?? '';
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
        {/* Their directory photo, else the account icon. */}
        {avatarUrl ? (
          <UserAvatar src={avatarUrl} name={address} size={32} fallback={<AccountCircle />} />
        ) : (
          <AccountCircle />
        )}
      </IconButton>
      <OnFirstOpen open={!!anchor}>
        <AccountMenuPopup menuId={menuId} buttonId={buttonId} anchor={anchor} address={address} close={close} />
      </OnFirstOpen>
    </>
  );
}
