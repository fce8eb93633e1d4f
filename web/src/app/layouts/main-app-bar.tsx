import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import NewspaperOutlined from '@mui/icons-material/NewspaperOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState, type ReactElement } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/session';
import { NotificationBell } from '@/features/notifications/inbox/notification-bell';
import { readSelectedTenant } from '@/lib/selected-tenant';
import { AccountMenu } from './account-menu';
import { MainSearch } from './main-search';

interface NavItem {
  label: string;
  icon: ReactElement;
  to: () => string;
}

// Real links (spec: navigation items are links), their addresses computed at each render: the selected
// country can change while the bar stays mounted.
const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Go to country events', icon: <TravelExploreOutlined />, to: () => paths.main.selectcountry() },
  { label: 'News', icon: <NewspaperOutlined />, to: () => paths.main.news.newslist({ t: readSelectedTenant() }) },
  { label: 'Countries', icon: <PublicOutlined />, to: () => paths.main.selectcountry() },
  { label: 'Upcoming events', icon: <EventAvailableOutlined />, to: () => paths.main.events.upcoming({ m: 1 }) },
  { label: 'My events', icon: <PersonOutline />, to: () => paths.main.events.eventslist({ m: 0 }) },
];

function CollapsedNavigation() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  return (
    <>
      <IconButton
        id={buttonId}
        color="inherit"
        edge="start"
        aria-label="Navigation menu"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MenuIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {NAV_ITEMS.map((item) => (
          <MenuItem key={item.label} component={RouterLink} to={item.to()} onClick={() => setAnchor(null)}>
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText primary={item.label} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** Spec §2 main layout top bar. Below the `lg` breakpoint the buttons collapse into a menu. */
export function MainAppBar() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  // Re-rendered on every navigation, so that each link's address follows the selected country.
  useLocation();
  const [first, ...rest] = NAV_ITEMS;
  const { user } = useSession();

  const navButton = (item: NavItem) => (
    <Button key={item.label} color="inherit" startIcon={item.icon} component={RouterLink} to={item.to()}>
      {item.label}
    </Button>
  );

  return (
    <AppBar position="sticky" component="header">
      <Toolbar component="nav" aria-label="Main" sx={{ gap: { xs: 1, md: 1.5 } }}>
        {wide ? null : <CollapsedNavigation />}
        <Link
          component={RouterLink}
          to={paths.main.selectcountry()}
          color="inherit"
          underline="none"
          sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 1, fontWeight: 700, fontSize: '1.25rem', mr: 1 }}
        >
          <EventNoteOutlined />
          Agenda
        </Link>
        {wide && first ? navButton(first) : null}
        <MainSearch />
        <Box sx={{ flexGrow: 1 }} />
        {wide ? rest.map(navButton) : null}
        {user ? <NotificationBell uid={user.uid} /> : null}
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
}
