import { EVENT_MESSAGES } from '@agenda/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { EventItem } from '@/lib/event-item';

/** Our words for who may edit an event (docs/product.md §6), under the spec's "You cannot edit this event". */
const WHO_MAY_EDIT = "Only the event's organizers, the admins of its country and root users can change it.";
const OPEN_THE_EVENT = 'Open the event';

/**
 * An edit screen of an event the person may not edit says why, and offers the way
 * to the event itself (the screen's own "Back to events" leads to its list).
 */
export function CannotEditAlert({ event }: { event: EventItem }) {
  return (
    <Alert severity="warning">
      <AlertTitle>{EVENT_MESSAGES.cannotEdit}</AlertTitle>
      {WHO_MAY_EDIT}{' '}
      <Link component={RouterLink} to={paths.main.event.event({ e: event.id, t: event.tenant_id })}>
        {OPEN_THE_EVENT}
      </Link>
    </Alert>
  );
}
