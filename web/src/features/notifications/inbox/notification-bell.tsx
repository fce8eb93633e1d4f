import CheckOutlined from '@mui/icons-material/CheckOutlined';
import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useFirestore } from 'reactfire';
import { formatDateTime } from '@/lib/zoned-time';
import { markRead, UNREAD_COUNT_LIMIT, useInbox, type Inbox, type InboxItem } from './use-inbox';

export const BELL_TEXTS = {
  title: 'Notifications',
  markAll: 'Mark all as read',
  nothingUnread: 'All your notifications are read',
  markOne: 'Mark as read',
  openLink: 'Open link',
  empty: 'No notifications yet',
  emptyHint: 'When the organizers of your events send a notification, it shows here and the bell counts it.',
  markFailed: 'Could not mark as read. Check your connection and try again.',
} as const;

/** "3 unread", "99+ unread": the bell's badge and its accessible name. */
export function unreadLabel(count: number): string {
  return count >= UNREAD_COUNT_LIMIT ? `${UNREAD_COUNT_LIMIT - 1}+ unread` : `${count} unread`;
}

/** When an item arrived, in the viewer's zone, naming it: "Tue 12 May 2026, 09:30 CEST" (the app's one style). */
export const arrivedAt = (millis: number): string => formatDateTime(millis);

function ItemRow({ item, onRead, divider }: { item: InboxItem; onRead: (ids: string[]) => void; divider: boolean }) {
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
        {item.link ? (
          <Link
            href={item.link}
            target="_blank"
            rel="noopener noreferrer"
            variant="body2"
            onClick={() => (item.read ? undefined : onRead([item.id]))}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 0.5, overflowWrap: 'anywhere' }}
          >
            {BELL_TEXTS.openLink}
            <OpenInNewOutlined fontSize="inherit" aria-hidden />
          </Link>
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

function BellPanel({ uid, inbox }: { uid: string; inbox: Inbox }) {
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
              <ItemRow key={item.id} item={item} onRead={read} divider={index < inbox.items.length - 1} />
            ))}
          </List>
        )}
      </Box>
    </Box>
  );
}

/**
 * The bell of the app bar (issue 15): the signed-in person's unread count, live, and their
 * notifications newest first in a panel, with mark read (one or all) and, for LINK items, their
 * http(s) link opened in a new tab without access to this one.
 */
export function NotificationBell({ uid }: { uid: string }) {
  const inbox = useInbox(uid);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const unread = inbox.status === 'ready' ? inbox.unread : 0;
  const label = `${BELL_TEXTS.title}${unread > 0 ? `, ${unreadLabel(unread)}` : ''}`;
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-controls={anchor ? panelId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {/* No badge at all when nothing is unread: a hidden MUI badge keeps its last number in the
              page, which would no longer match the button's name. */}
          {unread > 0 ? (
            <Badge badgeContent={unread} max={UNREAD_COUNT_LIMIT - 1} color="error">
              <NotificationsOutlined />
            </Badge>
          ) : (
            <NotificationsOutlined />
          )}
        </IconButton>
      </Tooltip>
      <Popover
        id={panelId}
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': BELL_TEXTS.title } }}
      >
        <BellPanel uid={uid} inbox={inbox} />
      </Popover>
    </>
  );
}
