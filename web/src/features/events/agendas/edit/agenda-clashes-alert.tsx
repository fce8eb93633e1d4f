import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useLiveAgendas, type LiveAgenda } from '@/features/events/agendas/shared/use-live-agendas';
import type { LiveChild, LiveChildren } from '@/features/events/shared/use-live-children';
import { AGENDA_EDIT_TEXTS } from './agenda-edit-texts';
import { agendaWarnings, clashText, type AgendaFormValues } from './agenda-form';

interface AgendaClashesAlertProps {
  control: Control<AgendaFormValues>;
  eventId: string;
  agenda: LiveAgenda | null;
  live: LiveAgenda | null | undefined;
  locations: LiveChildren<LiveChild<'locations'>>;
}

/** The chosen times' clashes with the event's other sessions (same location, same speaker): they only warn. */
export function AgendaClashesAlert({ control, eventId, agenda, live, locations }: AgendaClashesAlertProps) {
  const [start, end, name, locationId] = useWatch({ control, name: ['start', 'end', 'name', 'locationId'] });
  const agendas = useLiveAgendas(eventId);
  const clashes = useMemo(
    () =>
      agendas.status === 'ready'
        ? agendaWarnings(
            {
              id: agenda?.id ?? null,
              name,
              start,
              end,
              locationId,
              speakers: live?.speakers ?? agenda?.speakers ?? [],
            },
            agendas.data,
          )
        : [],
    [agendas, agenda, live, name, locationId, start, end],
  );
  if (clashes.length === 0) return null;
  const locationName = (id: string | undefined) =>
    locations.status === 'ready' ? (locations.items.find((item) => item.id === id)?.name ?? null) : null;
  return (
    <Alert severity="warning" aria-label="Programme warnings">
      <AlertTitle>{AGENDA_EDIT_TEXTS.clashesTitle}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {[...new Set(clashes.map((clash) => clashText(clash, locationName(locationId))))].map((text) => (
          <li key={text}>{text}</li>
        ))}
      </Box>
    </Alert>
  );
}
