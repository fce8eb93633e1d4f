import { EVENT_MESSAGES, type Tenant } from '@agenda/contract';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { CountryFlag, countryLabel } from '@/components/country-flag';
import { countryTimeZone, moveToZone } from './event-dates';
import { EVENT_FORM_TEXTS, type EventFormValues } from './event-form';

interface EventCountryFieldProps {
  form: UseFormReturn<EventFormValues>;
  /** Creating (a new event's zone follows its country until the zone is chosen by hand). */
  isNew: boolean;
  options: Tenant[];
  ready: boolean;
  /** The caller may not move the event to another country. */
  fixed: boolean;
}

/** The event's country: one the caller administers; a new event's zone follows it. */
export function EventCountryField({ form, isNew, options, ready, fixed }: EventCountryFieldProps) {
  const { control, formState, getValues, setValue, trigger } = form;
  return (
    <Controller
      name="tenantId"
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select
          label="Country"
          required
          value={ready ? field.value : ''}
          onChange={(e) => {
            field.onChange(e.target.value);
            // A new event's zone follows its country until the zone is chosen by hand.
            if (isNew && !formState.dirtyFields.timezone) {
              const next = countryTimeZone(e.target.value);
              const { start: s, end: en } = getValues();
              if (s?.isValid) setValue('start', moveToZone(s, next));
              if (en?.isValid) setValue('end', moveToZone(en, next));
              setValue('timezone', next);
            }
            void trigger('tenantId');
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={fixed || !ready}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? (fixed ? EVENT_MESSAGES.tenantFixed : EVENT_FORM_TEXTS.countryHelp)}
          slotProps={{ formHelperText: { disabled: false } }}
        >
          {options.map((tenant) => (
            <MenuItem key={tenant.id} value={tenant.id}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <CountryFlag tenant={tenant} />
                <span>{countryLabel(tenant)}</span>
              </Stack>
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
