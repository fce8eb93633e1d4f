import {
  api,
  HISTORY_ENTITIES,
  OVERLAYS,
  type HistoryEntity,
  type HistoryEntry,
  type Location,
} from '@agenda/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useConfirm } from '@/components/feedback/confirm-provider';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { useToast } from '@/components/feedback/toast-provider';
import { ListSkeleton } from '@/components/list-skeleton';
import { CannotEditAlert } from '@/features/events/shared/cannot-edit-alert';
import { useCurrentEvent } from '@/features/events/shared/current-event';
import { useLiveChildren } from '@/features/events/shared/use-live-children';
import { call, AT_THE_FORM } from '@/lib/api';
import { unreportedErrorText } from '@/lib/error-text';
import { startOfDayIn, zoneAbbreviation } from '@/lib/zoned-time';
import { ENTITY_NOUNS } from '@/components/history/entry-words';
import { HistoryEntryItem } from '@/components/history/history-entry-item';
import { useLiveEventHistory, type HistoryFilters } from './use-live-history';

/** The texts of the History screens (issue 34). */
export const HISTORY_TEXTS = {
  title: 'History',
  empty: 'No change has been recorded yet. Every save, deletion and restore of this event will be listed here.',
  emptyFiltered: 'No change matches these filters. Clear them to see every change.',
  restored: 'Restored',
  restoreTitle: 'Restore',
  restoreQuestion: (words: string) =>
    `Restore from this change? ${words}. The restore is recorded as a change of its own.`,
  more: 'Show older changes',
} as const;

const byName = (a: Location, b: Location) => a.name.localeCompare(b.name);
const ALL = '';

/** One day after a day key ("2026-05-12" → "2026-05-13"). */
const nextDay = (key: string) => new Date(Date.parse(`${key}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * '/main/event/history?e&t' (issue 34): who changed what in the event, newest first and live, for its
 * editors (the rules let only them read it). Filters by person, kind of record and days on the event's
 * clock; each entry in words with its field diff; a deleted session, location, detail, tag or survey,
 * or earlier fields of a session or the event, restored from its entry through the API.
 */
export function EventHistoryPage() {
  const { event, canEdit } = useCurrentEvent();
  const [person, setPerson] = useState(ALL);
  const [entity, setEntity] = useState(ALL);
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const [pages, setPages] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const zone = event.timezone;
  const filters = useMemo(
    (): HistoryFilters => ({
      person: person || null,
      entity: (entity || null) as HistoryEntity | null,
      from: fromDay ? startOfDayIn(fromDay, zone) : null,
      before: toDay ? startOfDayIn(nextDay(toDay), zone) : null,
    }),
    [person, entity, fromDay, toDay, zone],
  );
  const live = useLiveEventHistory(event.id, filters, pages);
  const liveLocations = useLiveChildren(event.id, 'locations', byName);
  const locations = useMemo(
    () => new Map((liveLocations.status === 'ready' ? liveLocations.items : []).map((item) => [item.id, item.name])),
    [liveLocations],
  );
  const context = useMemo(() => ({ zone, locationName: (id: string) => locations.get(id) ?? null }), [zone, locations]);
  // The people a filter offers: those in the entries read (and the one chosen, when no entry is left).
  const [people, setPeople] = useState<Map<string, string>>(new Map());
  const entries = live.status === 'ready' ? live.entries : null;
  if (entries && entries.some((entry) => !people.has(entry.actor.uid))) {
    const next = new Map(people);
    for (const entry of entries) next.set(entry.actor.uid, entry.actor.name || entry.actor.uid);
    setPeople(next);
  }

  const confirm = useConfirm();
  const overlay = useOverlay();
  const toast = useToast();
  const restore = useCallback(
    async (entry: HistoryEntry<{ toMillis(): number }>, words: string) => {
      if (!(await confirm(HISTORY_TEXTS.restoreTitle, HISTORY_TEXTS.restoreQuestion(words)))) return;
      setProblem(null);
      try {
        await overlay.run(OVERLAYS.restoring, () =>
          call(api.history.restore, { event_id: event.id, entry_id: entry.id }, AT_THE_FORM),
        );
        toast.info(HISTORY_TEXTS.restored);
      } catch (error) {
        // A 409 (the record changed since, or exists again) says why above the list, not in a dialog.
        setProblem(unreportedErrorText(error));
      }
    },
    [confirm, overlay, toast, event.id],
  );

  const filtered = person !== ALL || entity !== ALL || fromDay !== '' || toDay !== '';
  const clear = () => {
    setPerson(ALL);
    setEntity(ALL);
    setFromDay('');
    setToDay('');
    setPages(1);
  };

  let body;
  if (!canEdit) body = <CannotEditAlert event={event} />;
  else if (live.status === 'loading') body = <ListSkeleton label="Loading the history" />;
  else if (live.status === 'error') body = <Alert severity="error">{live.error}</Alert>;
  else if (live.entries.length === 0)
    body = (
      <Alert
        severity="info"
        action={
          filtered ? (
            <Button color="inherit" size="small" onClick={clear}>
              Clear filters
            </Button>
          ) : undefined
        }
      >
        {filtered ? HISTORY_TEXTS.emptyFiltered : HISTORY_TEXTS.empty}
      </Alert>
    );
  else
    body = (
      <>
        <Box component="ul" aria-label={`Changes of ${event.name}`} sx={{ p: 0, m: 0 }}>
          {live.entries.map((entry) => (
            <HistoryEntryItem
              key={entry.id}
              entry={entry}
              context={context}
              onRestore={entry.restorable ? (chosen, words) => void restore(chosen, words) : undefined}
            />
          ))}
        </Box>
        {live.more ? (
          <Box sx={{ textAlign: 'center', mt: 2 }}>
            <Button onClick={() => setPages((count) => count + 1)}>{HISTORY_TEXTS.more}</Button>
          </Box>
        ) : null}
      </>
    );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {HISTORY_TEXTS.title}
      </Typography>
      {canEdit ? (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ mb: 2, flexWrap: 'wrap', gap: 2, '& > .MuiTextField-root': { minWidth: 180, m: 0 } }}
          role="group"
          aria-label="Filters"
        >
          <TextField select size="small" label="Person" value={person} onChange={(e) => setPerson(e.target.value)}>
            <MenuItem value={ALL}>Everyone</MenuItem>
            {[...people].map(([uid, name]) => (
              <MenuItem key={uid} value={uid}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label="Kind" value={entity} onChange={(e) => setEntity(e.target.value)}>
            <MenuItem value={ALL}>Everything</MenuItem>
            {HISTORY_ENTITIES.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {ENTITY_NOUNS[kind].replace(/^./, (first) => first.toUpperCase())}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="date"
            label="From"
            value={fromDay}
            onChange={(e) => setFromDay(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="date"
            label="To"
            value={toDay}
            onChange={(e) => setToDay(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      ) : null}
      {canEdit ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Times and days are on the event&apos;s clock ({zoneAbbreviation(zone)}, {zone}).
        </Typography>
      ) : null}
      {problem ? (
        <Alert severity="error" onClose={() => setProblem(null)} sx={{ mb: 2 }}>
          {problem}
        </Alert>
      ) : null}
      {body}
    </Container>
  );
}
