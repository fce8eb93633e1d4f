import { EVENT_MESSAGES } from '@agenda/contract';
import NavigateNext from '@mui/icons-material/NavigateNext';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { BlockedButton } from '@/components/form/save-button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { TabRow } from '@/components/tab-row';
import { paths, type PathBuilder } from '@/config/paths';
import { useCurrentEvent } from '@/features/events/shared/current-event';
import { agendaPassed } from '@/features/events/agendas/shared/agenda-format';
import { useLiveAgenda } from '@/features/events/agendas/shared/use-live-agendas';

const agendas = paths.main.event.agendas;

interface AgendaNavItem {
  label: string;
  to: PathBuilder;
  /** The last path segment that marks the item as the current one. */
  segment: string;
  editorsOnly?: boolean;
  disabledWhenPassed?: boolean;
}

/** docs/product.md §2 Agenda layout, in the spec's order. */
const AGENDA_NAV_ITEMS: readonly AgendaNavItem[] = [
  { label: 'Overview', to: agendas.overview, segment: 'overview' },
  { label: 'Speakers', to: agendas.agendaspeakers, segment: 'agendaspeakers' },
  { label: 'Participants', to: agendas.agendaparticipants, segment: 'agendaparticipants' },
  { label: 'Mandatory Participants', to: agendas.agendamparticipants, segment: 'agendamparticipants' },
  { label: 'Files', to: agendas.agendafiles, segment: 'agendafiles' },
  // docs/product.md §6: notifications are for editors; §4: disabled once the agenda has passed.
  { label: 'Notifications', to: agendas.addnot, segment: 'addnot', editorsOnly: true, disabledWhenPassed: true },
];

export const CREATE_AGENDA_TITLE = 'Create new agenda';
export const NOTIFICATIONS_PASSED = 'This agenda has passed: notifications can no longer be sent';

function AgendaNav({
  query,
  passed,
  canEdit,
}: {
  query: { e: string; t: string; a: string };
  passed: boolean;
  canEdit: boolean;
}) {
  const { pathname } = useLocation();
  const current = pathname.split('/').at(-1);
  return (
    <TabRow label="Agenda" current={current}>
      {AGENDA_NAV_ITEMS.filter((item) => canEdit || !item.editorsOnly).map((item) => {
        const active = current === item.segment;
        if (item.disabledWhenPassed && passed) {
          return (
            <BlockedButton key={item.label} variant="outlined" size="small" blockedReason={NOTIFICATIONS_PASSED}>
              {item.label}
            </BlockedButton>
          );
        }
        return (
          <Button
            key={item.label}
            component={RouterLink}
            to={item.to(query)}
            variant={active ? 'contained' : 'outlined'}
            aria-current={active ? 'page' : undefined}
            size="small"
          >
            {item.label}
          </Button>
        );
      })}
    </TabRow>
  );
}

/**
 * On a phone the breadcrumb keeps to one line: the event's name and the agenda's
 * are cut short with an ellipsis (their full text in the title) instead of wrapping.
 */
const ONE_LINE_CRUMBS = {
  '& .MuiBreadcrumbs-ol': { flexWrap: { xs: 'nowrap', sm: 'wrap' } },
  '& .MuiBreadcrumbs-li': { minWidth: 0 },
  '& .MuiBreadcrumbs-li:first-of-type': { flexShrink: { xs: 2, sm: 0 } },
  '& .MuiBreadcrumbs-li > a': { display: 'block' },
  '& .MuiBreadcrumbs-separator': { flexShrink: 0 },
} as const;

function AgendaFrame({ agendaId }: { agendaId: string }) {
  const { event, canEdit } = useCurrentEvent();
  const live = useLiveAgenda(event.id, agendaId);
  const ids = { e: event.id, t: event.tenant_id };
  const list = paths.main.event.agendalist(ids);
  const agenda = live.status === 'ready' ? live.data : null;
  const crumbs = (
    // On a phone the one-line event header names the event, the Program tab leads back to the list and
    // the screen's title names the agenda: the breadcrumb would say it all a third time.
    <Breadcrumbs
      aria-label="Breadcrumb"
      separator={<NavigateNext fontSize="small" />}
      sx={{ ...ONE_LINE_CRUMBS, display: { xs: 'none', sm: 'block' } }}
    >
      <Link component={RouterLink} to={list} underline="hover" color="inherit" noWrap title={event.name}>
        {event.name}
      </Link>
      {live.status === 'loading' ? (
        <Skeleton variant="text" width={160} aria-label="Loading the agenda" />
      ) : agenda ? (
        <Link
          component={RouterLink}
          to={agendas.overview({ ...ids, a: agendaId })}
          underline="hover"
          color="text.primary"
          noWrap
          title={agenda.name}
          sx={{ fontWeight: 600 }}
        >
          {agenda.name}
        </Link>
      ) : (
        <Typography color="text.secondary">{EVENT_MESSAGES.agendaNotFound}</Typography>
      )}
    </Breadcrumbs>
  );
  let body;
  if (live.status === 'error') body = <Alert severity="error">{live.error}</Alert>;
  else if (live.status === 'ready' && !agenda) {
    body = (
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to={list} color="inherit" size="small">
            Back to the program
          </Button>
        }
      >
        {EVENT_MESSAGES.agendaNotFound}: it may have been deleted.
      </Alert>
    );
  }
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg" sx={{ py: { xs: 1, sm: 1.5 } }}>
          {/* A flex gap, not margins: no gap above the tabs where the breadcrumb is hidden. */}
          <Stack spacing={{ xs: 1, sm: 1.5 }} useFlexGap>
            {crumbs}
            <AgendaNav
              query={{ ...ids, a: agendaId }}
              passed={agenda ? agendaPassed(agenda) : false}
              canEdit={canEdit}
            />
          </Stack>
        </Container>
      </Box>
      {body ? (
        <Container maxWidth="lg" sx={{ py: 3 }}>
          {body}
        </Container>
      ) : (
        <Outlet />
      )}
    </>
  );
}

/**
 * '/main/event/agendas/*' (docs/product.md §2 Agenda layout): the breadcrumb (event, then agenda) and the agenda's
 * buttons, inside the event layout. Without an agenda id (a new agenda) the title reads "Create new agenda".
 */
export function AgendaLayout() {
  const { event } = useCurrentEvent();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const agendaId = params.get('a');
  const list = paths.main.event.agendalist({ e: event.id, t: event.tenant_id });
  if (agendaId) return <AgendaFrame key={agendaId} agendaId={agendaId} />;
  if (pathname.split('/').at(-1) !== 'editagenda') {
    // Only a new agenda has no id; the other screens are about one agenda.
    return (
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to={list} color="inherit" size="small">
              Open the program
            </Button>
          }
        >
          No agenda is chosen: open one from the program.
        </Alert>
      </Container>
    );
  }
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg" sx={{ py: { xs: 1, sm: 1.5 } }}>
          <Breadcrumbs
            aria-label="Breadcrumb"
            separator={<NavigateNext fontSize="small" />}
            sx={{ mb: 0.5, ...ONE_LINE_CRUMBS }}
          >
            <Link component={RouterLink} to={list} underline="hover" color="inherit" noWrap title={event.name}>
              {event.name}
            </Link>
            <Typography color="text.primary" aria-current="page">
              {CREATE_AGENDA_TITLE}
            </Typography>
          </Breadcrumbs>
          <Typography variant="h1">{CREATE_AGENDA_TITLE}</Typography>
        </Container>
      </Box>
      <Outlet />
    </>
  );
}
