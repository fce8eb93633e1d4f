import Alert from '@mui/material/Alert';
import FormGroup from '@mui/material/FormGroup';
import { FormCard } from '@/components/form/form-card';
import { FormCheckbox } from '@/components/form/form-checkbox';
import { FormTextField } from '@/components/form/form-text-field';
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

/** docs/product.md §2 Edit event: the event's country, texts, dates on its clock, flags and poster. */
export function EventForm({ event, listed, storage = firebaseFileStorage }: EventFormProps) {
  const state = useEventForm({ event, listed, storage });
  const { form, action } = state;
  const { control, formState } = form;
  return (
    <FormCard
      onSubmit={state.onSubmit}
      alert={action.alert}
      onAlertClose={() => action.setAlert(null)}
      actions={<SaveButton blockedReason={state.blockedReason} busy={formState.isSubmitting} />}
    >
      {state.notListed ? (
        <Alert severity="info">{EVENT_FORM_TEXTS.notAdminOfListed(state.listedName ?? '')}</Alert>
      ) : null}
      <EventCountryField
        form={form}
        isNew={!event}
        options={state.countryOptions}
        ready={state.tenantsReady}
        fixed={state.countryFixed}
      />
      <FormTextField name="eventName" control={control} label="Name" required />
      <FormTextField name="address" control={control} label="Address" required />
      <FormTextField name="description" control={control} label="Description" required multiline minRows={3} />
      <EventTimeFields form={form} zone={state.zone} />
      <FormGroup>
        {FLAGS.map(([name, label]) => (
          <FormCheckbox key={name} name={name} control={control} label={label} />
        ))}
      </FormGroup>
      <PosterPicker
        currentUrl={event?.poster_url ?? null}
        chosen={state.poster}
        removed={state.posterRemoved}
        onChoose={state.setPoster}
        onRemove={state.removePoster}
      />
    </FormCard>
  );
}
