import {
  EVENT_MESSAGES,
  GAMIFICATION_POINTS_MAX,
  GAMIFICATION_POINTS_MIN,
  OVERLAYS,
  TOASTS,
  type Gamification,
  type GamificationSave,
} from '@agenda/contract';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { DELETE_ACTION } from '@/components/feedback/confirm-action';
import { useConfirm } from '@/components/feedback/confirm-provider';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { useToast } from '@/components/feedback/toast-provider';
import { FormCard } from '@/components/form/form-card';
import { FormTextField } from '@/components/form/form-text-field';
import { SaveButton } from '@/components/form/save-button';
import { useAsyncData } from '@/hooks/use-async-data';
import { useSaveAction } from '@/hooks/use-save-action';
import { useCurrentEvent } from '@/lib/current-event';
import { unreportedErrorText } from '@/lib/error-text';
import { deleteGamification, getGamification, saveGamification } from '../api/gamification';
import { pointsFormValues, pointsResolver, type PointsFormValues } from '../lib/forms';

/** Our texts (the spec names none but the field labels and "Invalid property"). */
const SETTINGS_TEXTS = {
  range: `A whole number from ${GAMIFICATION_POINTS_MIN} to ${GAMIFICATION_POINTS_MAX}`,
  none: 'No points are set for this event yet. Enter the three values and save them.',
  blockedByFields: 'Fix the fields marked in red before saving.',
  blockedUnchanged: 'Nothing has changed since the last save.',
  deleteTitle: 'Delete points',
  deleteQuestion: 'Are you sure you want to delete the points of this event? Its badges stay.',
  deleted: 'Points deleted',
};

const FIELDS: readonly { name: keyof Omit<PointsFormValues, 'eventId'>; label: string }[] = [
  { name: 'like_points', label: 'Like points' },
  { name: 'comment_points', label: 'Comment points' },
  { name: 'wall_post_points', label: 'Wall post points' },
];

function PointsForm({
  eventId,
  stored,
  onChanged,
}: {
  eventId: string;
  stored: Gamification | null;
  onChanged: (stored: Gamification | null) => void;
}) {
  const overlay = useOverlay();
  const toast = useToast();
  const confirm = useConfirm();
  const { control, handleSubmit, formState, reset } = useForm<PointsFormValues, unknown, GamificationSave>({
    mode: 'onChange',
    resolver: pointsResolver,
    defaultValues: pointsFormValues(eventId, stored),
  });
  const action = useSaveAction({ dirty: formState.isDirty && !formState.isSubmitting });

  const save = async (values: GamificationSave) => {
    const saved = await action.run(() => saveGamification(values), {
      overlay: OVERLAYS.saving,
      toast: TOASTS.settingsSaved,
    });
    if (!saved) return;
    // What was saved is the form's new starting point.
    reset(pointsFormValues(eventId, saved));
    onChanged(saved);
  };

  const remove = async () => {
    if (!(await confirm(SETTINGS_TEXTS.deleteTitle, SETTINGS_TEXTS.deleteQuestion, DELETE_ACTION))) return;
    action.setAlert(null);
    try {
      await overlay.run(OVERLAYS.deleting, () => deleteGamification(eventId));
      reset(pointsFormValues(eventId, null));
      onChanged(null);
      toast.info(SETTINGS_TEXTS.deleted);
    } catch (error) {
      action.setAlert(unreportedErrorText(error));
    }
  };

  const blockedReason = !formState.isValid
    ? SETTINGS_TEXTS.blockedByFields
    : !formState.isDirty
      ? SETTINGS_TEXTS.blockedUnchanged
      : formState.isSubmitting
        ? OVERLAYS.saving
        : null;

  return (
    <FormCard
      aria-label="Points"
      onSubmit={(e) => void handleSubmit(save)(e)}
      alert={action.alert}
      actions={
        <>
          {stored ? (
            <Button
              color="error"
              startIcon={<DeleteOutline />}
              onClick={() => void remove()}
              disabled={formState.isSubmitting}
            >
              Delete
            </Button>
          ) : null}
          <SaveButton startIcon={<SaveOutlined />} blockedReason={blockedReason} />
        </>
      }
    >
      {stored ? null : <Alert severity="info">{SETTINGS_TEXTS.none}</Alert>}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {FIELDS.map(({ name, label }) => (
          <FormTextField
            key={name}
            name={name}
            control={control}
            label={label}
            required
            fullWidth
            type="number"
            slotProps={{
              htmlInput: { min: GAMIFICATION_POINTS_MIN, max: GAMIFICATION_POINTS_MAX, step: 1, inputMode: 'numeric' },
            }}
            helperText={SETTINGS_TEXTS.range}
          />
        ))}
      </Stack>
    </FormCard>
  );
}

function PointsSkeleton() {
  return (
    <Card role="status" aria-busy="true" aria-label="Loading the points">
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {FIELDS.map(({ name }) => (
            <Skeleton key={name} variant="rounded" height={56} sx={{ flex: 1 }} />
          ))}
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 3 }}>
          <Skeleton variant="rounded" width={96} height={36} />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** '/main/event/gamification/settings?e&t' (docs/product.md §2): like, comment and wall post points, for editors. */
export function GamificationSettingsPage() {
  const { event, canEdit } = useCurrentEvent();
  const load = useCallback(() => getGamification(event.id), [event.id]);
  const [data, setData] = useAsyncData(load);
  let body;
  if (!canEdit) body = <Alert severity="warning">{EVENT_MESSAGES.cannotEdit}</Alert>;
  else if (data.status === 'loading') body = <PointsSkeleton />;
  else if (data.status === 'error') body = <Alert severity="error">{data.error}</Alert>;
  else
    body = <PointsForm key={data.data ? 'stored' : 'none'} eventId={event.id} stored={data.data} onChanged={setData} />;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <Typography variant="h2" sx={{ mb: 2 }}>
        Settings
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Points a participant earns for each like, comment and wall post in this event.
      </Typography>
      {body}
    </Container>
  );
}
