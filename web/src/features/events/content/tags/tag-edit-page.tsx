import { OVERLAYS, TOASTS, type Tag, type TagSave } from '@agenda/contract';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ChangeEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormCard } from '@/components/form/form-card';
import { FormTextField } from '@/components/form/form-text-field';
import { SaveButton } from '@/components/form/save-button';
import { paths } from '@/config/paths';
import { useEditForm } from '@/hooks/use-form-errors';
import { getTag, saveTag } from './tags-api';
import { tagResolver, type TagFormValues } from '../content-forms';
import { ContentEditScreen } from '../content-page';
import { TagChip } from '@/features/events/shared/tag-chip';

const LABELS = { name: 'Tag name', colour: 'Colour' } as const;
/** Our text: docs/product.md §5 disables Save until a colour is chosen. */
const CHOOSE_COLOUR = 'Choose a colour';

function TagForm({ tag, eventId, back }: { tag: Tag | null; eventId: string; back: string }) {
  const colourId = useId();
  const form = useForm<TagFormValues, unknown, TagSave>({
    mode: 'onChange',
    resolver: tagResolver,
    defaultValues: { id: tag?.id ?? null, eventId, name: tag?.text ?? '', colour: tag?.color ?? '' },
  });
  const { control, handleSubmit, formState, watch } = form;
  const [name, colour] = watch(['name', 'colour']);
  const edit = useEditForm(form, tagResolver, { labels: LABELS, extra: colour ? null : CHOOSE_COLOUR });
  const save = (values: TagSave) =>
    edit.run(() => saveTag(values), { toast: TOASTS.tagSaved, to: back, overlay: OVERLAYS.saving });
  return (
    <FormCard
      onSubmit={(e) => void handleSubmit(save)(e)}
      alert={edit.alert}
      actions={<SaveButton blockedReason={edit.blockedReason} busy={formState.isSubmitting} />}
    >
      <FormTextField name="name" control={control} label="Tag name" required />
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
            {fieldState.error && formState.isSubmitted ? (
              <FormHelperText error>{fieldState.error.message}</FormHelperText>
            ) : null}
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
    </FormCard>
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
