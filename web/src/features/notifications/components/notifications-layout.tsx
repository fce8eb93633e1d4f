import { NOTIFICATION_MESSAGES } from '@agenda/contract';
import AddAlertOutlined from '@mui/icons-material/AddAlertOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { BlockedButton } from '@/components/form/save-button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCurrentEvent } from '@/lib/current-event';

const notifications = paths.main.event.notifications;

export const LAYOUT_TEXTS = {
  editorsOnly: "Only the event's organizers (and the admins of its country) manage its notifications.",
};

/**
 * '/main/event/notifications/*' (docs/product.md §2 Notifications, editors only): Send notifications, Scheduled
 * notifications and New notification as real links, the current one marked. Once the event has passed
 * (docs/product.md §4) nothing can be sent or scheduled: the reason is shown and only the list stays open.
 */
export function NotificationsLayout() {
  const { event, canEdit, passed } = useCurrentEvent();
  const { pathname } = useLocation();
  const ids = { e: event.id, t: event.tenant_id };
  if (!canEdit) {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
        <Alert severity="info">{LAYOUT_TEXTS.editorsOnly}</Alert>
      </Container>
    );
  }
  const current = pathname.split('/').at(-1);
  const links = [
    {
      label: 'Send notifications',
      to: notifications.sendnotifications(ids),
      icon: <SendOutlined />,
      segment: 'sendnotifications',
      closedWhenPassed: true,
    },
    {
      label: 'Scheduled notifications',
      to: notifications.schedulednotifications(ids),
      icon: <ScheduleOutlined />,
      segment: 'schedulednotifications',
      closedWhenPassed: false,
    },
    {
      label: 'New notification',
      to: notifications.addnot(ids),
      icon: <AddAlertOutlined />,
      segment: 'addnot',
      closedWhenPassed: true,
    },
  ];
  return (
    <>
      <Container maxWidth="lg" sx={{ pt: { xs: 3, md: 4 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
          <Typography variant="h1" sx={{ mr: 1 }}>
            Notifications
          </Typography>
          <Stack component="nav" aria-label="Notifications" direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {links.map((link) => {
              const active = current === link.segment;
              if (passed && link.closedWhenPassed) {
                return (
                  <BlockedButton
                    key={link.label}
                    variant="outlined"
                    startIcon={link.icon}
                    blockedReason={NOTIFICATION_MESSAGES.eventPassed}
                  >
                    {link.label}
                  </BlockedButton>
                );
              }
              return (
                <Button
                  key={link.label}
                  component={RouterLink}
                  to={link.to}
                  startIcon={link.icon}
                  variant={active ? 'contained' : 'outlined'}
                  aria-current={active ? 'page' : undefined}
                >
                  {link.label}
                </Button>
              );
            })}
          </Stack>
        </Stack>
        {passed ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            {NOTIFICATION_MESSAGES.eventPassed}
          </Alert>
        ) : null}
      </Container>
      <Outlet />
    </>
  );
}
