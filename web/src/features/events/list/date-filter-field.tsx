import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import Close from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import { lazy, useRef, useState, type KeyboardEvent } from 'react';
import { OutlinedField } from '@/components/form/outlined-field';
import { OnFirstOpen } from '@/components/on-first-open';
import { formatDayKey } from '@/lib/zoned-time';

const DateFilterPopover = lazy(() => import('./date-filter-popover'));

/** What an empty filter says (never the browser's "mm/dd/yyyy"). */
export const ANY_DAY = 'Any day';

interface DateFilterFieldProps {
  label: string;
  /** The chosen day ("2026-11-26"), or null for any. */
  value: string | null;
  onChange: (day: string | null) => void;
  error?: string | null;
  sx?: SxProps<Theme>;
}

/**
 * A list's day filter in the app's one date style: it reads "Thu 26 Nov 2026" (or
 * "Any day"), whatever the browser's language, where a native date field would read "11/26/2026"; a
 * calendar opens on click, Enter, Space or Arrow down, and a button clears it.
 */
export function DateFilterField({ label, value, onChange, error = null, sx }: DateFilterFieldProps) {
  const field = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
    }
  };
  return (
    <>
      <OutlinedField
        ref={field}
        label={label}
        size="small"
        value={value ? formatDayKey(value) : ''}
        placeholder={ANY_DAY}
        error={!!error}
        helperText={error}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        sx={sx}
        shrinkLabel
        // A combobox that opens a dialog (ARIA 1.2): a textbox may not say it has a popup.
        inputProps={{
          readOnly: true,
          role: 'combobox',
          'aria-haspopup': 'dialog',
          'aria-expanded': open,
          sx: { cursor: 'pointer' },
        }}
        endAdornment={
          <InputAdornment position="end">
            {value ? (
              <IconButton
                size="small"
                edge="end"
                aria-label={`Clear ${label}`}
                onClick={(event) => {
                  event.stopPropagation();
                  onChange(null);
                }}
              >
                <Close fontSize="small" />
              </IconButton>
            ) : (
              <CalendarMonthOutlined fontSize="small" color="action" />
            )}
          </InputAdornment>
        }
      />
      <OnFirstOpen open={open}>
        <DateFilterPopover
          label={label}
          open={open}
          anchor={field.current}
          value={value}
          onChange={onChange}
          onClose={close}
        />
      </OnFirstOpen>
    </>
  );
}
