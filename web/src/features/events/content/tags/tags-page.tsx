import { CONFIRMATIONS, TOASTS, type Tag } from '@agenda/contract';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { deleteTag } from './tags-api';
import { useCurrentEvent } from '@/features/events/shared/current-event';
import { useContentDelete } from '@/features/events/shared/use-content-delete';
import { useLiveChildren } from '@/features/events/shared/use-live-children';
import { ContentListPage } from '../content-page';
import { TagChip } from '@/features/events/shared/tag-chip';

const byText = (a: Tag, b: Tag) => a.text.localeCompare(b.text);

/** '/main/event/tags?e&t' (docs/product.md §2 Tags): "Event tags", coloured chips, live. */
export function TagsPage() {
  const { event, canEdit } = useCurrentEvent();
  const live = useLiveChildren(event.id, 'tags', byText);
  const { remove, message, clearMessage } = useContentDelete(TOASTS.tagDeleted);
  const ids = { e: event.id, t: event.tenant_id };
  return (
    <ContentListPage
      title="Event tags"
      addLabel="Add Tag"
      addPath={paths.main.event.tagedit(ids)}
      canEdit={canEdit}
      live={live}
      empty="This event has no tags yet."
      message={message}
      onCloseMessage={clearMessage}
    >
      {(items) => (
        <Card>
          <CardContent>
            <Stack
              component="ul"
              aria-label="Event tags"
              direction="row"
              sx={{ flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0 }}
            >
              {items.map((tag) => (
                <Stack component="li" key={tag.id} direction="row" spacing={0.25} sx={{ alignItems: 'center' }}>
                  <TagChip text={tag.text} color={tag.color} />
                  {canEdit ? (
                    <>
                      <IconButton
                        size="small"
                        component={RouterLink}
                        to={paths.main.event.tagedit({ ...ids, id: tag.id })}
                        aria-label={`Edit ${tag.text}`}
                      >
                        <EditOutlined fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        aria-label={`Delete ${tag.text}`}
                        onClick={() =>
                          void remove('Delete tag', CONFIRMATIONS.deleteTag(tag.text), () =>
                            deleteTag(event.id, tag.id),
                          )
                        }
                      >
                        <DeleteOutline fontSize="small" />
                      </IconButton>
                    </>
                  ) : null}
                </Stack>
              ))}
            </Stack>
          </CardContent>
        </Card>
      )}
    </ContentListPage>
  );
}
