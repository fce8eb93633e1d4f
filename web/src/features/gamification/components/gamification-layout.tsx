import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCurrentEvent } from '@/lib/current-event';

const gamification = paths.main.event.gamification;

/**
 * '/main/event/gamification/*' (docs/product.md §2 Gamification): the Settings and Badges buttons above the
 * gamification screens. When the event hides gamification there is nothing to manage: its editors are
 * told where to show it again, everyone else that it is hidden.
 */
export function GamificationLayout() {
  const { event, canEdit } = useCurrentEvent();
  const { pathname } = useLocation();
  const ids = { e: event.id, t: event.tenant_id };
  if (event.hide_gamification) {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
        <Alert
          severity="info"
          action={
            canEdit ? (
              <Button component={RouterLink} to={paths.main.events.editevent(ids)} color="inherit" size="small">
                Edit event
              </Button>
            ) : undefined
          }
        >
          {canEdit
            ? 'Gamification is hidden for this event. Clear "Hide gamification" on the event to manage points and badges.'
            : 'This event has no gamification.'}
        </Alert>
      </Container>
    );
  }
  const links = [
    ...(canEdit
      ? [
          {
            label: 'Settings',
            to: gamification.settings(ids),
            icon: <TuneOutlined />,
            current: pathname.endsWith('/settings'),
          },
        ]
      : []),
    {
      label: 'Badges',
      to: gamification.badges(ids),
      icon: <EmojiEventsOutlined />,
      current: pathname.endsWith('/badges') || pathname.endsWith('/editbadge'),
    },
  ];
  return (
    <>
      <Container maxWidth="lg" sx={{ pt: { xs: 3, md: 4 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
          <Typography variant="h1" sx={{ mr: 1 }}>
            Gamification
          </Typography>
          <Stack component="nav" aria-label="Gamification" direction="row" sx={{ gap: 1 }}>
            {links.map((link) => (
              <Button
                key={link.label}
                component={RouterLink}
                to={link.to}
                startIcon={link.icon}
                variant={link.current ? 'contained' : 'outlined'}
                aria-current={link.current ? 'page' : undefined}
              >
                {link.label}
              </Button>
            ))}
          </Stack>
        </Stack>
      </Container>
      <Outlet />
    </>
  );
}
