import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CountryFlag, countryLabel } from '@/components/country-flag';
import { paths } from '@/config/paths';
import type { EventItem } from '@/lib/event-item';
import { AT_THE_EVENT, spanOnTwoClocks } from '@/lib/zoned-time';
import { EVENT_HEADER_TEXTS, HeaderLogo, StatusChip, Thumbnail, useEventTenant } from './event-header-parts';
import { eventStatusOf } from './event-status';

/**
 * The one header above every event screen — poster thumbnail, logo and name (the way
 * to the event's home), where it stands, its dates on the viewer's clock, named, and on the event's beside
 * them when that differs (the app's one zone rule), venue, country with the way back to its list, and Edit event / Event style for whoever may
 * edit it (root, its country's admins, its organizers).
 */
export function EventHeader({ event, canEdit, now = new Date() }: { event: EventItem; canEdit: boolean; now?: Date }) {
  const tenant = useEventTenant(event);
  const ids = { e: event.id, t: event.tenant_id };
  const status = eventStatusOf(event, now);
  const when = spanOnTwoClocks(event.start, event.end, event.timezone);
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'flex-start', minWidth: 0 }}
      component="header"
      data-testid="event-header"
    >
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
        <Stack
          direction="row"
          sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, minWidth: 0 }}
        >
          <HeaderLogo event={event} size={32} />
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
          <time dateTime={event.start.toISOString()}>{when.yours}</time>
        </Typography>
        {when.atEvent ? (
          <Typography variant="body2" color="text.secondary">
            {AT_THE_EVENT}: {when.atEvent}
          </Typography>
        ) : null}
        {event.address ? (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start', color: 'text.secondary', minWidth: 0 }}>
            <PlaceOutlined sx={{ fontSize: 18, mt: '1px' }} />
            <Typography
              variant="body2"
              title={event.address}
              sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }}
            >
              {event.address}
            </Typography>
          </Stack>
        ) : null}
      </Stack>
      {canEdit ? (
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1}
          sx={{ flexShrink: 0, display: { xs: 'none', sm: 'flex' } }}
        >
          <EditButtons ids={ids} />
        </Stack>
      ) : null}
    </Stack>
  );
}

/** Edit event and Event style, for whoever may edit the event. */
function EditButtons({ ids }: { ids: { e: string; t: string } }) {
  return (
    <>
      <Button
        component={RouterLink}
        to={paths.main.events.editevent(ids)}
        variant="outlined"
        size="small"
        startIcon={<EditOutlined />}
      >
        {EVENT_HEADER_TEXTS.editEvent}
      </Button>
      <Button
        component={RouterLink}
        to={paths.main.events.editeventstyle(ids)}
        variant="outlined"
        size="small"
        startIcon={<PaletteOutlined />}
      >
        {EVENT_HEADER_TEXTS.eventStyle}
      </Button>
    </>
  );
}
