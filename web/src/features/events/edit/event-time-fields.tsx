import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { onEventClock, PICKER_FORMAT } from '@/features/events/shared/event-clock';
import { moveToZone, startOfTodayIn, TIMEZONES } from './event-dates';
import type { EventFormValues } from './event-form';

/**
 * The event's timezone and its start and end, typed on its wall clock (docs/architecture.md "Time"):
 * a new zone keeps the typed times' reading; the start may not be before today in the event's zone.
 */
export function EventTimeFields({ form, zone }: { form: UseFormReturn<EventFormValues>; zone: string }) {
  const { control, getValues, setValue, trigger, watch } = form;
  const start = watch('start');
  const today = startOfTodayIn(zone);
  return (
    <>
      <Controller
        name="timezone"
        control={control}
        render={({ field, fieldState }) => (
          <Autocomplete
            options={TIMEZONES}
            value={field.value || null}
            onChange={(_event, value) => {
              const next = value ?? '';
              // The typed times keep their wall-clock reading in the new zone.
              if (next) {
                const { start: s, end: e } = getValues();
                if (s?.isValid) setValue('start', moveToZone(s, next));
                if (e?.isValid) setValue('end', moveToZone(e, next));
              }
              field.onChange(next);
              void trigger();
            }}
            onBlur={field.onBlur}
            renderInput={(params) => <TextField {...params} label="Timezone" required error={!!fieldState.error} helperText={fieldState.error?.message} />}
          />
        )}
      />
      <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="en-GB">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Controller
            name="start"
            control={control}
            render={({ field, fieldState }) => (
              <DateTimePicker
                label="Start date"
                value={field.value}
                onChange={(value) => {
                  field.onChange(onEventClock(value, zone));
                  void trigger('end');
                }}
                timezone={zone}
                ampm={false}
                format={PICKER_FORMAT}
                minDate={today}
                slotProps={{ textField: { required: true, fullWidth: true, error: !!fieldState.error, helperText: fieldState.error?.message, onBlur: field.onBlur } }}
              />
            )}
          />
          <Controller
            name="end"
            control={control}
            render={({ field, fieldState }) => (
              <DateTimePicker
                label="End date"
                value={field.value}
                onChange={(value) => field.onChange(onEventClock(value, zone))}
                timezone={zone}
                ampm={false}
                format={PICKER_FORMAT}
                minDateTime={start?.isValid ? start : undefined}
                slotProps={{ textField: { required: true, fullWidth: true, error: !!fieldState.error, helperText: fieldState.error?.message, onBlur: field.onBlur } }}
              />
            )}
          />
        </Stack>
      </LocalizationProvider>
    </>
  );
}
