import { NOTIFICATION_MESSAGES } from '@agenda/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { BlockedButton } from '@/components/form/save-button';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { visuallyHidden } from '@/components/a11y/visually-hidden';
import { TabRow } from '@/components/tab-row';
import { paths, type PathBuilder } from '@/config/paths';
import type { WallAccess } from '@/hooks/use-wall-access';

interface ToolbarItem {
  label: string;
  to: PathBuilder;
  /** Path segment that marks the item as the current one. */
  segment: string;
  editorsOnly?: boolean;
  /** With `editorsOnly`: shown to the speakers of the event's sessions too. */
  speakers?: boolean;
  /** Shown to those who do not edit the event (the editors' Gamification tab leads to the badges too). */
  viewersOnly?: boolean;
  disabledWhenPassed?: boolean;
  /** Hidden when the event hides gamification (its hide_gamification option). */
  gamification?: boolean;
  /** Shown to those who read the event's wall (useWallAccess), labelled for editors while attendees do not see it. */
  wall?: boolean;
  /** One of the phone's bottom bar places (docs/features.md, "The attendee's screens"). */
  bar?: boolean;
}

/** The Wall tab's label for editors while the event hides its wall (docs/features.md, "The wall"). */
export const HIDDEN_WALL_LABEL = 'Wall (hidden)';

const event = paths.main.event;

/** docs/product.md §2 Event toolbar, in the spec's order. */
const TOOLBAR_ITEMS: readonly ToolbarItem[] = [
  // '/agenda' matches the agenda list and every agenda screen (/event/agendas/…).
  { label: 'Program', to: event.agendalist, segment: '/agenda', bar: true },
  // docs/features.md "The attendee's screens": the viewer's own sessions (not docs/product.md §2's, hence after Program).
  { label: 'My agenda', to: event.myagenda, segment: '/myagenda', bar: true },
  // docs/features.md "The wall": its people and editors; only the editors while the event hides it.
  { label: 'Wall', to: event.wall, segment: '/wall', wall: true, bar: true },
  // docs/features.md "The attendee's screens": the viewer's points, badges and calendars.
  { label: 'Me', to: event.me, segment: '/me', bar: true },
  { label: 'Participants', to: event.participants, segment: '/participants' },
  { label: 'Organizers', to: event.organizers, segment: '/organizers' },
  { label: 'Locations', to: event.locations, segment: '/location' },
  { label: 'Details', to: event.details, segment: '/details' },
  { label: 'Tags', to: event.tags, segment: '/tag' },
  { label: 'Surveys', to: event.surveys, segment: '/survey' },
  // Gamification is managed by the event's editors, and not at all when the event hides it.
  {
    label: 'Gamification',
    to: event.gamification.settings,
    segment: '/gamification',
    editorsOnly: true,
    gamification: true,
  },
  // Everyone else reaches the event's badges (and their progress on the home and profile).
  {
    label: 'Badges',
    to: event.gamification.badges,
    segment: '/gamification',
    viewersOnly: true,
    gamification: true,
  },
  // docs/features.md "Points, badges and the leaderboard": everyone but where the event hides gamification.
  { label: 'Leaderboard', to: event.leaderboard, segment: '/leaderboard', gamification: true },
  // docs/features.md "The wall", Moderation: the reports of the wall, for the event's editors.
  { label: 'Moderation', to: event.moderation, segment: '/moderation', editorsOnly: true },
  // docs/product.md §6: notifications navigation shows only to event editors; §4: disabled once passed.
  {
    label: 'Notifications',
    to: event.notifications.schedulednotifications,
    segment: '/notifications',
    editorsOnly: true,
    disabledWhenPassed: true,
  },
  // Who changed what, for the event's editors (its organizers, its country's admins, root).
  { label: 'History', to: event.history, segment: '/history', editorsOnly: true },
  // How the event is going (people, places, notifications), for the same editors; its speakers
  // find their sessions' feedback there (docs/features.md "Feedback after a session").
  { label: 'Dashboard', to: event.dashboard, segment: '/dashboard', editorsOnly: true, speakers: true },
];

/** Who looks at the event, as far as its tabs are concerned. */
export interface ToolbarViewer {
  canEdit: boolean;
  hideGamification?: boolean;
  /** The viewer's access to the event's wall (useWallAccess); null or undefined (not known yet): no Wall tab. */
  wall?: WallAccess | null | undefined;
  /** The viewer speaks in one of the event's sessions (useEventSpeaker). */
  speaker?: boolean;
}

/** The tabs `viewer` gets, in the toolbar's order. */
export function toolbarItems({
  canEdit,
  hideGamification = false,
  wall = null,
  speaker = false,
}: ToolbarViewer): ToolbarItem[] {
  return TOOLBAR_ITEMS.filter(
    (item) =>
      (canEdit ? !item.viewersOnly : !item.editorsOnly || (speaker && item.speakers === true)) &&
      !(item.gamification && hideGamification) &&
      !(item.wall && !wall),
  ).map((item) => (item.wall && wall === 'editorsOnly' ? { ...item, label: HIDDEN_WALL_LABEL } : item));
}

/** The places of the phone's bottom bar for `viewer`: Program, My agenda, Wall (for its readers), Me. */
export const barItems = (viewer: ToolbarViewer): ToolbarItem[] => toolbarItems(viewer).filter((item) => item.bar);

/** Whether `item` is the screen at `pathname` (or, for Program, one of its agenda screens). */
export const isCurrentItem = (item: Pick<ToolbarItem, 'segment'>, pathname: string): boolean =>
  pathname.includes(`/event${item.segment}`);

interface EventToolbarProps {
  eventId: string;
  tenantId: string;
  canEdit: boolean;
  passed: boolean;
  hideGamification?: boolean;
  /** The bottom bar shows its places (a phone): the row leaves them out. */
  leaveOutBar?: boolean;
  /** The items with open reports on the wall (editors: shown on the Moderation tab). */
  openReports?: number;
  /** The viewer's access to the event's wall (useWallAccess); null or undefined (not known yet): no Wall tab. */
  wall?: WallAccess | undefined;
  /** The viewer speaks in one of the event's sessions: the Dashboard tab shows their sessions' feedback. */
  speaker?: boolean;
}

const REPORTS_COUNT_LABEL = (count: number) => `${count} ${count === 1 ? 'item' : 'items'} reported`;

/** The event's tabs in one row that scrolls sideways on a phone (TabRow). */
export function EventToolbar({
  eventId,
  tenantId,
  canEdit,
  passed,
  hideGamification = false,
  openReports = 0,
  wall = null,
  leaveOutBar = false,
  speaker = false,
}: EventToolbarProps) {
  const { pathname } = useLocation();
  const items = toolbarItems({ canEdit, hideGamification, wall, speaker }).filter((item) => !(leaveOutBar && item.bar));
  return (
    <TabRow label="Event" current={items.find((item) => isCurrentItem(item, pathname))?.label}>
      {items.map((item) => {
        const current = isCurrentItem(item, pathname);
        if (item.disabledWhenPassed && passed) {
          return (
            <BlockedButton
              key={item.label}
              variant="outlined"
              size="small"
              blockedReason={NOTIFICATION_MESSAGES.eventPassed}
            >
              {item.label}
            </BlockedButton>
          );
        }
        return (
          <Button
            key={item.label}
            component={RouterLink}
            to={item.to({ e: eventId, t: tenantId })}
            variant={current ? 'contained' : 'outlined'}
            aria-current={current ? 'page' : undefined}
            size="small"
          >
            {item.label}
            {item.to === event.moderation && openReports > 0 ? (
              <>
                <Box
                  component="span"
                  aria-hidden="true"
                  sx={{
                    ml: 1,
                    px: 0.75,
                    minWidth: 20,
                    borderRadius: 10,
                    bgcolor: 'error.main',
                    color: 'error.contrastText',
                    fontSize: '0.75rem',
                    lineHeight: '20px',
                  }}
                >
                  {openReports}
                </Box>
                <Box component="span" sx={visuallyHidden}>
                  {`, ${REPORTS_COUNT_LABEL(openReports)}`}
                </Box>
              </>
            ) : null}
          </Button>
        );
      })}
    </TabRow>
  );
}
