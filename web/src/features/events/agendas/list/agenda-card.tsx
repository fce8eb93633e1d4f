import type { AgendaClash, Tag } from '@agenda/contract';
import AccessTime from '@mui/icons-material/AccessTime';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PeopleOutline from '@mui/icons-material/PeopleOutline';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import PriorityHigh from '@mui/icons-material/PriorityHigh';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { memo, useState, type ReactElement, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { TagChip } from '@/features/events/shared/tag-chip';
import { agendaPassed, formatDuration, isFull } from '@/features/events/agendas/shared/agenda-format';
import { describeClash } from './agenda-list';
import { AT_THE_EVENT, spanOnTwoClocks } from '@/lib/zoned-time';
import type { LiveAgenda } from '@/features/events/agendas/shared/use-live-agendas';

export interface AgendaCardProps {
  agenda: LiveAgenda;
  /** The event's tags by id (live), for the chips' texts and colours. */
  tags: ReadonlyMap<string, Tag>;
  locationName: (id: string) => string | null;
  clashes: readonly AgendaClash[];
  overviewPath: string;
  /** Present for editors only. */
  editPath?: string;
  onDelete?: (agenda: LiveAgenda) => void;
  now: Date;
  /** The event's IANA zone: its clock is shown beside the viewer's when they differ. */
  eventZone?: string;
  /** Whether the viewer starred the session (for `actions`). */
  starred?: boolean;
  /** The viewer's Join / Leave (JoinButton), above the card's link. */
  join?: (agenda: LiveAgenda) => ReactNode;
  /** The attendee's actions (star, add to calendar), above the card's link. */
  actions?: (agenda: LiveAgenda, starred: boolean) => ReactNode;
}

const WARNING_TEXT = { light: '#8a4500', dark: '#ffb74d' } as const;

function Badge({
  label,
  icon,
  color,
  title,
}: {
  label: string;
  icon: ReactElement;
  color: 'warning' | 'info' | 'default' | 'error' | 'secondary';
  title: string;
}) {
  // The explanation opens on hover and focus, and on a tap or Enter (a toggletip),
  // so that a phone reaches it too; a tap elsewhere, Escape, or leaving the chip closes it.
  const [open, setOpen] = useState(false);
  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box component="span" sx={{ display: 'inline-flex', position: 'relative', zIndex: 1 }}>
        {/* The tooltip's text is also the chip's accessible description. */}
        <Tooltip
          title={title}
          describeChild
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          disableTouchListener
        >
          <Chip
            size="small"
            variant="outlined"
            color={color}
            icon={icon}
            label={label}
            onClick={() => setOpen(true)}
            sx={[
              // MUI's warning orange is too light for small text (WCAG AA): a deeper or a paler one.
              color === 'warning' &&
                ((theme) => ({
                  color: WARNING_TEXT[theme.palette.mode],
                  borderColor: WARNING_TEXT[theme.palette.mode],
                  '& .MuiChip-icon': { color: 'inherit' },
                })),
            ]}
          />
        </Tooltip>
      </Box>
    </ClickAwayListener>
  );
}

/**
 * One agenda of the timeline (docs/product.md §2 Agenda list): date and duration, name, description, location,
 * tags and badges. The name is the card's link to the overview and covers the whole card; Edit and
 * Delete sit above it for editors.
 *
 * Memoized: a live save elsewhere or a search keystroke redraws only the cards whose agenda
 * or props changed. The list keeps every prop stable: the agenda objects (useLiveAgendas keeps the
 * unchanged ones), the callbacks, `now` by the minute; the join and actions are drawn here from
 * render functions, not handed in as new elements on every render.
 */
export const AgendaCard = memo(function AgendaCard({
  agenda,
  tags,
  locationName,
  clashes,
  overviewPath,
  editPath,
  onDelete,
  now,
  eventZone,
  starred = false,
  join,
  actions,
}: AgendaCardProps) {
  // docs/product.md §2: the list reads in the viewer's zone (its hint says so), named, and the event's own clock
  // shows beside it when it differs (the app's one zone rule, `spanOnTwoClocks`).
  const when = spanOnTwoClocks(agenda.start, agenda.end, eventZone);
  const location = agenda.location_id ? locationName(agenda.location_id) : null;
  const passed = agendaPassed(agenda, now);
  const full = isFull(agenda);
  const agendaTags = agenda.tags.map((id) => tags.get(id)).filter((tag): tag is Tag => !!tag);
  const conflictText = clashes.map((clash) => describeClash(clash, locationName, agenda.location_id)).join(' · ');
  return (
    <Card
      component="article"
      aria-label={agenda.name}
      sx={{
        position: 'relative',
        transition: 'border-color 120ms',
        '&:hover': { borderColor: 'primary.main' },
        '&:focus-within': { borderColor: 'primary.main' },
        // The link covering the card has the keyboard focus: the card draws the theme's focus ring.
        '&:has(.agenda-card-link:focus-visible)': (theme) => ({
          outline: `2px solid ${theme.palette.primary.main}`,
          outlineOffset: 2,
        }),
        // A passed session is told by its Passed badge: fading the card would drop its text and buttons
        // below WCAG contrast.
      }}
    >
      <CardContent sx={{ pb: editPath ? 1 : 2 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', color: 'text.secondary', flexWrap: 'wrap', rowGap: 0.5, mb: 0.5 }}
        >
          <AccessTime fontSize="small" />
          {/* Beside the clock, wrapping within its own box: a long date on a phone does not drop below it. */}
          <Typography variant="body2" component="p" sx={{ flex: '1 1 0', minWidth: 0 }}>
            <time dateTime={new Date(agenda.start).toISOString()}>{when.yours}</time>
            {/* The duration never splits ("1" / "h"): it wraps whole, with its separator. */}{' '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              · <span>{formatDuration(agenda.start, agenda.end)}</span>
            </Box>
          </Typography>
          {when.atEvent ? (
            <Typography variant="caption" component="p" sx={{ width: '100%', pl: 3.5 }}>
              {AT_THE_EVENT}: {when.atEvent}
            </Typography>
          ) : null}
        </Stack>
        <Typography variant="h3" sx={{ fontWeight: 600, mb: 0.5, overflowWrap: 'anywhere' }}>
          <Link
            component={RouterLink}
            to={overviewPath}
            className="agenda-card-link"
            color="inherit"
            underline="hover"
            // The link covers the card: a click anywhere on it opens the overview.
            sx={{
              '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
              '&:focus-visible': { outline: 'none' },
            }}
          >
            {agenda.name}
          </Link>
        </Typography>
        {location ? (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary', mb: 0.5 }}>
            <PlaceOutlined fontSize="small" />
            <Typography variant="body2">{location}</Typography>
          </Stack>
        ) : null}
        {agenda.description ? (
          <Typography
            variant="body2"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              whiteSpace: 'pre-line',
              mb: 1,
            }}
          >
            {agenda.description}
          </Typography>
        ) : null}
        {agendaTags.length > 0 || clashes.length > 0 || agenda.mandatory || agenda.locked || full || passed ? (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
            {clashes.length > 0 ? (
              <Badge label="Conflict" color="warning" icon={<WarningAmber />} title={conflictText} />
            ) : null}
            {agenda.mandatory ? (
              <Badge
                label="Mandatory"
                color="secondary"
                icon={<PriorityHigh />}
                title="Every event participant has this session in their schedule"
              />
            ) : null}
            {agenda.locked ? (
              <Badge label="Locked" color="default" icon={<LockOutlined />} title="People cannot join this session" />
            ) : null}
            {full ? (
              <Badge
                label="Full"
                color="error"
                icon={<PeopleOutline />}
                title={`All ${agenda.no_of_places} places are taken`}
              />
            ) : null}
            {passed ? (
              <Badge label="Passed" color="default" icon={<EventBusyOutlined />} title="This session has ended" />
            ) : null}
            {agendaTags.length > 0 ? (
              <Box
                component="ul"
                aria-label={`Tags of ${agenda.name}`}
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
              >
                {agendaTags.map((tag) => (
                  <li key={tag.id}>
                    <TagChip text={tag.text} color={tag.color} />
                  </li>
                ))}
              </Box>
            ) : null}
          </Stack>
        ) : null}
        {join || actions ? (
          <Stack
            direction="row"
            sx={{ position: 'relative', zIndex: 1, mt: 1.5, flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
          >
            {join?.(agenda)}
            {actions?.(agenda, starred)}
          </Stack>
        ) : null}
      </CardContent>
      {editPath ? (
        <CardActions
          sx={{ justifyContent: 'flex-end', pt: 0, position: 'relative', zIndex: 1, width: 'fit-content', ml: 'auto' }}
        >
          <Button component={RouterLink} to={editPath} startIcon={<EditOutlined />} aria-label={`Edit ${agenda.name}`}>
            Edit
          </Button>
          <Button
            color="error"
            startIcon={<DeleteOutline />}
            onClick={() => onDelete?.(agenda)}
            aria-label={`Delete ${agenda.name}`}
          >
            Delete
          </Button>
        </CardActions>
      ) : null}
    </Card>
  );
});
