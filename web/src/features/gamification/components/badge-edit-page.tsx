import {
  BADGE_IMAGE_RULE,
  BADGE_THRESHOLD_MAX,
  BADGE_THRESHOLD_MIN,
  EVENT_MESSAGES,
  OVERLAYS,
  type Badge,
} from '@agenda/contract';
import ArrowBack from '@mui/icons-material/ArrowBack';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { doc, getDoc } from 'firebase/firestore';
import { useCallback, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useFirestore } from 'reactfire';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { FormCard, FormCardSkeleton } from '@/components/form/form-card';
import { FormTextField } from '@/components/form/form-text-field';
import { SaveButton } from '@/components/form/save-button';
import { paths } from '@/config/paths';
import { useAsyncData } from '@/hooks/use-async-data';
import { useSaveAction } from '@/hooks/use-save-action';
import { usePreviewUrl } from '@/hooks/use-preview-url';
import { useCurrentEvent } from '@/lib/current-event';
import { checkImageFile, type CheckedImage } from '@/lib/image-file';
import { badgesCollection, BadgeSaveError, saveBadge } from '../api/badges';
import { badgeFormValues, badgeResolver, type BadgeFormOutput, type BadgeFormValues } from '../lib/forms';
import { BadgeImage } from './badge-image';

/** Our texts (docs/product.md §5 and §8 give the refusals: "Invalid data!", "Could not upload badge to storage"). */
const BADGE_EDIT_TEXTS = {
  saved: 'Badge saved',
  notFound: 'This badge does not exist (any more).',
  imageRule: `png or jpeg, at most ${BADGE_IMAGE_RULE.maxWidth}×${BADGE_IMAGE_RULE.maxHeight} pixels and ${BADGE_IMAGE_RULE.maxMegabytes} MB`,
  threshold: `Points needed, a whole number from ${BADGE_THRESHOLD_MIN} to ${BADGE_THRESHOLD_MAX}`,
  blockedByFields: 'Fix the fields marked in red before saving.',
  blockedByImage: 'Choose an image that keeps the rules shown under it.',
  blockedUnchanged: 'Nothing has changed since the last save.',
};

type Chosen = { file: File; checked: CheckedImage };

function BadgeForm({ eventId, badge, back }: { eventId: string; badge: Badge | null; back: string }) {
  const firestore = useFirestore();
  const imageLabelId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const latestPick = useRef(0);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [imageMessage, setImageMessage] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<BadgeFormValues, unknown, BadgeFormOutput>({
    mode: 'onChange',
    resolver: badgeResolver,
    defaultValues: badgeFormValues(badge),
  });
  const dirty = formState.isDirty || chosen !== null;
  const action = useSaveAction({ dirty });
  const overlay = useOverlay();
  const preview = usePreviewUrl(chosen?.checked.ok ? chosen.file : null);
  const imageIssues = chosen ? chosen.checked.issues : [];

  const pick = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    latestPick.current += 1;
    const pickNumber = latestPick.current;
    const checked = await checkImageFile(file, { rule: BADGE_IMAGE_RULE });
    if (pickNumber !== latestPick.current) return;
    setImageMessage(null);
    setChosen({ file, checked });
  };

  const save = async (values: BadgeFormOutput) => {
    setImageMessage(null);
    const kind = chosen?.checked.ok ? chosen.checked.kind : null;
    await action.run(
      () =>
        saveBadge(firestore, {
          eventId,
          existing: badge,
          name: values.name,
          threshold: values.threshold,
          image: chosen && kind ? { file: chosen.file, kind } : null,
          onDeletingOldFiles: () => overlay.show(OVERLAYS.deletingOldFiles),
        }),
      {
        overlay: chosen ? OVERLAYS.savingFiles : OVERLAYS.saving,
        toast: BADGE_EDIT_TEXTS.saved,
        to: back,
        // "Invalid data!" (no image for a new badge) and "Could not upload badge to storage" belong to the image.
        refused: (error) => {
          if (!(error instanceof BadgeSaveError)) return false;
          setImageMessage(error.message);
          return true;
        },
      },
    );
  };

  const blockedReason = !formState.isValid
    ? BADGE_EDIT_TEXTS.blockedByFields
    : imageIssues.length > 0
      ? BADGE_EDIT_TEXTS.blockedByImage
      : badge && !dirty
        ? BADGE_EDIT_TEXTS.blockedUnchanged
        : formState.isSubmitting
          ? OVERLAYS.saving
          : null;
  const shown = preview ?? badge?.u ?? null;

  return (
    <FormCard
      aria-label="Badge"
      onSubmit={(e) => void handleSubmit(save)(e)}
      alert={action.alert}
      actions={
        <>
          <Button component={RouterLink} to={back}>
            Cancel
          </Button>
          <SaveButton startIcon={<SaveOutlined />} blockedReason={blockedReason} />
        </>
      }
    >
      <FormTextField name="name" control={control} label="Name" required />
      <FormTextField
        name="threshold"
        control={control}
        label="Threshold"
        required
        type="number"
        slotProps={{ htmlInput: { min: BADGE_THRESHOLD_MIN, max: BADGE_THRESHOLD_MAX, step: 1, inputMode: 'numeric' } }}
        helperText={BADGE_EDIT_TEXTS.threshold}
      />
      <Stack spacing={1} role="group" aria-labelledby={imageLabelId}>
        <Typography id={imageLabelId} variant="subtitle2" component="p">
          Image
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <BadgeImage
            url={shown}
            alt={preview ? 'Preview of the new badge image' : `Badge ${badge?.n ?? ''}`}
            size={112}
          />
          <Stack spacing={1} sx={{ minWidth: 0 }}>
            <Box>
              <Button
                variant="outlined"
                startIcon={<UploadFileOutlined />}
                onClick={() => inputRef.current?.click()}
                disabled={formState.isSubmitting}
              >
                {shown ? 'Replace image' : 'Choose image'}
              </Button>
            </Box>
            <Typography variant="body2" color="text.secondary">
              {BADGE_EDIT_TEXTS.imageRule}
            </Typography>
            {chosen ? (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {chosen.file.name}
              </Typography>
            ) : null}
          </Stack>
        </Stack>
        {imageIssues.map((issue) => (
          <FormHelperText key={issue} error>
            {issue}
          </FormHelperText>
        ))}
        {imageMessage ? <FormHelperText error>{imageMessage}</FormHelperText> : null}
        <input
          ref={inputRef}
          type="file"
          accept="image/png,image/jpeg"
          aria-label="Badge image file"
          hidden
          onChange={(e) => void pick(e.target.files?.[0])}
        />
      </Stack>
    </FormCard>
  );
}

/** The loading card: name, threshold, image. */
const SKELETON = [56, 56, { width: 112, height: 112 }];

/** '/main/event/gamification/editbadge?e&t&id' (docs/product.md §2): a new badge, or the one `id` names. */
export function BadgeEditPage() {
  const { event, canEdit } = useCurrentEvent();
  const firestore = useFirestore();
  const [params] = useSearchParams();
  const id = params.get('id');
  const load = useCallback(async (): Promise<Badge | null | 'missing'> => {
    if (!id) return null;
    const snapshot = await getDoc(doc(badgesCollection(firestore, event.id), id));
    const stored = snapshot.data();
    return stored ? { ...stored, id: snapshot.id } : 'missing';
  }, [firestore, event.id, id]);
  const [data] = useAsyncData(load);
  const back = paths.main.event.gamification.badges({ e: event.id, t: event.tenant_id });
  let body;
  if (!canEdit) body = <Alert severity="warning">{EVENT_MESSAGES.cannotEdit}</Alert>;
  else if (data.status === 'loading') body = <FormCardSkeleton label="Loading the badge" blocks={SKELETON} />;
  else if (data.status === 'error') body = <Alert severity="error">{data.error}</Alert>;
  else if (data.data === 'missing') body = <Alert severity="warning">{BADGE_EDIT_TEXTS.notFound}</Alert>;
  else body = <BadgeForm key={data.data?.id ?? 'new'} eventId={event.id} badge={data.data} back={back} />;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 4 } }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 3, gap: 2 }}
      >
        <Typography variant="h2">{id ? 'Edit badge' : 'New badge'}</Typography>
        <Button component={RouterLink} to={back} startIcon={<ArrowBack />}>
          Back
        </Button>
      </Stack>
      {body}
    </Container>
  );
}
