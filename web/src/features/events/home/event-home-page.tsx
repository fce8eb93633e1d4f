import { EVENT_PAGE_NEWS, type Detail, type Survey } from '@contract';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CountryFlag, countryLabel } from '@/components/country-flag';
import { LinkifiedText } from '@/components/linkified-text';
import { paths } from '@/config/paths';
import { useLiveNews } from '@/hooks/use-live-news';
import { useLiveTenants } from '@/hooks/use-live-tenants';
import { formatEventSpan, viewerSpan } from '@/lib/zoned-time';
import { CalendarLinks } from '@/features/events/agendas/attendee/calendar-links';
import { MyAgenda } from '@/features/events/agendas/attendee/my-agenda';
import { NowNext } from '@/features/events/agendas/attendee/now-next';
import { useCurrentEvent } from '@/features/events/shared/current-event';
import { mapSearchUrl } from './event-home';
import { useLiveChildren, type LiveChildren } from '@/features/events/shared/use-live-children';

const byOrder = (a: Detail, b: Detail) => a.order_number - b.order_number || a.title.localeCompare(b.title);
const byName = (a: Survey, b: Survey) => a.name.localeCompare(b.name);

export const EVENT_HOME_TEXTS = {
  when: 'When',
  yourTime: 'Your time',
  where: 'Where',
  map: 'Open the map',
  details: 'Details',
  allDetails: 'All details',
  noDetails: 'No details yet.',
  surveys: 'Surveys',
  noSurveys: 'No surveys for this event.',
  program: 'Open the program',
  news: 'News',
  allNews: 'All news of this country',
  noNews: 'No news of this country yet.',
  files: 'User Files(per event)',
  filesHint: 'Keep your own documents for this event: only you and its organizers see them.',
} as const;

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

function Lines() {
  return (
    <Stack spacing={1} aria-busy="true">
      <Skeleton variant="text" width="70%" />
      <Skeleton variant="text" width="50%" />
    </Stack>
  );
}

function LiveList<T>({ live, empty, children }: { live: LiveChildren<T>; empty: string; children: (items: T[]) => ReactNode }) {
  if (live.status === 'loading') return <Lines />;
  if (live.status === 'error') return <Alert severity="error">{live.error}</Alert>;
  if (live.items.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return <>{children(live.items)}</>;
}

/** The latest news of the event's country, with the way to all of them. */
function CountryNews({ tenantId }: { tenantId: string }) {
  const live = useLiveNews(tenantId, EVENT_PAGE_NEWS);
  let body: ReactNode;
  if (live.status === 'loading') body = <Lines />;
  else if (live.status === 'error') body = <Alert severity="error">{live.error}</Alert>;
  else if (live.items.length === 0) body = <Typography color="text.secondary">{EVENT_HOME_TEXTS.noNews}</Typography>;
  else {
    const newest = [...live.items].sort((a, b) => b.creation_date.localeCompare(a.creation_date));
    body = (
      <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {newest.map((item) => (
          <Box component="li" key={item.id}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {item.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" component="time" dateTime={item.creation_date}>
              {new Date(item.creation_date).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' })} · {item.author_name}
            </Typography>
            <LinkifiedText text={item.content} variant="body2" sx={{ mt: 0.5, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }} />
          </Box>
        ))}
      </Stack>
    );
  }
  return (
    <Section
      title={EVENT_HOME_TEXTS.news}
      action={
        <Button component={RouterLink} to={paths.main.news.newslist({ t: tenantId })} size="small">
          {EVENT_HOME_TEXTS.allNews}
        </Button>
      }
    >
      {body}
    </Section>
  );
}

/**
 * '/main/event/event?e&t' (spec §2 lists it without describing it): the event's home for a participant.
 * Its poster, name, dates and times in the event's zone (and the viewer's own when it differs), its
 * address with a map link, its details and surveys, what is on now and next while it runs, "My
 * agenda" (agendas/attendee/my-agenda.tsx: the viewer's sessions and stars by day, live), the
 * calendar feeds, the latest news of its country, and the way to the viewer's own files for the event.
 */
export function EventHomePage() {
  const { event } = useCurrentEvent();
  const tenants = useLiveTenants();
  const details = useLiveChildren(event.id, 'details', byOrder);
  const surveys = useLiveChildren(event.id, 'surveys', byName);
  const country = tenants.status === 'ready' ? tenants.tenants.find((tenant) => tenant.id === event.tenant_id) : undefined;
  const ids = { e: event.id, t: event.tenant_id };
  const mine = viewerSpan(event.start, event.end, event.timezone);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Stack spacing={3}>
        <Card component="header" sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' } }}>
          {event.poster_url ? (
            <Box component="img" src={event.poster_url} alt={`Poster of ${event.name}`} sx={{ width: { xs: '100%', md: 320 }, maxHeight: { xs: 220, md: 'none' }, objectFit: 'cover', flexShrink: 0 }} />
          ) : null}
          <CardContent sx={{ flex: 1, minWidth: 0 }}>
            <Stack spacing={2}>
              <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, overflowWrap: 'anywhere' }}>
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
                    <Box component="span" sx={{ fontWeight: 600 }}>{EVENT_HOME_TEXTS.when}: </Box>
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
                      <Box component="span" sx={{ fontWeight: 600 }}>{EVENT_HOME_TEXTS.where}: </Box>
                      {event.address}
                    </Typography>
                    <Link href={mapSearchUrl(event.address)} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
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
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
          <Stack spacing={3}>
            <NowNext eventId={event.id} tenantId={event.tenant_id} zone={event.timezone} eventStart={event.start} eventEnd={event.end} />
            <Card>
              <CardContent>
                <MyAgenda
                  eventId={event.id}
                  tenantId={event.tenant_id}
                  zone={event.timezone}
                  eventStart={event.start}
                  eventEnd={event.end}
                  action={
                    <Button component={RouterLink} to={paths.main.event.agendalist(ids)} size="small">
                      {EVENT_HOME_TEXTS.program}
                    </Button>
                  }
                />
              </CardContent>
            </Card>
            <Section
              title={EVENT_HOME_TEXTS.details}
              action={
                <Button component={RouterLink} to={paths.main.event.details(ids)} size="small">
                  {EVENT_HOME_TEXTS.allDetails}
                </Button>
              }
            >
              <LiveList live={details} empty={EVENT_HOME_TEXTS.noDetails}>
                {(items) => (
                  <Stack spacing={1.5}>
                    {items.map((detail) => (
                      <Box key={detail.id}>
                        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 1 }}>
                          <ArticleOutlined fontSize="small" color="action" />
                          {detail.title}
                        </Typography>
                        {detail.description ? <LinkifiedText text={detail.description} variant="body2" color="text.secondary" /> : null}
                      </Box>
                    ))}
                  </Stack>
                )}
              </LiveList>
            </Section>
          </Stack>
          <Stack spacing={3}>
            <Section title={EVENT_HOME_TEXTS.surveys}>
              <LiveList live={surveys} empty={EVENT_HOME_TEXTS.noSurveys}>
                {(items) => (
                  <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                    {items.map((survey) => (
                      <li key={survey.id}>
                        {/* Stored http(s) only (contract surveyUrlSchema). */}
                        <Link href={survey.url} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                          {survey.name}
                          <OpenInNew fontSize="inherit" aria-label="(opens in a new tab)" />
                        </Link>
                      </li>
                    ))}
                  </Stack>
                )}
              </LiveList>
            </Section>
            <CalendarLinks eventId={event.id} draft={event.privacy} />
            <CountryNews tenantId={event.tenant_id} />
            <Section title={EVENT_HOME_TEXTS.files}>
              <Typography color="text.secondary" sx={{ mb: 1.5 }}>
                {EVENT_HOME_TEXTS.filesHint}
              </Typography>
              <Button component={RouterLink} to={paths.main.event.editeventuserfiles(ids)} variant="outlined" startIcon={<FolderOutlined />}>
                {EVENT_HOME_TEXTS.files}
              </Button>
            </Section>
          </Stack>
        </Box>
      </Stack>
    </Container>
  );
}
