import {
  OVERLAYS,
  USER_FILE_CONTENT_TYPES,
  USER_FILE_MAX_FILES,
  USER_FILE_MESSAGES,
  type UserFile,
} from '@agenda/contract';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useState } from 'react';
import { DELETE_ACTION } from '@/components/feedback/confirm-action';
import { useConfirm } from '@/components/feedback/confirm-provider';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { useToast } from '@/components/feedback/toast-provider';
import { useAsyncData } from '@/hooks/use-async-data';
import { unreportedErrorText } from '@/lib/error-text';
import { firebaseFileStorage, type FileStorage } from '@/lib/file-storage';
import { FileRow, ListSkeleton } from './user-file-row';
import { uploadUserFile, USER_FILES_TEXTS, userFileProblem } from './user-files';
import { getFilesOf, getUserFiles, saveUserFiles } from './user-files-api';

/**
 * The caller's own files: upload and delete (docs/product.md §2 "User Files(per event)"); with `person`, that
 * person's files, kept by an editor of the event for them.
 */
export function MyFiles({
  eventId,
  uid,
  canKeep,
  person,
  onSaved,
  storage = firebaseFileStorage,
}: {
  eventId: string;
  uid: string;
  canKeep: boolean;
  /** The person an editor keeps files for (uid is theirs); absent for the caller's own. */
  person?: { name: string };
  /** After a save (the editors' list of everyone's files reads again). */
  onSaved?: () => void;
  storage?: FileStorage;
}) {
  const inputId = useId();
  const confirm = useConfirm();
  const overlay = useOverlay();
  const toast = useToast();
  const forOther = person !== undefined;
  const load = useCallback(
    () => (forOther ? getFilesOf(eventId, uid) : getUserFiles(eventId, false)),
    [eventId, uid, forOther],
  );
  const owner = forOther ? uid : undefined;
  const title = person ? USER_FILES_TEXTS.filesOf(person.name) : USER_FILES_TEXTS.mine;
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
    // docs/product.md §4: the files first; the record lists them once they are stored; a failure saves nothing.
    let stored: UserFile[];
    try {
      stored = await overlay.run(OVERLAYS.savingFiles, () =>
        Promise.all(accepted.map((file) => uploadUserFile(eventId, uid, file, storage))),
      );
    } catch (error) {
      setProblems([
        ...refused,
        `The file could not be uploaded: ${error instanceof Error ? error.message : String(error)}`,
      ]);
      return;
    }
    try {
      const answer = await overlay.run(OVERLAYS.saving, () => saveUserFiles(eventId, [...files, ...stored], [], owner));
      setData(answer);
      onSaved?.();
      toast.info(USER_FILES_TEXTS.uploaded(stored.length));
    } catch (error) {
      await Promise.all(stored.map((file) => storage.remove(file.reference).catch(() => undefined)));
      const text = unreportedErrorText(error);
      if (text) setProblems([...refused, text]);
    }
  };

  const remove = async (file: UserFile) => {
    if (!(await confirm(USER_FILES_TEXTS.deleteTitle, USER_FILES_TEXTS.deleteQuestion(file.name), DELETE_ACTION)))
      return;
    try {
      const answer = await overlay.run(OVERLAYS.deletingFiles, () =>
        saveUserFiles(
          eventId,
          files.filter((item) => item.reference !== file.reference),
          [file.reference],
          owner,
        ),
      );
      setData(answer);
      onSaved?.();
      toast.info(USER_FILES_TEXTS.deleted);
    } catch (error) {
      const text = unreportedErrorText(error);
      if (text) setProblems([text]);
    }
  };

  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Stack spacing={2}>
          <Stack
            direction="row"
            spacing={2}
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
          >
            <Typography variant="h2" sx={{ fontWeight: 600 }}>
              {title}
            </Typography>
            {canKeep ? (
              <Button
                component="label"
                htmlFor={inputId}
                variant="contained"
                startIcon={<UploadFileOutlined />}
                disabled={data.status !== 'ready'}
              >
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
          {canKeep && !person ? (
            <Typography color="text.secondary">{USER_FILES_TEXTS.hint}</Typography>
          ) : canKeep ? null : (
            <Alert severity="info">{USER_FILE_MESSAGES.notTakingPart}</Alert>
          )}
          {problems.map((problem) => (
            <Alert
              key={problem}
              severity="error"
              onClose={() => setProblems((current) => current.filter((item) => item !== problem))}
            >
              {problem}
            </Alert>
          ))}
          {data.status === 'loading' ? <ListSkeleton /> : null}
          {data.status === 'error' ? <Alert severity="error">{data.error}</Alert> : null}
          {data.status === 'ready' && files.length === 0 && canKeep ? (
            <Typography color="text.secondary">
              {person ? USER_FILES_TEXTS.emptyOf(person.name) : USER_FILES_TEXTS.emptyMine}
            </Typography>
          ) : null}
          {files.length > 0 ? (
            <List aria-label={title} dense>
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
