import CalendarViewDayOutlined from '@mui/icons-material/CalendarViewDayOutlined';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DateFilterField } from './date-filter-field';
import { EVENT_WHEN, EVENT_WHEN_LABELS, type EventListFilters } from './event-filters';

interface ControlsProps {
  filters: EventListFilters;
  onChange: (change: Partial<EventListFilters>) => void;
  /** Drafts are offered to those who may see some: admins of the country, organizers. */
  drafts: boolean;
}

/** The list's view switch, its "when" filter and its date range; all of them live in the address. */
export function EventListControls({ filters, onChange, drafts }: ControlsProps) {
  const filtered = filters.when !== 'all' || filters.from !== null || filters.to !== null;
  const rangeError = filters.from && filters.to && filters.to < filters.from ? 'Ends before “Starts from”' : null;
  return (
    <Stack spacing={2} sx={{ mb: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Box
          role="group"
          aria-label="Show events"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, flex: 1, minWidth: 0 }}
        >
          {EVENT_WHEN.filter((when) => drafts || when !== 'drafts').map((when) => (
            <Chip
              key={when}
              label={EVENT_WHEN_LABELS[when]}
              color={filters.when === when ? 'primary' : 'default'}
              variant={filters.when === when ? 'filled' : 'outlined'}
              aria-pressed={filters.when === when}
              onClick={() => onChange({ when })}
            />
          ))}
        </Box>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filters.view}
          onChange={(_, view: EventListFilters['view'] | null) => (view ? onChange({ view }) : undefined)}
          aria-label="View"
          sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.primary' } }}
        >
          <ToggleButton value="cards" aria-label="Cards">
            <GridViewOutlined fontSize="small" sx={{ mr: { sm: 0.5 } }} />
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              Cards
            </Box>
          </ToggleButton>
          <ToggleButton value="list" aria-label="List by date">
            <CalendarViewDayOutlined fontSize="small" sx={{ mr: { sm: 0.5 } }} />
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              List
            </Box>
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 2 }}>
        <DateFilterField
          label="Starts from"
          value={filters.from}
          onChange={(from) => onChange({ from })}
          sx={{ width: { xs: 'calc(50% - 8px)', sm: 200 } }}
        />
        <DateFilterField
          label="Starts until"
          value={filters.to}
          onChange={(to) => onChange({ to })}
          error={rangeError}
          sx={{ width: { xs: 'calc(50% - 8px)', sm: 200 } }}
        />
        {filtered ? (
          <Button onClick={() => onChange({ when: 'all', from: null, to: null })} sx={{ mt: 0.25 }}>
            Clear filters
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}

/** What the list looks like while its first page is read: the shapes of the cards or of the rows. */
export function EventListSkeleton({ view }: { view: EventListFilters['view'] }) {
  if (view === 'list') {
    return (
      <Stack role="status" aria-busy="true" aria-label="Loading the events" spacing={1}>
        <Skeleton variant="text" width={220} sx={{ fontSize: '1rem' }} />
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  }
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label="Loading the events"
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}
    >
      {Array.from({ length: 6 }, (_, index) => (
        <Box key={index}>
          <Skeleton variant="rectangular" height={168} />
          <Skeleton variant="text" width="60%" sx={{ mt: 2 }} />
          <Skeleton variant="text" width="85%" sx={{ fontSize: '1.25rem' }} />
          <Skeleton variant="text" width="45%" />
          <Skeleton variant="text" />
          <Skeleton variant="text" width="75%" />
        </Box>
      ))}
    </Box>
  );
}
