import { NOTIFICATION_MESSAGES, type Notification } from '@agenda/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCurrentEvent } from '@/lib/current-event';
import { getNotification } from '../api/notifications';
import { LAYOUT_TEXTS } from './notifications-layout';
import { ScheduleNotificationForm } from './schedule-notification-form';
import { SendNotificationsCard } from './send-notifications-card';

type Edited =
  | { status: 'new' }
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'ready'; notification: Notification };

function useEdited(notificationId: string | null): Edited {
  const [edited, setEdited] = useState<Edited>(notificationId ? { status: 'loading' } : { status: 'new' });
  useEffect(() => {
    if (!notificationId) return undefined;
    let active = true;
    getNotification(notificationId).then(
      (notification) => active && setEdited({ status: 'ready', notification }),
      (cause: unknown) =>
        active && setEdited({ status: 'error', error: cause instanceof Error ? cause.message : String(cause) }),
    );
    return () => {
      active = false;
    };
  }, [notificationId]);
  return edited;
}

function ScheduleScreen({ agendaId }: { agendaId: string | null }) {
  const { event, passed } = useCurrentEvent();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const edited = useEdited(params.get('n'));
  const list = paths.main.event.notifications.schedulednotifications({ e: event.id, t: event.tenant_id });
  if (edited.status === 'loading')
    return <Skeleton variant="rounded" height={420} aria-label="Loading the notification" />;
  if (edited.status === 'error') return <Alert severity="warning">{edited.error}</Alert>;
  const notification = edited.status === 'ready' ? edited.notification : null;
  if (notification && notification.status !== 'scheduled') {
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to={list} color="inherit" size="small">
            Scheduled notifications
          </Button>
        }
      >
        {NOTIFICATION_MESSAGES.alreadySent}
      </Alert>
    );
  }
  return (
    <ScheduleNotificationForm
      key={notification?.id ?? 'new'}
      eventId={event.id}
      agendaId={notification?.agendaId ?? agendaId}
      zone={event.timezone}
      edited={notification}
      closedReason={passed ? NOTIFICATION_MESSAGES.eventPassed : null}
      onSaved={() => void navigate(list)}
    />
  );
}

/** '/main/event/notifications/addnot?e&t[&n]' (docs/product.md §2 Schedule a notification): a new one, or the scheduled one n. */
export function AddNotificationPage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <ScheduleScreen agendaId={null} />
    </Container>
  );
}

/**
 * '/main/event/agendas/addnot?e&t&a[&m=1][&n]' (docs/product.md §2 agenda Notifications): the agenda's Send
 * notifications card (its participants, its invites), or with m=1 the schedule form for a notification
 * of this agenda; two real links switch between them (one form at a time, so one unsaved-changes guard).
 */
export function AgendaNotificationsPage() {
  const { event, passed, canEdit } = useCurrentEvent();
  const [params] = useSearchParams();
  const agendaId = params.get('a') ?? '';
  const scheduling = params.get('m') === '1' || params.has('n');
  const ids = { e: event.id, t: event.tenant_id, a: agendaId };
  if (!canEdit) {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
        <Alert severity="info">{LAYOUT_TEXTS.editorsOnly}</Alert>
      </Container>
    );
  }
  const links = [
    { label: 'Send notifications', to: paths.main.event.agendas.addnot(ids), current: !scheduling },
    { label: 'Schedule a notification', to: paths.main.event.agendas.addnot({ ...ids, m: 1 }), current: scheduling },
  ];
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Stack spacing={3}>
        {/* The page's title (every screen has one h1, which the focus moves to). */}
        <Typography variant="h1">Agenda notifications</Typography>
        <Stack component="nav" aria-label="Agenda notifications" direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {links.map((link) => (
            <Button
              key={link.label}
              component={RouterLink}
              to={link.to}
              size="small"
              variant={link.current ? 'contained' : 'outlined'}
              aria-current={link.current ? 'page' : undefined}
            >
              {link.label}
            </Button>
          ))}
        </Stack>
        {scheduling ? (
          <ScheduleScreen agendaId={agendaId} />
        ) : (
          <SendNotificationsCard
            eventId={event.id}
            agendaId={agendaId}
            closedReason={passed ? NOTIFICATION_MESSAGES.eventPassed : null}
          />
        )}
      </Stack>
    </Container>
  );
}
