import Chip, { type ChipProps } from '@mui/material/Chip';
import { useLiveTenants } from '@/hooks/use-live-tenants';
import type { EventItem } from '@/lib/event-item';
import { DefaultPoster, EventLogo, WholeImage } from '@/features/events/shared/event-images';
import { EVENT_STATUS_LABELS, type EventStatus } from './event-status';

/*
 * What the event's two headers share (event-header.tsx on wider screens, compact-event-header.tsx on a
 * phone): their texts, the poster thumbnail, the status chip and the event's country.
 */

export const EVENT_HEADER_TEXTS = {
  backTo: (country: string) => `Events in ${country}`,
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

/**
 * The event's poster shown whole (a landscape poster is not cropped to the square),
 * or the default poster's initials when it has none.
 */
export function Thumbnail({ event, size = THUMB }: { event: EventItem; size?: number | typeof THUMB }) {
  const compact = typeof size === 'number';
  const frame = { width: size, height: size, borderRadius: compact ? 1 : 1.5 };
  if (event.poster_url) return <WholeImage src={event.poster_url} alt="" sx={frame} />;
  return <DefaultPoster name={event.name} small sx={{ ...frame, fontSize: compact ? 12 : { xs: 18, sm: 22 } }} />;
}

/** The event's logo beside its name in the headers, when it has one. */
export function HeaderLogo({ event, size }: { event: EventItem; size: number }) {
  return event.logo_url ? <EventLogo src={event.logo_url} name={event.name} size={size} /> : null;
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
