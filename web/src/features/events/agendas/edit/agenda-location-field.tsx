import Link from '@mui/material/Link';
import type { Control } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { FormSelect } from '@/components/form/form-select';
import { paths } from '@/config/paths';
import type { LiveChild, LiveChildren } from '@/features/events/shared/use-live-children';
import { AGENDA_EDIT_TEXTS } from './agenda-edit-texts';
import type { AgendaFormValues } from './agenda-form';

interface AgendaLocationFieldProps {
  control: Control<AgendaFormValues>;
  event: { id: string; tenant_id: string };
  /** The event's locations, live. */
  locations: LiveChildren<LiveChild<'locations'>>;
}

const NO_LOCATION = { value: '', label: <em>No location</em> };

/** The agenda's location: one of the event's, or none; a link to add one when the event has none. */
export function AgendaLocationField({ control, event, locations }: AgendaLocationFieldProps) {
  const ready = locations.status === 'ready';
  return (
    <FormSelect
      name="locationId"
      control={control}
      label="Location"
      // Until the locations are there, the chosen one shows as none (it is no option yet).
      shownValue={(value) => (ready ? value : '')}
      helperText={
        ready && locations.items.length === 0 ? (
          <>
            {AGENDA_EDIT_TEXTS.noLocations}{' '}
            <Link component={RouterLink} to={paths.main.event.locationedit({ e: event.id, t: event.tenant_id })}>
              Add a location
            </Link>
          </>
        ) : locations.status === 'error' ? (
          locations.error
        ) : undefined
      }
      options={[
        NO_LOCATION,
        ...(ready ? locations.items.map((location) => ({ value: location.id, label: location.name })) : []),
      ]}
    />
  );
}
