import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { Outlet, useSearchParams } from 'react-router-dom';
import { EVENT_CONTENT_ID, SkipLink } from '@/components/a11y/skip-link';
import { PageSpinner } from '@/components/page-spinner';
import { rememberLastCountry } from '@/lib/last-country';
import { useRights } from '@/lib/rights';
import { CurrentEventContext, useLiveEvent } from '@/features/events/shared/current-event';
import { CompactEventHeader } from './compact-event-header';
import { EventHeader } from './event-header';
import { EventProblem } from './event-problem';
import { EventToolbar } from './event-toolbar';

/** Scrolled this far down, the phone's header folds away; back within `UNFOLD_AT_PX` of the top, it returns. */
export const FOLD_AT_PX = 64;
export const UNFOLD_AT_PX = 8;

/**
 * Whether the phone's header is folded. Two thresholds, not one: folding shortens the page by the
 * header's height, and the browser's scroll anchoring then moves the offset back by as much; with a
 * single threshold the header would fold and unfold in a loop around it.
 */
export function nextFolded(folded: boolean, scrollY: number): boolean {
  if (!folded && scrollY > FOLD_AT_PX) return true;
  if (folded && scrollY < UNFOLD_AT_PX) return false;
  return folded;
}

function useFoldedOnScroll(enabled: boolean): boolean {
  const [folded, setFolded] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setFolded(false);
      return;
    }
    // Read after the first paint and on scroll, never during a render (see scroll-top-button.tsx).
    const update = () => setFolded((current) => nextFolded(current, window.scrollY));
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [enabled]);
  return folded;
}

function LiveEventFrame({ eventId, listedTenant }: { eventId: string; listedTenant: string | null }) {
  const live = useLiveEvent(eventId);
  const theme = useTheme();
  // Read at once (noSsr): a first render with the desktop header would make the phone's jump.
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const folded = useFoldedOnScroll(phone);
  const { uid } = useRights();
  const tenantId = live.status === 'ready' ? live.event.tenant_id : null;
  // One of a country's events opened: the next sign-in lands in that country (issue 29 item 7).
  useEffect(() => {
    if (uid && tenantId) rememberLastCountry(uid, tenantId);
  }, [uid, tenantId]);

  if (live.status === 'loading') return <PageSpinner label="Loading the event" />;
  if (live.status === 'missing') return <EventProblem tenantId={listedTenant} />;
  const { event, canEdit, passed } = live;
  return (
    <CurrentEventContext.Provider value={{ event, canEdit, passed }}>
      {/* Past the event's header and toolbar: the first stop after "Skip to content". */}
      <SkipLink target={EVENT_CONTENT_ID}>Skip to event content</SkipLink>
      <Box
        data-event-chrome=""
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          // On a phone the header and the tabs stay under the app bar (56 px high there, 48 in landscape).
          position: { xs: 'sticky', sm: 'static' },
          top: 56,
          '@media (orientation: landscape)': { top: 48 },
          zIndex: theme.zIndex.appBar - 1,
        }}
      >
        <Container maxWidth="lg" sx={{ py: { xs: 0.75, sm: 2 } }}>
          {phone ? (
            <>
              <Collapse in={!folded}>
                <Box sx={{ pb: 0.75 }}>
                  <CompactEventHeader event={event} canEdit={canEdit} />
                </Box>
              </Collapse>
              <EventToolbar
                eventId={event.id}
                tenantId={event.tenant_id}
                canEdit={canEdit}
                passed={passed}
                hideGamification={event.hide_gamification}
              />
            </>
          ) : (
            <Stack spacing={1.5}>
              <EventHeader event={event} canEdit={canEdit} />
              <EventToolbar
                eventId={event.id}
                tenantId={event.tenant_id}
                canEdit={canEdit}
                passed={passed}
                hideGamification={event.hide_gamification}
              />
            </Stack>
          )}
        </Container>
      </Box>
      <Box id={EVENT_CONTENT_ID} tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
        <Outlet />
      </Box>
    </CurrentEventContext.Provider>
  );
}

/**
 * '/main/event/*': the event's header (issue 14) and toolbar (spec §2 Event toolbar) above each event
 * screen. On a phone (issue 29 item 6) the header is one line and folds away on scroll, and the
 * header with the tabs stays under the app bar.
 */
export function EventLayout() {
  const [params] = useSearchParams();
  const eventId = params.get('e');
  const listedTenant = params.get('t');
  if (!eventId) return <EventProblem tenantId={listedTenant} invalid />;
  return <LiveEventFrame key={eventId} eventId={eventId} listedTenant={listedTenant} />;
}
