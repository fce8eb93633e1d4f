import { COUNTRY_IMAGE_MAX_BYTES, type DetailFile } from '@contract';
import { usePreviewUrl } from '@/hooks/use-preview-url';
import Close from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, type ReactNode } from 'react';
import { isMarked, type ChosenDetailFile, type DetailFilesDraft } from '../lib/detail-draft';
import type { RefusedDetailFile } from '../lib/detail-files';
import { DetailFileThumb } from './detail-file-thumb';


function ChosenThumb({ file }: { file: File }) {
  return <DetailFileThumb src={usePreviewUrl(file)} />;
}

function FileRow({ thumb, name, note, struck, action }: { thumb: ReactNode; name: ReactNode; note: string; struck?: boolean; action: ReactNode }) {
  return (
    <Stack component="li" direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1, borderBottom: 1, borderColor: 'divider' }}>
      {thumb}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="div" sx={{ overflowWrap: 'anywhere', color: struck ? 'text.secondary' : 'text.primary' }}>
          {/* Struck through until Save, when it is really deleted (spec §4). */}
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

function StoredFileRow({ file, marked, onMark, onRestore }: { file: DetailFile; marked: boolean; onMark: () => void; onRestore: () => void }) {
  return (
    <FileRow
      thumb={<DetailFileThumb src={file.url} />}
      name={
        <Link href={file.url} target="_blank" rel="noopener noreferrer" color="inherit">
          {file.name}
        </Link>
      }
      note={marked ? 'Will be deleted on save' : 'Stored'}
      struck={marked}
      action={
        marked ? (
          <Button startIcon={<RestoreOutlined />} onClick={onRestore} aria-label={`Restore ${file.name}`}>
            Restore
          </Button>
        ) : (
          <Button color="error" startIcon={<DeleteOutline />} onClick={onMark} aria-label={`Delete ${file.name}`}>
            Delete
          </Button>
        )
      }
    />
  );
}

function ChosenFileRow({ chosen, onRemove }: { chosen: ChosenDetailFile; onRemove: () => void }) {
  return (
    <FileRow
      thumb={<ChosenThumb file={chosen.file} />}
      name={chosen.file.name}
      note={`New, ${Math.ceil(chosen.file.size / 1000)} KB: uploaded on save`}
      action={
        <Button startIcon={<Close />} onClick={onRemove} aria-label={`Remove ${chosen.file.name}`}>
          Remove
        </Button>
      }
    />
  );
}

interface DetailFilesEditorProps {
  draft: DetailFilesDraft;
  refused: readonly RefusedDetailFile[];
  /** A message about the files as a whole (too many), or null. */
  problem: string | null;
  disabled: boolean;
  onChoose: (files: File[]) => void;
  onMark: (reference: string) => void;
  onRestore: (reference: string) => void;
  onRemoveChosen: (key: string) => void;
  onDismissRefused: () => void;
}

/**
 * Spec §2 Edit details: png/jpeg upload and the stored files, each deleted (struck through until
 * Save) or restored. Nothing here touches Storage: the form uploads and deletes on Save (spec §4).
 */
export function DetailFilesEditor({ draft, refused, problem, disabled, onChoose, onMark, onRestore, onRemoveChosen, onDismissRefused }: DetailFilesEditorProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const hintId = useId();
  const empty = draft.existing.length === 0 && draft.added.length === 0;
  return (
    <Box role="group" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Files
      </Typography>
      {empty ? <Typography color="text.secondary">No files yet.</Typography> : null}
      {draft.existing.length > 0 ? (
        <Box component="ul" aria-label="Stored files" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {draft.existing.map((file) => (
            <StoredFileRow
              key={file.reference}
              file={file}
              marked={isMarked(draft, file.reference)}
              onMark={() => onMark(file.reference)}
              onRestore={() => onRestore(file.reference)}
            />
          ))}
        </Box>
      ) : null}
      {draft.added.length > 0 ? (
        <Box component="ul" aria-label="New files" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {draft.added.map((chosen) => (
            <ChosenFileRow key={chosen.key} chosen={chosen} onRemove={() => onRemoveChosen(chosen.key)} />
          ))}
        </Box>
      ) : null}
      <Stack spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
        <Button variant="outlined" startIcon={<UploadFileOutlined />} disabled={disabled} onClick={() => inputRef.current?.click()} aria-describedby={hintId}>
          Add files
        </Button>
        <FormHelperText id={hintId} sx={{ m: 0 }}>
          png or jpeg, at most {Math.round(COUNTRY_IMAGE_MAX_BYTES / 1000)} KB each
        </FormHelperText>
      </Stack>
      <input
        ref={inputRef}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        aria-label="Detail files"
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
