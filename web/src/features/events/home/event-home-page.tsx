import type { Detail, Survey } from '@agenda/contract';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ExternalLink } from '@/components/external-link';
import { LinkifiedText } from '@/components/linkified-text';
import { paths } from '@/config/paths';
import { useAfterFirstCommit } from '@/hooks/use-after-first-commit';
import { useLiveTenants } from '@/hooks/use-live-tenants';
import { useWallAccess } from '@/hooks/use-wall-access';
import { MyAgenda } from '@/features/events/agendas/attendee/my-agenda';
import { NowNext } from '@/features/events/agendas/attendee/now-next';
import { useCurrentEvent } from '@/features/events/shared/current-event';
import { useLiveChildren } from '@/features/events/shared/use-live-children';
import { CountryNews } from './country-news';
import { EVENT_HOME_TEXTS } from './event-home';
import { EventHomeHeader } from './event-home-header';
import { PointsLine } from './event-points';
import { HomeSection, LiveList } from './home-section';

const byOrder = (a: Detail, b: Detail) => a.order_number - b.order_number || a.title.localeCompare(b.title);
const byName = (a: Survey, b: Survey) => a.name.localeCompare(b.name);

/**
 * '/main/event/event?e&t' (docs/product.md §2 lists it without describing it): the event's home for a participant,
 * where its card in the country's list leads (docs/features.md, "The attendee's screens"). What is on now
 * and next while it runs comes first, then its poster, name, dates and times in the event's zone (and the
 * viewer's own when it differs), its address with a map link and description; then today's part of "My
 * agenda" (agendas/attendee/my-agenda.tsx) with the way to all of it, one line of the viewer's points
 * leading to Me (unless the event hides gamification), its details and surveys, the wall, the latest
 * news of its country, and the way to the viewer's own files for the event. The whole agenda, the
 * points card and the calendars are on My agenda and Me.
 */
export function EventHomePage() {
  const { event, canEdit } = useCurrentEvent();
  const wall = useWallAccess(event, canEdit);
  const tenants = useLiveTenants();
  const details = useLiveChildren(event.id, 'details', byOrder);
  const surveys = useLiveChildren(event.id, 'surveys', byName);
  const country =
    tenants.status === 'ready' ? tenants.tenants.find((tenant) => tenant.id === event.tenant_id) : undefined;
  const ids = { e: event.id, t: event.tenant_id };
  // What "Now and next" and "My agenda" read of the event.
  const programme = {
    eventId: event.id,
    tenantId: event.tenant_id,
    eventZone: event.timezone,
    eventStart: event.start,
    eventEnd: event.end,
  };
  // The header first, then the first column in a transition, then the second (see useAfterFirstCommit):
  // committing the whole page at once was one task of 140–170 ms at 4× CPU (Emotion inserting every
  // section's rules), and the header with the first column still 160 ms. On a phone the second column is
  // below the first, out of sight.
  const mainDrawn = useAfterFirstCommit(true);
  const asideDrawn = useAfterFirstCommit(mainDrawn);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Stack spacing={3}>
        {/* Not behind the transitions below: drawn later above the header, it would push the page down. */}
        <NowNext {...programme} />
        <EventHomeHeader event={event} country={country} />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          {mainDrawn ? (
            <Stack spacing={3}>
              <Card>
                <CardContent>
                  <MyAgenda
                    {...programme}
                    scope="today"
                    action={
                      <Button component={RouterLink} to={paths.main.event.myagenda(ids)} size="small">
                        {EVENT_HOME_TEXTS.allOfMyAgenda}
                      </Button>
                    }
                  />
                </CardContent>
              </Card>
              {event.hide_gamification ? null : <PointsLine eventId={event.id} tenantId={event.tenant_id} />}
              <HomeSection
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
                          <Typography
                            variant="subtitle1"
                            component="h3"
                            sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 1 }}
                          >
                            <ArticleOutlined fontSize="small" color="action" />
                            {detail.title}
                          </Typography>
                          {detail.description ? (
                            <LinkifiedText text={detail.description} variant="body2" color="text.secondary" />
                          ) : null}
                        </Box>
                      ))}
                    </Stack>
                  )}
                </LiveList>
              </HomeSection>
            </Stack>
          ) : null}
          {asideDrawn ? (
            <Stack spacing={3}>
              {wall ? (
                <HomeSection title={EVENT_HOME_TEXTS.wall}>
                  <Typography color="text.secondary" sx={{ mb: 1.5 }}>
                    {wall === 'open' ? EVENT_HOME_TEXTS.wallHint : EVENT_HOME_TEXTS.wallHidden}
                  </Typography>
                  <Button
                    component={RouterLink}
                    to={paths.main.event.wall(ids)}
                    variant="outlined"
                    startIcon={<ForumOutlined />}
                  >
                    {EVENT_HOME_TEXTS.openWall}
                  </Button>
                </HomeSection>
              ) : null}
              <HomeSection title={EVENT_HOME_TEXTS.surveys}>
                <LiveList live={surveys} empty={EVENT_HOME_TEXTS.noSurveys}>
                  {(items) => (
                    <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                      {items.map((survey) => (
                        <li key={survey.id}>
                          {/* Stored http(s) only (contract surveyUrlSchema). */}
                          <ExternalLink href={survey.url}>{survey.name}</ExternalLink>
                        </li>
                      ))}
                    </Stack>
                  )}
                </LiveList>
              </HomeSection>
              <CountryNews tenantId={event.tenant_id} />
              <HomeSection title={EVENT_HOME_TEXTS.files}>
                <Typography color="text.secondary" sx={{ mb: 1.5 }}>
                  {EVENT_HOME_TEXTS.filesHint}
                </Typography>
                <Button
                  component={RouterLink}
                  to={paths.main.event.editeventuserfiles(ids)}
                  variant="outlined"
                  startIcon={<FolderOutlined />}
                >
                  {EVENT_HOME_TEXTS.files}
                </Button>
              </HomeSection>
            </Stack>
          ) : null}
        </Box>
      </Stack>
    </Container>
  );
}
