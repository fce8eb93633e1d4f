import { alpha, type Theme } from '@mui/material/styles';
import { visuallyHidden } from '@/components/a11y/visually-hidden';
import { HOUR_PX } from './calendar-config';

/**
 * The class of the sessions' texts for screen readers only (their day and times): styled once here, not
 * by an sx object on each of a week's hundreds of sessions.
 */
export const SCREEN_READER_ONLY = 'calendar-sr-only';

/** The class of a session shorter than an hour (calendar-config.ts `isShortSession`): start and title on one line. */
export const SHORT_SESSION_CLASS = 'calendar-short-session';

/** Set on each session of the week and day views: how many lines of its title it shows (`titleLines`). */
export const TITLE_LINES_VAR = '--calendar-title-lines';

/** react-big-calendar's stylesheet, recoloured from the MUI theme (light and dark). */
export const calendarSx = (theme: Theme) => {
  const border = theme.palette.divider;
  return {
    height: { xs: 620, md: 720 },
    color: 'text.primary',
    fontFamily: theme.typography.fontFamily,
    '& .rbc-calendar': { height: '100%' },
    [`& .${SCREEN_READER_ONLY}`]: visuallyHidden,
    '& .rbc-month-view, & .rbc-time-view, & .rbc-agenda-view, & .rbc-header, & .rbc-month-row, & .rbc-day-bg, & .rbc-time-header-content, & .rbc-time-content, & .rbc-timeslot-group, & .rbc-day-slot .rbc-time-slot, & .rbc-time-header.rbc-overflowing, & .rbc-time-content > * + * > *, & .rbc-time-header-content > .rbc-row.rbc-row-resource, & .rbc-day-bg + .rbc-day-bg, & .rbc-month-row + .rbc-month-row, & .rbc-header + .rbc-header':
      { borderColor: border },
    '& .rbc-month-view, & .rbc-time-view': { borderRadius: 2, overflow: 'hidden', bgcolor: 'background.paper' },
    '& .rbc-off-range-bg': { bgcolor: theme.palette.action.hover },
    '& .rbc-off-range': { color: 'text.secondary' },
    '& .rbc-today': { bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.08) },
    '& .rbc-header': { py: 0.75, fontWeight: 600 },
    '& .rbc-header a, & .rbc-date-cell a, & .rbc-button-link': { color: 'inherit' },
    '& .rbc-show-more': { color: 'primary.main', bgcolor: 'transparent', fontWeight: 600 },
    '& .rbc-label, & .rbc-time-gutter': { color: 'text.secondary' },
    '& .rbc-current-time-indicator': { bgcolor: 'secondary.main' },
    '& .rbc-event, & .rbc-day-slot .rbc-background-event': {
      bgcolor: 'primary.main',
      color: 'primary.contrastText',
      border: 'none',
      borderRadius: 1.5,
      px: 0.75,
    },
    '& .rbc-event:focus, & .rbc-event:focus-visible': {
      outline: `2px solid ${theme.palette.text.primary}`,
      outlineOffset: 1,
    },
    // Label over title, cut when the session is short (the tooltip and the overview have the rest).
    '& .rbc-day-slot .rbc-event': {
      border: `1px solid ${theme.palette.background.paper}`,
      flexFlow: 'column nowrap',
      overflow: 'hidden',
      py: 0.25,
    },
    // A session in a narrow column (overlapping ones share the day) ends its times with an ellipsis, not mid-digit.
    '& .rbc-event-label': {
      fontWeight: 600,
      fontSize: '0.72rem',
      maxWidth: '100%',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    // As many whole lines of the title as the session's height holds, the last ending with an ellipsis.
    // react-big-calendar stretches the title to the session's height, which would show the lines past the clamp.
    '& .rbc-day-slot .rbc-event-content': {
      flex: '0 1 auto',
      height: 'auto',
      display: '-webkit-box',
      WebkitBoxOrient: 'vertical',
      WebkitLineClamp: `var(${TITLE_LINES_VAR}, 2)`,
      overflow: 'hidden',
    },
    // Shorter than an hour: its start, then as much of its title as one line holds.
    [`& .rbc-day-slot .rbc-event.${SHORT_SESSION_CLASS}`]: {
      flexFlow: 'row nowrap',
      alignItems: 'baseline',
      gap: 0.5,
      py: 0,
    },
    [`& .${SHORT_SESSION_CLASS} .rbc-event-label`]: { flex: 'none', pr: 0 },
    [`& .${SHORT_SESSION_CLASS} .rbc-event-content`]: {
      display: 'block',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      minWidth: 0,
    },
    '& .rbc-event-content': {
      fontSize: '0.85rem',
      lineHeight: 1.25,
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
      hyphens: 'auto',
    },
    '& .rbc-timeslot-group': { minHeight: HOUR_PX },
    '& .rbc-selected-cell': { bgcolor: theme.palette.action.selected },
    '& .rbc-overlay': { bgcolor: 'background.paper', borderColor: border, boxShadow: theme.shadows[8] },
    '& .rbc-overlay-header': { borderColor: border },
    // react-big-calendar stacks its toolbar on small screens, where the button groups then overflow.
    '& .rbc-toolbar': { flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, mb: 1.5 },
    '& .rbc-toolbar .rbc-toolbar-label': {
      fontWeight: 600,
      fontSize: '1.05rem',
      order: { xs: -1, sm: 0 },
      flexBasis: { xs: '100%', sm: 'auto' },
    },
    '& .rbc-toolbar button': {
      color: 'text.primary',
      borderColor: border,
      bgcolor: 'background.paper',
      fontFamily: 'inherit',
      fontWeight: 600,
      px: 1.5,
      py: 0.75,
      cursor: 'pointer',
    },
    '& .rbc-toolbar button:hover, & .rbc-toolbar button:focus': {
      bgcolor: theme.palette.action.hover,
      borderColor: border,
      color: 'text.primary',
    },
    '& .rbc-toolbar button:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
    '& .rbc-toolbar button.rbc-active, & .rbc-toolbar button.rbc-active:hover, & .rbc-toolbar button.rbc-active:focus':
      {
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        borderColor: 'primary.main',
        boxShadow: 'none',
      },
  };
};
