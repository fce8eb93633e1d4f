import { AGENDA_MAX_FILES, OVERLAYS, type AgendaFile } from '@agenda/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BlockedButton } from '@/components/form/save-button';
import { useMemo, useState } from 'react';
import { FilesEditor, type RefusedFile } from '@/components/files-editor';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { useToast } from '@/components/feedback/toast-provider';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { unreportedErrorText } from '@/lib/error-text';
import { downloadAddress, firebaseFileStorage, type FileStorage } from '@/lib/file-storage';
import { recordSaveOverlay } from '@/lib/save-overlay';
import {
  addChosenFiles,
  draftChanged,
  fileCount,
  markForDeletion,
  removeChosenFile,
  restoreFile,
} from '@/lib/files-draft';
import { updateAgendaFiles } from '@/features/events/agendas/shared/agendas-api';
import {
  AGENDA_FILE_ACCEPT,
  AGENDA_FILE_TEXTS,
  AGENDA_FILES_PAGE_TEXTS,
  agendaFilesPayload,
  checkAgendaFiles,
  removeAgendaFiles,
  uploadAgendaFiles,
  useDownloadAddresses,
  type AgendaFileKind,
  type AgendaFilesDraft,
  type ChosenAgendaFile,
} from './agenda-files';
import { FileTypeIcon, storedKind } from './file-type-icon';

interface AgendaFilesEditorProps {
  eventId: string;
  agendaId: string;
  /** The agenda's files as stored now (live). */
  files: readonly AgendaFile[];
  storage?: FileStorage;
  resolveAddress?: (reference: string) => Promise<string>;
}

/**
 * Upload, delete and restore until Save; Save follows docs/product.md §4: the new files go to Storage first,
 * then the record, then the server removes the deleted files. A failed save removes what it uploaded.
 */
export function AgendaFilesEditor({
  eventId,
  agendaId,
  files,
  storage = firebaseFileStorage,
  resolveAddress = downloadAddress,
}: AgendaFilesEditorProps) {
  const overlay = useOverlay();
  const toast = useToast();
  const [marked, setMarked] = useState<readonly string[]>([]);
  const [added, setAdded] = useState<readonly ChosenAgendaFile[]>([]);
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The stored list is live: a file someone else deleted meanwhile is no longer marked.
  const draft: AgendaFilesDraft = useMemo(
    () => ({
      existing: files,
      marked: marked.filter((reference) => files.some((file) => file.reference === reference)),
      added,
    }),
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
          uploaded = await overlay.run(OVERLAYS.savingFiles, () =>
            uploadAgendaFiles(eventId, agendaId, draft.added, storage),
          );
        } catch (error) {
          setMessage(error instanceof Error ? error.message : String(error));
          return;
        }
      }
      try {
        const change = { added: uploaded.length > 0, dropped: draft.marked.length > 0 };
        await overlay.run(recordSaveOverlay(change), () =>
          updateAgendaFiles(agendaFilesPayload(eventId, agendaId, draft, uploaded)),
        );
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

  const blockedReason = saving
    ? OVERLAYS.saving
    : tooMany
      ? AGENDA_FILE_TEXTS.tooMany(count)
      : !changed
        ? AGENDA_FILES_PAGE_TEXTS.nothingToSave
        : null;

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
        <BlockedButton variant="contained" blockedReason={blockedReason} onClick={() => void save()}>
          Save
        </BlockedButton>
      </Stack>
    </Stack>
  );
}
