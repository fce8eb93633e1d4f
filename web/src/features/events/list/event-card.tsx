import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CountryFlag, type FlagOwner } from '@/components/country-flag';
import { paths } from '@/config/paths';
import type { EventItem } from '@/lib/event-item';
import { AT_THE_EVENT, spanOnTwoClocks } from '@/lib/zoned-time';
import { cardImageOf } from '@/features/events/shared/event-art';
import { DefaultPoster, WholeImage } from '@/features/events/shared/event-images';

/** docs/product.md §2 card overlay text. */
export const EVENT_PASSED = 'Event has passed';

const MEDIA_HEIGHT = 168;

interface EventCardProps {
  event: EventItem;
  tenant: FlagOwner | null;
  passed: boolean;
  canManage: boolean;
  onDelete: (event: EventItem) => void;
}

/**
 * Memoized: a keystroke in the search box renders the grid again, and a card whose event, flag, state and
 * handler are the same is not drawn again, nor its dates formatted (docs/benchmarks.md, the filter).
 */
export const EventCard = memo(function EventCard({ event, tenant, passed, canManage, onDelete }: EventCardProps) {
  const open = paths.main.event.event({ e: event.id, t: event.tenant_id });
  const { yours, atEvent } = spanOnTwoClocks(event.start, event.end, event.timezone);
  // The cover where the event is listed, else its poster, whole either way.
  const image = cardImageOf(event);
  return (
    <Card component="article" aria-label={event.name} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ position: 'relative' }}>
        {image ? (
          <WholeImage src={image} alt="" sx={{ width: '100%', height: MEDIA_HEIGHT }} />
        ) : (
          <DefaultPoster name={event.name} sx={{ height: MEDIA_HEIGHT }} />
        )}
        {passed ? (
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              bgcolor: 'rgba(0, 0, 0, 0.72)',
              color: '#fff',
              fontWeight: 700,
              fontSize: '1.25rem',
              letterSpacing: 0.5,
            }}
          >
            {EVENT_PASSED}
          </Box>
        ) : null}
      </Box>
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1 }}>
          <CountryFlag tenant={tenant} width={27} />
          <Box sx={{ minWidth: 0 }}>
            {/* On the viewer's clock, named; the event's beside it when it differs (the one zone rule). */}
            <Typography variant="body2" color="text.secondary">
              <time dateTime={event.start.toISOString()}>{yours}</time>
            </Typography>
            {atEvent ? (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {AT_THE_EVENT}: {atEvent}
              </Typography>
            ) : null}
          </Box>
        </Stack>
        <Typography variant="h2" sx={{ fontWeight: 600, mb: 0.5 }}>
          <Link component={RouterLink} to={open} color="inherit" underline="hover">
            {event.name}
          </Link>
        </Typography>
        {event.privacy ? <Chip size="small" icon={<LockOutlined />} label="Draft" sx={{ mb: 1 }} /> : null}
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start', color: 'text.secondary', mb: 1 }}>
          <PlaceOutlined fontSize="small" sx={{ mt: '2px' }} />
          <Typography variant="body2">{event.address}</Typography>
        </Stack>
        <Typography
          variant="body2"
          sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {event.description}
        </Typography>
      </CardContent>
      {canManage ? (
        <CardActions sx={{ justifyContent: 'flex-end' }}>
          <Button
            component={RouterLink}
            to={paths.main.events.editevent({ e: event.id, t: event.tenant_id })}
            startIcon={<EditOutlined />}
            aria-label={`Edit ${event.name}`}
          >
            Edit
          </Button>
          <Button
            color="error"
            startIcon={<DeleteOutline />}
            onClick={() => onDelete(event)}
            aria-label={`Delete ${event.name}`}
          >
            Delete
          </Button>
        </CardActions>
      ) : null}
    </Card>
  );
});
