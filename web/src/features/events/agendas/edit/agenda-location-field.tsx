import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
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

/** The agenda's location: one of the event's, or none; a link to add one when the event has none. */
export function AgendaLocationField({ control, event, locations }: AgendaLocationFieldProps) {
  return (
    <Controller
      name="locationId"
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select
          label="Location"
          value={locations.status === 'ready' ? field.value : ''}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={
            fieldState.error?.message ??
            (locations.status === 'ready' && locations.items.length === 0 ? (
              <>
                {AGENDA_EDIT_TEXTS.noLocations}{' '}
                <Link component={RouterLink} to={paths.main.event.locationedit({ e: event.id, t: event.tenant_id })}>
                  Add a location
                </Link>
              </>
            ) : locations.status === 'error' ? (
              locations.error
            ) : undefined)
          }
        >
          <MenuItem value="">
            <em>No location</em>
          </MenuItem>
          {locations.status === 'ready'
            ? locations.items.map((location) => (
                <MenuItem key={location.id} value={location.id}>
                  {location.name}
                </MenuItem>
              ))
            : null}
        </TextField>
      )}
    />
  );
}
