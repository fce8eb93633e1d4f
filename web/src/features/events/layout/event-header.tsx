import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CountryFlag, countryLabel } from '@/components/country-flag';
import { paths } from '@/config/paths';
import { useLiveTenants } from '@/hooks/use-live-tenants';
import type { EventItem } from '@/lib/event-item';
import { formatEventSpan, viewerSpan } from '@/lib/zoned-time';
import { EVENT_STATUS_LABELS, eventStatusOf, type EventStatus } from './event-status';

export const EVENT_HEADER_TEXTS = {
  backTo: (country: string) => `Events in ${country}`,
  yourTime: 'Your time',
  editEvent: 'Edit event',
  eventStyle: 'Event style',
  moreActions: 'More about the event',
} as const;

const STATUS_COLORS: Record<EventStatus, ChipProps['color']> = {
  draft: 'default',
  upcoming: 'primary',
  running: 'success',
  passed: 'default',
};

const THUMB = { xs: 56, sm: 72 } as const;
/** The compact header's thumbnail on a phone: the height of one line of the header. */
const COMPACT_THUMB = 32;

function Thumbnail({ event, size = THUMB }: { event: EventItem; size?: number | typeof THUMB }) {
  const compact = typeof size === 'number';
  if (event.poster_url) {
    return (
      <Box component="img" src={event.poster_url} alt="" sx={{ width: size, height: size, borderRadius: compact ? 1 : 1.5, objectFit: 'cover', flexShrink: 0 }} />
    );
  }
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        width: size,
        height: size,
        borderRadius: compact ? 1 : 1.5,
        flexShrink: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: theme.palette.primary.contrastText,
        background: `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 55%, ${theme.palette.secondary.main} 100%)`,
      })}
    >
      <EventNoteOutlined sx={{ fontSize: compact ? 18 : { xs: 28, sm: 34 }, opacity: 0.9 }} />
    </Box>
  );
}

/**
 * Issue 14 item 1: the one header above every event screen — poster thumbnail, name (the way to the
 * event's home), where it stands, its dates in its own zone named (and the viewer's own time when that
 * differs), venue, country with the way back to its list, and Edit event / Event style for whoever may
 * edit it (root, its country's admins, its organizers).
 */
export function EventHeader({ event, canEdit, now = new Date() }: { event: EventItem; canEdit: boolean; now?: Date }) {
  const tenant = useEventTenant(event);
  const ids = { e: event.id, t: event.tenant_id };
  const status = eventStatusOf(event, now);
  const mine = viewerSpan(event.start, event.end, event.timezone);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', minWidth: 0 }} component="header" data-testid="event-header">
      <Thumbnail event={event} />
      <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary', minWidth: 0 }}>
          {tenant === undefined ? (
            <Skeleton variant="text" width={140} />
          ) : (
            <Link
              component={RouterLink}
              to={paths.main.events.eventslist({ t: event.tenant_id })}
              color="inherit"
              underline="hover"
              variant="body2"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}
            >
              <ArrowBack sx={{ fontSize: 16 }} />
              <CountryFlag tenant={tenant} width={21} />
              <span>{EVENT_HEADER_TEXTS.backTo(tenant ? countryLabel(tenant) : event.tenant_id)}</span>
            </Link>
          )}
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={paths.main.event.event(ids)}
            color="inherit"
            underline="hover"
            variant="h6"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere', lineHeight: 1.3 }}
          >
            {event.name}
          </Link>
          <StatusChip status={status} />
        </Stack>
        <Typography variant="body2">
          <time dateTime={event.start.toISOString()}>{formatEventSpan(event.start, event.end, event.timezone)}</time>
        </Typography>
        {mine ? (
          <Typography variant="body2" color="text.secondary">
            {EVENT_HEADER_TEXTS.yourTime}: {mine}
          </Typography>
        ) : null}
        {event.address ? (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start', color: 'text.secondary', minWidth: 0 }}>
            <PlaceOutlined sx={{ fontSize: 18, mt: '1px' }} />
            <Typography variant="body2" title={event.address} sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }}>
              {event.address}
            </Typography>
          </Stack>
        ) : null}
      </Stack>
      {canEdit ? (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ flexShrink: 0, display: { xs: 'none', sm: 'flex' } }}>
          <EditButtons ids={ids} />
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The event's country: undefined while the countries load, null when it is not among them. */
function useEventTenant(event: EventItem) {
  const tenants = useLiveTenants();
  return tenants.status === 'ready' ? (tenants.tenants.find((item) => item.id === event.tenant_id) ?? null) : undefined;
}

function StatusChip({ status }: { status: EventStatus }) {
  return (
    <Chip
      size="small"
      label={EVENT_STATUS_LABELS[status]}
      color={STATUS_COLORS[status]}
      variant={status === 'passed' || status === 'draft' ? 'outlined' : 'filled'}
      sx={{ flexShrink: 0 }}
    />
  );
}

/**
 * Issue 29 item 6: the header on a phone, one line — poster thumbnail, name (the way to the event's
 * home) and where it stands — so that the screen's content starts near the top. The way back to the
 * country and, for editors, Edit event and Event style are in its menu; the dates are on the event's
 * home. The event layout folds it away once the page scrolls.
 */
export function CompactEventHeader({ event, canEdit, now = new Date() }: { event: EventItem; canEdit: boolean; now?: Date }) {
  const tenant = useEventTenant(event);
  const ids = { e: event.id, t: event.tenant_id };
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const close = () => setAnchor(null);
  return (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', minWidth: 0, minHeight: 40 }} component="header" data-testid="event-header">
      <Thumbnail event={event} size={COMPACT_THUMB} />
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
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={close} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
        <MenuItem component={RouterLink} to={paths.main.events.eventslist({ t: event.tenant_id })} onClick={close}>
          <ListItemIcon>{tenant ? <CountryFlag tenant={tenant} width={21} /> : <ArrowBack fontSize="small" />}</ListItemIcon>
          <ListItemText primary={EVENT_HEADER_TEXTS.backTo(tenant ? countryLabel(tenant) : event.tenant_id)} />
        </MenuItem>
        {canEdit ? (
          <MenuItem component={RouterLink} to={paths.main.events.editevent(ids)} onClick={close}>
            <ListItemIcon>
              <EditOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={EVENT_HEADER_TEXTS.editEvent} />
          </MenuItem>
        ) : null}
        {canEdit ? (
          <MenuItem component={RouterLink} to={paths.main.events.editeventstyle(ids)} onClick={close}>
            <ListItemIcon>
              <PaletteOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={EVENT_HEADER_TEXTS.eventStyle} />
          </MenuItem>
        ) : null}
      </Menu>
    </Stack>
  );
}

function EditButtons({ ids }: { ids: { e: string; t: string } }) {
  return (
    <>
      <Button component={RouterLink} to={paths.main.events.editevent(ids)} variant="outlined" size="small" startIcon={<EditOutlined />}>
        {EVENT_HEADER_TEXTS.editEvent}
      </Button>
      <Button component={RouterLink} to={paths.main.events.editeventstyle(ids)} variant="outlined" size="small" startIcon={<PaletteOutlined />}>
        {EVENT_HEADER_TEXTS.eventStyle}
      </Button>
    </>
  );
}
