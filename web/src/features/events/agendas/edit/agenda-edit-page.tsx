import { EVENT_MESSAGES } from '@agenda/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLiveAgenda, type LiveAgenda } from '@/features/events/agendas/shared/use-live-agendas';
import { useCurrentEvent } from '@/features/events/shared/current-event';
import { AgendaForm } from './agenda-edit-form';
import type { AgendaFormInput } from './use-agenda-form';

/** A form-shaped placeholder while the agenda loads. */
function AgendaFormSkeleton() {
  return (
    <Card role="status" aria-busy="true" aria-label="Loading the agenda">
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Stack spacing={3}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={104} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Skeleton variant="rounded" height={56} sx={{ flex: 1 }} />
            <Skeleton variant="rounded" height={56} sx={{ flex: 1 }} />
          </Stack>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" width={120} height={36} sx={{ alignSelf: 'flex-end' }} />
        </Stack>
      </CardContent>
    </Card>
  );
}

function ExistingAgendaForm({ event, agendaId }: { event: AgendaFormInput['event']; agendaId: string }) {
  const live = useLiveAgenda(event.id, agendaId);
  // The form edits the version it was loaded from; later saves show as a notice until Reload.
  const [loaded, setLoaded] = useState<LiveAgenda | null>(null);
  if (live.status === 'loading') return <AgendaFormSkeleton />;
  if (live.status === 'error') return <Alert severity="error">{live.error}</Alert>;
  const current = live.data;
  // The first version read is kept (state set while rendering, once): later ones do not reset the form.
  if (!loaded && current) setLoaded(current);
  const shown = loaded ?? current;
  if (!shown) return <Alert severity="warning">{EVENT_MESSAGES.agendaNotFound}</Alert>;
  return (
    <AgendaForm
      key={shown.version}
      agenda={shown}
      live={current}
      event={event}
      onReload={() => {
        if (current) setLoaded(current);
      }}
    />
  );
}

/** '/main/event/agendas/editagenda?e&t[&a]': create an agenda (no a) or edit its main information. */
export function AgendaEditPage() {
  const { event, canEdit } = useCurrentEvent();
  const [params] = useSearchParams();
  const agendaId = params.get('a');
  let body;
  if (!canEdit) body = <Alert severity="warning">{EVENT_MESSAGES.cannotEdit}</Alert>;
  else if (agendaId) body = <ExistingAgendaForm key={agendaId} event={event} agendaId={agendaId} />;
  else body = <AgendaForm agenda={null} live={undefined} event={event} onReload={() => undefined} />;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      {/* Left-aligned under the agenda layout's breadcrumb, at a width that reads well. */}
      <Box sx={{ maxWidth: 860 }}>
        {agendaId ? (
          <Typography variant="h1" sx={{ mb: 2 }}>
            Edit agenda
          </Typography>
        ) : null}
        {body}
      </Box>
    </Container>
  );
}
