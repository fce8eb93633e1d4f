import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/** No event to show: because of the search, the filters (with Clear filters), or none yet (New event for those who may). */
export function EmptyEventList({
  search,
  filtered,
  newEventFor,
  onClearFilters,
}: {
  search: string;
  filtered: boolean;
  newEventFor: string | null;
  onClearFilters: () => void;
}) {
  if (search)
    return <Alert severity="info">{`No event matches “${search}”. Try part of the name, or clear the search.`}</Alert>;
  if (filtered)
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" onClick={onClearFilters}>
            Clear filters
          </Button>
        }
      >
        No event matches these filters.
      </Alert>
    );
  return (
    <Alert
      severity="info"
      action={
        newEventFor ? (
          <Button
            color="inherit"
            size="small"
            component={RouterLink}
            to={paths.main.events.editevent({ t: newEventFor })}
            startIcon={<Add />}
          >
            New event
          </Button>
        ) : undefined
      }
    >
      {newEventFor
        ? 'No events yet — create the first one with New event.'
        : 'No events yet. Look at another country with Go to country events, or come back later.'}
    </Alert>
  );
}
