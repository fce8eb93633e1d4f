import { OVERLAYS, TOASTS, type Tag, type TagSave } from '@agenda/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, type ChangeEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useOverlay } from '@/components/feedback/overlay-provider';
import { SaveButton } from '@/components/form/save-button';
import { paths } from '@/config/paths';
import { useEditForm } from '@/hooks/use-form-errors';
import { getTag, saveTag } from './tags-api';
import { tagResolver, type TagFormValues } from '../content-forms';
import { ContentEditScreen } from '../content-page';
import { TagChip } from '@/features/events/shared/tag-chip';

const LABELS = { name: 'Tag name', colour: 'Colour' } as const;
/** Our text: spec §5 disables Save until a colour is chosen. */
const CHOOSE_COLOUR = 'Choose a colour';

function TagForm({ tag, eventId, back }: { tag: Tag | null; eventId: string; back: string }) {
  const overlay = useOverlay();
  const colourId = useId();
  const form = useForm<TagFormValues, unknown, TagSave>({
    mode: 'onChange',
    resolver: tagResolver,
    defaultValues: { id: tag?.id ?? null, eventId, name: tag?.text ?? '', colour: tag?.color ?? '' },
  });
  const { control, handleSubmit, formState, watch } = form;
  const [name, colour] = watch(['name', 'colour']);
  const edit = useEditForm(form, tagResolver, { labels: LABELS, extra: colour ? null : CHOOSE_COLOUR });
  const save = async (values: TagSave) => {
    edit.setAlert(null);
    try {
      await overlay.run(OVERLAYS.saving, () => saveTag(values));
    } catch (error) {
      edit.show(error);
      return;
    }
    edit.saved(TOASTS.tagSaved, back);
  };
  return (
    <Card>
      <CardContent component="form" noValidate onSubmit={(e) => void handleSubmit(save)(e)} sx={{ p: { xs: 2.5, md: 4 } }}>
        <Stack spacing={3}>
          <Controller
            name="name"
            control={control}
            render={({ field, fieldState }) => <TextField {...field} label="Tag name" required error={!!fieldState.error} helperText={fieldState.error?.message} />}
          />
          <Controller
            name="colour"
            control={control}
            render={({ field, fieldState }) => (
              <Stack spacing={0.5}>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                  <Box
                    component="input"
                    id={colourId}
                    type="color"
                    value={field.value || '#1565c0'}
                    onChange={(e: ChangeEvent<HTMLInputElement>) => field.onChange(e.target.value)}
                    onBlur={field.onBlur}
                    sx={{ width: 56, height: 40, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
                  />
                  <Typography component="label" htmlFor={colourId}>
                    Colour {field.value ? `(${field.value})` : ''}
                  </Typography>
                </Stack>
                {fieldState.error && formState.isSubmitted ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
              </Stack>
            )}
          />
          <Stack spacing={1}>
            <Typography variant="subtitle2" component="p">
              Preview
            </Typography>
            <Box>
              <TagChip text={name || 'Tag name'} color={colour} />
            </Box>
          </Stack>
          {edit.alert ? <Alert severity="error">{edit.alert}</Alert> : null}
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <SaveButton blockedReason={edit.blockedReason} busy={formState.isSubmitting} />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** '/main/event/tagedit?id&e&t': tag name, colour picker and a live chip preview. */
export function TagEditPage() {
  return (
    <ContentEditScreen title={(id) => (id ? 'Edit tag' : 'Add tag')} list={paths.main.event.tags} load={getTag}>
      {(item, { eventId, back }) => <TagForm tag={item} eventId={eventId} back={back} />}
    </ContentEditScreen>
  );
}
