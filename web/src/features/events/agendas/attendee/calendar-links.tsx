import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { eventFeedUrl } from './programme-api';

const CALENDAR_LINKS_TEXTS = {
  title: 'Calendars',
  subscribe: 'Subscribe to the programme',
  address: 'Feed address:',
  subscribeHint:
    "Add this address to Outlook, Google Calendar or Apple Calendar to follow the event's whole programme; it updates by itself.",
  personal: 'Your own sessions only? Make your personal feed address on your profile.',
  profile: 'Personal feed',
} as const;

/**
 * Calendars where people look (as Indico's event page has it): the published event's
 * public feed (the address a calendar app subscribes to; webcal:// opens the app directly), and the way
 * to the personal feed of My agenda, in one sentence. A Draft has no public feed, so none is offered.
 */
export function CalendarLinks({ eventId, draft }: { eventId: string; draft: boolean }) {
  const feed = eventFeedUrl(eventId);
  return (
    <Card component="section" aria-label={CALENDAR_LINKS_TEXTS.title}>
      <CardContent>
        <Typography variant="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
          {CALENDAR_LINKS_TEXTS.title}
        </Typography>
        <Stack spacing={1.5}>
          {draft ? null : (
            <>
              <Typography variant="body2" color="text.secondary">
                {CALENDAR_LINKS_TEXTS.subscribeHint}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
                <Button
                  variant="outlined"
                  startIcon={<EventRepeatOutlined />}
                  href={feed.replace(/^https?:/, 'webcal:')}
                >
                  {CALENDAR_LINKS_TEXTS.subscribe}
                </Button>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {CALENDAR_LINKS_TEXTS.address} <Link href={feed}>{feed}</Link>
                </Typography>
              </Stack>
            </>
          )}
          <Typography variant="body2">
            {CALENDAR_LINKS_TEXTS.personal}{' '}
            <Link component={RouterLink} to={paths.main.profile()}>
              {CALENDAR_LINKS_TEXTS.profile}
            </Link>
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
