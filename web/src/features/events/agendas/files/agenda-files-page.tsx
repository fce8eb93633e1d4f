import { EVENT_MESSAGES } from '@agenda/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { useLiveAgenda } from '@/features/events/agendas/shared/use-live-agendas';
import { useCurrentEvent } from '@/features/events/shared/current-event';
import { AGENDA_FILES_PAGE_TEXTS } from './agenda-files';
import { AgendaFilesEditor } from './agenda-files-editor';
import { ReadOnlyAgendaFiles } from './read-only-agenda-files';

function FilesSkeleton() {
  return (
    <Stack spacing={1.5} role="status" aria-busy="true" aria-label="Loading the files">
      {[0, 1, 2].map((row) => (
        <Stack key={row} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Skeleton variant="rounded" width={48} height={48} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="50%" />
            <Skeleton variant="text" width="20%" />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}

/** '/main/event/agendas/agendafiles?e&a&t' (docs/product.md §2 Agenda files): the agenda's files, live. */
export function AgendaFilesPage() {
  const { event, canEdit } = useCurrentEvent();
  const [params] = useSearchParams();
  const agendaId = params.get('a') ?? '';
  const live = useLiveAgenda(event.id, agendaId);
  let body;
  if (live.status === 'loading') body = <FilesSkeleton />;
  else if (live.status === 'error') body = <Alert severity="error">{live.error}</Alert>;
  else if (!live.data) body = <Alert severity="warning">{EVENT_MESSAGES.agendaNotFound}</Alert>;
  else if (canEdit)
    body = <AgendaFilesEditor key={agendaId} eventId={event.id} agendaId={agendaId} files={live.data.files} />;
  else body = <ReadOnlyAgendaFiles files={live.data.files} />;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Box sx={{ maxWidth: 860 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          {AGENDA_FILES_PAGE_TEXTS.title}
        </Typography>
        <Card>
          <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>{body}</CardContent>
        </Card>
      </Box>
    </Container>
  );
}
