import { WALL_POST_TEXT_MAX } from '@agenda/contract';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState, type FormEvent } from 'react';
import { SaveButton } from '@/components/form/save-button';
import { useToast } from '@/components/feedback/toast-provider';
import { usePreviewUrl } from '@/hooks/use-preview-url';
import { ApiRequestError } from '@/lib/api';
import { unreportedErrorText } from '@/lib/error-text';
import type { ImageKind } from '@/lib/image-file';
import { savePost } from '../api/wall';
import { checkWallPhoto, uploadWallPhoto } from '../lib/wall-photo';
import { WALL_TEXTS } from '../lib/wall-texts';
import { useDirtyText } from './wall-viewer';

/** Why a text cannot be sent, or null: empty, or longer than `max`. */
export function textBlocked(text: string, max: number, empty: string): string | null {
  if (!text.trim()) return empty;
  return text.length > max ? WALL_TEXTS.overLimit(max) : null;
}

/** A refusal's text for a field: its own field errors first, else the answer's message (a 429 says when to try again). */
export function refusalText(error: unknown, field: string): string | null {
  if (error instanceof ApiRequestError) return error.fieldErrors[field]?.[0] ?? error.error;
  return unreportedErrorText(error);
}

/** The wall's composer (docs/features.md, "The wall"): text up to WALL_POST_TEXT_MAX and one optional photo. */
export function WallComposer({ eventId, uid }: { eventId: string; uid: string }) {
  const toast = useToast();
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<{ file: File; kind: ImageKind } | null>(null);
  const [textError, setTextError] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const preview = usePreviewUrl(photo?.file ?? null);
  const photoHelp = useId();
  const dirty = text.trim() !== '' || photo !== null;
  useDirtyText(dirty && !busy);
  const blocked = textBlocked(text, WALL_POST_TEXT_MAX, WALL_TEXTS.emptyPost);
  const left = WALL_POST_TEXT_MAX - text.length;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const checked = await checkWallPhoto(file);
    if ('error' in checked) {
      setPhoto(null);
      setPhotoError(checked.error);
    } else {
      setPhoto({ file, kind: checked.kind });
      setPhotoError(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blocked || busy) return;
    setBusy(true);
    setTextError(null);
    setPhotoError(null);
    try {
      const reference = photo ? await uploadWallPhoto(eventId, uid, photo.file, photo.kind) : null;
      await savePost({ eventId, text, photo: reference });
      setText('');
      setPhoto(null);
      toast.info(WALL_TEXTS.posted);
    } catch (error) {
      const photoRefusal = error instanceof ApiRequestError ? error.fieldErrors.photo?.[0] : undefined;
      if (photoRefusal) setPhotoError(photoRefusal);
      else setTextError(refusalText(error, 'text'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card component="section" aria-label={WALL_TEXTS.composerLabel}>
      <CardContent component="form" onSubmit={submit} noValidate>
        <TextField
          label={WALL_TEXTS.composerLabel}
          placeholder={WALL_TEXTS.composerPlaceholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setTextError(null);
          }}
          multiline
          minRows={2}
          maxRows={12}
          fullWidth
          error={!!textError || left < 0}
          helperText={textError ?? WALL_TEXTS.remaining(left)}
        />
        {preview ? (
          <Box sx={{ position: 'relative', mt: 1.5, width: 'fit-content' }}>
            <Box
              component="img"
              src={preview}
              alt={photo?.file.name ?? ''}
              sx={{ display: 'block', maxHeight: 160, maxWidth: '100%', borderRadius: 1 }}
            />
            <IconButton
              onClick={() => setPhoto(null)}
              aria-label={WALL_TEXTS.removePhoto}
              size="small"
              sx={{
                position: 'absolute',
                top: 4,
                right: 4,
                bgcolor: 'background.paper',
                '&:hover': { bgcolor: 'background.paper' },
              }}
            >
              <Close fontSize="small" />
            </IconButton>
          </Box>
        ) : null}
        {photoError ? (
          <FormHelperText id={photoHelp} error>
            {photoError}
          </FormHelperText>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'space-between', alignItems: 'center' }}>
          <Button
            startIcon={<AddPhotoAlternateOutlined />}
            onClick={() => fileInput.current?.click()}
            aria-describedby={photoError ? photoHelp : undefined}
            sx={{ minHeight: 44 }}
          >
            {WALL_TEXTS.addPhoto}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg"
            hidden
            aria-label={WALL_TEXTS.addPhoto}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <SaveButton blockedReason={blocked} busy={busy} sx={{ minHeight: 44, minWidth: 96 }}>
            {busy ? WALL_TEXTS.posting : WALL_TEXTS.post}
          </SaveButton>
        </Stack>
      </CardContent>
    </Card>
  );
}
