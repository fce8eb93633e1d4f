import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import ViewAgendaOutlined from '@mui/icons-material/ViewAgendaOutlined';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { useEffect, type ReactElement } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { BOTTOM_BAR_ROOM, BOTTOM_BAR_VAR } from './bottom-bar-screens';
import { barItems, isCurrentItem, type ToolbarViewer } from './event-toolbar';

const ICONS: Record<string, ReactElement> = {
  Program: <EventNoteOutlined />,
  'My agenda': <ViewAgendaOutlined />,
  Me: <PersonOutline />,
};
/** The place's icon; the Wall's whatever its label ("Wall (hidden)" for editors while attendees do not see it). */
const iconOf = (label: string): ReactElement => ICONS[label] ?? <ForumOutlined />;

/**
 * The phone's bottom bar on the event's screens (docs/features.md, "The attendee's screens"): Program,
 * My agenda, Wall (for those who read it) and Me, each a real link, the current one marked with
 * aria-current. Fixed above the phone's safe area; the event layout keeps BOTTOM_BAR_ROOM free at the
 * end of the page, and the scroll-to-top button rises above it (data-bottom-action). Loaded on a phone
 * only (the event layout's lazy import): a desktop never draws it.
 */
export default function EventBottomBar({
  eventId,
  tenantId,
  ...viewer
}: ToolbarViewer & { eventId: string; tenantId: string }) {
  const { pathname } = useLocation();
  const items = barItems(viewer);
  const current = items.find((item) => isCurrentItem(item, pathname))?.label ?? null;
  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty(BOTTOM_BAR_VAR, BOTTOM_BAR_ROOM);
    return () => {
      root.style.removeProperty(BOTTOM_BAR_VAR);
    };
  }, []);
  return (
    <Paper
      component="nav"
      // Not "Event …": the row of tabs is the navigation named "Event".
      aria-label="Quick navigation"
      data-bottom-action=""
      data-testid="event-bottom-bar"
      square
      elevation={8}
      sx={(theme) => ({
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: theme.zIndex.appBar,
        pb: 'env(safe-area-inset-bottom, 0px)',
        borderTop: 1,
        borderColor: 'divider',
      })}
    >
      <BottomNavigation component="div" showLabels value={current} sx={{ bgcolor: 'transparent' }}>
        {items.map((item) => (
          <BottomNavigationAction
            key={item.label}
            value={item.label}
            label={item.label}
            icon={iconOf(item.label)}
            component={RouterLink}
            to={item.to({ e: eventId, t: tenantId })}
            aria-current={item.label === current ? 'page' : undefined}
            sx={{ minWidth: 0, px: 0.5, '& .MuiBottomNavigationAction-label': { whiteSpace: 'nowrap' } }}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
