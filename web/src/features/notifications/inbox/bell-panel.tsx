import CheckOutlined from '@mui/icons-material/CheckOutlined';
import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useFirestore } from 'reactfire';
import { APP_BASE_PATH } from '@agenda/contract';
import { ExternalLink } from '@/components/external-link';
import { arrivedAt, BELL_TEXTS } from './notification-bell';
import { markRead, type Inbox, type InboxItem } from './use-inbox';

/**
 * The route of a link to one of the app's own pages (a reminder's or a feedback prompt's session), which
 * opens in place; null for any other address, which opens in a new tab.
 */
export function appRouteOf(link: string, origin: string): string | null {
  const base = `${origin}${APP_BASE_PATH}/`;
  return link.startsWith(base) ? link.slice(base.length - 1) : null;
}

function ItemRow({
  item,
  onRead,
  onNavigate,
  divider,
}: {
  item: InboxItem;
  onRead: (ids: string[]) => void;
  onNavigate: () => void;
  divider: boolean;
}) {
  const route = item.link ? appRouteOf(item.link, window.location.origin) : null;
  return (
    <ListItem
      alignItems="flex-start"
      divider={divider}
      sx={{ gap: 1, bgcolor: item.read ? undefined : 'action.hover', pr: 1 }}
      aria-label={`${item.read ? '' : 'Unread: '}${item.message}`}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography
          variant="body2"
          sx={{ fontWeight: item.read ? 400 : 700, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {item.message}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {item.subject} · {arrivedAt(item.createdAt)}
        </Typography>
        {route ? (
          <Link
            component={RouterLink}
            to={route}
            variant="body2"
            onClick={() => {
              if (!item.read) onRead([item.id]);
              onNavigate();
            }}
            sx={{ display: 'inline-block', mt: 0.5 }}
          >
            {item.agendaId ? BELL_TEXTS.openSession : BELL_TEXTS.openPage}
          </Link>
        ) : item.link ? (
          <ExternalLink
            href={item.link}
            variant="body2"
            onClick={() => (item.read ? undefined : onRead([item.id]))}
            sx={{ mt: 0.5, overflowWrap: 'anywhere' }}
          >
            {BELL_TEXTS.openLink}
          </ExternalLink>
        ) : null}
      </Box>
      {item.read ? null : (
        <Tooltip title={BELL_TEXTS.markOne}>
          <IconButton
            size="small"
            aria-label={`${BELL_TEXTS.markOne}: ${item.message}`}
            onClick={() => onRead([item.id])}
          >
            <CheckOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </ListItem>
  );
}

function BellPanel({ uid, inbox, onNavigate }: { uid: string; inbox: Inbox; onNavigate: () => void }) {
  const firestore = useFirestore();
  const [failed, setFailed] = useState(false);
  const read = (ids: string[]) => {
    setFailed(false);
    markRead(firestore, uid, ids).catch(() => setFailed(true));
  };
  const unread = inbox.status === 'ready' ? inbox.unread : 0;
  return (
    <Box
      sx={{
        width: 'min(380px, calc(100vw - 32px))',
        maxHeight: 'min(560px, calc(100vh - 96px))',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ px: 2, py: 1, gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {BELL_TEXTS.title}
        </Typography>
        <Tooltip title={unread === 0 ? BELL_TEXTS.nothingUnread : ''}>
          {/* A disabled button fires no events: the span carries the tooltip that says why. */}
          <span>
            <Button
              size="small"
              startIcon={<DoneAllOutlined />}
              disabled={unread === 0}
              onClick={() => inbox.status === 'ready' && read(inbox.unreadIds)}
            >
              {BELL_TEXTS.markAll}
            </Button>
          </span>
        </Tooltip>
      </Stack>
      <Divider />
      {failed ? (
        <Alert severity="error" sx={{ m: 1 }}>
          {BELL_TEXTS.markFailed}
        </Alert>
      ) : null}
      <Box sx={{ overflowY: 'auto' }}>
        {inbox.status === 'loading' ? (
          <Stack sx={{ p: 2, gap: 1.5 }} role="status" aria-busy="true" aria-label="Loading notifications">
            {[0, 1, 2].map((row) => (
              <Box key={row}>
                <Skeleton variant="text" width="85%" />
                <Skeleton variant="text" width="55%" />
              </Box>
            ))}
          </Stack>
        ) : inbox.status === 'error' ? (
          <Alert severity="error" sx={{ m: 1 }}>
            {inbox.error}
          </Alert>
        ) : inbox.items.length === 0 ? (
          <Stack alignItems="center" sx={{ p: 3, gap: 1, textAlign: 'center' }}>
            <NotificationsNoneOutlined color="disabled" fontSize="large" />
            <Typography variant="body1">{BELL_TEXTS.empty}</Typography>
            <Typography variant="body2" color="text.secondary">
              {BELL_TEXTS.emptyHint}
            </Typography>
          </Stack>
        ) : (
          <List dense disablePadding aria-label={BELL_TEXTS.title}>
            {inbox.items.map((item, index) => (
              <ItemRow
                key={item.id}
                item={item}
                onRead={read}
                onNavigate={onNavigate}
                divider={index < inbox.items.length - 1}
              />
            ))}
          </List>
        )}
      </Box>
    </Box>
  );
}

interface BellPopoverProps {
  uid: string;
  inbox: Inbox;
  panelId: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The bell's panel in its popover: loaded at its first opening. */
export default function BellPopover({ uid, inbox, panelId, anchor, onClose }: BellPopoverProps) {
  return (
    <Popover
      id={panelId}
      open={!!anchor}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': BELL_TEXTS.title } }}
    >
      <BellPanel uid={uid} inbox={inbox} onNavigate={onClose} />
    </Popover>
  );
}
