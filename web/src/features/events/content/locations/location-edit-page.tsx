import { OVERLAYS, TOASTS, type Location, type LocationSave } from '@agenda/contract';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormCard } from '@/components/form/form-card';
import { FormTextField } from '@/components/form/form-text-field';
import { SaveButton } from '@/components/form/save-button';
import { paths } from '@/config/paths';
import { useEditForm } from '@/hooks/use-form-errors';
import { getLocation, saveLocation } from './locations-api';
import { locationResolver, type LocationFormValues } from '../content-forms';
import { ContentEditScreen } from '../content-page';

const LABELS = { name: 'Name', lat: 'Latitude', long: 'Longitude' } as const;

function LocationForm({ location, eventId, back }: { location: Location | null; eventId: string; back: string }) {
  const form = useForm<LocationFormValues, unknown, LocationSave>({
    mode: 'onChange',
    resolver: locationResolver,
    defaultValues: {
      id: location?.id ?? null,
      eventId,
      name: location?.name ?? '',
      // A location may have no coordinates (docs/product.md §7 saves id, name and eventId): the fields stay empty.
      lat: String(location?.lat ?? ''),
      long: String(location?.long ?? ''),
    },
  });
  const { control, handleSubmit, formState, trigger } = form;
  // The coordinates come as a pair: a change of one re-checks the other, whose "both or neither" error
  // would otherwise stay after the pair is whole again (react-hook-form re-checks only the changed field).
  const [lat, long] = useWatch({ control, name: ['lat', 'long'] });
  useEffect(() => {
    if (formState.dirtyFields.lat || formState.dirtyFields.long) void trigger(['lat', 'long']);
  }, [lat, long, trigger, formState.dirtyFields.lat, formState.dirtyFields.long]);
  const edit = useEditForm(form, locationResolver, { labels: LABELS });
  const save = (values: LocationSave) =>
    edit.run(() => saveLocation(values), { toast: TOASTS.locationSaved, to: back, overlay: OVERLAYS.saving });
  return (
    <FormCard
      onSubmit={(e) => void handleSubmit(save)(e)}
      alert={edit.alert}
      actions={<SaveButton blockedReason={edit.blockedReason} busy={formState.isSubmitting} />}
    >
      <FormTextField name="name" control={control} label="Name" required />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          name="lat"
          control={control}
          label="Latitude"
          fullWidth
          inputMode="decimal"
          helperText="Optional, with the longitude: from -90 to 90"
        />
        <FormTextField
          name="long"
          control={control}
          label="Longitude"
          fullWidth
          inputMode="decimal"
          helperText="Optional, with the latitude: from -180 to 180"
        />
      </Stack>
    </FormCard>
  );
}

/** '/main/event/locationedit?id&e&t': name (required) and map coordinates; back to the list after save. */
export function LocationEditPage() {
  return (
    <ContentEditScreen
      title={(id) => (id ? 'Edit location' : 'Add location')}
      list={paths.main.event.locations}
      load={getLocation}
    >
      {(item, { eventId, back }) => <LocationForm location={item} eventId={eventId} back={back} />}
    </ContentEditScreen>
  );
}
