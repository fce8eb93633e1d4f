import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PeopleOutline from '@mui/icons-material/PeopleOutline';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { Outlet, Link as RouterLink, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/page-spinner';
import { paths } from '@/config/paths';
import type { AccessNoticeKind } from '@/lib/access-notice';
import { useRights, type Rights } from '@/lib/rights';
import { RedirectHomeWithNotice } from '@/components/feedback/access-notice';

interface AdminLink {
  label: string;
  icon: ReactElement;
  to: string;
  /** Screens reached from this one (the edit screens) keep it highlighted. */
  also: readonly string[];
  shownTo: (rights: Rights) => boolean;
}

const admin = paths.main.administration;

/** docs/product.md §2: Settings and Countries for root users, Users and Groups for admins; Failed mail for root. */
const ADMIN_LINKS: readonly AdminLink[] = [
  { label: 'Settings', icon: <SettingsOutlined />, to: admin.settings(), also: [], shownTo: (r) => r.isRoot },
  {
    label: 'Countries',
    icon: <PublicOutlined />,
    to: admin.allTenants(),
    also: [admin.editTenant()],
    shownTo: (r) => r.isRoot,
  },
  {
    label: 'Users',
    icon: <PeopleOutline />,
    to: admin.users(),
    also: [admin.edituser()],
    shownTo: (r) => r.isAdminOfAnyTenant,
  },
  {
    label: 'Groups',
    icon: <GroupsOutlined />,
    to: admin.groups(),
    also: [admin.editgroup()],
    shownTo: (r) => r.isAdminOfAnyTenant,
  },
  // A country's history for its admins, every country's for root.
  { label: 'History', icon: <HistoryOutlined />, to: admin.history(), also: [], shownTo: (r) => r.isAdminOfAnyTenant },
  // A country's events and participants in figures, for its admins (root: any country).
  {
    label: 'Dashboard',
    icon: <InsightsOutlined />,
    to: admin.dashboard(),
    also: [],
    shownTo: (r) => r.isAdminOfAnyTenant,
  },
  // The outbox's mails that failed for good, and Retry: root's, like the SMTP settings behind them.
  {
    label: 'Failed mail',
    icon: <MailOutlined />,
    to: admin.failedMail(),
    also: [],
    shownTo: (r) => r.isRoot,
  },
];

/**
 * The admin screens' links. On a phone they wrap onto a second row rather than run off the right edge
 * (root has seven): every admin screen is in sight at once, as a grid of links, without sideways scrolling.
 */
function AdministrationBar({ rights }: { rights: Rights }) {
  const { pathname } = useLocation();
  return (
    <Box
      component="nav"
      aria-label="Administration"
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexWrap: { xs: 'wrap', sm: 'nowrap' },
          gap: { xs: 0.5, sm: 1 },
          py: 1,
          overflowX: { sm: 'auto' },
        }}
      >
        <Typography
          component="span"
          color="text.secondary"
          sx={{ fontWeight: 600, mr: 1, display: { xs: 'none', sm: 'block' } }}
        >
          Administration
        </Typography>
        {ADMIN_LINKS.filter((link) => link.shownTo(rights)).map((link) => {
          const current = pathname === link.to || link.also.includes(pathname);
          return (
            <Button
              key={link.label}
              component={RouterLink}
              to={link.to}
              startIcon={link.icon}
              aria-current={current ? 'page' : undefined}
              variant={current ? 'contained' : 'text'}
              disableElevation
              sx={{ flexShrink: 0 }}
            >
              {link.label}
            </Button>
          );
        })}
      </Container>
    </Box>
  );
}

/** Why a person who administers nothing was sent away: country management needs root, the rest an admin. */
function noticeFor(pathname: string): AccessNoticeKind {
  if (/\/(allTenants|editTenant)$/.test(pathname)) return 'countries';
  return /\/failedMail$/.test(pathname) ? 'failedMail' : 'administration';
}

/** '/main/administration/*': the admin area, for admins only (docs/product.md §2); others go home. */
export function AdministrationLayout() {
  const rights = useRights();
  const { pathname } = useLocation();
  // Wait until the token has been checked against the stored rights: a fresh admin's old token
  // must not send them away.
  if (!rights.ready) return <PageSpinner />;
  if (!rights.isAdminOfAnyTenant) return <RedirectHomeWithNotice kind={noticeFor(pathname)} />;
  return (
    <>
      <AdministrationBar rights={rights} />
      <Outlet />
    </>
  );
}
