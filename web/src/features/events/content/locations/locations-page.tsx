import { TOASTS, type Location } from '@agenda/contract';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { deleteLocation } from './locations-api';
import { useCurrentEvent } from '@/features/events/shared/current-event';
import { useContentDelete } from '@/features/events/shared/use-content-delete';
import { useLiveChildren } from '@/features/events/shared/use-live-children';
import { ContentListPage } from '../content-page';

const byName = (a: Location, b: Location) => a.name.localeCompare(b.name);

/** '/main/event/locations?e&t' (docs/product.md §2 Locations), live. */
export function LocationsPage() {
  const { event, canEdit } = useCurrentEvent();
  const live = useLiveChildren(event.id, 'locations', byName);
  // docs/product.md §8: "Event deleted" is also the toast for locations.
  const { remove, message, clearMessage } = useContentDelete(TOASTS.eventDeleted);
  const ids = { e: event.id, t: event.tenant_id };
  return (
    <ContentListPage
      title="Locations"
      addLabel="Add location"
      addPath={paths.main.event.locationedit(ids)}
      canEdit={canEdit}
      live={live}
      empty="This event has no locations yet."
      message={message}
      onCloseMessage={clearMessage}
    >
      {(items) => (
        <Card>
          <List aria-label="Locations">
            {items.map((location) => (
              <ListItem
                key={location.id}
                divider
                secondaryAction={
                  canEdit ? (
                    <Stack direction="row" spacing={0.5}>
                      <IconButton
                        component={RouterLink}
                        to={paths.main.event.locationedit({ ...ids, id: location.id })}
                        aria-label={`Edit ${location.name}`}
                      >
                        <EditOutlined />
                      </IconButton>
                      <IconButton
                        aria-label={`Delete ${location.name}`}
                        onClick={() =>
                          void remove('Delete location', `Are you sure you want to delete ${location.name}?`, () =>
                            deleteLocation(event.id, location.id),
                          )
                        }
                      >
                        <DeleteOutline />
                      </IconButton>
                    </Stack>
                  ) : null
                }
              >
                <ListItemText
                  primary={location.name}
                  secondary={
                    location.lat !== null && location.long !== null
                      ? `Lat ${location.lat}, long ${location.long}`
                      : 'No map coordinates'
                  }
                />
              </ListItem>
            ))}
          </List>
        </Card>
      )}
    </ContentListPage>
  );
}
