import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useLiveTenants } from '@/hooks/use-live-tenants';
import type { EventItem } from '@/lib/event-item';
import { EVENT_STATUS_LABELS, type EventStatus } from './event-status';

/*
 * What the event's two headers share (event-header.tsx on wider screens, compact-event-header.tsx on a
 * phone): their texts, the poster thumbnail, the status chip and the event's country.
 */

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

export const THUMB = { xs: 56, sm: 72 } as const;
/** The compact header's thumbnail on a phone: the height of one line of the header. */
export const COMPACT_THUMB = 32;

/** The event's poster, or a coloured tile with an event icon when it has none. */
export function Thumbnail({ event, size = THUMB }: { event: EventItem; size?: number | typeof THUMB }) {
  const compact = typeof size === 'number';
  if (event.poster_url) {
    return (
      <Box
        component="img"
        src={event.poster_url}
        alt=""
        sx={{ width: size, height: size, borderRadius: compact ? 1 : 1.5, objectFit: 'cover', flexShrink: 0 }}
      />
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

/** The event's country: undefined while the countries load, null when it is not among them. */
export function useEventTenant(event: EventItem) {
  const tenants = useLiveTenants();
  return tenants.status === 'ready' ? (tenants.tenants.find((item) => item.id === event.tenant_id) ?? null) : undefined;
}

/** Where the event stands: Draft, Upcoming, Running or Passed. */
export function StatusChip({ status }: { status: EventStatus }) {
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
