import { OVERLAYS, takesPartInEvent, USER_FILE_CONTENT_TYPES, USER_FILE_MAX_FILES, USER_FILE_MESSAGES, type UserFile, type UserFilesEntry } from '@contract';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useState } from 'react';
import { useConfirm } from '@/components/feedback/confirm-provider';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { useToast } from '@/components/feedback/toast-provider';
import { useAsyncData } from '@/hooks/use-async-data';
import { useStoredFileAddress } from '@/hooks/use-stored-file-address';
import { unreportedErrorText } from '@/lib/error-text';
import { firebaseFileStorage, type FileStorage } from '@/lib/file-storage';
import { useRights } from '@/lib/rights';
import { getUserFiles, saveUserFiles } from './user-files-api';
import { useCurrentEvent } from '@/features/events/shared/current-event';
import { useEventParticipation } from '@/features/events/shared/use-event-participation';
import { uploadUserFile, userFileProblem } from './user-files';

export const USER_FILES_TEXTS = {
  title: 'User Files(per event)',
  mine: 'My files',
  everyone: "Everyone's files",
  upload: 'Upload files',
  hint: `PDF, Word, Excel, PowerPoint, PNG or JPEG, at most 10 MB each, ${USER_FILE_MAX_FILES} files in all. Only you and the event's organizers see them.`,
  emptyMine: 'You have no files for this event yet. Upload one to keep it with the event.',
  emptyEveryone: 'Nobody has kept files for this event yet.',
  uploaded: (count: number) => (count === 1 ? 'File uploaded' : `${count} files uploaded`),
  deleted: 'File deleted',
  deleteTitle: 'Delete file',
  deleteQuestion: (name: string) => `Are you sure you want to delete ${name}?`,
  tooMany: USER_FILE_MESSAGES.tooMany,
} as const;

/** One stored file, opened through a fresh address (storage.rules: its owner and the event's editors). */
function FileRow({ file, onDelete }: { file: UserFile; onDelete?: () => void }) {
  const href = useStoredFileAddress(file.reference, file.url);
  return (
    <ListItem
      disableGutters
      secondaryAction={
        onDelete ? (
          <Tooltip title={USER_FILES_TEXTS.deleteTitle}>
            <IconButton edge="end" color="error" aria-label={`Delete ${file.name}`} onClick={onDelete}>
              <DeleteOutline />
            </IconButton>
          </Tooltip>
        ) : null
      }
    >
      <ListItemIcon sx={{ minWidth: 36 }}>
        <InsertDriveFileOutlined />
      </ListItemIcon>
      <ListItemText
        primary={
          <Link href={href ?? undefined} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
            {file.name}
          </Link>
        }
      />
    </ListItem>
  );
}

function ListSkeleton() {
  return (
    <Stack spacing={1} role="status" aria-busy="true" aria-label="Loading the files">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} variant="text" height={36} />
      ))}
    </Stack>
  );
}

/** The caller's own files: upload and delete (spec §2 "User Files(per event)"). */
function MyFiles({ eventId, uid, canKeep, storage = firebaseFileStorage }: { eventId: string; uid: string; canKeep: boolean; storage?: FileStorage }) {
  const inputId = useId();
  const confirm = useConfirm();
  const overlay = useOverlay();
  const toast = useToast();
  const load = useCallback(() => getUserFiles(eventId, false), [eventId]);
  const [data, setData] = useAsyncData(load);
  const [problems, setProblems] = useState<string[]>([]);
  const files = data.status === 'ready' ? (data.data[0]?.files ?? []) : [];

  const upload = async (chosen: File[]) => {
    const refused = chosen.map(userFileProblem).filter((problem): problem is string => problem !== null);
    const accepted = chosen.filter((file) => userFileProblem(file) === null);
    if (files.length + accepted.length > USER_FILE_MAX_FILES) {
      setProblems([...refused, USER_FILES_TEXTS.tooMany]);
      return;
    }
    setProblems(refused);
    if (accepted.length === 0) return;
    // Spec §4: the files first; the record lists them once they are stored; a failure saves nothing.
    let stored: UserFile[];
    try {
      stored = await overlay.run(OVERLAYS.savingFiles, () => Promise.all(accepted.map((file) => uploadUserFile(eventId, uid, file, storage))));
    } catch (error) {
      setProblems([...refused, `The file could not be uploaded: ${error instanceof Error ? error.message : String(error)}`]);
      return;
    }
    try {
      const answer = await overlay.run(OVERLAYS.saving, () => saveUserFiles(eventId, [...files, ...stored], []));
      setData(answer);
      toast.info(USER_FILES_TEXTS.uploaded(stored.length));
    } catch (error) {
      await Promise.all(stored.map((file) => storage.remove(file.reference).catch(() => undefined)));
      const text = unreportedErrorText(error);
      if (text) setProblems([...refused, text]);
    }
  };

  const remove = async (file: UserFile) => {
    if (!(await confirm(USER_FILES_TEXTS.deleteTitle, USER_FILES_TEXTS.deleteQuestion(file.name)))) return;
    try {
      const answer = await overlay.run(OVERLAYS.deleting, () =>
        saveUserFiles(eventId, files.filter((item) => item.reference !== file.reference), [file.reference]),
      );
      setData(answer);
      toast.info(USER_FILES_TEXTS.deleted);
    } catch (error) {
      const text = unreportedErrorText(error);
      if (text) setProblems([text]);
    }
  };

  return (
    <Card component="section" aria-label={USER_FILES_TEXTS.mine}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
              {USER_FILES_TEXTS.mine}
            </Typography>
            {canKeep ? (
              <Button component="label" htmlFor={inputId} variant="contained" startIcon={<UploadFileOutlined />} disabled={data.status !== 'ready'}>
                {USER_FILES_TEXTS.upload}
                <input
                  id={inputId}
                  type="file"
                  multiple
                  hidden
                  accept={USER_FILE_CONTENT_TYPES.join(',')}
                  onChange={(event) => {
                    const chosen = Array.from(event.target.files ?? []);
                    event.target.value = '';
                    void upload(chosen);
                  }}
                />
              </Button>
            ) : null}
          </Stack>
          {canKeep ? <Typography color="text.secondary">{USER_FILES_TEXTS.hint}</Typography> : <Alert severity="info">{USER_FILE_MESSAGES.notTakingPart}</Alert>}
          {problems.map((problem) => (
            <Alert key={problem} severity="error" onClose={() => setProblems((current) => current.filter((item) => item !== problem))}>
              {problem}
            </Alert>
          ))}
          {data.status === 'loading' ? <ListSkeleton /> : null}
          {data.status === 'error' ? <Alert severity="error">{data.error}</Alert> : null}
          {data.status === 'ready' && files.length === 0 && canKeep ? <Typography color="text.secondary">{USER_FILES_TEXTS.emptyMine}</Typography> : null}
          {files.length > 0 ? (
            <List aria-label="My files" dense>
              {files.map((file) => (
                <FileRow key={file.reference} file={file} onDelete={() => void remove(file)} />
              ))}
            </List>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The event's editors see everyone's files, grouped by person (read only). */
function EveryonesFiles({ eventId }: { eventId: string }) {
  const load = useCallback(() => getUserFiles(eventId, true), [eventId]);
  const [data] = useAsyncData(load);
  return (
    <Card component="section" aria-label={USER_FILES_TEXTS.everyone}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
            {USER_FILES_TEXTS.everyone}
          </Typography>
          {data.status === 'loading' ? <ListSkeleton /> : null}
          {data.status === 'error' ? <Alert severity="error">{data.error}</Alert> : null}
          {data.status === 'ready' && data.data.length === 0 ? <Typography color="text.secondary">{USER_FILES_TEXTS.emptyEveryone}</Typography> : null}
          {data.status === 'ready'
            ? data.data.map((entry: UserFilesEntry) => {
                const name = `${entry.user.first_name} ${entry.user.last_name}`.trim() || entry.user.id;
                return (
                  <Stack key={entry.user.id} spacing={0.5}>
                    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                      {name}
                    </Typography>
                    <List aria-label={`Files of ${name}`} dense>
                      {entry.files.map((file) => (
                        <FileRow key={file.reference} file={file} />
                      ))}
                    </List>
                  </Stack>
                );
              })
            : null}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** '/main/event/editeventuserfiles?e&t': the person's own files for the event; organizers also see everyone's. */
export function UserFilesPage() {
  const { event, canEdit } = useCurrentEvent();
  const rights = useRights();
  const participant = useEventParticipation(event.id, rights.uid);
  const known = rights.ready && rights.uid !== null && participant !== null;
  const canKeep = known && takesPartInEvent(rights.principal, rights.uid, event, participant === true);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 3 }}>
        {USER_FILES_TEXTS.title}
      </Typography>
      <Stack spacing={3}>
        {known && rights.uid ? <MyFiles eventId={event.id} uid={rights.uid} canKeep={canKeep} /> : <ListSkeleton />}
        {canEdit ? <EveryonesFiles eventId={event.id} /> : null}
      </Stack>
    </Container>
  );
}
