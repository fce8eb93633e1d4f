import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { lazy, useEffect, useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth/session';
import { OnFirstOpen } from '@/components/on-first-open';
import { NotificationBell } from '@/features/notifications/inbox/notification-bell';
import { rememberLastCountry } from '@/lib/last-country';
import { readSelectedTenant } from '@/lib/selected-tenant';
import { AccountMenu } from './account-menu';
import { CountrySwitch, CURRENT_SECTION } from './country-switch';
import { MainSearch } from './main-search';
import { NAV_ITEMS, type NavItem, type Section } from './main-nav-items';

/** Which of the bar's sections an address belongs to (marked with aria-current and a bar under it). */
export function sectionOf(pathname: string, search: string): { section: Section; country: string | null } {
  const params = new URLSearchParams(search);
  const t = params.get('t')?.trim() || null;
  if (pathname.endsWith('/main/news/newslist')) return { section: 'news', country: null };
  if (pathname.endsWith('/main/selectcountry')) return { section: 'countries', country: null };
  if (pathname.endsWith('/main/events/upcoming')) return { section: 'upcoming', country: null };
  if (pathname.endsWith('/main/events/eventslist') && !params.get('q')) {
    if (t && t !== '0') return { section: 'country', country: t };
    return { section: params.get('m') === '1' ? 'upcoming' : 'own', country: null };
  }
  return { section: null, country: null };
}

const MainNavMenu = lazy(() => import('./main-nav-menu'));

function CollapsedNavigation({ section }: { section: Section }) {
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
      <OnFirstOpen open={!!anchor}>
        <MainNavMenu
          menuId={menuId}
          buttonId={buttonId}
          anchor={anchor}
          section={section}
          onClose={() => setAnchor(null)}
        />
      </OnFirstOpen>
    </>
  );
}

/** docs/product.md §2 main layout top bar. Below the `lg` breakpoint the buttons collapse into a menu. */
export function MainAppBar() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const roomy = useMediaQuery(theme.breakpoints.up('xl'));
  // Re-rendered on every navigation, so that each link's address follows the selected country.
  const location = useLocation();
  const { section, country } = sectionOf(location.pathname, location.search);
  const selected = readSelectedTenant();
  const { user } = useSession();
  const uid = user?.uid ?? null;
  // A country's events opened: the next sign-in lands there.
  useEffect(() => {
    if (uid && country) rememberLastCountry(uid, country);
  }, [uid, country]);

  const navButton = (item: NavItem) => (
    <Button
      key={item.label}
      color="inherit"
      // Icons only where the bar has room for them: at 1280 px the labels alone fit on one line.
      startIcon={roomy ? item.icon : undefined}
      component={RouterLink}
      to={item.to()}
      aria-current={item.section === section ? 'page' : undefined}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0, ...(item.section === section ? CURRENT_SECTION : {}) }}
    >
      {item.label}
    </Button>
  );

  return (
    <AppBar position="sticky" component="header">
      <Toolbar component="nav" aria-label="Main" sx={{ gap: { xs: 1, md: 1.5 } }}>
        {wide ? null : <CollapsedNavigation section={section} />}
        <Link
          component={RouterLink}
          // Home: the country one chose last (its events), else the choice of a country.
          to={selected ? paths.main.events.eventslist({ t: selected }) : paths.main.selectcountry()}
          color="inherit"
          underline="none"
          aria-label="Agenda home"
          sx={{
            display: { xs: 'none', sm: 'flex' },
            alignItems: 'center',
            gap: 1,
            fontWeight: 700,
            fontSize: '1.25rem',
            mr: 1,
            flexShrink: 0,
          }}
        >
          <EventNoteOutlined />
          Agenda
        </Link>
        <CountrySwitch compact={!wide} current={country} />
        <MainSearch />
        <Box sx={{ flexGrow: 1 }} />
        {wide ? NAV_ITEMS.map(navButton) : null}
        {user ? <NotificationBell uid={user.uid} /> : null}
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
}
