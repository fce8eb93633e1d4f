import { OVERLAYS } from '@agenda/contract';
import { SaveButton } from '@/components/form/save-button';
import { usePreviewUrl } from '@/hooks/use-preview-url';
import Close from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import HideImageOutlined from '@mui/icons-material/HideImageOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { DELETE_ACTION } from '@/components/feedback/confirm-action';
import { useConfirm } from '@/components/feedback/confirm-provider';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { useToast } from '@/components/feedback/toast-provider';
import { unreportedErrorText } from '@/lib/error-text';
import type { EventItem } from '@/lib/event-item';
import { UPLOAD_FAILED, uploadEventFile, type StoredEventFile } from '@/lib/event-storage';
import { type FileStorage } from '@/lib/file-storage';
import { recordSaveOverlay } from '@/lib/save-overlay';
import { updateEventImage } from './update-event-image';
import {
  checkStyleImage,
  describeChosenFile,
  describeImageRule,
  type CheckedStyleImage,
  type MeasureImage,
  type StyleImageSpec,
} from './style-images';

/** Our texts (the spec names none for these). */
const STYLE_IMAGE_TEXTS = {
  chooseFirst: 'Choose an image first',
  saved: (title: string) => `${title} saved`,
} as const;

/** Our text when Storage refuses the file or cannot be reached: the event keeps its image. */
export const imageNotUploaded = (reason: string) => `${UPLOAD_FAILED}, nothing was changed (${reason}).`;

interface ImageFrameProps {
  caption: string;
  url: string | null;
  alt: string;
  empty: string;
}

/** A fixed-height frame: the image scaled to fit, or an empty state. */
function ImageFrame({ caption, url, alt, empty }: ImageFrameProps) {
  return (
    <Box component="figure" sx={{ m: 0, flex: 1, minWidth: 0 }}>
      <Box
        sx={{
          height: 200,
          borderRadius: 1,
          overflow: 'hidden',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'action.hover',
          boxShadow: (theme) => `inset 0 0 0 1px ${theme.palette.divider}`,
        }}
      >
        {url ? (
          <Box component="img" src={url} alt={alt} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
        ) : (
          <Stack spacing={1} sx={{ alignItems: 'center', px: 2, textAlign: 'center', color: 'text.secondary' }}>
            <HideImageOutlined sx={{ fontSize: 36 }} aria-hidden />
            <Typography variant="body2">{empty}</Typography>
          </Stack>
        )}
      </Box>
      <Typography component="figcaption" variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.75 }}>
        {caption}
      </Typography>
    </Box>
  );
}

interface StyleImageCardProps {
  spec: StyleImageSpec;
  event: EventItem;
  storage: FileStorage;
  measure?: MeasureImage;
  /** The event as the server answered after a save or a delete. */
  onChanged: (event: EventItem) => void;
}

/**
 * One image of the event style (docs/product.md §2, §4, §5): pick a png or jpeg, see it and every rule it
 * breaks, save it (upload, then the event) or delete the stored one.
 */
export function StyleImageCard({ spec, event, storage, measure, onChanged }: StyleImageCardProps) {
  const confirm = useConfirm();
  const overlay = useOverlay();
  const titleId = useId();
  const ruleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // Only the latest choice counts when checks of two quick choices end out of order.
  const latestPick = useRef(0);
  const [chosen, setChosen] = useState<CheckedStyleImage | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const showable = chosen?.kind && chosen.size ? chosen.file : null;
  const preview = usePreviewUrl(showable);
  const current = spec.current(event);
  const name = spec.title.toLowerCase();
  const toast = useToast();
  // Why Save cannot be pressed (its tooltip): nothing chosen yet, or the chosen file's first problem.
  const blockedReason = !chosen
    ? STYLE_IMAGE_TEXTS.chooseFirst
    : (chosen.issues[0] ?? (chosen.kind ? null : STYLE_IMAGE_TEXTS.chooseFirst));

  const pick = async (file: File | undefined) => {
    // The same file may be picked again after a refusal: clear the input each time.
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    latestPick.current += 1;
    const pickNumber = latestPick.current;
    const checked = await checkStyleImage(file, spec.rule, measure);
    if (pickNumber !== latestPick.current) return;
    setMessage(null);
    setChosen(checked);
  };

  // docs/product.md §4: upload the new file, then save the event (the server removes the old file).
  const save = async () => {
    const kind = chosen?.kind;
    if (!chosen || !kind || chosen.issues.length > 0) return;
    setMessage(null);
    setBusy(true);
    try {
      let stored: StoredEventFile;
      try {
        stored = await overlay.run(OVERLAYS.savingFiles, () =>
          uploadEventFile(event.id, spec.folder, chosen.file, kind, storage),
        );
      } catch (error) {
        setMessage(imageNotUploaded(error instanceof Error ? error.message : String(error)));
        return;
      }
      try {
        const saved = await overlay.run(recordSaveOverlay({ added: true, dropped: current !== null }), () =>
          updateEventImage(spec.kind, event.id, stored.url, stored.reference),
        );
        setChosen(null);
        onChanged(saved);
        toast.info(STYLE_IMAGE_TEXTS.saved(spec.title));
      } catch (error) {
        // The file belongs to no event now; removing it is best effort.
        void storage.remove(stored.reference).catch(() => undefined);
        setMessage(unreportedErrorText(error));
      }
    } finally {
      setBusy(false);
    }
  };

  // docs/product.md §4: clearing the reference makes the server delete the stored file.
  const remove = async () => {
    if (!(await confirm(`Delete ${name}`, `Are you sure you want to delete the ${name}?`, DELETE_ACTION))) return;
    setMessage(null);
    setBusy(true);
    try {
      onChanged(
        await overlay.run(recordSaveOverlay({ added: false, dropped: true }), () =>
          updateEventImage(spec.kind, event.id, null, null),
        ),
      );
    } catch (error) {
      setMessage(unreportedErrorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
        <Stack spacing={2}>
          <Box>
            <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 600 }}>
              {spec.title}
            </Typography>
            <Typography id={ruleId} variant="body2" color="text.secondary">
              {describeImageRule(spec.rule)}, png or jpeg
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {spec.shownAt}
            </Typography>
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <ImageFrame caption="Current image" url={current} alt={`Current ${name}`} empty={spec.noImage} />
            <ImageFrame
              caption="New image"
              url={preview}
              alt={`Preview of the new ${name}`}
              empty="Choose a file to preview it here"
            />
          </Stack>
          {chosen ? (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {chosen.file.name}: {describeChosenFile(chosen.file.size, chosen.size)}
            </Typography>
          ) : null}
          {chosen && chosen.issues.length > 0 ? (
            <Alert severity="error">
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {chosen.issues.map((issue) => (
                  <li key={issue}>{issue}</li>
                ))}
              </Box>
            </Alert>
          ) : null}
          {message ? <Alert severity="error">{message}</Alert> : null}
        </Stack>
      </CardContent>
      <CardActions
        sx={{
          px: { xs: 2.5, md: 3 },
          pb: 2.5,
          pt: 0,
          flexWrap: 'wrap',
          gap: 1,
          '& > :not(style) ~ :not(style)': { ml: 0 },
        }}
      >
        <Button
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          disabled={busy}
          onClick={() => inputRef.current?.click()}
          aria-describedby={ruleId}
        >
          Choose image
        </Button>
        {chosen ? (
          <Button startIcon={<Close />} disabled={busy} onClick={() => setChosen(null)}>
            Discard
          </Button>
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        {current ? (
          <Button color="error" startIcon={<DeleteOutline />} disabled={busy} onClick={() => void remove()}>
            Delete
          </Button>
        ) : null}
        <SaveButton
          type="button"
          startIcon={<SaveOutlined />}
          blockedReason={blockedReason}
          busy={busy}
          onClick={() => void save()}
        />
      </CardActions>
      <input
        ref={inputRef}
        type="file"
        accept="image/png,image/jpeg"
        aria-label={`${spec.title} file`}
        hidden
        onChange={(e) => void pick(e.target.files?.[0])}
      />
    </Card>
  );
}
