import { EVENT_MESSAGES } from '@agenda/contract';
import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ListSkeleton } from '@/components/list-skeleton';
import { PageSpinner } from '@/components/page-spinner';
import type { PathBuilder } from '@/config/paths';
import { useAsyncData } from '@/hooks/use-async-data';
import { useCurrentEvent } from '@/features/events/shared/current-event';
import type { LiveChildren } from '@/features/events/shared/use-live-children';

interface ContentListPageProps<T> {
  title: string;
  addLabel: string;
  addPath: string;
  canEdit: boolean;
  live: LiveChildren<T>;
  empty: string;
  message: string | null;
  onCloseMessage: () => void;
  children: (items: T[]) => ReactNode;
}

/** The frame of the event's content lists (locations, details, tags, surveys). */
export function ContentListPage<T>({
  title,
  addLabel,
  addPath,
  canEdit,
  live,
  empty,
  message,
  onCloseMessage,
  children,
}: ContentListPageProps<T>) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 3, rowGap: 2 }}
      >
        <Typography variant="h1">{title}</Typography>
        {canEdit ? (
          <Button component={RouterLink} to={addPath} variant="contained" startIcon={<Add />}>
            {addLabel}
          </Button>
        ) : null}
      </Stack>
      {message ? (
        <Alert severity="error" onClose={onCloseMessage} sx={{ mb: 2 }}>
          {message}
        </Alert>
      ) : null}
      {live.status === 'loading' ? <ListSkeleton label="Loading" count={4} /> : null}
      {live.status === 'error' ? <Alert severity="error">{live.error}</Alert> : null}
      {live.status === 'ready' ? (
        live.items.length === 0 ? (
          <Alert severity="info">{empty}</Alert>
        ) : (
          children(live.items)
        )
      ) : null}
    </Container>
  );
}

/** The frame of the event's content edit forms, with the way back to the list. */
function ContentEditPage({ title, back, children }: { title: string; back: string; children: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 4 } }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 3, rowGap: 2 }}
      >
        <Typography variant="h1">{title}</Typography>
        <Button component={RouterLink} to={back} startIcon={<ArrowBack />}>
          Back
        </Button>
      </Stack>
      {children}
    </Container>
  );
}

interface ContentEditScreenProps<T> {
  /** The page title, for a new item (id null) or an existing one. */
  title: (id: string | null) => string;
  /** The list the form returns to. */
  list: PathBuilder;
  /** Reads the item `?id=` names (stable: a module-level API call). */
  load: (eventId: string, id: string) => Promise<T>;
  children: (item: T | null, where: { eventId: string; back: string }) => ReactNode;
}

/**
 * An event content edit screen (`?id&e&t`): reads the item when `id` is given, and shows its form
 * to editors of the event; others are told they cannot edit it.
 */
export function ContentEditScreen<T>({ title, list, load, children }: ContentEditScreenProps<T>) {
  const { event, canEdit } = useCurrentEvent();
  const [params] = useSearchParams();
  const id = params.get('id');
  const read = useCallback(() => (id ? load(event.id, id) : Promise.resolve(null)), [load, event.id, id]);
  const [data] = useAsyncData(read);
  const back = list({ e: event.id, t: event.tenant_id });
  let body: ReactNode;
  if (!canEdit) body = <Alert severity="warning">{EVENT_MESSAGES.cannotEdit}</Alert>;
  else if (data.status === 'loading') body = <PageSpinner />;
  else if (data.status === 'error') body = <Alert severity="error">{data.error}</Alert>;
  else body = children(data.data, { eventId: event.id, back });
  return (
    <ContentEditPage title={title(id)} back={back}>
      {body}
    </ContentEditPage>
  );
}
