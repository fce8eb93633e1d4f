import { EVENT_MESSAGES, type Tenant } from '@agenda/contract';
import Stack from '@mui/material/Stack';
import type { UseFormReturn } from 'react-hook-form';
import { CountryFlag, countryLabel } from '@/components/country-flag';
import { FormSelect } from '@/components/form/form-select';
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
    <FormSelect
      name="tenantId"
      control={control}
      label="Country"
      required
      // Until the countries are there, the event's shows as none (it is no option yet).
      shownValue={(value) => (ready ? value : '')}
      onChange={(e) => {
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
      disabled={fixed || !ready}
      helperText={fixed ? EVENT_MESSAGES.tenantFixed : EVENT_FORM_TEXTS.countryHelp}
      slotProps={{ formHelperText: { disabled: false } }}
      options={options.map((tenant) => ({
        value: tenant.id,
        label: (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <CountryFlag tenant={tenant} />
            <span>{countryLabel(tenant)}</span>
          </Stack>
        ),
      }))}
    />
  );
}
