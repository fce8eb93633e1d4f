import type { SessionFeedback } from '@agenda/contract';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/zoned-time';
import { FEEDBACK_SECTION_TEXTS as TEXTS, moreComments, rankByNeed, ratingLine } from './feedback';
import type { EventFeedbackLive } from './use-event-feedback';

/*
 * The event dashboard's "Session feedback" (docs/features.md "Feedback after a session"): the rated
 * sessions, lowest average first, each a heading (h3) that opens its newest comments. Text, not a chart:
 * the figures are few per session and the comments are words. The whole width of the dashboard's grid.
 */

const SECTION_ID = 'dashboard-session-feedback';

interface SectionProps {
  feedback: EventFeedbackLive;
  zone: string;
  eventId: string;
  tenantId: string;
}

export function SessionFeedbackSection({ feedback, zone, eventId, tenantId }: SectionProps) {
  const sessions = useMemo(() => (feedback.status === 'ready' ? rankByNeed(feedback.data.sessions) : null), [feedback]);
  const names = feedback.status === 'ready' && feedback.data.names;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={SECTION_ID}
      data-testid="dashboard-session-feedback"
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0, gridColumn: '1 / -1' }}
    >
      <Typography id={SECTION_ID} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {TEXTS.title}
      </Typography>
      {feedback.status === 'loading' ? (
        <Stack role="status" aria-busy="true" aria-label={TEXTS.loading} spacing={1}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={64} />
          ))}
        </Stack>
      ) : feedback.status === 'error' || feedback.status === 'refused' ? (
        <Typography role="alert" color="error">
          {feedback.error}
        </Typography>
      ) : !sessions || sessions.length === 0 ? (
        <Typography color="text.secondary">{TEXTS.empty}</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {names ? TEXTS.order : TEXTS.ownOrder}
          </Typography>
          <Box>
            {sessions.map((session) => (
              <SessionRow
                key={session.agendaId}
                session={session}
                zone={zone}
                overviewPath={paths.main.event.agendas.overview({ e: eventId, t: tenantId, a: session.agendaId })}
              />
            ))}
          </Box>
        </>
      )}
    </Paper>
  );
}

function SessionRow({ session, zone, overviewPath }: { session: SessionFeedback; zone: string; overviewPath: string }) {
  const id = `feedback-${session.agendaId}`;
  return (
    <Accordion
      disableGutters
      variant="outlined"
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{ '&:not(:last-of-type)': { borderBottom: 0 }, '&::before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`${id}-content`} id={`${id}-header`}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 0.5, sm: 2 }}
          sx={{ width: '100%', minWidth: 0, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography component="span" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
              {session.name}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {formatDateTime(session.start, zone)}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
            <Rating value={session.average} precision={0.1} readOnly size="small" aria-hidden />
            <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
              {ratingLine(session)}
            </Typography>
          </Stack>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`} sx={{ pt: 0 }}>
        {session.comments.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {TEXTS.noComments}
          </Typography>
        ) : (
          <Stack
            component="ul"
            spacing={1.5}
            sx={{ m: 0, pl: 0, listStyle: 'none' }}
            aria-label={`Comments on ${session.name}`}
          >
            {session.comments.map((item, index) => (
              <Box component="li" key={index}>
                <Typography variant="body2" color="text.secondary">
                  {item.name ?? TEXTS.anonymous} · {item.rating} of 5 · {formatDateTime(item.updatedAt, zone)}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.comment}</Typography>
              </Box>
            ))}
          </Stack>
        )}
        {session.moreComments > 0 && (
          <Link component={RouterLink} to={overviewPath} sx={{ display: 'inline-block', mt: 1.5 }}>
            {moreComments(session.moreComments)}
          </Link>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
