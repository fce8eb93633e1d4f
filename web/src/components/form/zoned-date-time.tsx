import Stack from '@mui/material/Stack';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateTime } from 'luxon';
import type { ReactNode, Ref } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { onZoneClock, PICKER_FORMAT, PICKER_LOCALE } from '@/lib/picker-time';
import { zoneAbbreviation } from '@/lib/zoned-time';
import { shownError } from './shown-error';

/** The line under a picker without an error: a text, or one made from the zone's short name ("CEST"). */
type ZoneHint = ReactNode | ((zoneName: string) => ReactNode);

/** Our default line under a zoned picker: it names the zone the digits are read in. */
const zoneHintText = (zoneName: string, zone: string) => `${zoneName} (${zone})`;

export interface ZonedDateTimePickerProps {
  label: string;
  value: DateTime | null;
  /** The chosen instant on the zone's clock (see `onZoneClock`), or null when the field is emptied. */
  onChange: (value: DateTime | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The IANA zone whose wall clock the digits are. */
  zone: string;
  /** The earliest and latest instants offered. */
  min?: DateTime;
  max?: DateTime;
  /** The earliest day offered (its times all count). */
  minDate?: DateTime;
  disablePast?: boolean;
  disabled?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  /** The field's message (it turns the field red), or null. */
  error?: string | null;
  /** Red without a message of its own (a rule whose alert is shown elsewhere). */
  invalid?: boolean;
  /** Under the field without an error; by default the zone's name ("CEST (Europe/Berlin)"). */
  hint?: ZoneHint;
}

/**
 * A date and time on the clock of an IANA zone, whatever the browser's zone: 24-hour,
 * the day first (docs/product.md §9), and the zone named under the field. Needs no LocalizationProvider around it.
 */
export function ZonedDateTimePicker({
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  zone,
  min,
  max,
  minDate,
  disablePast,
  disabled,
  required,
  fullWidth,
  error = null,
  invalid = false,
  hint,
}: ZonedDateTimePickerProps) {
  const zoneName = zoneAbbreviation(zone, value?.isValid ? value.toMillis() : Date.now());
  const shownHint = typeof hint === 'function' ? hint(zoneName) : (hint ?? zoneHintText(zoneName, zone));
  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale={PICKER_LOCALE}>
      <DateTimePicker
        label={label}
        value={value}
        onChange={(next) => onChange(onZoneClock(next, zone))}
        inputRef={inputRef}
        timezone={zone}
        ampm={false}
        format={PICKER_FORMAT}
        minDate={minDate}
        minDateTime={min}
        maxDateTime={max}
        disablePast={disablePast}
        disabled={disabled}
        slotProps={{
          textField: { required, fullWidth, error: !!error || invalid, helperText: error ?? shownHint, onBlur },
        }}
      />
    </LocalizationProvider>
  );
}

/** One end of a range: its form field and what its picker offers. */
export interface RangeEnd<T extends FieldValues> extends Pick<
  ZonedDateTimePickerProps,
  'label' | 'min' | 'max' | 'minDate' | 'invalid' | 'hint'
> {
  name: FieldPath<T>;
}

export interface ZonedDateTimeRangeProps<T extends FieldValues, Transformed = T> {
  control: Control<T, unknown, Transformed>;
  /** The IANA zone whose wall clock both ends are read on. */
  zone: string;
  start: RangeEnd<T>;
  end: RangeEnd<T>;
  /** After the start changes (the end's rule depends on it): re-check the end, `trigger('end')`. */
  onStartChange?: () => void;
  disabled?: boolean;
}

/**
 * A start and an end on a zone's clock, as two react-hook-form fields: side by side
 * (one under the other on a phone), both required, each showing its error or naming the zone.
 */
export function ZonedDateTimeRange<T extends FieldValues, Transformed = T>({
  control,
  zone,
  start,
  end,
  onStartChange,
  disabled,
}: ZonedDateTimeRangeProps<T, Transformed>) {
  const picker = ({ name, ...end }: RangeEnd<T>, changed?: () => void) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState, formState }) => (
        <ZonedDateTimePicker
          {...end}
          value={(field.value as DateTime | null | undefined) ?? null}
          onChange={(value) => {
            field.onChange(value);
            changed?.();
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          zone={zone}
          required
          fullWidth
          disabled={disabled}
          error={shownError(fieldState, formState)?.message ?? null}
        />
      )}
    />
  );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {picker(start, onStartChange)}
      {picker(end)}
    </Stack>
  );
}
