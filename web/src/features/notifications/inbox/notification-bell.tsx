import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { lazy, useId, useState } from 'react';
import { OnFirstOpen } from '@/components/on-first-open';
import { formatDateTime } from '@/lib/zoned-time';
import { UNREAD_COUNT_LIMIT, useInbox } from './use-inbox';

const BellPopover = lazy(() => import('./bell-panel'));

export const BELL_TEXTS = {
  title: 'Notifications',
  markAll: 'Mark all as read',
  nothingUnread: 'All your notifications are read',
  markOne: 'Mark as read',
  openLink: 'Open link',
  openSession: 'Open the session',
  openPage: 'Open',
  empty: 'No notifications yet',
  emptyHint:
    'When the organizers of your events send a notification, or one of your sessions is about to start, it shows here and the bell counts it.',
  markFailed: 'Could not mark as read. Check your connection and try again.',
} as const;

/** "3 unread", "99+ unread": the bell's badge and its accessible name. */
export function unreadLabel(count: number): string {
  return count >= UNREAD_COUNT_LIMIT ? `${UNREAD_COUNT_LIMIT - 1}+ unread` : `${count} unread`;
}

/** When an item arrived, in the viewer's zone, naming it: "Tue 12 May 2026, 09:30 CEST" (the app's one style). */
export const arrivedAt = (millis: number): string => formatDateTime(millis);

/**
 * The bell of the app bar: the signed-in person's unread count, live, and their
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
      {/* Named by its label like the bar's other icon buttons, without a tooltip: MUI's Tooltip (with
          Popper.js, some 9 KB gz) stays off the first load of every signed-in screen. */}
      <IconButton
        color="inherit"
        aria-label={label}
        // Until the inbox has answered, the count is not known yet (not zero).
        aria-busy={inbox.status === 'loading'}
        aria-haspopup="dialog"
        aria-controls={anchor ? panelId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {/* No badge at all when nothing is unread: a hidden MUI badge keeps its last number in the
            page, which would no longer match the button's name. */}
        {unread > 0 ? (
          <Badge
            badgeContent={unread}
            max={UNREAD_COUNT_LIMIT - 1}
            color="error"
            // The dark palette's error red under white text is 3.7:1; its darker shade is 5:1 (WCAG AA).
            sx={{
              '& .MuiBadge-badge': {
                bgcolor: (theme) => (theme.palette.mode === 'dark' ? theme.palette.error.dark : undefined),
              },
            }}
          >
            <NotificationsOutlined />
          </Badge>
        ) : (
          <NotificationsOutlined />
        )}
      </IconButton>
      <OnFirstOpen open={!!anchor}>
        <BellPopover uid={uid} inbox={inbox} panelId={panelId} anchor={anchor} onClose={() => setAnchor(null)} />
      </OnFirstOpen>
    </>
  );
}
