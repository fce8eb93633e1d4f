import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import SearchIcon from '@mui/icons-material/Search';
import ViewAgendaOutlined from '@mui/icons-material/ViewAgendaOutlined';
import ViewWeekOutlined from '@mui/icons-material/ViewWeekOutlined';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ROVING_ITEM, rovingKeyDown } from '@/components/a11y/roving-focus';
import { TOUCH_TARGET_PX, touchTargetChip } from '@/components/a11y/touch-target';
import { OutlinedField } from '@/components/form/outlined-field';
import { dayChipLabel } from './agenda-list';
import { zoneHint } from '@/lib/zoned-time';

/** The list's view, kept in the address (docs/product.md §2's mode flag m: 1 is the calendar; 2 is by room). */
export type AgendaView = 'timeline' | 'calendar' | 'rooms';

export const VIEW_FLAGS: Record<AgendaView, string | null> = { timeline: null, calendar: '1', rooms: '2' };
export const viewOf = (flag: string | null): AgendaView =>
  flag === '1' ? 'calendar' : flag === '2' ? 'rooms' : 'timeline';

interface ViewAndSearchProps {
  view: AgendaView;
  onView: (view: AgendaView) => void;
  search: string;
  onSearch: (search: string) => void;
  /** The calendar is about to be asked for (the pointer is over the Calendar button, or it has focus). */
  onCalendarIntent?: () => void;
}

/**
 * Timeline, Calendar or By room, and the search by name. The views are one Tab stop, walked with the arrow
 * keys (the programme's first session a few keys from the event content).
 */
export function ViewAndSearch({ view, onView, search, onSearch, onCalendarIntent }: ViewAndSearchProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
      <ToggleButtonGroup
        // The unselected button in text colour: MUI's default grey is too faint (WCAG AA).
        sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.secondary' } }}
        value={view}
        exclusive
        size="small"
        aria-label="View"
        onKeyDown={rovingKeyDown}
        onChange={(_, next: AgendaView | null) => {
          if (next) onView(next);
        }}
      >
        <ToggleButton value="timeline" aria-label="Timeline" tabIndex={view === 'timeline' ? 0 : -1} {...ROVING_ITEM}>
          <ViewAgendaOutlined fontSize="small" sx={{ mr: 0.75 }} />
          Timeline
        </ToggleButton>
        <ToggleButton
          value="calendar"
          aria-label="Calendar"
          tabIndex={view === 'calendar' ? 0 : -1}
          {...ROVING_ITEM}
          onPointerEnter={onCalendarIntent}
          onFocus={onCalendarIntent}
          onTouchStart={onCalendarIntent}
        >
          <CalendarMonthOutlined fontSize="small" sx={{ mr: 0.75 }} />
          Calendar
        </ToggleButton>
        <ToggleButton value="rooms" aria-label="By room" tabIndex={view === 'rooms' ? 0 : -1} {...ROVING_ITEM}>
          <ViewWeekOutlined fontSize="small" sx={{ mr: 0.75 }} />
          By room
        </ToggleButton>
      </ToggleButtonGroup>
      <OutlinedField
        size="small"
        type="search"
        label="Search by name"
        value={search}
        onChange={(change) => onSearch(change.target.value)}
        sx={{ flex: 1, maxWidth: { sm: 420 } }}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        }
      />
    </Stack>
  );
}

interface DayChipsProps {
  /** null while the agendas load: a row of placeholders holds the chips' place. */
  days: string[] | null;
  /** With an "All days" chip (null) first; the grid draws one day and has none. */
  withAllDays: boolean;
  selected: string | null;
  onDay: (day: string | null) => void;
}

/** One chip per day that has agendas; the chosen one shown selected, and the days' one Tab stop (arrow keys between them). */
export function DayChips({ days, withAllDays, selected, onDay }: DayChipsProps) {
  if (days === null) {
    // As high as a row of chips, so that the hint and the timeline below do not move when they come.
    return (
      <Stack direction="row" spacing={1} aria-hidden sx={{ mb: 2 }}>
        {[0, 1, 2].map((key) => (
          <Skeleton
            key={key}
            variant="rounded"
            width={88}
            // As high as a chip: 44 px on a phone (touchTargetChip).
            sx={{ borderRadius: 4, height: { xs: TOUCH_TARGET_PX, sm: 32 } }}
          />
        ))}
      </Stack>
    );
  }
  if (days.length === 0) return null;
  const keys = withAllDays ? [null, ...days] : days;
  // The Tab stop: the chosen day, or the first when none of them is (still) chosen.
  const stop = keys.includes(selected) ? selected : keys[0];
  return (
    <Stack
      component="ul"
      aria-label="Days"
      onKeyDown={rovingKeyDown}
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 2 }}
    >
      {keys.map((key) => {
        const isSelected = selected === key;
        return (
          <li key={key ?? 'all'}>
            <Chip
              label={key ? dayChipLabel(key) : 'All days'}
              color={isSelected ? 'primary' : 'default'}
              variant={isSelected ? 'filled' : 'outlined'}
              aria-pressed={isSelected}
              tabIndex={key === stop ? 0 : -1}
              {...ROVING_ITEM}
              onClick={() => onDay(key)}
              sx={touchTargetChip}
            />
          </li>
        );
      })}
    </Stack>
  );
}

/**
 * docs/product.md §2: the list's dates and hours are in the viewer's own zone, and it says which; the event's clock
 * beside it when it is set differently (`zoneHint`, the app's one zone rule).
 */
export function TimezoneHint({ eventZone, now }: { eventZone: string; now: number }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'flex-start', color: 'text.secondary', mb: 3 }}>
      <PublicOutlined fontSize="small" sx={{ mt: '1px' }} />
      <Typography variant="body2">{zoneHint(eventZone, now)}</Typography>
    </Stack>
  );
}
