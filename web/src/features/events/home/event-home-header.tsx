import type { Tenant } from '@agenda/contract';
import EventOutlined from '@mui/icons-material/EventOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CountryFlag, countryLabel } from '@/components/country-flag';
import { LinkifiedText } from '@/components/linkified-text';
import type { EventItem } from '@/lib/event-item';
import { formatEventSpan, viewerSpan } from '@/lib/zoned-time';
import { EVENT_HOME_TEXTS, mapSearchUrl } from './event-home';

/**
 * The event home's header: its poster, name and country, its dates and times in the event's zone (and
 * the viewer's own when it differs), its address with a map link, and its description.
 */
export function EventHomeHeader({ event, country }: { event: EventItem; country: Tenant | undefined }) {
  const mine = viewerSpan(event.start, event.end, event.timezone);
  return (
    <Card component="header" sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' } }}>
      {event.poster_url ? (
        <Box
          component="img"
          src={event.poster_url}
          alt={`Poster of ${event.name}`}
          sx={{ width: { xs: '100%', md: 320 }, maxHeight: { xs: 220, md: 'none' }, objectFit: 'cover', flexShrink: 0 }}
        />
      ) : null}
      <CardContent sx={{ flex: 1, minWidth: 0 }}>
        <Stack spacing={2}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {event.name}
          </Typography>
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
                {formatEventSpan(event.start, event.end, event.timezone)}
              </Typography>
              {mine ? (
                <Typography variant="body2" color="text.secondary">
                  {EVENT_HOME_TEXTS.yourTime}: {mine}
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
                <Link
                  href={mapSearchUrl(event.address)}
                  target="_blank"
                  rel="noopener noreferrer"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                >
                  {EVENT_HOME_TEXTS.map}
                  <OpenInNew fontSize="inherit" aria-label="(opens in a new tab)" />
                </Link>
              </Box>
            </Stack>
          ) : null}
          {event.description ? <LinkifiedText text={event.description} variant="body1" /> : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
