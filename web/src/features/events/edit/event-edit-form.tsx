import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { SaveButton } from '@/components/form/save-button';
import type { EventItem } from '@/lib/event-item';
import { firebaseFileStorage, type FileStorage } from '@/lib/file-storage';
import { EventCountryField } from './event-country-field';
import { EVENT_FORM_TEXTS } from './event-form';
import { EventTimeFields } from './event-time-fields';
import { PosterPicker } from './poster-picker';
import { useEventForm } from './use-event-form';

const FLAGS = [
  ['noWall', 'Hide the wall'],
  ['hide_gamification', 'Hide gamification'],
  ['privacy', 'Draft'],
] as const;

interface EventFormProps {
  event: EventItem | null;
  /** The list's country (`t`): a new event's default when the caller administers it. */
  listed: string | null;
  storage?: FileStorage;
}

/** Spec §2 Edit event: the event's country, texts, dates on its clock, flags and poster. */
export function EventForm({ event, listed, storage = firebaseFileStorage }: EventFormProps) {
  const state = useEventForm({ event, listed, storage });
  const { form, errors } = state;
  const { control, formState } = form;
  return (
    <Card>
      <CardContent component="form" noValidate onSubmit={state.onSubmit} sx={{ p: { xs: 2.5, md: 4 } }}>
        <Stack spacing={3}>
          {state.notListed ? <Alert severity="info">{EVENT_FORM_TEXTS.notAdminOfListed(state.listedName ?? '')}</Alert> : null}
          <EventCountryField form={form} isNew={!event} options={state.countryOptions} ready={state.tenantsReady} fixed={state.countryFixed} />
          <Controller
            name="eventName"
            control={control}
            render={({ field, fieldState }) => <TextField {...field} label="Name" required error={!!fieldState.error} helperText={fieldState.error?.message} />}
          />
          <Controller
            name="address"
            control={control}
            render={({ field, fieldState }) => <TextField {...field} label="Address" required error={!!fieldState.error} helperText={fieldState.error?.message} />}
          />
          <Controller
            name="description"
            control={control}
            render={({ field, fieldState }) => (
              <TextField {...field} label="Description" required multiline minRows={3} error={!!fieldState.error} helperText={fieldState.error?.message} />
            )}
          />
          <EventTimeFields form={form} zone={state.zone} />
          <FormGroup>
            {FLAGS.map(([name, label]) => (
              <Controller
                key={name}
                name={name}
                control={control}
                render={({ field }) => (
                  <FormControlLabel control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} />} label={label} />
                )}
              />
            ))}
          </FormGroup>
          <PosterPicker currentUrl={event?.poster_url ?? null} chosen={state.poster} removed={state.posterRemoved} onChoose={state.setPoster} onRemove={state.removePoster} />
          {errors.alert ? (
            <Alert severity="error" onClose={() => errors.setAlert(null)}>
              {errors.alert}
            </Alert>
          ) : null}
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <SaveButton blockedReason={state.blockedReason} busy={formState.isSubmitting} />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
