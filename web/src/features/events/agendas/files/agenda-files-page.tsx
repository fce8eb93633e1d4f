import { AGENDA_MAX_FILES, EVENT_MESSAGES, OVERLAYS, type AgendaFile } from '@contract';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import SlideshowOutlined from '@mui/icons-material/SlideshowOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FilesEditor, type RefusedFile } from '@/components/files-editor';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { useToast } from '@/components/feedback/toast-provider';
import { useCurrentEvent } from '@/features/events/shared/current-event';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { unreportedErrorText } from '@/lib/error-text';
import { downloadAddress, firebaseFileStorage, type FileStorage } from '@/lib/file-storage';
import { addChosenFiles, draftChanged, fileCount, markForDeletion, removeChosenFile, restoreFile } from '@/lib/files-draft';
import { updateAgendaFiles } from '@/features/events/agendas/shared/agendas-api';
import {
  AGENDA_FILE_ACCEPT,
  AGENDA_FILE_TEXTS,
  agendaFilesPayload,
  checkAgendaFiles,
  kindOfName,
  removeAgendaFiles,
  uploadAgendaFiles,
  useDownloadAddresses,
  type AgendaFileKind,
  type AgendaFilesDraft,
  type ChosenAgendaFile,
} from './agenda-files';
import { useLiveAgenda } from '@/features/events/agendas/shared/use-live-agendas';

/** Our texts (the spec names none). */
export const AGENDA_FILES_PAGE_TEXTS = {
  title: 'Files',
  empty: 'No files yet. Add slides, handouts or floor plans with Add files; they are stored when you save.',
  emptyReadOnly: 'This agenda has no files.',
  nothingToSave: 'Nothing to save: add files, or delete some, first.',
  discard: 'Discard changes',
} as const;

function FileTypeIcon({ kind }: { kind: AgendaFileKind | null }) {
  const frame = { width: 48, height: 48, flexShrink: 0, borderRadius: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover' } as const;
  const Icon =
    kind?.extension === 'pdf'
      ? PictureAsPdfOutlined
      : kind?.extension === 'pptx'
        ? SlideshowOutlined
        : kind?.extension === 'xlsx'
          ? TableChartOutlined
          : kind?.extension === 'docx'
            ? DescriptionOutlined
            : kind
              ? ImageOutlined
              : InsertDriveFileOutlined;
  return (
    <Box sx={frame}>
      <Icon sx={{ color: 'text.secondary' }} aria-hidden />
    </Box>
  );
}

const storedKind = (file: AgendaFile) => kindOfName(file.reference) ?? kindOfName(file.name);

/** The files as everyone sees them: each opens in a new tab. */
function ReadOnlyFiles({ files, addresses }: { files: readonly AgendaFile[]; addresses: ReadonlyMap<string, string | null> }) {
  if (files.length === 0) return <Typography color="text.secondary">{AGENDA_FILES_PAGE_TEXTS.emptyReadOnly}</Typography>;
  return (
    <List aria-label="Agenda files" disablePadding>
      {files.map((file) => {
        const href = addresses.get(file.reference) ?? null;
        return (
          <ListItem key={file.reference} divider disableGutters>
            <ListItemIcon sx={{ mr: 1.5 }}>
              <FileTypeIcon kind={storedKind(file)} />
            </ListItemIcon>
            <ListItemText
              primary={
                href ? (
                  <Link href={href} target="_blank" rel="noopener noreferrer">
                    {file.name}
                  </Link>
                ) : (
                  file.name
                )
              }
              secondary={storedKind(file)?.label}
            />
          </ListItem>
        );
      })}
    </List>
  );
}

interface AgendaFilesEditorProps {
  eventId: string;
  agendaId: string;
  /** The agenda's files as stored now (live). */
  files: readonly AgendaFile[];
  storage?: FileStorage;
  resolveAddress?: (reference: string) => Promise<string>;
}

/**
 * Upload, delete and restore until Save; Save follows spec §4: the new files go to Storage first,
 * then the record, then the server removes the deleted files. A failed save removes what it uploaded.
 */
export function AgendaFilesEditor({ eventId, agendaId, files, storage = firebaseFileStorage, resolveAddress = downloadAddress }: AgendaFilesEditorProps) {
  const overlay = useOverlay();
  const toast = useToast();
  const [marked, setMarked] = useState<readonly string[]>([]);
  const [added, setAdded] = useState<readonly ChosenAgendaFile[]>([]);
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The stored list is live: a file someone else deleted meanwhile is no longer marked.
  const draft: AgendaFilesDraft = useMemo(
    () => ({ existing: files, marked: marked.filter((reference) => files.some((file) => file.reference === reference)), added }),
    [files, marked, added],
  );
  const references = useMemo(() => files.map((file) => file.reference), [files]);
  const addresses = useDownloadAddresses(references, resolveAddress);
  const changed = draftChanged(draft);
  const count = fileCount(draft);
  const tooMany = count > AGENDA_MAX_FILES;
  useUnsavedChanges(changed && !saving);

  const apply = (next: AgendaFilesDraft) => {
    setMarked(next.marked);
    setAdded(next.added);
  };

  const choose = async (chosen: File[]) => {
    const checked = await checkAgendaFiles(chosen);
    setRefused(checked.refused);
    apply(addChosenFiles(draft, checked.accepted));
  };

  const save = async () => {
    setMessage(null);
    setSaving(true);
    try {
      let uploaded: AgendaFile[] = [];
      if (draft.added.length > 0) {
        try {
          uploaded = await overlay.run(OVERLAYS.savingFiles, () => uploadAgendaFiles(eventId, agendaId, draft.added, storage));
        } catch (error) {
          setMessage(error instanceof Error ? error.message : String(error));
          return;
        }
      }
      try {
        await overlay.run(OVERLAYS.saving, () => updateAgendaFiles(agendaFilesPayload(eventId, agendaId, draft, uploaded)));
      } catch (error) {
        // The new files belong to no record now; removing them is best effort.
        removeAgendaFiles(uploaded, storage);
        setMessage(unreportedErrorText(error));
        return;
      }
      setMarked([]);
      setAdded([]);
      setRefused([]);
      toast.info(AGENDA_FILE_TEXTS.saved);
    } finally {
      setSaving(false);
    }
  };

  const blockedReason = saving ? OVERLAYS.saving : tooMany ? AGENDA_FILE_TEXTS.tooMany(count) : !changed ? AGENDA_FILES_PAGE_TEXTS.nothingToSave : null;

  return (
    <Stack spacing={3}>
      <FilesEditor<AgendaFileKind, AgendaFile>
        draft={draft}
        refused={refused}
        problem={tooMany ? AGENDA_FILE_TEXTS.tooMany(count) : null}
        disabled={saving}
        accept={AGENDA_FILE_ACCEPT}
        inputLabel="Agenda files"
        hint={AGENDA_FILE_TEXTS.hint}
        heading="Stored and new files"
        empty={AGENDA_FILES_PAGE_TEXTS.empty}
        storedThumb={(file) => <FileTypeIcon kind={storedKind(file)} />}
        chosenThumb={(chosen) => <FileTypeIcon kind={chosen.kind} />}
        hrefOf={(file) => addresses.get(file.reference) ?? null}
        onChoose={(chosen) => void choose(chosen)}
        onMark={(reference) => apply(markForDeletion(draft, reference))}
        onRestore={(reference) => apply(restoreFile(draft, reference))}
        onRemoveChosen={(key) => apply(removeChosenFile(draft, key))}
        onDismissRefused={() => setRefused([])}
      />
      {message ? (
        <Alert severity="error" onClose={() => setMessage(null)}>
          {message}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
        <Button
          disabled={!changed || saving}
          onClick={() => {
            setMarked([]);
            setAdded([]);
            setRefused([]);
          }}
        >
          {AGENDA_FILES_PAGE_TEXTS.discard}
        </Button>
        <Tooltip title={blockedReason ?? ''} describeChild>
          {/* A disabled button receives no pointer events: the tooltip hangs on its wrapper. */}
          <span tabIndex={blockedReason ? 0 : -1} aria-label={blockedReason ? `Save: ${blockedReason}` : undefined}>
            <Button variant="contained" disabled={blockedReason !== null} onClick={() => void save()}>
              Save
            </Button>
          </span>
        </Tooltip>
      </Stack>
    </Stack>
  );
}

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

function ReadOnlyAgendaFiles({ files }: { files: readonly AgendaFile[] }) {
  const references = useMemo(() => files.map((file) => file.reference), [files]);
  const addresses = useDownloadAddresses(references);
  return <ReadOnlyFiles files={files} addresses={addresses} />;
}

/** '/main/event/agendas/agendafiles?e&a&t' (spec §2 Agenda files): the agenda's files, live. */
export function AgendaFilesPage() {
  const { event, canEdit } = useCurrentEvent();
  const [params] = useSearchParams();
  const agendaId = params.get('a') ?? '';
  const live = useLiveAgenda(event.id, agendaId);
  let body;
  if (live.status === 'loading') body = <FilesSkeleton />;
  else if (live.status === 'error') body = <Alert severity="error">{live.error}</Alert>;
  else if (!live.data) body = <Alert severity="warning">{EVENT_MESSAGES.agendaNotFound}</Alert>;
  else if (canEdit) body = <AgendaFilesEditor key={agendaId} eventId={event.id} agendaId={agendaId} files={live.data.files} />;
  else body = <ReadOnlyAgendaFiles files={live.data.files} />;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Box sx={{ maxWidth: 860 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, mb: 2 }}>
          {AGENDA_FILES_PAGE_TEXTS.title}
        </Typography>
        <Card>
          <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>{body}</CardContent>
        </Card>
      </Box>
    </Container>
  );
}
