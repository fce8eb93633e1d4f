import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';

const DateFilterCalendar = lazy(() => import('./date-filter-calendar'));

interface DateFilterPopoverProps {
  label: string;
  open: boolean;
  anchor: HTMLElement | null;
  value: string | null;
  onChange: (day: string) => void;
  onClose: () => void;
}

/** A day filter's calendar in its popover: loaded at the filter's first opening. */
export default function DateFilterPopover({ label, open, anchor, value, onChange, onClose }: DateFilterPopoverProps) {
  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': label } }}
    >
      <Suspense
        fallback={<Skeleton variant="rectangular" width={320} height={334} aria-label="Loading the calendar" />}
      >
        <DateFilterCalendar
          value={value}
          onChange={(day) => {
            onChange(day);
            onClose();
          }}
        />
      </Suspense>
    </Popover>
  );
}
