import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { lazy, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { touchTarget } from '@/components/a11y/touch-target';
import { OnFirstOpen } from '@/components/on-first-open';
import { paths } from '@/config/paths';
import type { EventItem } from '@/lib/event-item';
import {
  COMPACT_THUMB,
  EVENT_HEADER_TEXTS,
  HeaderLogo,
  StatusChip,
  Thumbnail,
  useEventTenant,
} from './event-header-parts';
import { eventStatusOf } from './event-status';

const CompactEventMenu = lazy(() => import('./compact-event-menu'));

/**
 * The header on a phone, one line — poster thumbnail, logo, name (the way to the event's
 * home) and where it stands — so that the screen's content starts near the top. The way back to the
 * country and, for editors, Edit event and Event style are in its menu; the dates are on the event's
 * home. The event layout folds it away once the page scrolls.
 */
export function CompactEventHeader({
  event,
  canEdit,
  now = new Date(),
}: {
  event: EventItem;
  canEdit: boolean;
  now?: Date;
}) {
  // Read with the header, so that the menu names the country from its first opening on.
  const tenant = useEventTenant(event);
  const ids = { e: event.id, t: event.tenant_id };
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const close = () => setAnchor(null);
  return (
    <Stack
      direction="row"
      spacing={1.25}
      sx={{ alignItems: 'center', minWidth: 0, minHeight: 40 }}
      component="header"
      data-testid="event-header"
    >
      <Thumbnail event={event} size={COMPACT_THUMB} />
      <HeaderLogo event={event} size={24} />
      <Link
        component={RouterLink}
        to={paths.main.event.event(ids)}
        color="inherit"
        underline="hover"
        variant="subtitle1"
        noWrap
        title={event.name}
        sx={{ fontWeight: 600, flex: 1, minWidth: 0, lineHeight: 1.3 }}
      >
        {event.name}
      </Link>
      <StatusChip status={eventStatusOf(event, now)} />
      <IconButton
        id={buttonId}
        size="small"
        edge="end"
        aria-label={EVENT_HEADER_TEXTS.moreActions}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(click) => setAnchor(click.currentTarget)}
        sx={touchTarget}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <OnFirstOpen open={!!anchor}>
        <CompactEventMenu
          event={event}
          tenant={tenant}
          canEdit={canEdit}
          menuId={menuId}
          buttonId={buttonId}
          anchor={anchor}
          close={close}
        />
      </OnFirstOpen>
    </Stack>
  );
}
