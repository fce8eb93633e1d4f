import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTime } from 'luxon';
import { PICKER_LOCALE } from '@/lib/picker-time';

/**
 * The calendar of a list's date filter. Loaded when a filter is opened, so that luxon and the pickers
 * stay off the event list's first load (emulators/tests/bundle).
 */
export default function DateFilterCalendar({
  value,
  onChange,
}: {
  /** The chosen day ("2026-11-26"), or null. */
  value: string | null;
  onChange: (day: string) => void;
}) {
  const chosen = value ? DateTime.fromISO(value, { zone: 'UTC' }) : null;
  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale={PICKER_LOCALE}>
      <DateCalendar
        value={chosen?.isValid ? chosen : null}
        timezone="UTC"
        autoFocus
        onChange={(day: DateTime | null) => {
          const key = day?.isValid ? day.toISODate() : null;
          if (key) onChange(key);
        }}
      />
    </LocalizationProvider>
  );
}
