import type { Tenant } from '@agenda/contract';
import EventOutlined from '@mui/icons-material/EventOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { ExternalLink } from '@/components/external-link';
import { CountryFlag, countryLabel } from '@/components/country-flag';
import { LinkifiedText } from '@/components/linkified-text';
import type { EventItem } from '@/lib/event-item';
import { AT_THE_EVENT, spanOnTwoClocks } from '@/lib/zoned-time';
import { cssImage } from '@/features/events/shared/event-art';
import { EventLogo, WholeImage } from '@/features/events/shared/event-images';
import { EVENT_HOME_TEXTS, mapSearchUrl } from './event-home';

/**
 * The event home's header: its background image behind it under a veil of the page's own colour (issue
 * 32, item 14: the text keeps its contrast in light and dark), its poster shown whole (item 15), its
 * logo, name and country, its dates and times on the viewer's clock, named, and on the event's beside
 * them when it differs (the app's one zone rule), its address with a map link, and its description.
 */
export function EventHomeHeader({ event, country }: { event: EventItem; country: Tenant | undefined }) {
  const when = spanOnTwoClocks(event.start, event.end, event.timezone);
  return (
    <Card
      component="header"
      data-testid="event-hero"
      sx={{ position: 'relative', display: 'flex', flexDirection: { xs: 'column', md: 'row' } }}
    >
      {event.background_image_url ? (
        <>
          <Box
            aria-hidden
            data-testid="event-background"
            sx={{
              position: 'absolute',
              inset: 0,
              backgroundImage: cssImage(event.background_image_url),
              backgroundSize: 'cover',
              backgroundPosition: 'center',
            }}
          />
          <Box
            aria-hidden
            sx={(theme) => ({ position: 'absolute', inset: 0, bgcolor: alpha(theme.palette.background.paper, 0.84) })}
          />
        </>
      ) : null}
      {event.poster_url ? (
        <WholeImage
          src={event.poster_url}
          alt={`Poster of ${event.name}`}
          // Smaller on a phone, where what is on now and the viewer's day come before it matters.
          sx={{ width: { xs: '100%', md: 320 }, height: { xs: 140, sm: 240, md: 'auto' }, minHeight: { md: 320 } }}
        />
      ) : null}
      <CardContent sx={{ position: 'relative', flex: 1, minWidth: 0 }}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
            {event.logo_url ? <EventLogo src={event.logo_url} name={event.name} size={{ xs: 48, md: 64 }} /> : null}
            <Typography variant="h1" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {event.name}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <CountryFlag tenant={country} width={24} />
            <Typography variant="body2">{country ? countryLabel(country) : event.tenant_id}</Typography>
          </Stack>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <EventOutlined color="action" />
            <Box>
              <Typography variant="body1" component="p">
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {EVENT_HOME_TEXTS.when}:{' '}
                </Box>
                <time dateTime={event.start.toISOString()}>{when.yours}</time>
              </Typography>
              {when.atEvent ? (
                <Typography variant="body2" color="text.secondary">
                  {AT_THE_EVENT}: {when.atEvent}
                </Typography>
              ) : null}
            </Box>
          </Stack>
          {event.address ? (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <MapOutlined color="action" />
              <Box>
                <Typography variant="body1" component="p" sx={{ overflowWrap: 'anywhere' }}>
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    {EVENT_HOME_TEXTS.where}:{' '}
                  </Box>
                  {event.address}
                </Typography>
                <ExternalLink href={mapSearchUrl(event.address)}>{EVENT_HOME_TEXTS.map}</ExternalLink>
              </Box>
            </Stack>
          ) : null}
          {event.description ? <LinkifiedText text={event.description} variant="body1" /> : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
