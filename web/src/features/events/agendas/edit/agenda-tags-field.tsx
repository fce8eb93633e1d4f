import type { Tag } from '@agenda/contract';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useWatch, type Control } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { FormTextField } from '@/components/form/form-text-field';
import { paths } from '@/config/paths';
import { TagChip } from '@/features/events/shared/tag-chip';
import { useLiveChildren } from '@/features/events/shared/use-live-children';
import { AGENDA_EDIT_TEXTS } from './agenda-edit-texts';
import type { AgendaFormValues } from './agenda-form';

const byText = (a: Tag, b: Tag) => a.text.localeCompare(b.text);

/** The agenda's tags: any of the event's, live, shown as their chips; a link to add one when there are none. */
export function AgendaTagsField({
  control,
  event,
}: {
  control: Control<AgendaFormValues>;
  event: { id: string; tenant_id: string };
}) {
  const tags = useLiveChildren(event.id, 'tags', byText);
  const known = tags.status === 'ready' ? tags.items : [];
  const chosen = useWatch({ control, name: 'tags' });
  return (
    <FormTextField
      name="tags"
      control={control}
      select
      label="Tags"
      // Only the event's tags show (and stay on the next change): a deleted one drops out.
      shownValue={(value) => (tags.status === 'ready' ? value.filter((id) => known.some((tag) => tag.id === id)) : [])}
      helperText={
        tags.status === 'ready' && known.length === 0 ? (
          <>
            {AGENDA_EDIT_TEXTS.noTags}{' '}
            <Link component={RouterLink} to={paths.main.event.tagedit({ e: event.id, t: event.tenant_id })}>
              Add a tag
            </Link>
          </>
        ) : undefined
      }
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              {(selected as string[]).map((id) => {
                const tag = known.find((item) => item.id === id);
                return tag ? <TagChip key={id} text={tag.text} color={tag.color} /> : null;
              })}
            </Stack>
          ),
        },
      }}
    >
      {known.map((tag) => (
        <MenuItem key={tag.id} value={tag.id}>
          <Checkbox
            checked={chosen.includes(tag.id)}
            size="small"
            sx={{ p: 0, mr: 1 }}
            tabIndex={-1}
            slotProps={{ input: { 'aria-hidden': true } }}
          />
          <TagChip text={tag.text} color={tag.color} />
        </MenuItem>
      ))}
    </FormTextField>
  );
}
