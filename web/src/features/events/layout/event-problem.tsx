import { EVENT_MESSAGES, MESSAGES } from '@agenda/contract';
import EventOutlined from '@mui/icons-material/EventOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Container from '@mui/material/Container';
import { ProblemCard, type WayBack } from '@/components/feedback/problem-card';
import { paths } from '@/config/paths';

/** Our texts (the spec names only "Event not found"). */
export const EVENT_PROBLEM_TEXTS = {
  notFound:
    "There is no event at this address. It may have been deleted, its link may be cut short, or it is a draft that only its organizers and its country's admins can open.",
  invalid: 'This address does not say which event to open: its event id (?e=…) is missing.',
  eventsList: 'Back to the events list',
  upcoming: 'Upcoming events',
  home: 'Back to home',
} as const;

/** The ways back from an event that cannot be shown: its country's list when the address names it, and home. */
function eventWaysBack(tenantId: string | null): WayBack[] {
  return [
    tenantId
      ? {
          label: EVENT_PROBLEM_TEXTS.eventsList,
          to: paths.main.events.eventslist({ t: tenantId }),
          icon: <EventOutlined />,
        }
      : { label: EVENT_PROBLEM_TEXTS.upcoming, to: paths.main.events.upcoming(), icon: <EventOutlined /> },
    { label: EVENT_PROBLEM_TEXTS.home, to: paths.home(), icon: <HomeOutlined /> },
  ];
}

/** An event address that shows no event says what happened and offers the way back; one
 *  without an event id is titled with docs/product.md §8's "Invalid params". */
export function EventProblem({ tenantId, invalid = false }: { tenantId: string | null; invalid?: boolean }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <ProblemCard
        title={invalid ? MESSAGES.invalidParams : EVENT_MESSAGES.eventNotFound}
        ways={eventWaysBack(tenantId)}
      >
        {invalid ? EVENT_PROBLEM_TEXTS.invalid : EVENT_PROBLEM_TEXTS.notFound}
      </ProblemCard>
    </Container>
  );
}
