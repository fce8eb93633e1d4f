import { CONFIRMATIONS, isNotificationLink, OVERLAYS, TOASTS } from '@agenda/contract';
import AddAlertOutlined from '@mui/icons-material/AddAlertOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ExternalLink } from '@/components/external-link';
import { useConfirm } from '@/components/feedback/confirm-provider';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { useToast } from '@/components/feedback/toast-provider';
import { paths } from '@/config/paths';
import { unreportedErrorText } from '@/lib/error-text';
import { useCurrentEvent } from '@/lib/current-event';
import { formatOnClocks } from '@/lib/zoned-time';
import { cancelNotification } from '../api/notifications';
import { useLiveNotifications, type ListedNotification } from '../lib/use-live-notifications';

/** Our texts; docs/product.md §2 gives the card heading, §8 the toast. */
export const SCHEDULED_TEXTS = {
  heading: 'Notification will be sent at',
  sentHeading: 'Sent at',
  upcoming: 'Scheduled',
  sent: 'Sent',
  empty:
    'No notification is scheduled for this event. Choose New notification to schedule one, or Send notifications to send one now.',
  emptyPassed: 'No notification was scheduled for this event.',
  cancelTitle: 'Cancel notification',
  cancelQuestion: CONFIRMATIONS.cancelNotification,
  counts: (n: ListedNotification) =>
    `Delivered to ${n.delivered ?? 0} of ${n.recipients ?? 0}${n.failed ? `, ${n.failed} failed` : ''}`,
  audience: (n: ListedNotification) =>
    n.sendToAll ? 'To all participants' : `To ${n.users} chosen ${n.users === 1 ? 'person' : 'people'}`,
  sending: 'Being sent now',
  failed: (error: string | null) => `Could not be sent${error ? `: ${error}` : ''}`,
  agenda: 'Agenda notification',
  yourTime: 'Your time',
  editableUntilSent: 'A notification can be edited or cancelled until it is sent; the list updates by itself.',
};

const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' }, p: 0, m: 0 } as const;

function NotificationCard({
  notification,
  zone,
  edit,
  onCancel,
}: {
  notification: ListedNotification;
  /** The event's IANA zone: the clock the time was chosen on. */
  zone: string;
  edit: string | null;
  onCancel: (() => void) | null;
}) {
  const sent = notification.status === 'sent';
  const link =
    notification.type === 'LINK' && notification.link && isNotificationLink(notification.link)
      ? notification.link
      : null;
  // On the event's clock, where it was chosen ("05:07 CET"), the viewer's own beside it.
  const at = sent && notification.sentAt ? notification.sentAt : notification.startTime;
  const { at: when, yours } = formatOnClocks(at, zone);
  return (
    <Card
      component="li"
      variant="outlined"
      sx={{ listStyle: 'none', display: 'flex', flexDirection: 'column' }}
      aria-label={`${sent ? SCHEDULED_TEXTS.sentHeading : SCHEDULED_TEXTS.heading} ${when}`}
    >
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="overline" color="text.secondary" component="h3">
          {sent ? SCHEDULED_TEXTS.sentHeading : SCHEDULED_TEXTS.heading}
        </Typography>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          <time dateTime={at.toISOString()}>{when}</time>
        </Typography>
        {yours ? (
          <Typography variant="body2" color="text.secondary">
            {SCHEDULED_TEXTS.yourTime}: {yours}
          </Typography>
        ) : null}
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', my: 1 }}>
          <Chip size="small" label={notification.type} />
          {notification.agendaId ? <Chip size="small" variant="outlined" label={SCHEDULED_TEXTS.agenda} /> : null}
          <Chip size="small" variant="outlined" label={SCHEDULED_TEXTS.audience(notification)} />
        </Stack>
        <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {notification.message}
        </Typography>
        {link ? (
          <ExternalLink href={link} sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {link}
          </ExternalLink>
        ) : null}
        {sent ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {SCHEDULED_TEXTS.counts(notification)}
          </Typography>
        ) : null}
        {notification.status === 'sending' ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {SCHEDULED_TEXTS.sending}
          </Typography>
        ) : null}
        {notification.status === 'failed' ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {SCHEDULED_TEXTS.failed(notification.lastError)}
          </Alert>
        ) : null}
      </CardContent>
      {edit || onCancel ? (
        <CardActions sx={{ justifyContent: 'flex-end' }}>
          {edit ? (
            <Button
              component={RouterLink}
              to={edit}
              startIcon={<EditOutlined />}
              aria-label={`Edit: ${notification.message}`}
            >
              Edit
            </Button>
          ) : null}
          {onCancel ? (
            <Button
              color="error"
              startIcon={<DeleteOutline />}
              onClick={onCancel}
              aria-label={`Cancel: ${notification.message}`}
            >
              Cancel
            </Button>
          ) : null}
        </CardActions>
      ) : null}
    </Card>
  );
}

function ListSkeleton() {
  return (
    <Box sx={GRID} role="status" aria-busy="true" aria-label="Loading the notifications">
      {[0, 1].map((key) => (
        <Card key={key} variant="outlined">
          <CardContent>
            <Skeleton width="40%" />
            <Skeleton width="60%" height={32} />
            <Skeleton width="90%" />
            <Skeleton width="70%" />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/**
 * '/main/event/notifications/schedulednotifications?e&t' (docs/product.md §2): the event's notifications, live,
 * soonest first; those still to be sent with Edit and Cancel, the sent ones apart with their counts.
 */
export function ScheduledNotificationsPage() {
  const { event, passed } = useCurrentEvent();
  const live = useLiveNotifications(event.id);
  const confirm = useConfirm();
  const overlay = useOverlay();
  const toast = useToast();
  const [message, setMessage] = useState<string | null>(null);
  const ids = { e: event.id, t: event.tenant_id };

  const cancel = async (notification: ListedNotification) => {
    if (
      !(await confirm(SCHEDULED_TEXTS.cancelTitle, SCHEDULED_TEXTS.cancelQuestion(notification.message), {
        label: 'Cancel notification',
        keepLabel: 'Keep',
        destructive: true,
      }))
    )
      return;
    setMessage(null);
    try {
      await overlay.run(OVERLAYS.deleting, () => cancelNotification(notification.id));
      toast.info(TOASTS.notificationDeleted);
    } catch (error) {
      setMessage(unreportedErrorText(error));
    }
  };

  const upcoming = live.status === 'ready' ? live.notifications.filter((n) => n.status !== 'sent') : [];
  // The sent ones, latest first.
  const sent = live.status === 'ready' ? live.notifications.filter((n) => n.status === 'sent').reverse() : [];
  const editable = (n: ListedNotification) => n.status === 'scheduled' && !passed;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2, gap: 2 }}
      >
        <Typography variant="h2">Scheduled notifications</Typography>
        {passed ? null : (
          <Button
            component={RouterLink}
            to={paths.main.event.notifications.addnot(ids)}
            variant="contained"
            startIcon={<AddAlertOutlined />}
          >
            New notification
          </Button>
        )}
      </Stack>
      {message ? (
        <Alert severity="error" onClose={() => setMessage(null)} sx={{ mb: 2 }}>
          {message}
        </Alert>
      ) : null}
      {live.status === 'loading' ? <ListSkeleton /> : null}
      {live.status === 'error' ? <Alert severity="error">{live.error}</Alert> : null}
      {live.status === 'ready' && upcoming.length === 0 ? (
        <Alert severity="info">{passed ? SCHEDULED_TEXTS.emptyPassed : SCHEDULED_TEXTS.empty}</Alert>
      ) : null}
      {upcoming.length > 0 ? (
        <Box component="ul" aria-label={SCHEDULED_TEXTS.upcoming} sx={GRID}>
          {upcoming.map((notification) => (
            <NotificationCard
              key={notification.id}
              notification={notification}
              zone={event.timezone}
              edit={
                editable(notification) ? paths.main.event.notifications.addnot({ ...ids, n: notification.id }) : null
              }
              onCancel={editable(notification) ? () => void cancel(notification) : null}
            />
          ))}
        </Box>
      ) : null}
      {sent.length > 0 ? (
        <>
          <Typography variant="h2" sx={{ fontSize: { xs: '1.1rem', md: '1.25rem' }, mt: 4, mb: 2 }}>
            {SCHEDULED_TEXTS.sent}
          </Typography>
          <Box component="ul" aria-label={SCHEDULED_TEXTS.sent} sx={GRID}>
            {sent.map((notification) => (
              <NotificationCard
                key={notification.id}
                notification={notification}
                zone={event.timezone}
                edit={null}
                onCancel={null}
              />
            ))}
          </Box>
        </>
      ) : null}
      {passed ? null : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {SCHEDULED_TEXTS.editableUntilSent}
        </Typography>
      )}
    </Container>
  );
}
