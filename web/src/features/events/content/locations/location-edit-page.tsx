import { OVERLAYS, TOASTS, type Location, type LocationSave } from '@agenda/contract';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { SaveButton } from '@/components/form/save-button';
import { paths } from '@/config/paths';
import { useEditForm } from '@/hooks/use-form-errors';
import { getLocation, saveLocation } from './locations-api';
import { locationResolver, type LocationFormValues } from '../content-forms';
import { ContentEditScreen } from '../content-page';

const LABELS = { name: 'Name', lat: 'Latitude', long: 'Longitude' } as const;

function LocationForm({ location, eventId, back }: { location: Location | null; eventId: string; back: string }) {
  const overlay = useOverlay();
  const form = useForm<LocationFormValues, unknown, LocationSave>({
    mode: 'onChange',
    resolver: locationResolver,
    defaultValues: {
      id: location?.id ?? null,
      eventId,
      name: location?.name ?? '',
      lat: location ? String(location.lat) : '',
      long: location ? String(location.long) : '',
    },
  });
  const { control, handleSubmit, formState } = form;
  const edit = useEditForm(form, locationResolver, { labels: LABELS });
  const save = async (values: LocationSave) => {
    edit.setAlert(null);
    try {
      await overlay.run(OVERLAYS.saving, () => saveLocation(values));
    } catch (error) {
      edit.show(error);
      return;
    }
    edit.saved(TOASTS.locationSaved, back);
  };
  return (
    <Card>
      <CardContent component="form" noValidate onSubmit={(e) => void handleSubmit(save)(e)} sx={{ p: { xs: 2.5, md: 4 } }}>
        <Stack spacing={3}>
          <Controller
            name="name"
            control={control}
            render={({ field, fieldState }) => <TextField {...field} label="Name" required error={!!fieldState.error} helperText={fieldState.error?.message} />}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {(['lat', 'long'] as const).map((name) => (
              <Controller
                key={name}
                name={name}
                control={control}
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    label={name === 'lat' ? 'Latitude' : 'Longitude'}
                    required
                    fullWidth
                    inputMode="decimal"
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message ?? (name === 'lat' ? 'From -90 to 90' : 'From -180 to 180')}
                  />
                )}
              />
            ))}
          </Stack>
          {edit.alert ? <Alert severity="error">{edit.alert}</Alert> : null}
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <SaveButton blockedReason={edit.blockedReason} busy={formState.isSubmitting} />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** '/main/event/locationedit?id&e&t': name (required) and map coordinates; back to the list after save. */
export function LocationEditPage() {
  return (
    <ContentEditScreen title={(id) => (id ? 'Edit location' : 'Add location')} list={paths.main.event.locations} load={getLocation}>
      {(item, { eventId, back }) => <LocationForm location={item} eventId={eventId} back={back} />}
    </ContentEditScreen>
  );
}
