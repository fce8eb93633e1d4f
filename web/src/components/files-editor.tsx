import Close from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, type ReactNode } from 'react';
import { ExternalLink } from '@/components/external-link';
import { isMarked, type ChosenFile, type FilesDraft, type StoredFile } from '@/lib/files-draft';

/** A chosen file that will not be uploaded, with why. */
export interface RefusedFile {
  key: string;
  name: string;
  issues: string[];
}

function FileRow({
  thumb,
  name,
  note,
  struck,
  action,
}: {
  thumb: ReactNode;
  name: ReactNode;
  note: string;
  struck?: boolean;
  action: ReactNode;
}) {
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'center', py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      {thumb}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          component="div"
          sx={{ overflowWrap: 'anywhere', color: struck ? 'text.secondary' : 'text.primary' }}
        >
          {/* Struck through until Save, when it is really deleted (docs/product.md §4). */}
          {struck ? <del>{name}</del> : name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      </Box>
      {action}
    </Stack>
  );
}

export interface FilesEditorProps<K, F extends StoredFile> {
  draft: FilesDraft<K, F>;
  refused: readonly RefusedFile[];
  /** A message about the files as a whole (too many), or null. */
  problem: string | null;
  disabled: boolean;
  /** The file input's `accept` and its accessible name. */
  accept: string;
  inputLabel: string;
  /** What may be added, under the Add files button ("png or jpeg, at most 500 KB each"). */
  hint: string;
  /** The section heading, and what an empty list says. */
  heading?: string;
  empty?: ReactNode;
  storedThumb: (file: F) => ReactNode;
  chosenThumb: (chosen: ChosenFile<K>) => ReactNode;
  /** The address a stored file opens at (null while it is not known yet: the name shows as text). */
  hrefOf?: (file: F) => string | null;
  onChoose: (files: File[]) => void;
  onMark: (reference: string) => void;
  onRestore: (reference: string) => void;
  onRemoveChosen: (key: string) => void;
  onDismissRefused: () => void;
}

const sizeText = (bytes: number) =>
  bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.ceil(bytes / 1000))} KB`;

/**
 * A record's files (docs/product.md §2 Edit details, Agenda files): upload and the stored files, each deleted
 * (struck through until Save) or restored. Nothing here touches Storage: the screen uploads and
 * deletes on Save (docs/product.md §4), and says which files were refused before any upload.
 */
export function FilesEditor<K, F extends StoredFile>({
  draft,
  refused,
  problem,
  disabled,
  accept,
  inputLabel,
  hint,
  heading = 'Files',
  empty = 'No files yet.',
  storedThumb,
  chosenThumb,
  hrefOf = (file) => file.url,
  onChoose,
  onMark,
  onRestore,
  onRemoveChosen,
  onDismissRefused,
}: FilesEditorProps<K, F>) {
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const hintId = useId();
  const isEmpty = draft.existing.length === 0 && draft.added.length === 0;
  return (
    <Box role="group" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {heading}
      </Typography>
      {isEmpty ? <Typography color="text.secondary">{empty}</Typography> : null}
      {draft.existing.length > 0 ? (
        <Box component="ul" aria-label="Stored files" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {draft.existing.map((file) => {
            const marked = isMarked(draft, file.reference);
            const href = hrefOf(file);
            return (
              <FileRow
                key={file.reference}
                thumb={storedThumb(file)}
                name={
                  href ? (
                    <ExternalLink href={href} color="inherit">
                      {file.name}
                    </ExternalLink>
                  ) : (
                    file.name
                  )
                }
                note={marked ? 'Will be deleted on save' : 'Stored'}
                struck={marked}
                action={
                  marked ? (
                    <Button
                      startIcon={<RestoreOutlined />}
                      onClick={() => onRestore(file.reference)}
                      disabled={disabled}
                      aria-label={`Restore ${file.name}`}
                    >
                      Restore
                    </Button>
                  ) : (
                    <Button
                      color="error"
                      startIcon={<DeleteOutline />}
                      onClick={() => onMark(file.reference)}
                      disabled={disabled}
                      aria-label={`Delete ${file.name}`}
                    >
                      Delete
                    </Button>
                  )
                }
              />
            );
          })}
        </Box>
      ) : null}
      {draft.added.length > 0 ? (
        <Box component="ul" aria-label="New files" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {draft.added.map((chosen) => (
            <FileRow
              key={chosen.key}
              thumb={chosenThumb(chosen)}
              name={chosen.file.name}
              note={`New, ${sizeText(chosen.file.size)}: uploaded on save`}
              action={
                <Button
                  startIcon={<Close />}
                  onClick={() => onRemoveChosen(chosen.key)}
                  disabled={disabled}
                  aria-label={`Remove ${chosen.file.name}`}
                >
                  Remove
                </Button>
              }
            />
          ))}
        </Box>
      ) : null}
      <Stack spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
        <Button
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          disabled={disabled}
          onClick={() => inputRef.current?.click()}
          aria-describedby={hintId}
        >
          Add files
        </Button>
        <FormHelperText id={hintId} sx={{ m: 0 }}>
          {hint}
        </FormHelperText>
      </Stack>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        multiple
        aria-label={inputLabel}
        hidden
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // The same file may be chosen again after a refusal or a removal.
          event.target.value = '';
          if (files.length > 0) onChoose(files);
        }}
      />
      {refused.length > 0 ? (
        <Alert severity="error" onClose={onDismissRefused} sx={{ mt: 2 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {refused.length === 1 ? 'This file was not added:' : 'These files were not added:'}
          </Typography>
          <Box component="ul" aria-label="Refused files" sx={{ m: 0, pl: 2.5 }}>
            {refused.map((file) => (
              <li key={file.key}>
                {file.name}: {file.issues.join(' ')}
              </li>
            ))}
          </Box>
        </Alert>
      ) : null}
      {problem ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      ) : null}
    </Box>
  );
}
