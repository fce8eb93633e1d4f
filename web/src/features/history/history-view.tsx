import { HISTORY_ENTITIES, type HistoryEntity } from '@agenda/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo, useState, type ReactNode } from 'react';
import { ListSkeleton } from '@/components/list-skeleton';
import { PersonSearchField, type PickedUser } from '@/components/user-picker';
import { zoneAbbreviation } from '@/lib/zoned-time';
import { ENTITY_LABELS, type WordsContext } from './entry-words';
import { EntryItem } from './entry-item';
import { RestoreDialog } from './restore-dialog';
import {
  HISTORY_PAGE,
  NO_FILTERS,
  useLiveHistory,
  useLogLocationNames,
  type HistoryFilters,
  type HistoryScope,
  type ShownEntry,
} from './use-live-history';

interface HistoryViewProps {
  scope: HistoryScope;
  /** The zone of the entries' times and of the date filter (the event's, or the viewer's for a log). */
  zone: string;
  locations?: ReadonlyMap<string, string>;
  /** Whether the viewer may restore (the event's editors); entries of a log restore from their event. */
  canRestore: boolean;
  /** Kinds offered by the entity filter (an event's history has no countries or users). */
  entities?: readonly HistoryEntity[];
  /** Extra filters before the others (root's country). */
  children?: ReactNode;
}

const NONE: readonly ShownEntry[] = [];

/** A select whose empty value is a choice ("Everyone", "All countries"): drawn, its label above it. */
export const ALL_SHOWN = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/**
 * An audit history, newest first and live, with filters by person, kind and date on the
 * zone named beside them, each entry in words with its field diff, and Restore for editors.
 */
export function HistoryView({
  scope,
  zone,
  locations,
  canRestore,
  entities = HISTORY_ENTITIES,
  children,
}: HistoryViewProps) {
  const [filters, setFilters] = useState<HistoryFilters>(NO_FILTERS);
  const [count, setCount] = useState(HISTORY_PAGE);
  const [restoring, setRestoring] = useState<ShownEntry | null>(null);
  const live = useLiveHistory(scope, filters, zone, count);
  const context = useMemo((): WordsContext => ({ zone, locations }), [zone, locations]);
  // A log spanning events names each entry's rooms from its own event's locations.
  const logLocations = useLogLocationNames(!locations && live.status === 'ready' ? live.entries : NONE);
  const contextOf = (entry: ShownEntry): WordsContext => {
    const rooms = locations ? undefined : entry.event_id ? logLocations.get(entry.event_id) : undefined;
    return rooms ? { zone, locations: rooms } : context;
  };
  // Anyone can be chosen, not only the people of the entries read so far: the field searches every user.
  const [person, setPerson] = useState<PickedUser | null>(null);
  const set = (patch: Partial<HistoryFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setCount(HISTORY_PAGE);
  };
  const abbreviation = zoneAbbreviation(zone);
  const zoneName = abbreviation === zone ? zone : `${abbreviation}, ${zone}`;
  const filtered = filters !== NO_FILTERS && Object.values(filters).some(Boolean);
  return (
    <Stack spacing={2}>
      <Stack
        component="form"
        aria-label="Filter the history"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ flexWrap: 'wrap', rowGap: 2 }}
        onSubmit={(event) => event.preventDefault()}
      >
        {children}
        <PersonSearchField
          value={person}
          onChange={(next) => {
            setPerson(next);
            set({ person: next?.id ?? '' });
          }}
          label="Person"
          placeholder="Everyone"
          noOptionsText="Nobody matches: try another name or address"
          size="small"
          sx={{ minWidth: 260 }}
        />
        <TextField
          select
          slotProps={ALL_SHOWN}
          size="small"
          label="Kind"
          value={filters.entity}
          onChange={(event) => set({ entity: event.target.value as HistoryEntity | '' })}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">Everything</MenuItem>
          {entities.map((entity) => (
            <MenuItem key={entity} value={entity}>
              {ENTITY_LABELS[entity]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          size="small"
          label={`From (${zoneName})`}
          value={filters.from}
          onChange={(event) => set({ from: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          label={`To (${zoneName})`}
          value={filters.to}
          onChange={(event) => set({ to: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {filtered ? (
          <Button
            onClick={() => {
              setPerson(null);
              set(NO_FILTERS);
            }}
          >
            Clear filters
          </Button>
        ) : null}
      </Stack>
      {live.status === 'loading' ? <ListSkeleton label="Loading the history" count={5} /> : null}
      {live.status === 'error' ? <Alert severity="error">{live.error}</Alert> : null}
      {live.status === 'ready' && live.entries.length === 0 ? (
        <Alert severity="info">
          {filtered
            ? 'No change matches these filters: clear or widen them.'
            : 'No changes yet. Every change saved from now on appears here, newest first, with who made it.'}
        </Alert>
      ) : null}
      {live.status === 'ready' && live.entries.length > 0 ? (
        <Card>
          <Box component="ul" aria-label="History" sx={{ m: 0, p: 0 }}>
            {live.entries.map((entry) => (
              <EntryItem
                key={entry.id}
                entry={entry}
                context={contextOf(entry)}
                canRestore={canRestore}
                onRestore={setRestoring}
              />
            ))}
          </Box>
        </Card>
      ) : null}
      {live.status === 'ready' && live.more ? (
        <Box>
          <Button variant="outlined" onClick={() => setCount((value) => value + HISTORY_PAGE)}>
            Load more
          </Button>
        </Box>
      ) : null}
      {restoring ? <RestoreDialog entry={restoring} onClose={() => setRestoring(null)} /> : null}
    </Stack>
  );
}
