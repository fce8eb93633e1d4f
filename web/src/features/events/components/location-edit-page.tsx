import { OVERLAYS, type Location, type LocationSave } from '@contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { paths } from '@/config/paths';
import { unreportedErrorText } from '@/lib/error-text';
import { getLocation, saveLocation } from '../api/locations';
import { locationResolver, type LocationFormValues } from '../lib/content-forms';
import { ContentEditScreen } from './content-page';

function LocationForm({ location, eventId, back }: { location: Location | null; eventId: string; back: string }) {
  const navigate = useNavigate();
  const overlay = useOverlay();
  const [message, setMessage] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<LocationFormValues, unknown, LocationSave>({
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
  const save = async (values: LocationSave) => {
    setMessage(null);
    try {
      await overlay.run(OVERLAYS.saving, () => saveLocation(values));
      void navigate(back);
    } catch (error) {
      setMessage(unreportedErrorText(error));
    }
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
          {message ? <Alert severity="error">{message}</Alert> : null}
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={!formState.isValid || formState.isSubmitting}>
              Save
            </Button>
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
