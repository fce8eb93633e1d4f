import { CONFIRMATIONS, TOASTS, type Detail, type DetailFile } from '@agenda/contract';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ExternalLink } from '@/components/external-link';
import { paths } from '@/config/paths';
import { deleteDetail } from './details-api';
import { useCurrentEvent } from '@/features/events/shared/current-event';
import { useContentDelete } from '@/features/events/shared/use-content-delete';
import { useLiveChildren } from '@/features/events/shared/use-live-children';
import { useStoredFileAddress } from '@/hooks/use-stored-file-address';
import { ContentListPage } from '../content-page';
import { DetailFileThumb } from './detail-file-thumb';

/** By order number, as GET /details answers; equal numbers by title. */
const byOrder = (a: Detail, b: Detail) => a.order_number - b.order_number || a.title.localeCompare(b.title);

/** One stored file: its thumbnail and its link, both through a fresh download address. */
function StoredDetailFile({ file }: { file: DetailFile }) {
  const address = useStoredFileAddress(file.reference, file.url);
  return (
    <Stack component="li" direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <DetailFileThumb src={address} />
      {/* Stored addresses are http(s) only (contract fileUrlSchema); noopener keeps the file away from this tab. */}
      <ExternalLink href={address ?? undefined} sx={{ overflowWrap: 'anywhere' }}>
        {file.name}
      </ExternalLink>
    </Stack>
  );
}

function DetailFiles({ detail }: { detail: Detail }) {
  if (detail.event_details_file.length === 0) return null;
  return (
    <Stack
      component="ul"
      aria-label={`Files of ${detail.title}`}
      spacing={1}
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}
    >
      {detail.event_details_file.map((file) => (
        <StoredDetailFile key={file.reference} file={file} />
      ))}
    </Stack>
  );
}

/** '/main/event/details?e&t' (docs/product.md §2 Event details): title, description and files of each item, live. */
export function DetailsPage() {
  const { event, canEdit } = useCurrentEvent();
  const live = useLiveChildren(event.id, 'details', byOrder);
  // docs/product.md §8: "Event deleted" is also the toast for details.
  const { remove, message, clearMessage } = useContentDelete(TOASTS.eventDeleted);
  const ids = { e: event.id, t: event.tenant_id };
  return (
    <ContentListPage
      title="Event details"
      addLabel="Add details"
      addPath={paths.main.event.detailsedit(ids)}
      canEdit={canEdit}
      live={live}
      empty="This event has no details yet."
      message={message}
      onCloseMessage={clearMessage}
    >
      {(items) => (
        <Stack spacing={2}>
          {items.map((detail) => (
            <Card key={detail.id} component="article" aria-label={detail.title}>
              <CardContent>
                <Typography variant="h2" sx={{ fontWeight: 600, mb: 1 }}>
                  {detail.title}
                </Typography>
                {detail.description ? (
                  <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {detail.description}
                  </Typography>
                ) : null}
                <DetailFiles detail={detail} />
              </CardContent>
              {canEdit ? (
                <CardActions sx={{ justifyContent: 'flex-end' }}>
                  <Button
                    component={RouterLink}
                    to={paths.main.event.detailsedit({ ...ids, id: detail.id })}
                    startIcon={<EditOutlined />}
                  >
                    Edit
                  </Button>
                  <Button
                    color="error"
                    startIcon={<DeleteOutline />}
                    onClick={() =>
                      void remove('Delete details', CONFIRMATIONS.deleteDetail(detail.title), () =>
                        deleteDetail(event.id, detail.id),
                      )
                    }
                  >
                    Delete
                  </Button>
                </CardActions>
              ) : null}
            </Card>
          ))}
        </Stack>
      )}
    </ContentListPage>
  );
}
