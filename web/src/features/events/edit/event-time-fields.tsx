import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { ZonedDateTimeRange } from '@/components/form/zoned-date-time';
import { moveToZone, startOfTodayIn, TIMEZONES } from './event-dates';
import type { EventFormValues } from './event-form';
import { shownError } from '@/components/form/shown-error';

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
        render={({ field, fieldState, formState }) => (
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
            renderInput={(params) => (
              <TextField
                {...params}
                label="Timezone"
                required
                error={!!shownError(fieldState, formState)}
                helperText={shownError(fieldState, formState)?.message}
              />
            )}
          />
        )}
      />
      {/* No line under the pickers: the timezone field above names the clock. */}
      <ZonedDateTimeRange
        control={control}
        zone={zone}
        start={{ name: 'start', label: 'Start date', minDate: today, hint: '' }}
        end={{ name: 'end', label: 'End date', min: start?.isValid ? start : undefined, hint: '' }}
        onStartChange={() => void trigger('end')}
      />
    </>
  );
}
